import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.ts';

export type SessionsTable = {
  id: Generated<number>;
  merchant_id: number;
  account_id: number;
  token_hash: string;
  ip: string;
  user_agent: string | null;
  remember: Generated<boolean>;
  created_at: Generated<Date>;
  last_seen_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  must_change_password: Generated<boolean>;
};

export type VerificationCodesTable = {
  id: Generated<number>;
  merchant_id: number;
  purpose: string;
  target: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
};

export type CaptchasTable = {
  client_key: string;
  merchant_id: number;
  answer_hash: string;
  expires_at: Timestamp;
};

export type PasswordResetsTable = {
  id: Generated<number>;
  account_id: number;
  token_hash: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
};

export type AccountIpsTable = {
  account_id: number;
  ip: string;
  first_seen_at: Generated<Date>;
  last_seen_at: Generated<Date>;
};

/** The tables this module owns: only its stores read or write them. */
export type AuthTables = {
  sessions: SessionsTable;
  verification_codes: VerificationCodesTable;
  captchas: CaptchasTable;
  password_resets: PasswordResetsTable;
  account_ips: AccountIpsTable;
};
