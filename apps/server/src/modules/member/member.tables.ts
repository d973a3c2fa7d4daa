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
  /** The affiliate link it registered through (agent_links). */
  agent_link_id: number | null;
  /** The language the member chose while logged in (spec section 4), null until then. */
  language: string | null;
  /** The hash of the device id the account registered from (decision 0046), null when none was sent. */
  device_hash: Generated<string | null>;
};

/** The closure of parent_id (decision 0026): every (ancestor, descendant) pair, the account itself at depth 0. */
export type AccountTreeTable = {
  merchant_id: number;
  ancestor_id: number;
  descendant_id: number;
  depth: number;
};

/** An agent's affiliate link: registering with its code places the account under the agent, of its kind. */
export type AgentLinksTable = {
  id: Generated<number>;
  merchant_id: number;
  agent_id: number;
  code: string;
  kind: 'player' | 'agent';
  note: string | null;
  created_at: Generated<Date>;
  deleted_at: Timestamp | null;
};

/** The tables this module owns: only its stores read or write them. */
export type MemberTables = {
  accounts: AccountsTable;
  account_tree: AccountTreeTable;
  agent_links: AgentLinksTable;
};
