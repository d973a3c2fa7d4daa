import { createHash, randomBytes } from 'node:crypto';
import type { OperatorRole } from '@portal/contracts/operators';
import type { OperatorLoginResult, OperatorView, OpsMerchant } from '@portal/contracts/operators.schema';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { hashPassword, needsRehash, verifyAgainstNobody, verifyPassword } from '../../platform/password.ts';
import type { OperatorScope, OpsPage } from '../payments/decisions.ts';
import { type AuditActor, createAuditLog, failureCode, type MerchantDirectory } from './audit.ts';
import * as store from './operator.store.ts';
import type { OperatorAccount, OperatorCreateBody } from './ops.schema.ts';

/** An operator's session lasts one working shift, then a new login is needed. */
export const OPERATOR_SESSION_MS = 8 * 60 * 60 * 1000;
/** Operator tokens carry a prefix so that secret scanners and logs can tell them from member tokens. */
const TOKEN_PREFIX = 'ops_';

/** viewer < finance < admin: each role may do everything the roles below it may. */
const RANK: Record<OperatorRole, number> = { viewer: 1, finance: 2, admin: 3 };
export const roleAllows = (role: OperatorRole, needed: OperatorRole) => RANK[role] >= RANK[needed];

/** The operator behind a request's token. */
export type OperatorPrincipal = OperatorView & {
  merchantId: number | null;
  /** The session's token hash: logout ends this session only. */
  tokenHash: string;
};

/** Where a request comes from. */
export type OperatorCaller = { ip: string; userAgent: string | null };

export const normaliseUsername = (username: string) => username.trim().toLowerCase();
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function scopeOf(operator: OperatorPrincipal): OperatorScope {
  return {
    operatorId: operator.id,
    merchantIds: operator.merchantId === null ? null : [operator.merchantId],
  };
}

export function actorOf(operator: OperatorView, caller: OperatorCaller): AuditActor {
  return { operatorId: operator.id, operatorName: operator.username, ...caller };
}

