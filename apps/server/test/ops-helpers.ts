import { createHash } from 'node:crypto';
import type { OperatorRole } from '@portal/contracts/operators';
import type { InjectOptions } from 'fastify';
import { beforeAll } from 'vitest';
import { DEMO_OPERATORS } from '../src/db/seed/operators.ts';
import { answerOf, call, freshIp, type Player, requestId } from './money-helpers.ts';
import { type Authenticator, createAuthenticator, loginWithCode } from './operator-authenticator.ts';
import { injectAs, type TestApp } from './test-app.ts';

/** The demo operators' credentials (the seed's): admin and finance of every merchant, a viewer of siam. */
export const OPS = Object.fromEntries(
  DEMO_OPERATORS.map((o) => [o.username, { username: o.username, password: o.password }]),
) as Record<(typeof DEMO_OPERATORS)[number]['username'], { username: string; password: string }>;

export const OPS_AGENT = 'ops-test/1.0';

export type OpsCall = { token?: string; ip?: string; userAgent?: string };

/** A call to the operator API, from its own address and client unless given. */
export function ops(
  t: TestApp,
  method: InjectOptions['method'],
  url: string,
  body?: unknown,
  c: OpsCall = {},
) {
  const from = { headers: { 'user-agent': c.userAgent ?? OPS_AGENT }, token: c.token, ip: c.ip };
  return injectAs(t, method, url, body, from, '203.0.113.10');
}

const authenticators = new WeakMap<TestApp, Authenticator>();

/**
 * The authenticator app of a test app's operators: it learns their secrets as they enrol, and when the
 * codes of the current time steps are used it moves the app's operator clock on instead of waiting.
 */
export function authenticatorOf(t: TestApp): Authenticator {
  let authenticator = authenticators.get(t);
  if (!authenticator) {
    authenticator = createAuthenticator({
      now: () => t.operatorClock.now().getTime(),
      waitUntil: async (ms) => t.operatorClock.advance(ms - t.operatorClock.now().getTime()),
    });
    authenticators.set(t, authenticator);
  }
  return authenticator;
}

/** POSTs to the operator API from one address, answering the envelope. */
export const opsPost =
  (t: TestApp, ip: string, c: Omit<OpsCall, 'ip'> = {}) =>
  async (path: string, body: unknown) =>
    (await ops(t, 'POST', path, body, { ...c, ip })).json();

/**
 * Logs an operator in from a fresh address (so login limits of one test stay in it) and returns its
 * token: with a code of its authenticator app when it has one, enrolling it first when its role needs
 * one (admin, finance).
 */
export async function opsLogin(
  t: TestApp,
  who: { username: string; password: string },
  ip = freshIp(),
  c: Omit<OpsCall, 'ip'> = {},
) {
  return (await loginWithCode(opsPost(t, ip, c), authenticatorOf(t), who)).token;
}

/** A pending bank-transfer deposit, made by the player through the player API. */
export async function pendingBankDeposit(t: TestApp, player: Player, merchant: string, amount: number) {
  const res = await call(
    t,
    'POST',
    '/wps/transaction/deposit/BANK',
    { amount, requestId: requestId(), payerName: 'Somchai Test', payerReference: `REF${amount}` },
    { token: player.token, merchant },
  );
  return answerOf<{ id: number; orderNo: string; status: string }>(res);
}

/** An operator of its own for a test, created by an admin through the admin API. */
export async function newOperator(t: TestApp, adminToken: string, role: OperatorRole, merchant?: string) {
  const username = `op${Math.floor(Math.random() * 1e9)}`;
  const password = 'Operator#Pass2026';
  const res = await ops(
    t,
    'POST',
    '/ops/v1/operators',
    { username, password, role, ...(merchant ? { merchant } : {}) },
    { token: adminToken },
  );
  const created = answerOf<{ id: number }>(res);
  return { id: created.id, username, password };
}

/** A new operator, logged in: its token. */
export async function newOperatorToken(
  t: TestApp,
  adminToken: string,
  role: OperatorRole,
  merchant?: string,
) {
  const { username, password } = await newOperator(t, adminToken, role, merchant);
  return opsLogin(t, { username, password });
}

/** How the operator tables keep a token (a session's, a challenge's): its SHA-256. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The demo administrator's session for a test file, logged in before its tests, and operators of its
 * making. `admin.token` is read when used, so a test that let it expire may log in again (`relogin`).
 */
export function useOpsAdmin(t: TestApp) {
  const admin = { token: '' };
  const relogin = async () => {
    admin.token = await opsLogin(t, OPS.admin);
  };
  beforeAll(relogin);
  return {
    admin,
    relogin,
    newOperator: (role: OperatorRole, merchant?: string) => newOperator(t, admin.token, role, merchant),
  };
}
