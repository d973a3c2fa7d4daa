import type { LotteryDraw } from '@portal/contracts/lottery.schema';
import type { FamilyId } from '@portal/lottery';
import { EmptyState } from '@portal/ui/empty-state.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { type CSSProperties, Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { type Run, trendOf } from '../lib/trends.ts';
import styles from './trend-charts.module.css';

type Props = { family: FamilyId; draws: LotteryDraw[] | undefined; loading: boolean };

const label = (n: number, pool: number[]) => String(n).padStart(String(pool[pool.length - 1]).length, '0');

/** A run road: the latest runs, newest on the left, each a column of its length. */
function Road({ runs, testId }: { runs: Run[]; testId: string }) {
  const { t } = useTranslation('lottery');
  let start = 0;
  const placed = runs.slice(0, 16).map((run) => {
    const at = start;
    start += run.length;
    return { run, at };
  });
  return (
    <div className={styles.road} data-testid={testId}>
      {placed.map(({ run, at }) => (
        <span
          key={at}
          className={styles.run}
          data-value={run.value}
          title={`${t(`trend.${run.value}`)} × ${run.length}`}
        >
          {Array.from({ length: Math.min(run.length, 6) }, (_, k) => at + k).map((bead) => (
            <span key={bead} className={styles.bead}>
              {t(`trend.short.${run.value}`)}
            </span>
          ))}
          {run.length > 6 ? <small>+{run.length - 6}</small> : null}
        </span>
      ))}
    </div>
  );
}

/** Hot and cold numbers, missing counts and the big/small and odd/even runs of the last results. */
export function TrendCharts({ family, draws, loading }: Props) {
  const { t } = useTranslation('lottery');
  if (loading) return <Skeleton height={200} radius="var(--radius-lg)" />;
  const trend = trendOf(family, draws ?? []);
  if (!trend.draws) return <EmptyState icon="chart" title={t('trend.empty')} testId="trend-empty" />;
  const most = Math.max(1, ...trend.counts.values());
  const roads = [
    { title: 'trend.sizeRuns', runs: trend.sizeRuns, testId: 'road-size' },
    { title: 'trend.parityRuns', runs: trend.parityRuns, testId: 'road-parity' },
  ];
  return (
    <div className={styles.charts} data-testid="trends">
      <p className={styles.lead}>{t('trend.lead', { count: trend.draws })}</p>
      <div className={styles.pair}>
        <div className={styles.card}>
          <h3>{t('trend.hot')}</h3>
          <ol className={styles.chips} data-testid="trend-hot">
            {trend.hot.map((n) => (
              <li key={n} className={styles.hotChip}>
                {label(n, trend.pool)}
                <small>×{trend.counts.get(n)}</small>
              </li>
            ))}
          </ol>
        </div>
        <div className={styles.card}>
          <h3>{t('trend.cold')}</h3>
          <ol className={styles.chips} data-testid="trend-cold">
            {trend.cold.map((n) => (
              <li key={n} className={styles.coldChip}>
                {label(n, trend.pool)}
                <small>{t('trend.missingShort', { count: trend.missing.get(n) })}</small>
              </li>
            ))}
          </ol>
        </div>
      </div>
      <div className={styles.card}>
        <h3>{t('trend.frequency')}</h3>
        <div className={trend.pool.length > 20 ? styles.heat : styles.bars} data-testid="trend-frequency">
          {trend.pool.map((n) => {
            const count = trend.counts.get(n) ?? 0;
            return (
              <div
                key={n}
                className={styles.cell}
                style={{ '--share': count / most } as CSSProperties}
                title={t('trend.cellTitle', {
                  number: label(n, trend.pool),
                  count,
                  missing: trend.missing.get(n),
                })}
              >
                <span className={styles.barFill} />
                <span className={styles.num}>{label(n, trend.pool)}</span>
                <span className={styles.count}>{count}</span>
                <span className={styles.miss} data-testid={`missing-${n}`}>
                  {trend.missing.get(n)}
                </span>
              </div>
            );
          })}
        </div>
        <p className={styles.legend}>{t('trend.legend')}</p>
      </div>
      <div className={styles.card}>
        {roads.map(({ title, runs, testId }) => (
          <Fragment key={testId}>
            <h3>
              {t(title)}
              {runs[0] ? (
                <span className={styles.streak}>
                  {t('trend.streak', { value: t(`trend.${runs[0].value}`), count: runs[0].length })}
                </span>
              ) : null}
            </h3>
            <Road runs={runs} testId={testId} />
          </Fragment>
        ))}
      </div>
    </div>
  );
}
