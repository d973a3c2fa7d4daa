import type { SandboxEvent } from '@portal/contracts/vendors.schema';
import { formatDateTime } from '@portal/ui/format.ts';
import { useTranslation } from 'react-i18next';
import { orderedPicks } from '../lib/betting.ts';
import styles from './event-row.module.css';

type EventRowProps = {
  event: SandboxEvent;
  /** The pick of this event on the bet slip. */
  selectedPick: string | null;
  /** The player holds open tickets on it: it may be played now. */
  canPlay: boolean;
  playing: boolean;
  disabled: boolean;
  onPick: (event: SandboxEvent, pick: string) => void;
  onPlay: (event: SandboxEvent) => void;
};

/** One event: its league and start, the two sides, an odds button per pick, and "Play now". */
export function EventRow({ event, selectedPick, canPlay, playing, disabled, onPick, onPlay }: EventRowProps) {
  const { t } = useTranslation('tables');
  return (
    <li className={styles.row} data-testid="event-row" data-event={event.eventId}>
      <div className={styles.meta}>
        <span className={styles.league}>{event.league}</span>
        <time dateTime={event.startsAt}>{formatDateTime(event.startsAt)}</time>
      </div>
      <div className={styles.teams}>
        <span className={styles.team}>{event.home}</span>
        <span className={styles.versus}>{t('events.versus')}</span>
        <span className={styles.team}>{event.away}</span>
      </div>
      <div className={styles.odds}>
        {orderedPicks(event.odds).map((pick) => {
          const label = t(`picks.${pick}`, { defaultValue: pick });
          const odds = (event.odds[pick] ?? 0).toFixed(2);
          return (
            <button
              key={pick}
              type="button"
              className={styles.oddsButton}
              data-testid="odds-button"
              data-pick={pick}
              aria-pressed={selectedPick === pick}
              aria-label={t('events.oddsLabel', { pick: label, odds })}
              disabled={disabled}
              onClick={() => onPick(event, pick)}
            >
              <span className={styles.pick}>{label}</span>
              <strong>{odds}</strong>
            </button>
          );
        })}
      </div>
      {canPlay && (
        <button
          type="button"
          className={styles.play}
          data-testid="play-now"
          disabled={disabled || playing}
          onClick={() => onPlay(event)}
        >
          {playing ? t('events.playing') : t('events.playNow')}
        </button>
      )}
    </li>
  );
}
