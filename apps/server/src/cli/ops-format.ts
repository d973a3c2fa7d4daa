import type { AgentContract, ContractPayment } from '@portal/contracts/agent-contracts.schema';
import type { OpsLotteryDraw, OpsLotteryGame } from '@portal/contracts/lottery.schema';
import type {
  AuditEntry,
  OperatorAccount,
  OperatorView,
  OpsDeposit,
  OpsWithdrawal,
} from '@portal/contracts/operators.schema';
import type { OpsMallItem, OpsPointExchange, OpsPointSettings } from '@portal/contracts/points.schema';
import type { BonusView, OpsApplication, OpsPromotion } from '@portal/contracts/promotions.schema';
import type { RebateRun } from '@portal/contracts/rebates.schema';
import type { VipLevel } from '@portal/contracts/vip.schema';
import { formatMinor } from '@portal/contracts/wallet';
import type { OpsPage } from '../modules/payments/decisions.ts';
import type { OpsRebateRates } from './ops-client.ts';

export type Column<T> = {
  header: string;
  value: (row: T) => string | number | null;
  align?: 'right';
  /** Longer values are cut (40 characters unless given). */
  max?: number;
};

/**
 * Text from players and operators reaches a terminal: control characters (escape sequences could
 * rewrite the screen) become spaces, and long values are cut.
 */
export function cell(value: string | number | null, max = 40): string {
  if (value === null) return '-';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
  const clean = String(value).replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ');
  return clean.length > max ? `${clean.slice(0, max - 1)}…` : clean;
}

/** Columns on a terminal: combining marks (Thai vowels and tones) take no column of their own. */
const widthOf = (text: string) => [...text.replace(/\p{M}/gu, '')].length;

const pad = (text: string, width: number, align: 'left' | 'right') => {
  const fill = ' '.repeat(Math.max(0, width - widthOf(text)));
  return align === 'right' ? fill + text : text + fill;
};

/** An aligned table: a header, then one line per row; amounts and counts aligned right. */
export function table<T>(columns: Column<T>[], rows: T[]): string {
  const cells = rows.map((row) => columns.map((c) => cell(c.value(row), c.max)));
  const widths = columns.map((c, i) => Math.max(widthOf(c.header), ...cells.map((r) => widthOf(r[i] ?? ''))));
  const line = (values: string[]) =>
    values
      .map((v, i) => pad(v, widths[i] ?? 0, columns[i]?.align ?? 'left'))
      .join('  ')
      .trimEnd();
  return [line(columns.map((c) => c.header)), ...cells.map(line)].join('\n');
}

/** A local date and time to the second: the operator reads it on its own machine. */
export function when(iso: string | null): string | null {
  if (!iso) return null;
  const d = new Date(iso);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
}

export const money = (amount: number) => formatMinor(amount);

export const DEPOSIT_COLUMNS: Column<OpsDeposit>[] = [
  { header: 'ID', value: (d) => d.id, align: 'right' },
  { header: 'ORDER', value: (d) => d.orderNo },
  { header: 'MERCHANT', value: (d) => d.merchant },
  { header: 'PLAYER', value: (d) => d.username },
  { header: 'CHANNEL', value: (d) => d.channel },
  { header: 'AMOUNT', value: (d) => money(d.amount), align: 'right' },
  { header: 'STATUS', value: (d) => d.status },
  { header: 'PAYER', value: (d) => d.payerName },
  { header: 'REFERENCE', value: (d) => d.payerReference },
  { header: 'CREATED', value: (d) => when(d.createdAt) },
  { header: 'NOTE', value: (d) => d.note },
];

