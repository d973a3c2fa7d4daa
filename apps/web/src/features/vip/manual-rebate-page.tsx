import { formatMinor } from '@portal/contracts/wallet';
import { Button } from '@portal/ui/button.tsx';
import centre from '@portal/ui/centre-page.module.css';
import { EmptyState } from '@portal/ui/empty-state.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime } from '@portal/ui/format.ts';
import { LoadFailed } from '@portal/ui/load-failed.tsx';
import { Money } from '@portal/ui/money.tsx';
import table from '@portal/ui/record-table.module.css';
import { Section } from '@portal/ui/section.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../api/system-status.ts';
import { useClaimRebate, useManualRebate, useRebateRates } from './api/vip-api.ts';
import { percentOf } from './rates.ts';
import styles from './vip.module.css';
import { VIP_ERRORS } from './vip-errors.ts';

/**
 * The manual rebate (manualRebate): the rebate accrued on valid bets since the last payment, by game
 * category, and the claim that pays it to the wallet at once (once per the merchant's period).
 */
export function ManualRebatePage() {
  const { t } = useTranslation('vip');
  const symbol = useSystemStatus().data?.info.currencySymbol ?? '';
  const accrued = useManualRebate();
  const rates = useRebateRates();
  const claim = useClaimRebate();
  const errorText = useApiErrorText(VIP_ERRORS);
  const [paid, setPaid] = useState<number | null>(null);

  let body = null;
  if (accrued.isPending) body = <Skeleton height={200} radius={12} />;
  else if (accrued.isError)
    body = (
      <LoadFailed
        errorNamespaces={VIP_ERRORS}
        error={accrued.error}
        onRetry={() => void accrued.refetch()}
        testId="rebate-failed"
      />
    );
  else {
    const a = accrued.data;
    const manual = a.mode !== 'daily';
    body = (
      <div className={styles.card}>
        <FormAlert tone="success" testId="rebate-paid">
          {paid === null ? null : t('manual.paid', { amount: `${symbol}${formatMinor(paid)}` })}
        </FormAlert>
        <FormAlert testId="rebate-claim-failed">{claim.isError ? errorText(claim.error) : null}</FormAlert>
        <p className={styles.note}>{t('manual.since', { time: formatDateTime(a.since) })}</p>
        {a.categories.length === 0 ? (
          <EmptyState
            icon="percent"
            title={t('manual.emptyTitle')}
            hint={t('manual.emptyHint')}
            testId="rebate-empty"
          />
        ) : (
          <div className={table.wrap}>
            <table className={table.table}>
              <thead>
                <tr>
                  <th scope="col">{t('manual.category')}</th>
                  <th scope="col" className={table.num}>
                    {t('manual.validBet')}
                  </th>
                  <th scope="col" className={table.num}>
                    {t('manual.rate')}
                  </th>
                  <th scope="col" className={table.num}>
                    {t('manual.amount')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {a.categories.map((c) => (
                  <tr
                    key={c.category}
                    className={table.row}
                    data-testid="rebate-row"
                    data-category={c.category}
                  >
                    <th scope="row" className={styles.cell}>
                      {t(`category.${c.category}`, { defaultValue: c.category })}
                    </th>
                    <td className={`${table.num} ${styles.cell}`} data-label={t('manual.validBet')}>
                      <Money amount={c.validBet} symbol={symbol} />
                    </td>
                    <td className={`${table.num} ${styles.cell}`} data-label={t('manual.rate')}>
                      {c.rate > 0 ? percentOf(c.rate) : t('manual.none')}
                    </td>
                    <td className={`${table.num} ${styles.cell}`} data-label={t('manual.amount')}>
                      <Money amount={c.amount} symbol={symbol} testId="rebate-row-amount" />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <div className={styles.total}>
          <span>
            <span className={styles.label}>{t('manual.total')} </span>
            <Money amount={a.total} symbol={symbol} className={styles.totalValue} testId="rebate-total" />
          </span>
          {manual ? (
            <Button
              variant="accent"
              disabled={!a.claimable || claim.isPending}
              data-testid="rebate-claim"
              onClick={() => {
                setPaid(null);
                claim.mutate(undefined, { onSuccess: (done) => setPaid(done.amount) });
              }}
            >
              {a.claimable
                ? t('manual.claim', { amount: `${symbol}${formatMinor(a.total)}` })
                : t('manual.claimNothing')}
            </Button>
          ) : null}
        </div>
        {a.nextClaimAt ? (
          <p className={styles.note} data-testid="rebate-next">
            {t('manual.nextClaim', { time: formatDateTime(a.nextClaimAt) })}
          </p>
        ) : null}
        <p className={styles.note}>
          {manual ? t(`manual.once.${a.claimPeriod}`) : t('manual.dailyOnly')}{' '}
          {a.mode === 'both' ? t('manual.daily') : ''}
        </p>
      </div>
    );
  }

  return (
    <div className={`${centre.page} ${centre.money}`} data-testid="manual-rebate-page">
      <Section icon="percent" title={t('manual.title')} lead={t('manual.lead')}>
        {body}
      </Section>
      {rates.data ? (
        <Section icon="coins" title={t('manual.ratesTitle')}>
          <dl className={styles.rates} data-testid="rebate-rates">
            {rates.data.rates.map((r) => (
              <div key={r.category} className={styles.rate}>
                <dt>{t(`category.${r.category}`)}</dt>
                <dd>{r.rate > 0 ? percentOf(r.rate) : t('manual.none')}</dd>
              </div>
            ))}
          </dl>
        </Section>
      ) : null}
    </div>
  );
}
