import { categoryIcon, Icon } from '@portal/ui/icons.tsx';
import { LoadFailed } from '@portal/ui/load-failed.tsx';
import { Section } from '@portal/ui/section.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRebateRates } from '../api/rebate-rates.ts';
import { formatRate, orderRates } from '../lib/rebate-rate.ts';
import styles from './rebate-rates.module.css';

/** The merchant's rebate rate per game type (MCSFE_getCustomerRebateSettingByProductType). */
export function RebateRates() {
  const { t } = useTranslation('betting');
  const rates = useRebateRates();

  let content: ReactNode;
  if (rates.isPending) {
    content = <Skeleton height={44} radius={12} />;
  } else if (rates.isError) {
    content = (
      <LoadFailed error={rates.error} onRetry={() => void rates.refetch()} testId="rebate-rates-failed" />
    );
  } else {
    content = (
      <ul className={styles.list} data-testid="rebate-rates">
        {orderRates(rates.data).map((rate) => (
          <li
            key={rate.productType}
            className={styles.rate}
            data-testid="rebate-rate"
            data-product={rate.productType}
          >
            <Icon name={categoryIcon(rate.productType)} size={18} className={styles.icon} />
            <span className={styles.name}>
              {t(`categories.${rate.productType}`, { defaultValue: rate.productType })}
            </span>
            <span
              className={rate.rate === null ? `${styles.value} ${styles.none}` : styles.value}
              title={rate.rate === null ? t('rates.none') : undefined}
              data-testid="rebate-rate-value"
            >
              {formatRate(rate.rate)}
            </span>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <Section icon="percent" title={t('rates.title')} lead={t('rates.lead')} testId="rebate-rates-section">
      {content}
    </Section>
  );
}
