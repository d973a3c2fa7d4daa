import { createHash, randomBytes } from 'node:crypto';
import type { OperatorRole } from '@portal/contracts/operators';
import type {
  EnrolChallenge,
  OperatorAccount,
  OperatorCreateBody,
  OperatorEnrolResult,
  OperatorLoginResult,
  OperatorSession,
  OperatorSessionInfo,
  OperatorTotpResult,
  OperatorView,
  OpsMerchant,
} from '@portal/contracts/operators.schema';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { hashPassword, needsRehash, verifyAgainstNobody, verifyPassword } from '../../platform/password.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import type { OperatorScope, OpsPage } from '../payments/decisions.ts';
import { type AuditActor, createAuditLog, failureCode, type MerchantDirectory } from './audit.ts';
import * as store from './operator.store.ts';
import {
  createTwoFactor,
  type SecondFactor,
  type SecondFactorProof,
  twoFactorRequired,
} from './operator-two-factor.ts';

/** An operator's session lasts one working shift, then a new login is needed... */
export const OPERATOR_SESSION_MS = 8 * 60 * 60 * 1000;
/** ...and ends sooner after this long without a request (OPS_SESSION_IDLE_MINUTES). */
export const OPERATOR_IDLE_MS = 30 * 60 * 1000;
/** A session's last activity is written at most this often, not on every request. */
const TOUCH_EVERY_MS = 60_000;
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
  twoFactorEnrolled: boolean;
  sessionExpiresAt: Date;
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
  twoFactorEnrolled: row.totp_enrolled_at !== null,
});

/** A brand colour the back office may paint with: #rgb to #rrggbbaa. */
const BRAND_COLOR = /^#[0-9a-f]{3,8}$/i;

const inScope = (scope: OperatorScope, merchantId: number | null) =>
  scope.merchantIds === null || (merchantId !== null && scope.merchantIds.includes(merchantId));

/**
 * Operator accounts, their sessions and second factors, and the audit log. Sessions are opaque 256-bit
 * tokens stored as SHA-256 and read from the database on every call (operators are few, and a disabled
 * operator or a logout must stop at once on every node). Throttling of logins is the caller's
 * (operator-login.ts).
 */
