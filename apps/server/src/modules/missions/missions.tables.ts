import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.ts';

type Money = ColumnType<string | number, number, number>;

export type MissionPeriod = 'daily' | 'weekly' | 'once';
export type MissionKind = 'rounds' | 'bet' | 'deposit' | 'invite';

/** A merchant's mission: what counts, the target, the cash reward (with turnover) and the points. */
export type MissionsTable = {
  id: Generated<number>;
  merchant_id: number;
  period: MissionPeriod;
  kind: MissionKind;
  /** `bet` and `rounds`: the game category counted (null: every category). */
  category: string | null;
  target: Money;
  reward: Money;
  turnover_multiplier: number;
  points: number;
  /** Loyalty points given on claim (the points module's balance), besides the mission points. */
  reward_points: Generated<number>;
  titles: ColumnType<Record<string, string>, string, string>;
  status: 'active' | 'paused';
  sort: number;
  updated_at: Generated<Date>;
};

/** An account's progress on a mission in one period (`YYYY-MM-DD` of the period's first day, or `once`). */
export type MissionProgressTable = {
  mission_id: number;
  account_id: number;
  merchant_id: number;
  period: string;
  progress: Money;
  claimed_at: Timestamp | null;
  /** The mission points the claim earned (the leaderboard sums them by claim time). */
  points: number;
};

/** The leaderboard's prize for a place (paid at the week's end). */
export type MissionPrizesTable = {
  merchant_id: number;
  place: number;
  amount: Money;
  turnover_multiplier: number;
};

/** A leaderboard prize paid: once per (merchant, week, place). */
export type MissionPayoutsTable = {
  merchant_id: number;
  period: string;
  place: number;
  account_id: number;
  points: number;
  amount: Money;
  paid_at: Generated<Date>;
};

/** A merchant's referral rule: the friend's deposits and valid bet that earn the referrer its bonus. */
export type ReferralRulesTable = {
  merchant_id: number;
  enabled: boolean;
  reward: Money;
  turnover_multiplier: number;
  min_deposit: Money;
  min_valid_bet: Money;
  refuse_same_address: Generated<boolean>;
  refuse_same_device: Generated<boolean>;
  updated_at: Generated<Date>;
};

/** A player's own referral code (made on first look). */
export type ReferralCodesTable = { account_id: number; merchant_id: number; code: string };

/** A friend who registered through a player's code: one referrer per friend, rewarded once. */
export type ReferralsTable = {
  friend_id: number;
  referrer_id: number;
  merchant_id: number;
  friend_name: string;
  ip: string;
  /** The hash of the device id the friend registered from (null: none sent). */
  device_hash: string | null;
  status: 'registered' | 'deposited' | 'rewarded' | 'refused';
  refused_reason: string | null;
  deposits: Generated<Money>;
  valid_bet: Generated<Money>;
  reward: ColumnType<string | number | null, number | null, number | null>;
  created_at: Generated<Date>;
  rewarded_at: Timestamp | null;
};

/** The tables this module owns: only its stores read or write them. */
export type MissionsTables = {
  missions: MissionsTable;
  mission_progress: MissionProgressTable;
  mission_prizes: MissionPrizesTable;
  mission_payouts: MissionPayoutsTable;
  referral_rules: ReferralRulesTable;
  referral_codes: ReferralCodesTable;
  referrals: ReferralsTable;
};
