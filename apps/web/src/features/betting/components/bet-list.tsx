import type { BetRecord } from '@portal/contracts/betting.schema';
import { formatDateTime } from '@portal/ui/format.ts';
import { Money } from '@portal/ui/money.tsx';
import table from '@portal/ui/record-table.module.css';
import { useTranslation } from 'react-i18next';
import styles from './bet-list.module.css';
import { BetStatusBadge } from './bet-status-badge.tsx';
import { NumberCell, RecordLead, RecordTable } from './record-table.tsx';

const COLUMNS = ['game', 'stake', 'validBet', 'payout', 'winLoss', 'status', 'placedAt'];
const FIGURES = ['stake', 'validBet', 'payout', 'winLoss'];

type BetListProps = {
  bets: BetRecord[];
  symbol: string;
  /** Display names of the vendors by code; a code not there shows as is. */
  vendorNames: ReadonlyMap<string, string>;
  busy: boolean;
};

/** The bets of one page: a table on wide screens, one card per bet on phones. */
export function BetList({ bets, symbol, vendorNames, busy }: BetListProps) {
  const { t } = useTranslation('betting');
  const column = (key: string) => t(`bets.columns.${key}`);
  return (
    <RecordTable testId="bet-list" columns={COLUMNS} figures={FIGURES} heading={column} busy={busy}>
      {bets.map((bet) => {
        // an open bet has no payout or result yet: a zero would read as a loss
        const settled = bet.status !== 'open';
        return (
          <tr key={bet.id} className={table.row} data-testid="bet-row" data-status={bet.status}>
            <RecordLead category={bet.gameCategory}>
              <span className={styles.gameText}>
                <span className={styles.gameName} data-testid="bet-game">
                  {bet.gameName}
                </span>
                <span className={styles.meta} data-testid="bet-meta">
                  {vendorNames.get(bet.vendor) ?? bet.vendor} ·{' '}
                  {t(`categories.${bet.gameCategory}`, { defaultValue: bet.gameCategory })}
                </span>
                <span className={styles.round} data-testid="bet-round">
                  {t('bets.round', { id: bet.roundId })}
                </span>
              </span>
            </RecordLead>
            <NumberCell label={column('stake')}>
              <Money amount={bet.stake} symbol={symbol} testId="bet-stake" />
            </NumberCell>
            <NumberCell label={column('validBet')}>
              <Money amount={bet.validBet} symbol={symbol} testId="bet-valid" />
            </NumberCell>
            <NumberCell label={column('payout')}>
              {settled ? <Money amount={bet.payout} symbol={symbol} testId="bet-payout" /> : '—'}
            </NumberCell>
            <NumberCell label={column('winLoss')} strong>
              {settled ? <Money amount={bet.winLoss} symbol={symbol} signed testId="bet-win-loss" /> : '—'}
            </NumberCell>
            <td className={styles.status}>
              <BetStatusBadge status={bet.status} winLoss={bet.winLoss} />
            </td>
            <td className={styles.time}>
              <time dateTime={bet.placedAt}>{formatDateTime(bet.placedAt)}</time>
            </td>
          </tr>
        );
      })}
    </RecordTable>
  );
}
