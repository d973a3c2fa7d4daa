import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './avg-time.module.css';

/** Spec section 1: the decorative bars are random between 180 and 194. */
export const AVG_BAR_MIN = 180;
export const AVG_BAR_MAX = 194;
const BAR_SCALE = 200;

/** A uniform integer in [min, max] from crypto.getRandomValues, by rejection sampling (no bias). */
export function secureIntBetween(min: number, max: number): number {
  const span = max - min + 1;
  const limit = Math.floor(0x1_0000_0000 / span) * span;
  const buffer = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(buffer);
    const value = buffer[0]!;
    if (value < limit) return min + (value % span);
  }
}

const ROWS = [
  { key: 'deposit', minutes: 3 },
  { key: 'withdraw', minutes: 5 },
] as const;

/** The footer's average deposit and withdraw time: fixed minutes, bars decided once per mount. */
export function AvgTime() {
  const { t } = useTranslation('common');
  const [bars] = useState(() => ROWS.map(() => secureIntBetween(AVG_BAR_MIN, AVG_BAR_MAX)));

  return (
    <section className={styles.root} data-testid="avg-time" aria-label={t('footer.avgTime.title')}>
      <h3 className={styles.heading}>{t('footer.avgTime.title')}</h3>
      {ROWS.map((row, index) => {
        const value = bars[index] ?? AVG_BAR_MIN;
        return (
          <div key={row.key} className={styles.row} data-testid={`avg-time-${row.key}`}>
            <div className={styles.labels}>
              <span className={styles.label}>{t(`footer.avgTime.${row.key}`)}</span>
              <span className={styles.minutes}>
                <strong>{row.minutes}</strong> {t('footer.avgTime.minutes')}
              </span>
            </div>
            {/* biome-ignore lint/a11y/useSemanticElements: a styled bar; <meter> cannot be themed across browsers */}
            <div
              className={styles.track}
              role="meter"
              aria-valuemin={0}
              aria-valuemax={BAR_SCALE}
              aria-valuenow={value}
              aria-label={t(`footer.avgTime.${row.key}`)}
              data-value={value}
            >
              <span
                className={`${styles.bar} ${row.key === 'withdraw' ? styles.withdraw : ''}`}
                style={{ width: `${(value / BAR_SCALE) * 100}%` }}
              />
            </div>
          </div>
        );
      })}
    </section>
  );
}
