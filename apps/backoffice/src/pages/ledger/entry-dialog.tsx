import { Modal } from '@portal/ui/dialog/modal.tsx';
import { formatDateTime, formatMoney } from '@portal/ui/format.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../../api/ops.ts';
import styles from './ledger.module.css';
import { amountIn } from './units.ts';

/** A journal entry with every line: what moved where, summing to zero. */
export function EntryDialog({ entryId, onClose }: { entryId: number | null; onClose: () => void }) {
  const { t } = useTranslation('ledger');
  const entry = useQuery({
    queryKey: ['ledger-entry', entryId],
    queryFn: () => opsApi.ledgerEntry(entryId as number),
    enabled: entryId !== null,
  }).data;
  return (
    <Modal
      open={entryId !== null}
      onClose={onClose}
      title={t('entry.title', { id: entryId ?? '' })}
      closeLabel={t('bo:close')}
      size="lg"
      testId="bo-ledger-entry"
    >
      {entry && (
        <div className={styles.entry}>
          <dl className={styles.facts}>
            <dt>{t('line.type')}</dt>
            <dd>{entry.type}</dd>
            <dt>{t('line.reference')}</dt>
            <dd>{entry.reference}</dd>
            <dt>{t('line.source')}</dt>
            <dd>{entry.source}</dd>
            <dt>{t('line.created')}</dt>
            <dd>{formatDateTime(entry.createdAt)}</dd>
            <dt>{t('account.merchant')}</dt>
            <dd>{entry.merchant}</dd>
          </dl>
          <table className={styles.lines}>
            <thead>
              <tr>
                <th>{t('account.kind')}</th>
                <th>{t('account.owner')}</th>
                <th>{t('account.code')}</th>
                <th className={styles.end}>{t('line.amount')}</th>
                <th className={styles.end}>{t('line.balanceAfter')}</th>
              </tr>
            </thead>
            <tbody>
              {entry.lines.map((line) => (
                <tr key={line.accountId}>
                  <td>{t(`kind.${line.kind}`)}</td>
                  <td>{line.owner ?? ''}</td>
                  <td>{line.code}</td>
                  <td className={`${styles.end} ${line.amount < 0 ? styles.debit : styles.credit}`}>
                    {amountIn(line, line.amount)}
                  </td>
                  <td className={styles.end}>
                    {line.balanceAfter === null ? '' : amountIn(line, line.balanceAfter)}
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <td colSpan={3}>{t('entry.sum')}</td>
                <td className={styles.end} data-testid="bo-ledger-entry-sum">
                  {formatMoney(entry.lines.reduce((sum, line) => sum + line.amount, 0))}
                </td>
                <td />
              </tr>
            </tfoot>
          </table>
          {Object.keys(entry.memo).length > 0 && (
            <code className={styles.memo}>{JSON.stringify(entry.memo)}</code>
          )}
        </div>
      )}
    </Modal>
  );
}