export function createOperatorService(
  db: Database,
  merchants: MerchantDirectory,
  options: {
    /** Seals the authenticator secrets at rest. */
    secretBox: SecretBox;
    now?: () => Date;
    sessionMs?: number;
    idleMs?: number;
  },
) {
  const now = options.now ?? (() => new Date());
  const sessionMs = options.sessionMs ?? OPERATOR_SESSION_MS;
  const idleMs = options.idleMs ?? OPERATOR_IDLE_MS;
  const audit = createAuditLog(db, now, merchants);
  const twoFactor = createTwoFactor({ db, box: options.secretBox, now, audit });

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

  const findOperator = (id: number) => store.findOperatorById(db, id);
  const findNamedOperator = async (id: number) => namedOne(await findOperator(id));

  /**
   * An administrator's change to an operator of its scope, audited either way: one outside the scope
   * answers not.found, and an administrator cannot make it to itself.
   */
  async function changeOperator(
    admin: OperatorPrincipal,
    caller: OperatorCaller,
    id: number,
    action: string,
    notOnItself: string,
    change: (trx: Database, row: store.OperatorRow) => Promise<Record<string, unknown>>,
  ): Promise<OperatorAccount> {
    const actor = actorOf(admin, caller);
    try {
      const row = await findOperator(id);
      if (!row || !inScope(scopeOf(admin), row.merchant_id)) throw new AppError('not.found');
      if (row.id === admin.id) throw new AppError('operator.forbidden', notOnItself);
      await db.transaction().execute(async (trx) => {
        const detail = await change(trx, row);
        await audit.record(
          actor,
          {
            action,
            target: `operator:${id}`,
            merchantId: row.merchant_id,
            detail: { username: row.username, ...detail },
          },
          trx,
        );
      });
      return accountOf((await namedOne(await findOperator(id)))!);
    } catch (error) {
      throw await refuseChange(actor, action, `operator:${id}`, {}, error);
    }
  }

  /** Starts a session for an operator whose login is complete, in the caller's transaction. */
  async function startSession(
    trx: Database,
    row: NamedOperator,
    caller: OperatorCaller,
    secondFactor: SecondFactor | 'none',
  ): Promise<OperatorSession> {
    const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
    const at = now();
    const operator = viewOf(row);
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
      {
        action: 'session.login',
        target: `operator:${row.id}`,
        merchantId: row.merchant_id,
        detail: { secondFactor },
      },
      trx,
    );
    return { token, operator };
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
        .map(({ code, name, primaryColor, accentColor }) => ({
          code,
          name,
          primaryColor: BRAND_COLOR.test(primaryColor) ? primaryColor : null,
          accentColor: BRAND_COLOR.test(accentColor) ? accentColor : null,
        }));
    },

    /**
     * Checks a username and password. An operator with a second factor, or whose role needs one, gets a
     * challenge (answered at `completeLogin`); any other gets its session at once. An unknown name, a
     * wrong password and a disabled operator answer the same operator.login.invalid after the same work
     * (one argon2id verification); the audit log keeps the real reason.
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
      if (twoFactor.needed(row)) return twoFactor.challenge(row, caller, 'login');
      const named = (await namedOne(row))!;
      return db.transaction().execute((trx) => startSession(trx, named, caller, 'none'));
    },

    /**
     * The second step of a login: a code of the operator's authenticator app, or one of its recovery
     * codes, or, for an enrolment, the new app's first code (then the answer carries the ten recovery
     * codes, shown once).
     */
    async completeLogin(
      caller: OperatorCaller,
      input: { challenge: string; proof: SecondFactorProof },
    ): Promise<OperatorTotpResult> {
      const { result, recoveryCodes } = await twoFactor.answer(
        {
          caller,
          token: input.challenge,
          purpose: 'login',
          proof: input.proof,
          findOperator: findNamedOperator,
        },
        (trx, row, how) => startSession(trx, row, caller, how),
      );
      return { ...result, recoveryCodes };
    },

    /** The operator a login challenge belongs to (the login limits apply to its answers too). */
    challengeOwner: async (challenge: string) => {
      const id = await twoFactor.ownerOf(challenge);
      return id === null ? undefined : store.findOperatorById(db, id);
    },

    /** Starts setting up an authenticator app from a session (an operator whose role does not need one). */
    async beginEnrolment(operator: OperatorPrincipal, caller: OperatorCaller): Promise<EnrolChallenge> {
      const row = await findOperator(operator.id);
      if (!row) throw new AppError('operator.not.logged.in');
      const challenge = await twoFactor.challenge(row, caller, 'enrol');
      // An enrolled operator was refused above; the check tells the compiler.
      if (challenge.next !== 'enrol') throw new AppError('operator.totp.enrolled');
      return challenge;
    },

    /** Confirms an enrolment begun from this session with the app's first code: the recovery codes. */
    async confirmEnrolment(
      operator: OperatorPrincipal,
      caller: OperatorCaller,
      input: { challenge: string; code: string },
    ): Promise<OperatorEnrolResult> {
      const { recoveryCodes } = await twoFactor.answer(
        {
          caller,
          token: input.challenge,
          purpose: 'enrol',
          proof: { code: input.code },
          operatorId: operator.id,
          findOperator,
        },
        async () => null,
      );
      return { recoveryCodes: recoveryCodes ?? [] };
    },

    /** Whether an operator of this name has logged in from this address before (spared by the failure cap). */
    async knownAddress(username: string, ip: string): Promise<boolean> {
      const row = await store.findOperatorByUsername(db, normaliseUsername(username));
      return row ? store.hasLoggedInFrom(db, row.id, ip) : false;
    },

    /**
     * The active operator behind a token. Refuses an unknown or revoked token with
     * operator.not.logged.in, and a session past its end or idle too long with operator.session.expired.
     * Activity is written at most once a minute.
     */
    async authenticate(token: string): Promise<OperatorPrincipal> {
      if (!token.startsWith(TOKEN_PREFIX) || token.length > 200) throw new AppError('operator.not.logged.in');
      const tokenHash = hashToken(token);
      const session = await store.findSession(db, tokenHash);
      if (!session) throw new AppError('operator.not.logged.in');
      const at = now().getTime();
      const lastSeen = new Date(session.last_seen_at).getTime();
      const expiresAt = new Date(session.expires_at);
      if (expiresAt.getTime() <= at || at - lastSeen > idleMs) throw new AppError('operator.session.expired');
      if (at - lastSeen >= TOUCH_EVERY_MS) await store.touchSession(db, tokenHash, new Date(at));
      const row = (await namedOne(session))!;
      return {
        ...viewOf(row),
        merchantId: row.merchant_id,
        tokenHash,
        twoFactorEnrolled: row.totp_enrolled_at !== null,
        sessionExpiresAt: expiresAt,
      };
    },

    /** The operator of a session as GET /ops/v1/session shows it. */
    sessionInfo(operator: OperatorPrincipal): OperatorSessionInfo {
      const { id, username, role, merchant } = operator;
      return {
        id,
        username,
        role,
        merchant,
        twoFactor: { enrolled: operator.twoFactorEnrolled, required: twoFactorRequired(role) },
        expiresAt: operator.sessionExpiresAt.toISOString(),
        idleTimeoutSeconds: Math.round(idleMs / 1000),
      };
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
    setStatus(
      admin: OperatorPrincipal,
      caller: OperatorCaller,
      id: number,
      status: 'active' | 'disabled',
    ): Promise<OperatorAccount> {
      const action = status === 'disabled' ? 'operator.disable' : 'operator.enable';
      return changeOperator(admin, caller, id, action, 'An operator cannot disable itself', async (trx) => {
        const changed = await store.setOperatorStatus(trx, id, status);
        if (status === 'disabled') await store.revokeSessionsOf(trx, id, now());
        return { changed };
      });
    },

    /**
     * Forgets an operator's second factor (a lost phone): its recovery codes and open challenges go too,
     * and it sets up an app again at its next login (or from its session, if its role does not need
     * one). Its sessions go on. Another administrator resets an administrator's.
     */
    resetTwoFactor(admin: OperatorPrincipal, caller: OperatorCaller, id: number): Promise<OperatorAccount> {
      return changeOperator(
        admin,
        caller,
        id,
        'operator.totp.reset',
        'An operator cannot reset its own two-factor authentication',
        async (trx, row) => {
          await twoFactor.reset(trx, id);
          return { wasEnrolled: row.totp_enrolled_at !== null };
        },
      );
    },
  };
}

export type OperatorService = ReturnType<typeof createOperatorService>;
