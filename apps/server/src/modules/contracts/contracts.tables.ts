import type {
  ContractKind,
  ContractStatus,
  ContractTerms,
  PaymentStatus,
} from '@portal/contracts/agent-contracts';
import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../../db/column-types.ts';

type Terms = ColumnType<ContractTerms, string, string>;

/** A merchant's default (top-level) terms of one kind: what the house pays its top agents. */
export type ContractDefaultsTable = {
  merchant_id: number;
  kind: ContractKind;
  terms: Terms;
  enabled: Generated<boolean>;
  updated_at: Generated<Date>;
};

/** A contract between an upline agent (null: the house) and a direct downline agent (decision 0027). */
export type AgentContractsTable = {
  id: Generated<number>;
  merchant_id: number;
  kind: ContractKind;
  upline_id: number | null;
  downline_id: number;
  terms: Terms;
  status: ContractStatus;
  termination_by: number | null;
  created_at: Generated<Date>;
  signed_at: Timestamp | null;
  ends_at: Timestamp | null;
  updated_at: Generated<Date>;
  /** A change offer: the signed contract of the same downline and kind it replaces once accepted. */
  replaces_id: Generated<number | null>;
};

/** One contract's payment for one period: paid, owed or nothing due; unique per (contract, period). */
export type ContractPaymentsTable = {
  id: Generated<number>;
  merchant_id: number;
  contract_id: number;
  kind: ContractKind;
  period_start: Timestamp;
  period_end: Timestamp;
  payer_id: number | null;
  payee_id: number;
  base: number;
  active_members: number;
  rate: number;
  amount: number;
  carry: Generated<number>;
  status: PaymentStatus;
  entry_id: number | null;
  created_at: Generated<Date>;
  paid_at: Timestamp | null;
};

/** The tables this module owns: only its stores read or write them. */
export type ContractsTables = {
  contract_defaults: ContractDefaultsTable;
  agent_contracts: AgentContractsTable;
  contract_payments: ContractPaymentsTable;
};
