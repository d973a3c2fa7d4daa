import type { LotteryDraw, LotteryGame } from '@portal/contracts/lottery.schema';
import type { FamilyId } from '@portal/lottery';
import { Icon } from '@portal/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { clockText, remaining } from '../lib/countdown.ts';
import styles from './draw-header.module.css';
import { ResultBalls } from './result-balls.tsx';

type Props = {
  game: LotteryGame;
  family: FamilyId;
  title: string;
  now: number;
  /** A draw whose sales closed and whose result has not come yet. */
  drawing: LotteryDraw | null;
  onVerify: (issue: string) => void;
};

/** The countdown to the close of the current draw's sales, in days when it is that far. */
export function Countdown({ draw, now }: { draw: LotteryDraw; now: number }) {
  const { t } = useTranslation('lottery');
  const left = remaining(draw.closesAt, now);
  const closed = now >= Date.parse(draw.closesAt);
  return (
    <div
      className={styles.countdown}
      data-testid="countdown"
      data-closed={closed}
      role="timer"
      aria-live="off"
    >
      <span className={styles.countdownLabel}>{t(closed ? 'draw.closed' : 'draw.closesIn')}</span>
      <span className={styles.clock} data-testid="countdown-clock">
        {left.days > 0 ? <span className={styles.days}>{t('draw.days', { count: left.days })}</span> : null}
        {clockText(left)}
      </span>
    </div>
  );
}

/** The game's head: its name, the current issue with its countdown, and the last result (or "drawing…"). */
export function DrawHeader({ game, family, title, now, drawing, onVerify }: Props) {
  const { t } = useTranslation('lottery');
  const { current, last } = game;
  return (
    <section className={styles.head} data-testid="draw-header">
      <div className={styles.current}>
        <h1 className={styles.title} data-testid="lottery-title">
          {title}
        </h1>
        {current ? (
          <div className={styles.sale}>
            <p className={styles.issue} data-testid="current-issue" data-issue={current.issue}>
              {t('draw.issue', { issue: current.issue })}
            </p>
            <Countdown draw={current} now={now} />
          </div>
        ) : (
          <p className={styles.issue}>{t('draw.none')}</p>
        )}
      </div>
      <div className={styles.last} aria-live="polite" data-testid="last-draw" data-issue={last?.issue}>
        {drawing ? (
          <div className={styles.drawing} data-testid="drawing" data-issue={drawing.issue}>
            <span className={styles.drawingLabel}>{t('draw.drawing', { issue: drawing.issue })}</span>
            <span className={styles.shimmer} aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
          </div>
        ) : last ? (
          <>
            <div className={styles.lastHead}>
              <span>{t('draw.last', { issue: last.issue })}</span>
              <button
                type="button"
                className={styles.verify}
                onClick={() => onVerify(last.issue)}
                data-testid="verify-last"
              >
                <Icon name="shield" size={15} />
                {t('verify.open')}
              </button>
            </div>
            <ResultBalls key={last.issue} family={family} result={last.result} testId="last-result" />
          </>
        ) : (
          <p className={styles.noResult}>{t('draw.noResult')}</p>
        )}
      </div>
    </section>
  );
}
