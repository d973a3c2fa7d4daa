import type {
  SigninCalendar,
  SigninReward,
  WheelConfig,
  WheelPrizeInput,
} from '@portal/contracts/signin-wheel.schema';
import { formatMinor, parseMajor } from '@portal/contracts/wallet';

/** A reward as the form holds it: the words typed. */
export type RewardDraft = { cash: string; turnover: string; tickets: string; points: string };
export type CalendarDraft = {
  enabled: boolean;
  length: 7 | 30;
  days: RewardDraft[];
  streak: RewardDraft;
  condition: SigninCalendar['condition'];
  conditionAmount: string;
  resetOnMiss: boolean;
};
export type PrizeDraft = {
  en: string;
  th: string;
  kind: 'cash' | 'points' | 'none';
  /** Cash in major units, or whole points. */
  amount: string;
  turnover: string;
  weight: string;
};
export type WheelDraft = { enabled: boolean; prizes: PrizeDraft[] };

const EMPTY: RewardDraft = { cash: '0.00', turnover: '1', tickets: '0', points: '0' };
const whole = (text: string, max: number) => {
  const trimmed = text.trim();
  if (!/^\d{1,7}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n <= max ? n : null;
};

export const rewardDraft = (r: SigninReward): RewardDraft => ({
  cash: formatMinor(r.cash),
  turnover: String(r.turnoverMultiplier),
  tickets: String(r.tickets),
  points: String(r.points ?? 0),
});

export function calendarDraft(c: SigninCalendar): CalendarDraft {
  return {
    enabled: c.enabled,
    length: c.length,
    days: c.days.map(rewardDraft),
    streak: rewardDraft(c.streakReward),
    condition: c.condition,
    conditionAmount: formatMinor(c.conditionAmount),
    resetOnMiss: c.resetOnMiss,
  };
}

/** The days for another length: kept from the start, empty days added. */
export function resized(days: readonly RewardDraft[], length: number): RewardDraft[] {
  return Array.from({ length }, (_, i) => days[i] ?? { ...EMPTY });
}

function rewardOf(d: RewardDraft): SigninReward | null {
  const cash = parseMajor(d.cash.trim().replaceAll(',', ''));
  const turnoverMultiplier = whole(d.turnover, 100);
  const tickets = whole(d.tickets, 100);
  const points = whole(d.points, 1_000_000);
  if (cash === null || cash < 0 || turnoverMultiplier === null || tickets === null || points === null)
    return null;
  return { cash, turnoverMultiplier, tickets, points };
}

/** The calendar the form describes, or null while a field does not read. */
export function calendarOf(d: CalendarDraft): SigninCalendar | null {
  const days = d.days.map(rewardOf);
  const streakReward = rewardOf(d.streak);
  const conditionAmount =
    d.condition === 'none' ? 0 : parseMajor(d.conditionAmount.trim().replaceAll(',', ''));
  if (days.some((r) => r === null) || !streakReward || conditionAmount === null || conditionAmount < 0)
    return null;
  if (d.condition !== 'none' && conditionAmount === 0) return null;
  return {
    enabled: d.enabled,
    length: d.length,
    days: days as SigninReward[],
    streakReward,
    condition: d.condition,
    conditionAmount,
    resetOnMiss: d.resetOnMiss,
  };
}

export function wheelDraft(w: { enabled: boolean; prizes: readonly WheelPrizeInput[] }): WheelDraft {
  return {
    enabled: w.enabled,
    prizes: w.prizes.map((p) => ({
      en: p.labels.en ?? '',
      th: p.labels.th ?? '',
      kind: p.kind,
      amount: p.kind === 'points' ? String(p.amount) : formatMinor(p.amount),
      turnover: String(p.turnoverMultiplier),
      weight: String(p.weight),
    })),
  };
}

export const NEW_PRIZE: PrizeDraft = {
  en: '',
  th: '',
  kind: 'cash',
  amount: '0.00',
  turnover: '1',
  weight: '1',
};
export const MIN_PRIZES = 2;
export const MAX_PRIZES = 12;

/** Each slice's chance from the weights typed (0 for a weight that does not read). */
export function chancesOf(prizes: readonly PrizeDraft[]): number[] {
  const weights = prizes.map((p) => whole(p.weight, 1_000_000) ?? 0);
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => (total > 0 ? w / total : 0));
}

/** The wheel the form describes, or null while a field does not read or every weight is 0. */
export function wheelOf(d: WheelDraft): WheelConfig | null {
  const prizes: WheelPrizeInput[] = [];
  for (const p of d.prizes) {
    const amount =
      p.kind === 'cash'
        ? parseMajor(p.amount.trim().replaceAll(',', ''))
        : p.kind === 'points'
          ? whole(p.amount, 1_000_000)
          : 0;
    const turnoverMultiplier = p.kind === 'cash' ? whole(p.turnover, 100) : 0;
    const weight = whole(p.weight, 1_000_000);
    const en = p.en.trim();
    if (en === '' || en.length > 40 || p.th.trim().length > 40) return null;
    if (amount === null || turnoverMultiplier === null || weight === null) return null;
    if (p.kind !== 'none' && amount <= 0) return null;
    const labels: Record<string, string> = { en };
    if (p.th.trim() !== '') labels.th = p.th.trim();
    prizes.push({ labels, kind: p.kind, amount, turnoverMultiplier, weight });
  }
  if (prizes.length < MIN_PRIZES || prizes.length > MAX_PRIZES) return null;
  if (prizes.reduce((a, p) => a + p.weight, 0) <= 0) return null;
  return { enabled: d.enabled, prizes };
}

export const percent = (p: number) => `${(p * 100).toFixed(p > 0 && p < 0.01 ? 2 : 1)}%`;
