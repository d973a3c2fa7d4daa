import type {
  OpsMission,
  OpsMissionSettings,
  OpsPayouts,
  OpsPlayerMissions,
} from '@portal/contracts/missions.schema';
import { type Column, money, table } from './ops-format.ts';

/** How the CLI shows missions, the leaderboard's payouts and a player's missions (issue 19, decision 0037). */
const MISSION_COLUMNS: Column<OpsMission>[] = [
  { header: 'ID', value: (m) => String(m.id), align: 'right' },
  { header: 'TITLE', value: (m) => m.titles.en ?? '' },
  { header: 'PERIOD', value: (m) => m.period },
  { header: 'COUNTS', value: (m) => `${m.kind}${m.category ? `:${m.category}` : ''}` },
  {
    header: 'TARGET',
    value: (m) => (m.kind === 'bet' || m.kind === 'deposit' ? money(m.target) : String(m.target)),
    align: 'right',
  },
  { header: 'BONUS', value: (m) => money(m.reward), align: 'right' },
  { header: 'TURNOVER', value: (m) => `${m.turnoverMultiplier}x`, align: 'right' },
  { header: 'POINTS', value: (m) => String(m.points), align: 'right' },
  { header: 'STATUS', value: (m) => m.status },
];

export const MISSION_PAYOUT_COLUMNS: Column<OpsPayouts['payouts'][number]>[] = [
  { header: 'PLACE', value: (p) => String(p.place), align: 'right' },
  { header: 'PLAYER', value: (p) => p.username },
  { header: 'POINTS', value: (p) => String(p.points), align: 'right' },
  { header: 'PRIZE', value: (p) => money(p.amount), align: 'right' },
  { header: 'PAID AT', value: (p) => p.paidAt },
];

export const PLAYER_FRIEND_COLUMNS: Column<OpsPlayerMissions['friends'][number]>[] = [
  { header: 'FRIEND', value: (f) => f.username },
  { header: 'ADDRESS', value: (f) => f.ip },
  { header: 'STATUS', value: (f) => (f.refusedReason ? `${f.status} (${f.refusedReason})` : f.status) },
  { header: 'REWARD', value: (f) => (f.reward === null ? '-' : money(f.reward)), align: 'right' },
  { header: 'REGISTERED', value: (f) => f.registeredAt },
];

export const PLAYER_CLAIM_COLUMNS: Column<OpsPlayerMissions['claims'][number]>[] = [
  { header: 'MISSION', value: (c) => String(c.missionId), align: 'right' },
  { header: 'PERIOD', value: (c) => c.period },
  { header: 'PROGRESS', value: (c) => String(c.progress), align: 'right' },
  { header: 'CLAIMED', value: (c) => c.claimedAt ?? '-' },
  { header: 'POINTS', value: (c) => String(c.points), align: 'right' },
];

export function missionsText(s: OpsMissionSettings): string {
  const prizes = s.prizes.map((p) => `${p.place}: ${money(p.amount)} (${p.turnoverMultiplier}x)`).join(', ');
  const r = s.referral;
  const rule = r
    ? `${r.enabled ? 'on' : 'off'}, ${money(r.reward)} (${r.turnoverMultiplier}x) once a friend deposits ${money(r.minDeposit)} and bets ${money(r.minValidBet)}`
    : 'none';
  return `${table(MISSION_COLUMNS, s.missions)}\nleaderboard prizes: ${prizes || 'none'}\nreferral: ${rule}`;
}
