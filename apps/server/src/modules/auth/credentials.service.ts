import { createHash, randomBytes } from 'node:crypto';
import { PASSWORD_RESET_TTL_MS } from '@portal/contracts/auth';
import type { Database } from '../../db/database.ts';
import * as store from './credentials.store.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * What proves who a caller is, beside the password itself: the addresses an account logged in from
 * (the new-address second factor) and single-use reset links (only their hash is kept).
 */
export function createCredentialsService(db: Database, options: { now?: () => Date } = {}) {
  const now = options.now ?? (() => new Date());
  return {
    noteLoginAddress: (accountId: number, ip: string) => store.noteLoginAddress(db, accountId, ip, now()),
    ipHistory: (accountId: number, ip: string) => store.ipHistory(db, accountId, ip),

    /** A single-use reset link's token; only its hash is kept. */
    async createPasswordReset(accountId: number): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await store.insertPasswordReset(
        db,
        accountId,
        sha256(token),
        new Date(now().getTime() + PASSWORD_RESET_TTL_MS),
      );
      return token;
    },
    spendPasswordReset: (token: string) => store.spendPasswordReset(db, sha256(token), now()),
  };
}

export type CredentialsService = ReturnType<typeof createCredentialsService>;
