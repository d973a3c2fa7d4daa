import type { ProfitReport } from '@portal/contracts/play.schema';
import { useTranslation } from 'react-i18next';
import { formatInteger } from '../../../ui/format.ts';
import { categoryIcon, Icon } from '../../../ui/icons.tsx';
import { Money } from '../../../ui/money.tsx';
import { formatRate } from '../lib/rebate-rate.ts';
import table from './record-table.module.css';

type ProfitTableProps = { rows: ProfitReport['rows']; symbol: string; busy: boolean };

/** Profit and estimated rebate by game type: a table on wide screens, a card per type on phones. */
export function ProfitTable({ rows, symbol, busy }: ProfitTableProps) {
  const { t } = useTranslation('records');
  const column = (key: string) => t(`profit.columns.${key}`);
  return (
    <div className={table.wrap} aria-busy={busy}>
      <table className={table.table} data-testid="profit-table">
        <thead>
          <tr>
            <th scope="col">{column('category')}</th>
            <th scope="col" className={table.num}>
              {column('bets')}
            </th>
            <th scope="col" className={table.num}>
              {column('stake')}
            </th>
            <th scope="col" className={table.num}>
              {column('validBet')}
            </th>
            <th scope="col" className={table.num}>
              {column('profit')}
            </th>
            <th scope="col" className={table.num}>
              {column('rate')}
            </th>
            <th scope="col" className={table.num}>
              {column('rebate')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.gameCategory}
              className={table.row}
              data-testid="profit-row"
              data-category={row.gameCategory}
            >
              <th scope="row" className={`${table.lead} ${table.strong}`}>
                <span className={table.leadBox}>
                  <span className={table.leadIcon} aria-hidden="true">
                    <Icon name={categoryIcon(row.gameCategory)} size={16} />
                  </span>
                  {t(`categories.${row.gameCategory}`, { defaultValue: row.gameCategory })}
                </span>
              </th>
              <td className={table.num} data-label={column('bets')} data-testid="profit-bets">
                {formatInteger(row.bets)}
              </td>
              <td className={table.num} data-label={column('stake')}>
                <Money amount={row.stake} symbol={symbol} testId="profit-stake" />
              </td>
              <td className={table.num} data-label={column('validBet')}>
                <Money amount={row.validBet} symbol={symbol} testId="profit-valid" />
              </td>
              <td className={`${table.num} ${table.strong}`} data-label={column('profit')}>
                <Money amount={row.profit} symbol={symbol} signed testId="profit-profit" />
              </td>
              <td className={table.num} data-label={column('rate')} data-testid="profit-rate">
                {formatRate(row.rebateRate)}
              </td>
              <td className={table.num} data-label={column('rebate')}>
                {row.rebateRate === null ? (
                  <span data-testid="profit-rebate">—</span>
                ) : (
                  <Money amount={row.rebate} symbol={symbol} testId="profit-rebate" />
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
