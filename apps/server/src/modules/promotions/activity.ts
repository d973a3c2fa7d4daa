import type { ActivityState, BonusStatus, EntryStatus, PromotionType } from '@portal/contracts/promotions';
import { DAY_MS } from '../../platform/merchant-periods.ts';
import type { PromotionRules } from './promotions.tables.ts';

/** What a player's activity state is computed from (pure, unit-tested). */
export type StateInput = {
  type: PromotionType | 'raffle';
  rules: PromotionRules;
  startAt: Date;
  endAt: Date | null;
  paused: boolean;
  now: Date;
  /** null for a visitor. */
  player: null | {
    eligible: boolean;
    /** The entry that speaks for now: this period's for a reload when there is one, else the join. */
    entry: { status: EntryStatus; bonusStatus: BonusStatus | null } | null;
    /** True once the player's first deposit was credited (a welcome bonus is only for the first). */
    deposited: boolean;
  };
};

/**
 * The activity state of spec section 4 a player's button shows for a promotion (decision 0030):
 * issued (a bonus with its requirement open), claimed (its requirement met or closed), applying,
 * rejected, claim (a sign-up reward ready), signed (joined, waiting for the qualifying deposit; or in it
 * without joining: an automatic welcome, a rebate), join, coming soon, closed.
 */
export function activityState(input: StateInput): ActivityState {
  const { player, now } = input;
  const entry = player?.entry ?? null;
  if (entry?.status === 'issued') return entry.bonusStatus === 'active' ? 'issued' : 'claimed';
  if (entry?.status === 'applying') return 'applying';
  if (entry?.status === 'rejected') return 'rejected';
  if (entry?.status === 'qualified') return 'claim';
  if (input.startAt.getTime() > now.getTime()) return 'comingSoon';
  if (input.paused || (input.endAt && input.endAt.getTime() <= now.getTime())) return 'closed';
  if (input.type === 'rebate') return 'signed';
  if (!player) return 'join';
  if (!player.eligible) return 'closed';
  if (input.type === 'welcome' && player.deposited) return 'closed';
  if (entry?.status === 'joined') return 'signed';
  if (input.type === 'welcome' && input.rules.automatic) return 'signed';
  return 'join';
}

/** The bonus a qualifying deposit earns: a percentage up to the cap, or the fixed amount. */
export function bonusFor(rules: PromotionRules, deposit: number | null): number {
  if (rules.percent > 0 && deposit !== null) {
    const amount = Math.floor((deposit * rules.percent) / 100);
    return rules.cap > 0 ? Math.min(amount, rules.cap) : amount;
  }
  return rules.fixedAmount;
}

/** A reload's period: its index in days of `periodDays` from the epoch, in the merchant's days. */
export function periodKeyOf(at: Date, offsetMinutes: number, periodDays: number): string {
  const days = Math.floor((at.getTime() + offsetMinutes * 60_000) / DAY_MS);
  return `p${Math.max(1, periodDays)}-${Math.floor(days / Math.max(1, periodDays))}`;
}
