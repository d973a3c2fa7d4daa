import type { ColumnType, Generated } from 'kysely';

type Money = ColumnType<string | number, number, number>;
type Json<T> = ColumnType<T, string, string>;
type Instant = ColumnType<Date, Date | string, Date | string>;

/** A merchant's red envelope campaign: window, drop schedule, budgets, tiers, condition, turnover. */
export type RedEnvelopeCampaignsTable = {
  id: Generated<number>;
  merchant_id: number;
  names: Json<Record<string, string>>;
  status: 'active' | 'paused' | 'ended';
  starts_at: Instant;
  ends_at: Instant;
  every_minutes: number;
  open_minutes: number;
  total_budget: Money;
  /** What is left of the total budget: `remaining >= 0` is a check, an open takes from it conditionally. */
  remaining: Money;
  drop_budget: Money;
  tiers: Json<Array<{ amount: number; weight: number }>>;
  condition: 'none' | 'deposit' | 'validBet';
  condition_amount: Money;
  turnover_multiplier: number;
  updated_at: Generated<Date>;
};

/** A drop opened at least once (made by its first open), with what is left of its own budget. */
export type RedEnvelopeDropsTable = {
  campaign_id: number;
  drop_index: number;
  opens_at: Instant;
  closes_at: Instant;
  budget: Money;
  remaining: Money;
  opens: Generated<number>;
};

/** An envelope opened: once per (campaign, drop, account), its amount paid as a bonus. */
export type RedEnvelopeOpensTable = {
  id: Generated<string>;
  campaign_id: number;
  drop_index: number;
  merchant_id: number;
  account_id: number;
  amount: Money;
  turnover_multiplier: number;
  /** True when the first draw did not fit the remaining budget and the amount was drawn again. */
  redrawn: boolean;
  bonus_id: string | number | null;
  created_at: Generated<Date>;
};

/** The tables this module owns: only its stores read or write them. */
export type RedEnvelopesTables = {
  red_envelope_campaigns: RedEnvelopeCampaignsTable;
  red_envelope_drops: RedEnvelopeDropsTable;
  red_envelope_opens: RedEnvelopeOpensTable;
};
