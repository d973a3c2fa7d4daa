import type { TeamProfitLossReport } from '@portal/contracts/agent';
import { Money } from '@portal/ui/money.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Cell, type Column, LeadCell } from './report-table.tsx';

type Sums = TeamProfitLossReport['totals'];
const FIGURES = ['deposits', 'withdrawals', 'validBet', 'payout', 'profitLoss'] as const;

/** The figure columns of a team profit and loss table, after its lead column. */
export function useProfitColumns(lead: Column): Column[] {
  const { t } = useTranslation('agent');
  return [lead, ...FIGURES.map((key) => ({ key, label: t(`profitLoss.columns.${key}`), numeric: true }))];
}

type ProfitSumsRowProps = { lead: ReactNode; sums: Sums; symbol: string; testId?: string; dataKey?: string };

/** A row of money sums: deposits, withdrawals, valid bet, payout and the coloured profit and loss. */
export function ProfitSumsRow({ lead, sums, symbol, testId, dataKey }: ProfitSumsRowProps) {
  const { t } = useTranslation('agent');
  return (
    <tr data-testid={testId} data-key={dataKey}>
      <LeadCell>{lead}</LeadCell>
      {FIGURES.map((key) => (
        <Cell
          key={key}
          label={t(`profitLoss.columns.${key}`)}
          numeric
          strong={key === 'profitLoss'}
          testId={testId && key === 'profitLoss' ? `${testId}-profit-loss` : undefined}
        >
          <Money amount={sums[key]} symbol={symbol} signed={key === 'profitLoss'} />
        </Cell>
      ))}
    </tr>
  );
}