export const WITHDRAWAL_COLUMNS: Column<OpsWithdrawal>[] = [
  { header: 'ID', value: (w) => w.id, align: 'right' },
  { header: 'ORDER', value: (w) => w.orderNo },
  { header: 'MERCHANT', value: (w) => w.merchant },
  { header: 'PLAYER', value: (w) => w.username },
  { header: 'AMOUNT', value: (w) => money(w.amount), align: 'right' },
  { header: 'STATUS', value: (w) => w.status },
  { header: 'BANK', value: (w) => w.bankCode },
  { header: 'ACCOUNT NAME', value: (w) => w.accountName },
  { header: 'ACCOUNT NO', value: (w) => w.accountNumber },
  { header: 'PROOFS', value: (w) => (w.proofIds.length ? w.proofIds.join(',') : null) },
  { header: 'CREATED', value: (w) => when(w.createdAt) },
  { header: 'NOTE', value: (w) => w.note ?? w.comment },
];

/** The database keeps a row's detail in its own key order; these read first. */
const DETAIL_ORDER = ['outcome', 'errorCode', 'reason', 'amount', 'player', 'note', 'resolution', 'orderNo'];

/** The detail of an audit row on one line: key=value, the amount in major units. */
export function detailText(detail: Record<string, unknown>): string {
  const rank = (key: string) => {
    const at = DETAIL_ORDER.indexOf(key);
    return at < 0 ? DETAIL_ORDER.length : at;
  };
  return Object.entries(detail)
    .filter(([k, v]) => v !== null && v !== undefined && v !== '' && k !== 'merchant')
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(
      ([k, v]) =>
        `${k}=${k === 'amount' && typeof v === 'number' ? money(v) : typeof v === 'string' ? v : JSON.stringify(v)}`,
    )
    .join(' ');
}

export const AUDIT_COLUMNS: Column<AuditEntry>[] = [
  { header: 'ID', value: (a) => a.id, align: 'right' },
  { header: 'TIME', value: (a) => when(a.createdAt) },
  { header: 'OPERATOR', value: (a) => a.operator },
  { header: 'MERCHANT', value: (a) => a.merchant },
  { header: 'ACTION', value: (a) => a.action },
  { header: 'TARGET', value: (a) => a.target },
  { header: 'IP', value: (a) => a.ip },
  { header: 'DETAIL', value: (a) => detailText(a.detail), max: 80 },
];

export const OPERATOR_COLUMNS: Column<OperatorAccount>[] = [
  { header: 'ID', value: (o) => o.id, align: 'right' },
  { header: 'USERNAME', value: (o) => o.username },
  { header: 'ROLE', value: (o) => o.role },
  { header: 'MERCHANT', value: (o) => o.merchant ?? 'all' },
  { header: 'STATUS', value: (o) => o.status },
  { header: '2FA', value: (o) => (o.twoFactorEnrolled ? 'on' : 'off') },
  { header: 'LAST LOGIN', value: (o) => when(o.lastLoginAt) },
];

/** The page's table and a footer line: "page 1 of 3, 42 deposits". */
export function pageText<T>(page: OpsPage<T>, columns: Column<T>[], noun: string): string {
  if (page.total === 0) return `no ${noun}`;
  const footer = `page ${page.pageNum} of ${Math.max(page.totalPages, 1)}, ${page.total} ${noun}`;
  if (page.content.length === 0) return footer;
  return `${table(columns, page.content)}\n${footer}`;
}

export function operatorText(operator: OperatorView): string {
  return `${operator.username} (${operator.role}, ${operator.merchant ? `merchant ${operator.merchant}` : 'every merchant'})`;
}

export const LOTTERY_GAME_COLUMNS: Column<OpsLotteryGame>[] = [
  { header: 'GAME', value: (g) => g.gameCode },
  { header: 'FAMILY', value: (g) => g.family },
  {
    header: 'SOURCE',
    value: (g) => (g.source === 'outside' && g.simulate ? 'outside (simulated)' : g.source),
  },
  { header: 'SCHEDULE', value: (g) => `${g.cron} ${g.timezone}` },
  { header: 'CLOSE', value: (g) => `${g.closeSeconds}s`, align: 'right' },
  { header: 'STAKES', value: (g) => `${formatMinor(g.minStake)}-${formatMinor(g.maxStake)}` },
  { header: 'LIMIT', value: (g) => formatMinor(g.liabilityLimit), align: 'right' },
  { header: 'ON', value: (g) => (g.enabled ? 'yes' : 'no') },
];

