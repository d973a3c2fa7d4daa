import type { BetRecord } from '@portal/contracts/betting.schema';
import type { PageOf } from '@portal/contracts/common';
import type { OpsDeposit, OpsWithdrawal } from '@portal/contracts/operators.schema';
import type { OpsPlayerLogin } from '@portal/contracts/operators-players.schema';
import { formatDateTime, formatMoney } from '@portal/ui/format.ts';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListQuery, opsApi } from '../../api/ops.ts';
import { useList } from '../../lib/use-list.ts';
import { StatusPill } from '../../shell/page.tsx';
import type { Column } from '../../table/data-table.tsx';
import { PagedTable } from '../../table/paged-table.tsx';
import styles from './players.module.css';

const PAGE = 10;

/** One of the player's lists in numbered pages, exported as CSV like every list. */
export function PlayerList<T extends { id: number }>({
  name,
  playerId,
  fetchPage,
  columns,
}: {
  name: string;
  playerId: number;
  fetchPage: (id: number, query: ListQuery) => Promise<PageOf<T>>;
  columns: (t: TFunction) => Column<T>[];
}) {
  const { t } = useTranslation('players');
  const list = useList(`player-${name}-${playerId}`, (query) => fetchPage(playerId, query), {}, PAGE);
  const cols = useMemo(() => columns(t), [columns, t]);
  return (
    <PagedTable
      list={list}
      columns={cols}
      rowId={(row) => String(row.id)}
      testId={`bo-player-${name}`}
      empty={t(`empty.${name}`)}
      exportName={`player-${playerId}-${name}`}
    />
  );
}

const money = (amount: number) => formatMoney(amount);
const when = (value: string | null) => (value ? formatDateTime(value) : '');

/** An order's status in the words and colours of the deposit and withdrawal queues. */
const orderStatus = (t: TFunction) => (o: { status: string }) => (
  <StatusPill status={o.status} label={t(`bo:status.${o.status}`)} />
);

const depositColumns = (t: TFunction): Column<OpsDeposit>[] => [
  { id: 'orderNo', header: t('bo:col.orderNo'), value: (d) => d.orderNo },
  { id: 'channel', header: t('bo:col.channel'), value: (d) => d.channelName },
  {
    id: 'amount',
    header: t('bo:col.amount'),
    value: (d) => d.amount,
    cell: (d) => money(d.amount),
    align: 'end',
  },
  { id: 'status', header: t('bo:col.status'), value: (d) => d.status, cell: orderStatus(t) },
  { id: 'created', header: t('bo:col.created'), value: (d) => d.createdAt, cell: (d) => when(d.createdAt) },
  { id: 'decided', header: t('bo:col.decided'), value: (d) => d.decidedAt, cell: (d) => when(d.decidedAt) },
  { id: 'payer', header: t('bo:col.payer'), value: (d) => d.payerName, hidden: true },
];

const withdrawalColumns = (t: TFunction): Column<OpsWithdrawal>[] => [
  { id: 'orderNo', header: t('bo:col.orderNo'), value: (w) => w.orderNo },
  {
    id: 'amount',
    header: t('bo:col.amount'),
    value: (w) => w.amount,
    cell: (w) => money(w.amount),
    align: 'end',
  },
  { id: 'bank', header: t('bo:col.bank'), value: (w) => w.bankName },
  { id: 'account', header: t('bo:col.accountNumber'), value: (w) => w.accountNumber },
  { id: 'status', header: t('bo:col.status'), value: (w) => w.status, cell: orderStatus(t) },
  { id: 'created', header: t('bo:col.created'), value: (w) => w.createdAt, cell: (w) => when(w.createdAt) },
  { id: 'paid', header: t('bo:col.paid'), value: (w) => w.paidAt, cell: (w) => when(w.paidAt), hidden: true },
];

