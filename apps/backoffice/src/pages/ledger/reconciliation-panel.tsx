import { Button } from '@portal/ui/button.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime, formatInteger, formatMoney } from '@portal/ui/format.ts';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text.ts';
import { opsApi } from '../../api/ops.ts';
import styles from './ledger.module.css';

/** Checks the ledger's invariants on demand (it reads every line of the merchants checked). */
export function ReconciliationPanel({ merchant }: { merchant: string | undefined }) {
  const { t } = useTranslation('ledger');
  const check = useMutation({ mutationFn: () => opsApi.reconcile(merchant) });
  const result = check.data;
  return (
    <div className={styles.recon} data-testid="bo-reconciliation">
      <div>
        <strong>{t('recon.title')}</strong>
        <p>{t('recon.lead')}</p>
      </div>
      <Button
        variant="secondary"
        onClick={() => check.mutate()}
        disabled={check.isPending}
        data-testid="bo-reconcile"
      >
        {check.isPending
          ? t('recon.checking')
          : t('recon.check', { scope: merchant ?? t('filter.everyMerchant') })}
      </Button>
      <div className={styles.reconResult}>
        {check.error && <FormAlert>{errorText(check.error, t)}</FormAlert>}
        {result && (
          <FormAlert tone={result.balanced ? 'success' : 'danger'} testId="bo-reconciliation-result">
            <strong>{result.balanced ? t('recon.balanced') : t('recon.broken')}</strong>{' '}
            {t('recon.figures', {
              lines: formatInteger(result.lines),
              total: formatMoney(result.total),
              unbalanced: result.unbalancedEntries,
              mismatched: result.mismatched.length,
              at: formatDateTime(result.checkedAt),
            })}
            {result.mismatched.length > 0 && (
              <ul>
                {result.mismatched.map(({ account, lines }) => (
                  <li key={account.id}>
                    #{account.id} {account.owner ?? ''} {account.code}: {formatMoney(account.balance ?? 0)} ≠{' '}
                    {formatMoney(lines)}
                  </li>
                ))}
              </ul>
            )}
          </FormAlert>
        )}
      </div>
    </div>
  );
}
