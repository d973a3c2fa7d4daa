import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.ts';

export type VendorsTable = {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  display_name: string;
  game_type: string;
  account_type_name: string;
  is_game: Generated<string>;
  game_code: string | null;
  maintenance: Generated<boolean>;
  sort: Generated<number>;
  /** Off: the vendor and its games are gone from the portal. */
  enabled: Generated<boolean>;
};

export type GamesTable = {
  id: Generated<number>;
  merchant_id: number;
  vendor_code: string;
  node_name: string;
  /** The one stored name (English): bets and launches keep it; null leaves the portal the node name. */
  game_name: string | null;
  /** The shown name per language ({ en, th }), written as JSON text; '{}' when none. */
  game_names: ColumnType<Record<string, string>, string | undefined, string>;
  game_type: string;
  game_classify: string | null;
  prize_mode: string | null;
  min_bet: number;
  min_line_num: Generated<number>;
  show_icon: string | null;
  icon_url: string;
  support_play: Generated<number>;
  game_code: string;
  is_game: Generated<string>;
  is_hot: Generated<boolean>;
  hot_rank: Generated<number>;
  is_new: Generated<boolean>;
  is_jackpot: Generated<boolean>;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  /** On: listed with a maintenance mark, never launched (its vendor's switch does the same to all its games). */
  maintenance: Generated<boolean>;
  created_at: Generated<Date>;
};

export type WinnersTable = {
  id: Generated<number>;
  merchant_id: number;
  seed_key: string | null;
  account: string;
  game_name: string;
  game_category: string;
  vassalage: string;
  win_amount: number;
  won_at: Timestamp;
};

export type GameSessionsTable = {
  id: Generated<number>;
  merchant_id: number;
  account_id: number;
  player_id: string;
  game_id: number;
  provider: string;
  token_hash: Buffer;
  created_at: Generated<Date>;
  expires_at: Timestamp;
};

export type FavouriteGamesTable = {
  account_id: number;
  game_id: number;
  merchant_id: number;
  created_at: Generated<Date>;
};

export type RecentGamesTable = {
  account_id: number;
  game_id: number;
  merchant_id: number;
  played_at: Generated<Date>;
};

/** The tables this module owns: only its stores read or write them. */
export type GamesTables = {
  vendors: VendorsTable;
  games: GamesTable;
  winners: WinnersTable;
  game_sessions: GameSessionsTable;
  favourite_games: FavouriteGamesTable;
  recent_games: RecentGamesTable;
};
