import { familyOf, type Tier } from '@portal/lottery';
import { useTranslation } from 'react-i18next';
import styles from './lottery.module.css';
import { langOf, resultLook } from './lottery-model.ts';

/** A draw's result in a table cell: dice, balls (with Mark Six's special), or a prize draw's first prize. */
export function ResultCompact({ family, result }: { family: string; result: unknown }) {
  const { t } = useTranslation('lottery');
  const shape = familyOf(family)?.shape;
  const look = shape ? resultLook(family, shape, result) : null;
  if (!look) return <span className={styles.muted}>—</span>;
  if (look.kind === 'prizes')
    return (
      <span className={styles.result} data-testid="bo-draw-result">
        <span className={styles.digits}>{look.headline}</span>
        <span className={styles.muted}>{t('result.prizes', { count: look.count })}</span>
      </span>
    );
  return (
    <span className={styles.result} data-testid="bo-draw-result">
      {look.values.map((value, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a result's places are fixed; values repeat (dice)
        <span key={i} className={look.kind === 'dice' ? styles.die : styles.ball}>
          {value}
        </span>
      ))}
      {look.special && (
        <span className={`${styles.ball} ${styles.special}`} title={t('result.place.special')}>
          {look.special}
        </span>
      )}
    </span>
  );
}

/** A prize draw's result in full: each tier's name and numbers. */
export function PrizeTable({ tiers, result }: { tiers: readonly Tier[]; result: unknown }) {
  const { i18n } = useTranslation('lottery');
  const lang = langOf(i18n.language);
  const draw = (result ?? {}) as Record<string, string[] | undefined>;
  return (
    <dl className={styles.prizes} data-testid="bo-draw-prizes">
      {tiers.map((tier) => (
        <div key={tier.key}>
          <dt>{tier.name[lang]}</dt>
          <dd>
            {(draw[tier.key] ?? []).map((number, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a tier's numbers may repeat
              <span key={i} className={styles.digits}>
                {number}
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
