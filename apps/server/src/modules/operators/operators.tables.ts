import type { Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.ts';

export type OperatorsTable = {
  id: Generated<number>;
  username: string;
  password_hash: string;
  role: 'admin' | 'finance' | 'viewer';
  merchant_id: number | null;
  status: Generated<'active' | 'disabled'>;
  created_at: Generated<Date>;
  last_login_at: Timestamp | null;
};

export type OperatorSessionsTable = {
  token_hash: string;
  operator_id: number;
  ip: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
};

export type AuditLogTable = {
  id: Generated<number>;
  operator_id: number | null;
  operator_name: string;
  merchant_id: number | null;
  action: string;
  target: string | null;
  detail: Generated<Record<string, unknown>>;
  ip: string;
  user_agent: string | null;
  created_at: Generated<Date>;
};

/** The tables this module owns: only its stores read or write them. */
export type OperatorsTables = {
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  audit_log: AuditLogTable;
};
