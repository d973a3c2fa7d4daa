import type { Generated, JSONColumnType } from 'kysely';
import type { Localized, Timestamp } from '../../db/column-types.ts';

export type PaymentChannelsTable = {
  id: Generated<number>;
  merchant_id: number;
  code: string;
  kind: 'bank' | 'gateway';
  name: Localized;
  min_amount: number;
  max_amount: number;
  quick_amounts: JSONColumnType<number[]>;
  payee: JSONColumnType<{ bankName: string; accountName: string; accountNumber: string }> | null;
  enabled: Generated<boolean>;
  sort: Generated<number>;
};

export type DepositsTable = {
  id: Generated<number>;
  merchant_id: number;
  account_id: number;
  channel: string;
  order_no: string;
  amount: number;
  status: 'pending' | 'paid' | 'rejected' | 'expired';
  payer_name: string | null;
  payer_reference: string | null;
  gateway_reference: string | null;
  request_key: string;
  note: string | null;
  decided_by: number | null;
  created_at: Generated<Date>;
  decided_at: Timestamp | null;
};

export type PaymentPasswordsTable = {
  account_id: number;
  hash: string;
  failures: Generated<number>;
  locked_until: Timestamp | null;
  updated_at: Generated<Date>;
};

export type BankCardsTable = {
  id: Generated<number>;
  merchant_id: number;
  account_id: number;
  bank_code: string;
  account_number: string;
  account_name: string;
  created_at: Generated<Date>;
};

export type WithdrawalsTable = {
  id: Generated<number>;
  merchant_id: number;
  account_id: number;
  order_no: string;
  amount: number;
  status: 'pending' | 'paid' | 'rejected' | 'received' | 'not_received' | 'refunded';
  bank_code: string;
  account_number: string;
  account_name: string;
  request_key: string;
  note: string | null;
  comment: string | null;
  auto_received: Generated<boolean>;
  decided_by: number | null;
  created_at: Generated<Date>;
  decided_at: Timestamp | null;
  paid_at: Timestamp | null;
  confirmed_at: Timestamp | null;
};

export type WithdrawalProofsTable = {
  id: Generated<number>;
  withdrawal_id: number;
  mime: 'image/png' | 'image/jpeg';
  size: number;
  data: Buffer | Uint8Array;
  created_at: Generated<Date>;
};

/** The tables this module owns: only its stores read or write them. */
export type PaymentsTables = {
  payment_channels: PaymentChannelsTable;
  deposits: DepositsTable;
  payment_passwords: PaymentPasswordsTable;
  bank_cards: BankCardsTable;
  withdrawals: WithdrawalsTable;
  withdrawal_proofs: WithdrawalProofsTable;
};
