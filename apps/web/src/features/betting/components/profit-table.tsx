import type { ProfitReport } from '@portal/contracts/betting.schema';
import { formatInteger } from '@portal/ui/format.ts';
import { Money } from '@portal/ui/money.tsx';
import table from '@portal/ui/record-table.module.css';
import { useTranslation } from 'react-i18next';
import { formatRate } from '../lib/rebate-rate.ts';
import { NumberCell, RecordLead, RecordTable } from './record-table.tsx';

const FIGURES = ['bets', 'stake', 'validBet', 'profit', 'rate', 'rebate'];
const COLUMNS = ['category', ...FIGURES];

type ProfitTableProps = { rows: ProfitReport['rows']; symbol: string; busy: boolean };

/** Profit and estimated rebate by game type: a table on wide screens, a card per type on phones. */
export function ProfitTable({ rows, symbol, busy }: ProfitTableProps) {
  const { t } = useTranslation('betting');
  const column = (key: string) => t(`profit.columns.${key}`);
  return (
    <RecordTable testId="profit-table" columns={COLUMNS} figures={FIGURES} heading={column} busy={busy}>
      {rows.map((row) => (
        <tr
          key={row.gameCategory}
          className={table.row}
          data-testid="profit-row"
          data-category={row.gameCategory}
        >
          <RecordLead category={row.gameCategory} rowHeading>
            {t(`categories.${row.gameCategory}`, { defaultValue: row.gameCategory })}
          </RecordLead>
          <NumberCell label={column('bets')} testId="profit-bets">
            {formatInteger(row.bets)}
          </NumberCell>
          <NumberCell label={column('stake')}>
            <Money amount={row.stake} symbol={symbol} testId="profit-stake" />
          </NumberCell>
          <NumberCell label={column('validBet')}>
            <Money amount={row.validBet} symbol={symbol} testId="profit-valid" />
          </NumberCell>
          <NumberCell label={column('profit')} strong>
            <Money amount={row.profit} symbol={symbol} signed testId="profit-profit" />
          </NumberCell>
          <NumberCell label={column('rate')} testId="profit-rate">
            {formatRate(row.rebateRate)}
          </NumberCell>
          <NumberCell label={column('rebate')}>
            {row.rebateRate === null ? (
              <span data-testid="profit-rebate">—</span>
            ) : (
              <Money amount={row.rebate} symbol={symbol} testId="profit-rebate" />
            )}
          </NumberCell>
        </tr>
      ))}
    </RecordTable>
  );
}
