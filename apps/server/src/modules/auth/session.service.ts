import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import type { RequestSession } from '../../platform/auth.ts';
import { TtlCache } from '../../platform/cache.ts';
import * as store from './session.store.ts';

/** How long a session lives: idle limit, absolute limit, and the 1-day remembered login (spec 9). */
export type SessionPolicy = { idleMs: number; absoluteMs: number; rememberMs: number };

export const DEFAULT_SESSION_POLICY: SessionPolicy = {
  idleMs: 2 * 60 * 60 * 1000,
  absoluteMs: 12 * 60 * 60 * 1000,
  rememberMs: 24 * 60 * 60 * 1000,
};

/** last_seen_at is written at most this often, so a busy session does not write on every call. */
const TOUCH_EVERY_MS = 60_000;
/** A resolved session is believed this long without asking the database again. */
const RESOLVE_CACHE_MS = 10_000;

export type LiveSession = RequestSession;

export type SessionService = ReturnType<typeof createSessionService>;

const iso = (value: Date | string) => new Date(value).toISOString();

/** A session as its owner and operators see it: when, from which address, on which client. */
export function sessionView(row: {
  id: number;
  ip: string;
  user_agent: string | null;
  remember: boolean;
  created_at: Date | string;
  last_seen_at: Date | string;
  expires_at: Date | string;
}) {
  return {
    id: row.id,
    ip: row.ip,
    userAgent: row.user_agent,
    remember: row.remember,
    createdAt: iso(row.created_at),
    lastSeenAt: iso(row.last_seen_at),
    expiresAt: iso(row.expires_at),
  };
}

/** SHA-256 of the token, the only form in which a token is stored or logged. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * Login sessions: opaque 256-bit tokens handed to the client once and stored only as their hash,
 * with idle and absolute expiry. Lookups are cached briefly per node; a revocation drops the cache
 * entry here and, through `onRevoke`, on every other node.
 */
export function createSessionService(
  db: Database,
  options: { policy?: SessionPolicy; now?: () => Date; onRevoke?: (tokenHash: string) => Promise<void> } = {},
) {
  const policy = options.policy ?? DEFAULT_SESSION_POLICY;
  const now = options.now ?? (() => new Date());
  const resolved = new TtlCache<(LiveSession & { lastSeen: number; merchantId: number }) | null>(
    RESOLVE_CACHE_MS,
    50_000,
  );

  async function lookup(tokenHash: string, merchantId: number) {
    const at = now();
    const row = await store.findLiveSession(db, tokenHash, merchantId, at);
    if (!row) return null;
    const lastSeen = new Date(row.last_seen_at).getTime();
    if (!row.remember && at.getTime() - lastSeen > policy.idleMs) return null;
    return {
      sessionId: row.id,
      accountId: row.account_id,
      accountType: row.type,
      mustChangePassword: row.must_change_password,
      lastSeen,
      merchantId,
    };
  }

  return {
    /** Starts a session and returns the token, which is never stored in clear. */
    async start(input: {
      merchantId: number;
      accountId: number;
      ip: string;
      userAgent: string | null;
      remember: boolean;
      /** The session reaches only the calls that change the password until it is changed. */
      mustChangePassword?: boolean;
    }) {
      const token = randomBytes(32).toString('base64url');
      const at = now();
      const expiresAt = new Date(at.getTime() + (input.remember ? policy.rememberMs : policy.absoluteMs));
      const row = await store.insertSession(db, {
        ...input,
        mustChangePassword: input.mustChangePassword ?? false,
        tokenHash: hashToken(token),
        createdAt: at,
        expiresAt,
      });
      return { token, sessionId: row.id, expiresAt };
    },

    /** The live session behind a token for this merchant, or null (unknown, revoked, expired, idle). */
    async resolve(token: string, merchantId: number): Promise<LiveSession | null> {
      if (token.length < 20 || token.length > 200) return null;
      const tokenHash = hashToken(token);
      // Keyed by merchant too: a miss under another merchant must not hide the session from its own.
      const session = await resolved.getOrLoad(`${tokenHash}:${merchantId}`, () =>
        lookup(tokenHash, merchantId),
      );
      if (!session || session.merchantId !== merchantId) return null;
      const at = now().getTime();
      if (at - session.lastSeen > TOUCH_EVERY_MS) {
        session.lastSeen = at;
        await store.touchSession(db, session.sessionId, new Date(at));
      }
      return {
        sessionId: session.sessionId,
        accountId: session.accountId,
        accountType: session.accountType,
        mustChangePassword: session.mustChangePassword,
      };
    },

    /** Ends the session of a token (logout). */
    async revoke(token: string): Promise<boolean> {
      const tokenHash = hashToken(token);
      const revoked = await store.revokeByHash(db, tokenHash, now());
      resolved.invalidate(tokenHash);
      await options.onRevoke?.(tokenHash);
      return revoked;
    },

    /** Ends one of an account's sessions (the sessions list in the member centre). */
    async revokeSession(accountId: number, sessionId: number): Promise<boolean> {
      const row = await store.revokeById(db, accountId, sessionId, now());
      if (!row) return false;
      resolved.invalidate(row.token_hash);
      await options.onRevoke?.(row.token_hash);
      return true;
    },

    /**
     * The account's password changed: every other session ends (all of them without `keep`), and the
     * kept one is no longer held to changing it, on every node.
     */
    async passwordChanged(
      accountId: number,
      keep: { sessionId: number; token: string } | null,
    ): Promise<void> {
      const rows = await store.revokeOthers(db, accountId, keep?.sessionId ?? null, now());
      await store.clearPasswordChange(db, accountId);
      const hashes = rows.map((row) => row.token_hash);
      if (keep) hashes.push(hashToken(keep.token));
      for (const tokenHash of hashes) {
        resolved.invalidate(tokenHash);
        await options.onRevoke?.(tokenHash);
      }
    },

    list(accountId: number) {
      return store.listLiveSessions(db, accountId, now());
    },

    /** Ends every session of an account at once, on every node (an operator locked it or asked so). */
    async endAll(accountId: number): Promise<number> {
      const rows = await store.revokeOthers(db, accountId, null, now());
      for (const { token_hash } of rows) {
        resolved.invalidate(token_hash);
        await options.onRevoke?.(token_hash);
      }
      return rows.length;
    },

    /**
     * An account's logins as operators see them: every session it started, newest first, with the
     * address and client it came from, and whether it is live (the idle limit counts for a session
     * that is not remembered).
     */
    async history(accountId: number, paging: { pageNum: number; pageSize: number }) {
      const at = now().getTime();
      const { rows, total } = await store.historyPage(db, accountId, {
        offset: (paging.pageNum - 1) * paging.pageSize,
        limit: paging.pageSize,
      });
      return {
        total,
        rows: rows.map((row) => ({
          ...sessionView(row),
          revokedAt: row.revoked_at === null ? null : iso(row.revoked_at),
          live:
            row.revoked_at === null &&
            new Date(row.expires_at).getTime() > at &&
            (row.remember || at - new Date(row.last_seen_at).getTime() <= policy.idleMs),
        })),
      };
    },

    /** Drops a cached lookup (a revocation made on another node). */
    forget(tokenHash: string): void {
      resolved.invalidate(tokenHash);
    },
  };
}
