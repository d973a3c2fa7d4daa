import type { Family } from '@portal/lottery';
import chip from '@portal/ui/chip.module.css';
import { useTranslation } from 'react-i18next';
import { nameIn } from '../lib/lottery-pages.ts';
import styles from './play-picker.module.css';

type Props = { family: Family<unknown>; playId: string; onChoose: (playId: string) => void };

/** The play types of the family (its groups) and the sub-plays of the chosen type. */
export function PlayPicker({ family, playId, onChoose }: Props) {
  const { t, i18n } = useTranslation('lottery');
  const group = family.plays.find((play) => play.id === playId)?.group;
  const plays = family.plays.filter((play) => play.group === group);
  return (
    <div className={styles.picker}>
      <div
        className={`${chip.row} ${styles.row}`}
        role="tablist"
        aria-label={t('slip.playTypes')}
        data-testid="play-groups"
      >
        {family.groups.map((g) => {
          const first = family.plays.find((play) => play.group === g.id);
          if (!first) return null;
          const selected = g.id === group;
          return (
            <button
              key={g.id}
              type="button"
              role="tab"
              aria-selected={selected}
              className={`${chip.chip} ${selected ? chip.selected : ''}`}
              onClick={() => onChoose(first.id)}
              data-testid={`group-${g.id}`}
            >
              {nameIn(g.name, i18n.language)}
            </button>
          );
        })}
      </div>
      {plays.length > 1 ? (
        <div className={styles.plays} role="radiogroup" aria-label={t('slip.plays')} data-testid="plays">
          {plays.map((play) => (
            // biome-ignore lint/a11y/useSemanticElements: sub-plays are buttons styled as a radio group
            <button
              key={play.id}
              type="button"
              role="radio"
              aria-checked={play.id === playId}
              className={play.id === playId ? `${styles.play} ${styles.on}` : styles.play}
              onClick={() => onChoose(play.id)}
              data-testid={`play-${play.id}`}
            >
              {nameIn(play.name, i18n.language)}
            </button>
          ))}
        </div>
      ) : null}
    </div>
  );
}
