import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.ts';

type Money = ColumnType<string | number, number, number>;
type Json<T> = ColumnType<T, string, string>;
/** A reward as stored: cash (minor units) with its turnover multiple, and wheel tickets. */
export type StoredReward = { cash: number; turnoverMultiplier: number; tickets: number; points?: number };
export type StoredPrize = {
  labels: Record<string, string>;
  kind: 'cash' | 'points' | 'none';
  amount: number;
  turnoverMultiplier: number;
  weight: number;
};

export type SigninCalendarsTable = {
  merchant_id: number;
  enabled: boolean;
  length: number;
  days: Json<StoredReward[]>;
  streak_reward: Json<StoredReward>;
  condition: 'none' | 'deposit' | 'validBet';
  condition_amount: Money;
  reset_on_miss: boolean;
  updated_at: Generated<Date>;
};

export type SigninCheckinsTable = {
  id: Generated<string>;
  merchant_id: number;
  account_id: number;
  day: ColumnType<string | Date, string, string>;
  streak_day: number;
  created_at: Generated<Date>;
};

export type SigninRewardsTable = {
  id: Generated<string>;
  merchant_id: number;
  account_id: number;
  checkin_id: string;
  kind: 'day' | 'streak';
  streak_day: number;
  amount: Money;
  turnover_multiplier: number;
  status: 'claimable' | 'claimed';
  bonus_id: string | number | null;
  created_at: Generated<Date>;
  claimed_at: Timestamp | null;
};

export type WheelConfigsTable = {
  merchant_id: number;
  enabled: boolean;
  prizes: Json<StoredPrize[]>;
  updated_at: Generated<Date>;
};

export type WheelTicketsTable = { account_id: number; merchant_id: number; balance: number };

export type WheelTicketMovesTable = {
  id: Generated<string>;
  merchant_id: number;
  account_id: number;
  delta: number;
  reason: string;
  reference: string;
  operator_id: number | null;
  created_at: Generated<Date>;
};

export type WheelSpinsTable = {
  id: Generated<string>;
  merchant_id: number;
  account_id: number;
  request_id: string;
  position: number;
  labels: Json<Record<string, string>>;
  kind: 'cash' | 'points' | 'none';
  amount: Money;
  turnover_multiplier: number;
  bonus_id: string | number | null;
  created_at: Generated<Date>;
};

/** The tables this module owns: only its stores read or write them. */
export type EngagementTables = {
  signin_calendars: SigninCalendarsTable;
  signin_checkins: SigninCheckinsTable;
  signin_rewards: SigninRewardsTable;
  wheel_configs: WheelConfigsTable;
  wheel_tickets: WheelTicketsTable;
  wheel_ticket_moves: WheelTicketMovesTable;
  wheel_spins: WheelSpinsTable;
};