const betColumns = (t: TFunction): Column<BetRecord>[] => [
  { id: 'placed', header: t('bet.placed'), value: (b) => b.placedAt, cell: (b) => when(b.placedAt) },
  {
    id: 'game',
    header: t('bet.game'),
    value: (b) => b.gameName,
    cell: (b) => (
      <span className={styles.device}>
        {b.gameName}
        <small>
          {b.vendor} · {b.gameCategory}
        </small>
      </span>
    ),
  },
  { id: 'stake', header: t('bet.stake'), value: (b) => b.stake, cell: (b) => money(b.stake), align: 'end' },
  {
    id: 'payout',
    header: t('bet.payout'),
    value: (b) => b.payout,
    cell: (b) => money(b.payout),
    align: 'end',
  },
  {
    id: 'winLoss',
    header: t('bet.winLoss'),
    value: (b) => b.winLoss,
    cell: (b) => <span className={b.winLoss < 0 ? styles.debit : styles.credit}>{money(b.winLoss)}</span>,
    align: 'end',
  },
  {
    id: 'status',
    header: t('bet.status'),
    value: (b) => b.status,
    cell: (b) => t(`bet.statuses.${b.status}`),
  },
  { id: 'betNo', header: t('bet.betNo'), value: (b) => b.betNo, hidden: true },
];

/** Systems and browsers by their user agent's marks, the more specific first (Android says Linux too, Edge says Chrome). */
const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X/, 'macOS'],
  [/Linux/, 'Linux'],
];
const BROWSERS: Array<[RegExp, string]> = [
  [/Edg(A|iOS)?\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Version\/.*Safari\//, 'Safari'],
];

/** A user agent in a few words: the system and the browser, the whole text under them. */
export function deviceOf(userAgent: string | null): string {
  if (!userAgent) return '';
  const named = (marks: Array<[RegExp, string]>) => marks.find(([mark]) => mark.test(userAgent))?.[1];
  return [named(SYSTEMS), named(BROWSERS)].filter(Boolean).join(' · ');
}

const loginColumns = (t: TFunction): Column<OpsPlayerLogin>[] => [
  { id: 'created', header: t('login.at'), value: (l) => l.createdAt, cell: (l) => when(l.createdAt) },
  { id: 'ip', header: t('login.ip'), value: (l) => l.ip },
  {
    id: 'device',
    header: t('login.device'),
    value: (l) => l.userAgent,
    cell: (l) => (
      <span className={styles.device}>
        {deviceOf(l.userAgent) || t('login.unknownDevice')}
        {l.userAgent && <small>{l.userAgent}</small>}
      </span>
    ),
  },
  {
    id: 'state',
    header: t('login.state'),
    value: (l) => (l.live ? 'live' : l.revokedAt ? 'ended' : 'expired'),
    cell: (l) => {
      const state = l.live ? 'live' : l.revokedAt ? 'ended' : 'expired';
      return <StatusPill status={l.live ? 'paid' : 'expired'} label={t(`login.states.${state}`)} />;
    },
  },
  {
    id: 'lastSeen',
    header: t('login.lastSeen'),
    value: (l) => l.lastSeenAt,
    cell: (l) => when(l.lastSeenAt),
  },
  {
    id: 'ended',
    header: t('login.ended'),
    value: (l) => l.revokedAt,
    cell: (l) => when(l.revokedAt),
    hidden: true,
  },
];

export const DepositsList = ({ playerId }: { playerId: number }) => (
  <PlayerList
    name="deposits"
    playerId={playerId}
    fetchPage={opsApi.players.deposits}
    columns={depositColumns}
  />
);
export const WithdrawalsList = ({ playerId }: { playerId: number }) => (
  <PlayerList
    name="withdrawals"
    playerId={playerId}
    fetchPage={opsApi.players.withdrawals}
    columns={withdrawalColumns}
  />
);
export const BetsList = ({ playerId }: { playerId: number }) => (
  <PlayerList name="bets" playerId={playerId} fetchPage={opsApi.players.bets} columns={betColumns} />
);
export const LoginsList = ({ playerId }: { playerId: number }) => (
  <PlayerList name="logins" playerId={playerId} fetchPage={opsApi.players.logins} columns={loginColumns} />
);
