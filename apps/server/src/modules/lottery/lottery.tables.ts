import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.ts';

/** A merchant's lottery game: its family, schedule, stakes and limits (decision 0024). */
export type LotteryGamesTable = {
  id: Generated<number>;
  merchant_id: number;
  game_code: string;
  vendor_code: string;
  family: string;
  source: 'house' | 'outside';
  cron: string;
  timezone: string;
  close_seconds: number;
  min_stake: number;
  max_stake: number;
  liability_limit: number;
  odds: ColumnType<Record<string, Record<string, number>>, string | undefined, string>;
  cancel_allowed: Generated<boolean>;
  simulate: Generated<boolean>;
  enabled: Generated<boolean>;
  sort: Generated<number>;
};

export type DrawStatus = 'open' | 'drawn' | 'settled' | 'void';

export type LotteryDrawsTable = {
  id: Generated<number>;
  merchant_id: number;
  game_id: number;
  issue: string;
  closes_at: Timestamp;
  draw_at: Timestamp;
  commitment: string | null;
  /** Sealed until the draw; the revealed secret (hex) after it. */
  secret: string | null;
  result: ColumnType<unknown, string | null, string | null>;
  status: Generated<DrawStatus>;
  result_source: 'house' | 'simulated' | 'operator' | null;
  drawn_at: Timestamp | null;
  settled_at: Timestamp | null;
  void_reason: string | null;
};

export type LotteryOrdersTable = {
  id: Generated<number>;
  merchant_id: number;
  account_id: number;
  game_id: number;
  request_id: string;
  total: number;
  draws: number;
  stop_on_win: Generated<boolean>;
  reference: string;
  created_at: Generated<Date>;
};

export type TicketStatus = 'open' | 'won' | 'lost' | 'tie' | 'refunded' | 'cancelled';

export type LotteryTicketsTable = {
  id: Generated<number>;
  order_id: number;
  draw_id: number;
  merchant_id: number;
  account_id: number;
  play: string;
  pick: ColumnType<unknown, string, string>;
  combinations: number;
  unit_stake: number;
  multiplier: number;
  stake: number;
  odds: ColumnType<Record<string, number>, string, string>;
  status: Generated<TicketStatus>;
  payout: Generated<number>;
  settled_at: Timestamp | null;
};

/** A stripe of a target's exposure in a draw (decision 0028): the budgets of a target add up to its limit. */
export type LotteryExposureTable = {
  draw_id: number;
  target: string;
  stripe: number;
  liability: number;
  budget: number;
  /** The limit the budget was split from: a slip meeting another limit takes the slow path. */
  limit_value: number;
};

/** The tables this module owns: only its stores read or write them. */
export type LotteryTables = {
  lottery_games: LotteryGamesTable;
  lottery_draws: LotteryDrawsTable;
  lottery_orders: LotteryOrdersTable;
  lottery_tickets: LotteryTicketsTable;
  lottery_exposure: LotteryExposureTable;
};