export const LOTTERY_DRAW_COLUMNS: Column<OpsLotteryDraw>[] = [
  { header: 'ID', value: (d) => d.id, align: 'right' },
  { header: 'ISSUE', value: (d) => d.issue },
  { header: 'DRAW', value: (d) => when(d.drawAt) },
  { header: 'STATUS', value: (d) => d.status },
  { header: 'TICKETS', value: (d) => d.tickets, align: 'right' },
  { header: 'STAKE', value: (d) => formatMinor(d.stake), align: 'right' },
  { header: 'PAYOUT', value: (d) => formatMinor(d.payout), align: 'right' },
  { header: 'RESULT', value: (d) => (d.result === null ? '' : JSON.stringify(d.result)), max: 60 },
];

export const PROMOTION_COLUMNS: Column<OpsPromotion>[] = [
  { header: 'ID', value: (p) => String(p.id), align: 'right' },
  { header: 'SITE', value: (p) => p.merchant },
  { header: 'TYPE', value: (p) => p.type },
  { header: 'STATE', value: (p) => p.state },
  { header: 'TURNOVER', value: (p) => `${p.turnoverMultiplier}x`, align: 'right' },
  { header: 'TITLE', value: (p) => p.title.en },
];

export const APPLICATION_COLUMNS: Column<OpsApplication>[] = [
  { header: 'ID', value: (a) => String(a.id), align: 'right' },
  { header: 'SITE', value: (a) => a.merchant },
  { header: 'PLAYER', value: (a) => a.username },
  { header: 'STATE', value: (a) => a.status },
  { header: 'IMAGES', value: (a) => String(a.imageIds.length), align: 'right' },
  { header: 'PROMOTION', value: (a) => a.promotionTitle },
  { header: 'COMMENT', value: (a) => a.comment ?? '' },
];

export const BONUS_COLUMNS: Column<BonusView & { accountId: number }>[] = [
  { header: 'ID', value: (b) => String(b.id), align: 'right' },
  { header: 'ACCOUNT', value: (b) => String(b.accountId), align: 'right' },
  { header: 'STATE', value: (b) => b.status },
  { header: 'AMOUNT', value: (b) => money(b.amount), align: 'right' },
  { header: 'LEFT TO PLAY', value: (b) => money(b.remaining), align: 'right' },
  { header: 'SOURCE', value: (b) => b.source },
];

export const CONTRACT_COLUMNS: Column<AgentContract>[] = [
  { header: 'ID', value: (c) => String(c.id), align: 'right' },
  { header: 'KIND', value: (c) => c.kind },
  { header: 'STATE', value: (c) => c.status },
  { header: 'UPLINE', value: (c) => c.upline ?? '(house)' },
  { header: 'DOWNLINE', value: (c) => c.downline },
  { header: 'SIGNED', value: (c) => c.signedAt?.slice(0, 10) ?? '' },
  { header: 'ENDS', value: (c) => c.endsAt?.slice(0, 10) ?? '' },
];

export const CONTRACT_PAYMENT_COLUMNS: Column<ContractPayment>[] = [
  { header: 'ID', value: (p) => String(p.id), align: 'right' },
  { header: 'KIND', value: (p) => p.kind },
  { header: 'PERIOD', value: (p) => `${p.periodStart.slice(0, 16)} - ${p.periodEnd.slice(0, 16)}` },
  { header: 'PAYER', value: (p) => p.payer ?? '(house)' },
  { header: 'PAYEE', value: (p) => p.payee },
  { header: 'BASE', value: (p) => formatMinor(p.base), align: 'right' },
  { header: 'AMOUNT', value: (p) => formatMinor(p.amount), align: 'right' },
  { header: 'STATUS', value: (p) => p.status },
];

export const REBATE_RUN_COLUMNS: Column<RebateRun>[] = [
  { header: 'ID', value: (r) => String(r.id), align: 'right' },
  { header: 'DAY', value: (r) => r.day },
  { header: 'STATE', value: (r) => r.status },
  { header: 'PLAYERS', value: (r) => String(r.players), align: 'right' },
  { header: 'PAID', value: (r) => String(r.paid), align: 'right' },
  { header: 'AMOUNT', value: (r) => money(r.amount), align: 'right' },
  { header: 'ATTEMPTS', value: (r) => String(r.attempts), align: 'right' },
];

