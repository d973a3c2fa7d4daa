import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.ts';

export type AccountsTable = {
  id: Generated<number>;
  merchant_id: number;
  username: string;
  username_key: string;
  password_hash: string;
  type: Generated<number>;
  status: Generated<'active' | 'locked' | 'disabled'>;
  parent_id: number | null;
  nickname: string | null;
  email: string | null;
  mobile: string | null;
  country_dialing_code: string | null;
  profile: Generated<Record<string, unknown>>;
  first_login_at: Timestamp | null;
  password_changed_at: Generated<Date>;
  created_at: Generated<Date>;
  affiliate_code: string | null;
  icon: Generated<string>;
  must_change_password: Generated<boolean>;
  last_login_at: Timestamp | null;
  last_login_ip: string | null;
};

/** The tables this module owns: only its stores read or write them. */
export type MemberTables = {
  accounts: AccountsTable;
};
