import { familyOf } from '@portal/contracts/wallet';
import type { TransactionRecord } from '@portal/contracts/wallet.schema';
import { formatDateTime } from '@portal/ui/format.ts';
import { Icon, type IconName } from '@portal/ui/icons.tsx';
import { Money } from '@portal/ui/money.tsx';
import table from '@portal/ui/record-table.module.css';
import { useTranslation } from 'react-i18next';
import styles from './records-table.module.css';

const FAMILY_ICONS: Record<string, IconName> = {
  deposit: 'deposit',
  withdraw: 'withdraw',
  transfer: 'upline',
  wallet: 'transfer',
  bet: 'ticket',
  win: 'trophy',
  bonus: 'gift',
  rebate: 'percent',
  salary: 'briefcase',
  dividend: 'pie',
  adjustment: 'wrench',
};

type RecordsTableProps = { records: TransactionRecord[]; symbol: string; busy: boolean };

/** The account record: a table on wide screens, one card per movement on phones. */
export function RecordsTable({ records, symbol, busy }: RecordsTableProps) {
  const { t } = useTranslation('wallet');
  const typeName = (type: string) =>
    t(`entryTypes.${type}`, { defaultValue: t(`families.${familyOf(type)}`, { defaultValue: type }) });
  const counterparty = (record: TransactionRecord) => {
    if (!record.counterparty) return '—';
    if (familyOf(record.type) === 'wallet' && record.counterparty === 'ALL') return t('records.allWallets');
    return record.counterparty;
  };
  return (
    <div className={`${table.wrap} ${styles.wrap}`} aria-busy={busy}>
      <table className={table.table} data-testid="records-table">
        <thead>
          <tr>
            <th scope="col">{t('records.columns.type')}</th>
            <th scope="col" className={table.num}>
              {t('records.columns.amount')}
            </th>
            <th scope="col" className={table.num}>
              {t('records.columns.balanceAfter')}
            </th>
            <th scope="col">{t('records.columns.counterparty')}</th>
            <th scope="col">{t('records.columns.reference')}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id} className={table.row} data-testid="records-row" data-type={record.type}>
              <td className={styles.type}>
                <span
                  className={`${styles.typeIcon} ${record.amount >= 0 ? styles.in : styles.out}`}
                  aria-hidden="true"
                >
                  <Icon name={FAMILY_ICONS[familyOf(record.type)] ?? 'receipt'} size={16} />
                </span>
                <span className={styles.typeText}>
                  <span className={styles.typeName} data-testid="records-type-name">
                    {typeName(record.type)}
                  </span>
                  <time className={styles.time} dateTime={record.createdAt}>
                    {formatDateTime(record.createdAt)}
                  </time>
                </span>
              </td>
              <td className={`${table.num} ${styles.amount}`}>
                <Money amount={record.amount} symbol={symbol} signed testId="records-amount" />
              </td>
              <td className={`${table.num} ${styles.after}`} data-label={t('records.columns.balanceAfter')}>
                <Money amount={record.balanceAfter} symbol={symbol} />
              </td>
              <td className={styles.party} data-label={t('records.columns.counterparty')}>
                {counterparty(record)}
              </td>
              <td className={styles.reference} data-label={t('records.columns.reference')}>
                {record.reference}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
