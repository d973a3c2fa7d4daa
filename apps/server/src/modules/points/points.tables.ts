import type { ColumnType, Generated } from 'kysely';

export type PointsSettingsTable = {
  merchant_id: number;
  cash_per_point: number;
  min_convert: number;
  updated_at: Generated<Date>;
};

export type PointsRatesTable = {
  merchant_id: number;
  category: string;
  bet_per_point: ColumnType<number, number, number>;
};

export type PointsBetsTable = {
  merchant_id: number;
  bet_key: string;
  account_id: number;
  points: number;
  created_at: Generated<Date>;
};

export type PointsCarryTable = {
  account_id: number;
  category: string;
  carry: ColumnType<number, number, number>;
};

export type PointsItemsTable = {
  id: Generated<number>;
  merchant_id: number;
  name: ColumnType<Record<string, string>, string, string>;
  description: ColumnType<Record<string, string>, string | undefined, string>;
  picture_url: Generated<string>;
  price: number;
  stock: number;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
};

export type PointsExchangesTable = {
  id: Generated<number>;
  merchant_id: number;
  account_id: number;
  kind: 'item' | 'cash';
  item_id: number | null;
  item_name: ColumnType<Record<string, string>, string, string>;
  points: number;
  amount: ColumnType<number, number | undefined, number>;
  cash_per_point: Generated<number>;
  status: 'pending' | 'approved' | 'rejected';
  remark: Generated<string>;
  request_id: string;
  decided_by: number | null;
  decided_at: Date | null;
  created_at: Generated<Date>;
};

/** The tables this module owns: only its stores read or write them. */
export type PointsTables = {
  points_settings: PointsSettingsTable;
  points_rates: PointsRatesTable;
  points_bets: PointsBetsTable;
  points_carry: PointsCarryTable;
  points_items: PointsItemsTable;
  points_exchanges: PointsExchangesTable;
};