/** A strong operator password: long, varied, and not the username. The message names what is missing. */
export function checkOperatorPassword(username: string, password: string): void {
  const classes = [/[a-z]/, /[A-Z]/, /[0-9]/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;
  if (password.length < 12 || classes < 3)
    throw new AppError(
      'validation.failed',
      'password: at least 12 characters with three of lower case, upper case, digits and symbols',
    );
  if (password.toLowerCase().includes(username.toLowerCase()))
    throw new AppError('validation.failed', 'password: must not contain the username');
}

/** An operator's row with its merchant's code (null: every merchant). */
type NamedOperator = store.OperatorRow & { merchant_code: string | null };

const viewOf = (row: NamedOperator): OperatorView => ({
  id: row.id,
  username: row.username,
  role: row.role,
  merchant: row.merchant_code,
});

const accountOf = (row: NamedOperator): OperatorAccount => ({
  ...viewOf(row),
  status: row.status,
  createdAt: new Date(row.created_at).toISOString(),
  lastLoginAt: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
});

const inScope = (scope: OperatorScope, merchantId: number | null) =>
  scope.merchantIds === null || (merchantId !== null && scope.merchantIds.includes(merchantId));

/**
 * Operator accounts, their sessions and the audit log. Sessions are opaque 256-bit tokens stored as
 * SHA-256 and read from the database on every call (operators are few, and a disabled operator or a
 * logout must stop at once on every node). Throttling of logins is the caller's (operator-login.ts).
 */
export function createOperatorService(
  db: Database,
  merchants: MerchantDirectory,
  options: { now?: () => Date; sessionMs?: number } = {},
) {
  const now = options.now ?? (() => new Date());
  const sessionMs = options.sessionMs ?? OPERATOR_SESSION_MS;
  const audit = createAuditLog(db, now, merchants);

  async function merchantIdOf(code: string): Promise<number | null> {
    if (!/^[a-z0-9_-]{2,40}$/i.test(code)) return null;
    return (await merchants.merchantByCode(code.toLowerCase()))?.id ?? null;
  }

  /** The rows with their merchants' codes, in one lookup (the system service caches merchants). */
  async function named<T extends store.OperatorRow>(rows: T[]): Promise<Array<T & NamedOperator>> {
    const codes = await merchants.merchantCodes(rows.flatMap((row) => row.merchant_id ?? []));
    return rows.map((row) => ({
      ...row,
      merchant_code: row.merchant_id === null ? null : (codes.get(row.merchant_id) ?? null),
    }));
  }

  async function namedOne<T extends store.OperatorRow>(row: T | undefined) {
    return row ? (await named([row]))[0] : undefined;
  }

  /** Records a refused operator change and answers with its error. */
  async function refuseChange(
    actor: AuditActor,
    action: string,
    target: string | null,
    detail: Record<string, unknown>,
    error: unknown,
  ) {
    await audit.record(actor, {
      action: `${action}.refused`,
      target,
      merchantId: null,
      detail: { ...detail, errorCode: failureCode(error) },
    });
    return error;
  }

  /** A merchant the operator may act on; another's answers merchant.unknown, as one that does not exist. */
  async function scopedMerchantId(operator: OperatorPrincipal, code: string): Promise<number> {
    const merchantId = await merchantIdOf(code);
    if (merchantId === null || !inScope(scopeOf(operator), merchantId))
      throw new AppError('merchant.unknown');
    return merchantId;
  }

  return {
    audit,
    merchantIdOf,
    scopedMerchantId,

    /** The merchants of the operator's scope, by code. */
    async merchantsOf(operator: OperatorPrincipal): Promise<OpsMerchant[]> {
      const scope = scopeOf(operator);
      return (await merchants.merchantList())
        .filter((merchant) => inScope(scope, merchant.id))
        .map(({ code, name }) => ({ code, name }));
    },

    /**
     * Checks a username and password and starts a session. An unknown name, a wrong password and a
     * disabled operator answer the same operator.login.invalid after the same work (one argon2id
     * verification); the audit log keeps the real reason.
     */
    async login(
      caller: OperatorCaller,
      input: { username: string; password: string },
    ): Promise<OperatorLoginResult> {
      const username = normaliseUsername(input.username);
      const row = await store.findOperatorByUsername(db, username);
      const valid = row
        ? await verifyPassword(row.password_hash, input.password)
        : await verifyAgainstNobody(input.password);
      if (!row || !valid || row.status !== 'active') {
        const reason = !row ? 'unknown' : !valid ? 'password' : 'disabled';
        await audit.record(
          { operatorId: row?.id ?? null, operatorName: row?.username ?? username, ...caller },
          {
            action: 'session.login.refused',
            target: row ? `operator:${row.id}` : null,
            merchantId: row?.merchant_id ?? null,
            detail: { reason },
          },
        );
        throw new AppError('operator.login.invalid');
      }
      if (needsRehash(row.password_hash)) {
        await store.replacePasswordHash(db, row.id, await hashPassword(input.password));
      }
      const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
      const at = now();
      const operator = viewOf((await namedOne(row))!);
      await db.transaction().execute(async (trx) => {
        await store.insertSession(trx, {
          tokenHash: hashToken(token),
          operatorId: row.id,
          ip: caller.ip,
          createdAt: at,
          expiresAt: new Date(at.getTime() + sessionMs),
        });
        await store.recordLogin(trx, row.id, at);
        await audit.record(
          actorOf(operator, caller),
          { action: 'session.login', target: `operator:${row.id}`, merchantId: row.merchant_id },
          trx,
        );
      });
      return { token, operator };
    },

    /** Whether an operator of this name has logged in from this address before (spared by the failure cap). */
    async knownAddress(username: string, ip: string): Promise<boolean> {
      const row = await store.findOperatorByUsername(db, normaliseUsername(username));
      return row ? store.hasLoggedInFrom(db, row.id, ip) : false;
    },

    /** The active operator behind a token, or null (unknown, expired, revoked, disabled). */
    async authenticate(token: string): Promise<OperatorPrincipal | null> {
      if (!token.startsWith(TOKEN_PREFIX) || token.length > 200) return null;
      const tokenHash = hashToken(token);
      const row = await namedOne(await store.findLiveSession(db, tokenHash, now()));
      if (!row) return null;
      return { ...viewOf(row), merchantId: row.merchant_id, tokenHash };
    },

    async logout(operator: OperatorPrincipal, caller: OperatorCaller): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await store.revokeSession(trx, operator.tokenHash, now());
        await audit.record(
          actorOf(operator, caller),
          { action: 'session.logout', target: `operator:${operator.id}`, merchantId: operator.merchantId },
          trx,
        );
      });
    },

    /** The operators an administrator may manage: those of its merchant, or all of them. */
    async list(
      admin: OperatorPrincipal,
      pageNum: number,
      pageSize: number,
    ): Promise<OpsPage<OperatorAccount>> {
      // Operators are a handful per deployment: one read, paged here.
      const rows = await named(await store.listOperators(db, scopeOf(admin).merchantIds));
      return {
        content: rows.slice((pageNum - 1) * pageSize, pageNum * pageSize).map(accountOf),
        pageNum,
        pageSize,
        totalPages: Math.ceil(rows.length / pageSize),
        total: rows.length,
      };
    },

    /**
     * Creates an operator. An administrator of one merchant creates operators of that merchant only;
     * another merchant's code answers merchant.unknown, like a code that does not exist.
     */
    async create(
      admin: OperatorPrincipal,
      caller: OperatorCaller,
      body: OperatorCreateBody,
    ): Promise<OperatorAccount> {
      const actor = actorOf(admin, caller);
      const detail = { username: body.username, role: body.role, merchant: body.merchant ?? admin.merchant };
      try {
        checkOperatorPassword(body.username, body.password);
        const merchantId =
          body.merchant === undefined ? admin.merchantId : await scopedMerchantId(admin, body.merchant);
        const passwordHash = await hashPassword(body.password);
        const id = await db.transaction().execute(async (trx) => {
          const created = await store.insertOperator(trx, {
            username: body.username,
            passwordHash,
            role: body.role,
            merchantId,
          });
          if (created === null) throw new AppError('username.taken');
          await audit.record(
            actor,
            { action: 'operator.create', target: `operator:${created}`, merchantId, detail },
            trx,
          );
          return created;
        });
        return accountOf((await namedOne(await store.findOperatorById(db, id)))!);
      } catch (error) {
        throw await refuseChange(actor, 'operator.create', null, detail, error);
      }
    },

    /**
     * Disables (and ends every session of) or re-enables an operator of the administrator's scope.
     * An operator outside the scope answers not.found; an administrator cannot disable itself.
     */
    async setStatus(
      admin: OperatorPrincipal,
      caller: OperatorCaller,
      id: number,
      status: 'active' | 'disabled',
    ): Promise<OperatorAccount> {
      const actor = actorOf(admin, caller);
      const action = status === 'disabled' ? 'operator.disable' : 'operator.enable';
      try {
        const row = await store.findOperatorById(db, id);
        if (!row || !inScope(scopeOf(admin), row.merchant_id)) throw new AppError('not.found');
        if (row.id === admin.id)
          throw new AppError('operator.forbidden', 'An operator cannot disable itself');
        await db.transaction().execute(async (trx) => {
          const changed = await store.setOperatorStatus(trx, id, status);
          if (status === 'disabled') await store.revokeSessionsOf(trx, id, now());
          await audit.record(
            actor,
            {
              action,
              target: `operator:${id}`,
              merchantId: row.merchant_id,
              detail: { username: row.username, changed },
            },
            trx,
          );
        });
        return accountOf((await namedOne(await store.findOperatorById(db, id)))!);
      } catch (error) {
        throw await refuseChange(actor, action, `operator:${id}`, {}, error);
      }
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
