import { formatMoney } from '@portal/ui/format.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../../api/ops.ts';
import styles from './lottery.module.css';
import { langOf, targetText } from './lottery-model.ts';
import { refusalText } from './refusal-text.ts';
import { lotteryKeys } from './use-lottery.ts';

/** A share of the limit from this on is close to it: drawn in the warning colour. */
const NEAR = 0.8;

/**
 * What the house may owe on each number of a draw, largest first, as bars against the liability limit
 * (one bar is the whole limit); a number near its limit stands out. An open draw's bets still come in.
 */
export function ExposureBars({ drawId, live }: { drawId: number; live: boolean }) {
  const { t, i18n } = useTranslation('lottery');
  const lang = langOf(i18n.language);
  const exposure = useQuery({
    queryKey: lotteryKeys.exposure(drawId),
    queryFn: () => opsApi.lottery.exposure(drawId),
    ...(live ? { refetchInterval: 10_000 } : {}),
  });
  if (exposure.error) return <p className={styles.problem}>{refusalText(exposure.error, t)}</p>;
  const data = exposure.data;
  if (!data) return <p className={styles.muted}>{t('bo:table.loading')}</p>;
  const limit = data.liabilityLimit;
  return (
    <div className={styles.exposure} data-testid="bo-draw-exposure">
      <p className={styles.muted}>{t('exposure.limit', { limit: formatMoney(limit) })}</p>
      {data.targets.length === 0 ? (
        <p className={styles.muted}>{t('exposure.empty')}</p>
      ) : (
        <ol className={styles.bars}>
          {data.targets.map(({ target, liability }) => {
            const share = limit > 0 ? liability / limit : 1;
            const { play, bet } = targetText(target, lang);
            return (
              <li key={target} data-level={share >= NEAR ? 'near' : 'ok'} data-testid="bo-exposure-row">
                <span className={styles.barLabel}>
                  <strong>{bet}</strong>
                  <small>{play}</small>
                </span>
                <span className={styles.barTrack} aria-hidden="true">
                  <span className={styles.barFill} style={{ width: `${Math.min(share, 1) * 100}%` }} />
                </span>
                <span className={styles.barValue}>
                  {formatMoney(liability)}
                  <small>{t('exposure.share', { percent: Math.round(share * 100) })}</small>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}
