import type { InjectOptions } from 'fastify';
import { DEMO_OPERATORS } from '../../src/db/seed/operators.ts';
import type { TestApp } from '../test-app.ts';
import { answerOf, call, freshIp, type Player, requestId } from '../wallet/money-helpers.ts';

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
  const headers: Record<string, string> = { 'user-agent': c.userAgent ?? OPS_AGENT };
  if (c.token) headers.authorization = c.token;
  return t.app.inject({
    method,
    url,
    headers,
    remoteAddress: c.ip ?? '203.0.113.10',
    ...(body === undefined ? {} : { payload: body as object }),
  });
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