export const VIP_LEVEL_COLUMNS: Column<VipLevel>[] = [
  { header: 'LEVEL', value: (l) => String(l.level), align: 'right' },
  { header: 'NAME', value: (l) => l.names.en ?? '' },
  { header: 'DEPOSITS', value: (l) => money(l.minDeposit), align: 'right' },
  { header: 'VALID BETS', value: (l) => money(l.minValidBet), align: 'right' },
  {
    header: 'WITHDRAW/DAY',
    value: (l) => (l.withdrawDailyLimit === null ? '-' : money(l.withdrawDailyLimit)),
    align: 'right',
  },
  { header: 'LEVEL-UP', value: (l) => money(l.levelUpBonus), align: 'right' },
  { header: 'MONTHLY', value: (l) => money(l.monthlyBonus), align: 'right' },
  { header: 'TURNOVER', value: (l) => `${l.turnoverMultiplier}x`, align: 'right' },
];

/** The rebate settings and a table of rates (basis points) per level and category. */
export function rebateRatesText(r: OpsRebateRates): string {
  const s = r.settings;
  const head = `mode ${s.mode}${r.enabled ? '' : ' (not set: no rebates)'}, daily at ${s.dailyHour}:00, one claim per ${s.claimPeriod}, since ${s.since}`;
  const categories = r.levels[0]?.rates.map((x) => x.category) ?? [];
  const columns: Column<{ level: number; rates: Array<{ category: string; rate: number }> }>[] = [
    { header: 'LEVEL', value: (l) => String(l.level), align: 'right' },
    ...categories.map((c) => ({
      header: c,
      value: (l: { rates: Array<{ category: string; rate: number }> }) =>
        String(l.rates.find((x) => x.category === c)?.rate ?? 0),
      align: 'right' as const,
    })),
  ];
  return `${head}\n${table(columns, r.levels)}`;
}

// points and the points mall (decision 0035)

export function pointSettingsText(s: OpsPointSettings): string {
  const rates = s.rates.map((r) => `${r.category}=${money(r.betPerPoint)}`).join(', ') || 'none';
  return `cash per point ${money(s.cashPerPoint)}, smallest conversion ${s.minConvert} points\nvalid bet per point: ${rates}`;
}

export const POINT_ITEM_COLUMNS: Column<OpsMallItem>[] = [
  { header: 'ID', value: (i) => String(i.id), align: 'right' },
  { header: 'NAME', value: (i) => i.name.en ?? Object.values(i.name)[0] ?? '' },
  { header: 'PRICE', value: (i) => String(i.price), align: 'right' },
  { header: 'STOCK', value: (i) => String(i.stock), align: 'right' },
  { header: 'ON SALE', value: (i) => (i.enabled ? 'yes' : 'no') },
];

export const POINT_EXCHANGE_COLUMNS: Column<OpsPointExchange>[] = [
  { header: 'ID', value: (e) => String(e.id), align: 'right' },
  { header: 'PLAYER', value: (e) => e.username },
  { header: 'KIND', value: (e) => e.kind },
  { header: 'ITEM', value: (e) => e.itemName },
  { header: 'POINTS', value: (e) => String(e.points), align: 'right' },
  { header: 'CASH', value: (e) => money(e.amount), align: 'right' },
  { header: 'STATE', value: (e) => e.status },
  { header: 'REMARK', value: (e) => e.remark },
];

export const POINT_MOVEMENT_COLUMNS: Column<{
  type: string;
  amount: number;
  balanceAfter: number;
  createdAt: string;
}>[] = [
  { header: 'TIME', value: (m) => m.createdAt },
  { header: 'TYPE', value: (m) => m.type },
  { header: 'POINTS', value: (m) => String(m.amount), align: 'right' },
  { header: 'AFTER', value: (m) => String(m.balanceAfter), align: 'right' },
];
