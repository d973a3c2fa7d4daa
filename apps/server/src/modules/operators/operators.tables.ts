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
  /** The authenticator secret, sealed (platform/secret-box.ts); null: no second factor. */
  totp_secret_sealed: string | null;
  totp_enrolled_at: Timestamp | null;
  /** The last RFC 6238 time step a code was accepted at: a code works once. */
  totp_last_step: number | null;
};

export type OperatorSessionsTable = {
  token_hash: string;
  operator_id: number;
  ip: string;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  revoked_at: Timestamp | null;
  last_seen_at: Generated<Date>;
};

/** A right password waiting for a code ('login'), or an enrolment waiting for its first code ('enrol'). */
export type OperatorChallengesTable = {
  token_hash: string;
  operator_id: number;
  purpose: 'login' | 'enrol';
  /** An enrolment's new secret, sealed; null for a login with the operator's own secret. */
  totp_secret_sealed: string | null;
  attempts: Generated<number>;
  created_at: Generated<Date>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
};

export type OperatorRecoveryCodesTable = {
  operator_id: number;
  code_hash: string;
  used_at: Timestamp | null;
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

/** An operator's note on a player's page. */
export type PlayerNotesTable = {
  id: Generated<number>;
  merchant_id: number;
  account_id: number;
  operator_id: number;
  body: string;
  created_at: Generated<Date>;
};

/** A manual adjustment of a player's main wallet: posted at once, or waiting for a second operator. */
export type PlayerAdjustmentsTable = {
  id: Generated<number>;
  merchant_id: number;
  account_id: number;
  direction: 'credit' | 'debit';
  amount: number;
  reason: string;
  status: 'pending' | 'posted' | 'rejected';
  requested_by: number;
  /** The requester's requestId: a retried submit finds its adjustment. */
  request_key: string;
  requested_at: Generated<Date>;
  /** Who approved or rejected it; null for one posted at once within the limit. */
  decided_by: number | null;
  decided_at: Timestamp | null;
  note: string | null;
  entry_id: number | null;
  balance_after: number | null;
};

/** The tables this module owns: only its stores read or write them. */
export type OperatorsTables = {
  operators: OperatorsTable;
  operator_sessions: OperatorSessionsTable;
  operator_challenges: OperatorChallengesTable;
  operator_recovery_codes: OperatorRecoveryCodesTable;
  audit_log: AuditLogTable;
  player_notes: PlayerNotesTable;
  player_adjustments: PlayerAdjustmentsTable;
};
