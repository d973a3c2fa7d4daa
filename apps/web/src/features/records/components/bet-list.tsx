import type { BetRecord } from '@portal/contracts/play.schema';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../ui/format.ts';
import { categoryIcon, Icon } from '../../../ui/icons.tsx';
import { Money } from '../../../ui/money.tsx';
import styles from './bet-list.module.css';
import { BetStatusBadge } from './bet-status-badge.tsx';
import table from './record-table.module.css';

type BetListProps = {
  bets: BetRecord[];
  symbol: string;
  /** Display names of the vendors by code; a code not there shows as is. */
  vendorNames: ReadonlyMap<string, string>;
  busy: boolean;
};

/** The bets of one page: a table on wide screens, one card per bet on phones. */
export function BetList({ bets, symbol, vendorNames, busy }: BetListProps) {
  const { t } = useTranslation('records');
  const column = (key: string) => t(`bets.columns.${key}`);
  return (
    <div className={table.wrap} aria-busy={busy}>
      <table className={table.table} data-testid="bet-list">
        <thead>
          <tr>
            <th scope="col">{column('game')}</th>
            <th scope="col" className={table.num}>
              {column('stake')}
            </th>
            <th scope="col" className={table.num}>
              {column('validBet')}
            </th>
            <th scope="col" className={table.num}>
              {column('payout')}
            </th>
            <th scope="col" className={table.num}>
              {column('winLoss')}
            </th>
            <th scope="col">{column('status')}</th>
            <th scope="col">{column('placedAt')}</th>
          </tr>
        </thead>
        <tbody>
          {bets.map((bet) => {
            // an open bet has no payout or result yet: a zero would read as a loss
            const settled = bet.status !== 'open';
            return (
              <tr key={bet.id} className={table.row} data-testid="bet-row" data-status={bet.status}>
                <td className={table.lead}>
                  <span className={table.leadBox}>
                    <span className={table.leadIcon} aria-hidden="true">
                      <Icon name={categoryIcon(bet.gameCategory)} size={16} />
                    </span>
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
                  </span>
                </td>
                <td className={table.num} data-label={column('stake')}>
                  <Money amount={bet.stake} symbol={symbol} testId="bet-stake" />
                </td>
                <td className={table.num} data-label={column('validBet')}>
                  <Money amount={bet.validBet} symbol={symbol} testId="bet-valid" />
                </td>
                <td className={table.num} data-label={column('payout')}>
                  {settled ? <Money amount={bet.payout} symbol={symbol} testId="bet-payout" /> : '—'}
                </td>
                <td className={`${table.num} ${table.strong}`} data-label={column('winLoss')}>
                  {settled ? (
                    <Money amount={bet.winLoss} symbol={symbol} signed testId="bet-win-loss" />
                  ) : (
                    '—'
                  )}
                </td>
                <td className={styles.status}>
                  <BetStatusBadge status={bet.status} />
                </td>
                <td className={styles.time}>
                  <time dateTime={bet.placedAt}>{formatDateTime(bet.placedAt)}</time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
