import type { Database } from '../../db/database.ts';
import type { Ledger } from '../wallet/ledger.ts';

// SKELETON: filled in by the deposits work (channels, bank transfer, sandbox gateway, history, decisions).
export type DepositServiceDeps = {
  db: Database;
  ledger: Ledger;
  /** HMAC-SHA256 key of the sandbox gateway's notifications. */
  gatewaySecret: Buffer;
  now?: () => Date;
};

export function createDepositService(_deps: DepositServiceDeps) {
  return {};
}

export type DepositService = ReturnType<typeof createDepositService>;
