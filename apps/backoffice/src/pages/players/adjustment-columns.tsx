import type { OpsAdjustment } from '@portal/contracts/operators-players.schema';
import { formatDateTime, formatMoney } from '@portal/ui/format.ts';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import { pageStyles } from '../../shell/page.tsx';
import type { Column } from '../../table/data-table.tsx';
import { PlayerStatus } from './player-status.tsx';
import styles from './players.module.css';

/** An adjustment's amount as it moves the wallet: + for a credit, − for a debit. */
export const signedAmount = (a: Pick<OpsAdjustment, 'direction' | 'amount'>) =>
  `${a.direction === 'credit' ? '+' : '−'}${formatMoney(a.amount)}`;

/**
 * The columns of an adjustments list: the player's page shows them without the player, the approvers'
 * queue with the merchant and a link to the player.
 */
export function adjustmentColumns(t: TFunction, withPlayer: boolean): Column<OpsAdjustment>[] {
  const player: Column<OpsAdjustment>[] = withPlayer
    ? [
        { id: 'merchant', header: t('col.merchant'), value: (a) => a.merchant },
        {
          id: 'player',
          header: t('col.username'),
          value: (a) => a.username,
          cell: (a) => (
            <Link className={pageStyles.link} to={`/players?player=${a.playerId}&tab=adjustments`}>
              {a.username}
            </Link>
          ),
        },
      ]
    : [];
  return [
    // the queue names each by its player (its number is in the confirmation)
    {
      id: 'id',
      header: t('adjustment.id'),
      value: (a) => a.id,
      cell: (a) => `ADJ${a.id}`,
      hidden: withPlayer,
    },
    ...player,
    {
      id: 'amount',
      header: t('adjustment.amount'),
      value: (a) => (a.direction === 'credit' ? a.amount : -a.amount),
      cell: (a) => (
        <span className={a.direction === 'credit' ? styles.credit : styles.debit}>{signedAmount(a)}</span>
      ),
      align: 'end',
    },
    {
      id: 'reason',
      header: t('adjustment.reason'),
      value: (a) => a.reason,
      cell: (a) => <span className={styles.reason}>{a.reason}</span>,
    },
    {
      id: 'status',
      header: t('col.status'),
      value: (a) => a.status,
      cell: (a) => <PlayerStatus status={a.status} />,
    },
    { id: 'requestedBy', header: t('adjustment.requestedBy'), value: (a) => a.requestedBy },
    {
      id: 'requestedAt',
      header: t('adjustment.requestedAt'),
      value: (a) => a.requestedAt,
      cell: (a) => formatDateTime(a.requestedAt),
    },
    // the queue is mostly of waiting ones: who decided is a column to turn on there
    { id: 'decidedBy', header: t('adjustment.decidedBy'), value: (a) => a.decidedBy, hidden: withPlayer },
    {
      id: 'decidedAt',
      header: t('adjustment.decidedAt'),
      value: (a) => a.decidedAt,
      cell: (a) => (a.decidedAt ? formatDateTime(a.decidedAt) : ''),
      hidden: true,
    },
    { id: 'note', header: t('adjustment.note'), value: (a) => a.note, hidden: true },
    {
      id: 'balanceAfter',
      header: t('adjustment.balanceAfter'),
      value: (a) => a.balanceAfter,
      cell: (a) => (a.balanceAfter === null ? '' : formatMoney(a.balanceAfter)),
      align: 'end',
      hidden: true,
    },
    { id: 'entry', header: t('adjustment.entry'), value: (a) => a.entryId, hidden: true },
  ];
}
