import type { TeamBettingReport } from '@portal/contracts/agent';
import { formatInteger } from '@portal/ui/format.ts';
import { Money } from '@portal/ui/money.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Cell, type Column, LeadCell } from './report-table.tsx';

type Sums = TeamBettingReport['totals'];

/** The figure columns of a team betting table, after its lead column. */
export function useBetColumns(lead: Column): Column[] {
  const { t } = useTranslation('agent');
  return [
    lead,
    { key: 'bets', label: t('betting.columns.bets'), numeric: true },
    { key: 'stake', label: t('betting.columns.stake'), numeric: true },
    { key: 'validBet', label: t('betting.columns.validBet'), numeric: true },
    { key: 'payout', label: t('betting.columns.payout'), numeric: true },
    { key: 'winLoss', label: t('betting.columns.winLoss'), numeric: true },
  ];
}

type BetSumsRowProps = { lead: ReactNode; sums: Sums; symbol: string; testId?: string; dataKey?: string };

/** A row of bet sums: what it is about, then count, stake, valid bet, payout and the coloured win/loss. */
export function BetSumsRow({ lead, sums, symbol, testId, dataKey }: BetSumsRowProps) {
  const { t } = useTranslation('agent');
  return (
    <tr data-testid={testId} data-key={dataKey}>
      <LeadCell>{lead}</LeadCell>
      <Cell label={t('betting.columns.bets')} numeric>
        {formatInteger(sums.bets)}
      </Cell>
      <Cell label={t('betting.columns.stake')} numeric>
        <Money amount={sums.stake} symbol={symbol} />
      </Cell>
      <Cell label={t('betting.columns.validBet')} numeric>
        <Money amount={sums.validBet} symbol={symbol} />
      </Cell>
      <Cell label={t('betting.columns.payout')} numeric>
        <Money amount={sums.payout} symbol={symbol} />
      </Cell>
      <Cell
        label={t('betting.columns.winLoss')}
        numeric
        strong
        testId={testId ? `${testId}-win-loss` : undefined}
      >
        <Money amount={sums.winLoss} symbol={symbol} signed />
      </Cell>
    </tr>
  );
}
