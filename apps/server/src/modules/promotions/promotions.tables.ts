import type { BonusStatus, EntryStatus, ForfeitRule } from '@portal/contracts/promotions';
import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { Localized, Timestamp } from '../../db/column-types.ts';

/** Category weights in percent ({ RNG: 100, LIVE: 50 }); a category not listed counts 100. */
export type Weights = JSONColumnType<Record<string, number>>;

/** Who may take part (decision 0030). */
export type Audience =
  | { kind: 'merchant' }
  | { kind: 'newMembers'; days: number }
  | { kind: 'vipLevels'; levels: number[] }
  | { kind: 'agentTeam'; agentId: number };

/** What a promotion pays: a percentage of the qualifying deposit up to a cap, or a fixed amount. */
export type PromotionRules = {
  /** The smallest deposit that qualifies (minor units); 0 for none. */
  minDeposit: number;
  /** Percent of the deposit (welcome, reload); 0 when the promotion pays a fixed amount. */
  percent: number;
  /** The most a percentage pays (minor units); 0 for no cap. */
  cap: number;
  /** A fixed bonus (sign-up, custom application; minor units); 0 when the percentage applies. */
  fixedAmount: number;
  /** Days a bonus stays open before it expires; 0 for never. */
  expiryDays: number;
  /** Reload: the days of one period (1 a day, 7 a week); a reload pays once per period. */
  periodDays: number;
  /** Welcome: issued on the first deposit without a join (true) or only for players who joined (false). */
  automatic: boolean;
};

export type PromotionsTable = {
  id: Generated<number>;
  merchant_id: number;
  seed_key: string | null;
  type: 'welcome' | 'reload' | 'rebate' | 'signup' | 'raffle' | 'custom';
  audience: JSONColumnType<Audience>;
  start_at: Timestamp;
  end_at: Timestamp | null;
  rules: JSONColumnType<PromotionRules>;
  turnover_multiplier: number;
  category_weights: Weights;
  forfeit_rule: ForfeitRule;
  title: Localized;
  content: Localized;
  banner: string | null;
  sort: Generated<number>;
  paused: Generated<boolean>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

type Money = ColumnType<string | number, number | bigint, number | bigint>;

export type BonusesTable = {
  id: Generated<number>;
  merchant_id: number;
  account_id: number;
  promotion_id: number | null;
  source: string;
  reference: string;
  idempotency_key: string;
  amount: Money;
  turnover_multiplier: number;
  category_weights: Weights;
  forfeit_rule: ForfeitRule;
  required: Money;
  progress: Generated<string | number>;
  status: BonusStatus;
  entry_id: ColumnType<string | number | null, number | null, number | null>;
  expires_at: Timestamp | null;
  created_at: Generated<Date>;
  closed_at: Timestamp | null;
  taken_back: Generated<string | number>;
  closed_by: string | null;
  reason: string | null;
};

/** A bet counted towards a bonus: once per (bonus, vendor, bet). */
export type BonusBetsTable = {
  bonus_id: number;
  vendor: string;
  bet_tx_id: string;
  round_id: string;
  category: string;
  outcome: string;
  stake: Money;
  payout: Money;
  counted: Money;
  hedged: Generated<boolean>;
  created_at: Generated<Date>;
};

export type PromotionEntriesTable = {
  id: Generated<number>;
  merchant_id: number;
  promotion_id: number;
  account_id: number;
  period_key: Generated<string>;
  status: EntryStatus;
  comment: string | null;
  reason: string | null;
  bonus_id: number | null;
  reviewed_by: number | null;
  created_at: Generated<Date>;
  decided_at: Timestamp | null;
};

export type PromotionImagesTable = {
  id: Generated<number>;
  entry_id: number;
  mime: 'image/png' | 'image/jpeg';
  size: number;
  data: Buffer | Uint8Array;
  created_at: Generated<Date>;
};

/** The tables this module owns: only its stores read or write them. */
export type PromotionsTables = {
  promotions: PromotionsTable;
  bonuses: BonusesTable;
  bonus_bets: BonusBetsTable;
  promotion_entries: PromotionEntriesTable;
  promotion_images: PromotionImagesTable;
};
