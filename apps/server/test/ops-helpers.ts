import type { OperatorRole } from '@portal/contracts/operators';
import type { InjectOptions } from 'fastify';
import { DEMO_OPERATORS } from '../src/db/seed/operators.ts';
import { answerOf, call, freshIp, type Player, requestId } from './money-helpers.ts';
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

/** Logs an operator in from a fresh address (so login limits of one test stay in it) and returns its token. */
export async function opsLogin(t: TestApp, who: { username: string; password: string }, ip = freshIp()) {
  const res = await ops(t, 'POST', '/ops/v1/session/login', who, { ip });
  return answerOf<{ token: string }>(res).token;
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
