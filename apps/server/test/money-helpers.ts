import { randomUUID } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { house, walletOf } from '../src/modules/wallet/ledger.service.ts';
import { hashPassword } from '../src/platform/password.ts';
import { insertTestAccount } from './test-accounts.ts';
import { type Caller, injectAs, type TestApp, useTestApp } from './test-app.ts';

/** Shared by the money tests: calls through HTTP, fresh players with money, and the ledger's invariants. */

let lastIp = 0;
/** A new caller address, so that per-address limits of one test stay in it. */
export const freshIp = () => {
  lastIp++;
  return `10.4.${Math.floor(lastIp / 250)}.${(lastIp % 250) + 1}`;
};

export type Call = Omit<Caller, 'cookies'>;

export const call = (
  t: TestApp,
  method: InjectOptions['method'],
  url: string,
  body?: unknown,
  c: Call = {},
) => injectAs(t, method, url, body, c, '198.51.100.40');

export function answerOf<T = Record<string, unknown>>(res: LightMyRequestResponse): T {
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json();
  expect(body.success).toBe(true);
  return body.value as T;
}

export function refusedWith(res: LightMyRequestResponse, status: number, code: string) {
  expect(res.statusCode, res.body).toBe(status);
  const body = res.json();
  expect(body.success).toBe(false);
  expect(body.errorCode).toBe(code);
  return body as { value: unknown; message: string };
}

export const requestId = () => randomUUID();

export async function merchantId(t: TestApp, code = 'siam'): Promise<number> {
  const row = await t.database.db
    .selectFrom('merchants')
    .select('id')
    .where('code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

export type Player = { id: number; username: string; password: string; token: string; merchantId: number };

let players = 0;
/**
 * A player of its own for a test (so balances are not shared), logged in, with an opening balance
 * posted through the ledger like any movement. `parent` places it under an account (by username).
 */
export async function newPlayer(
  t: TestApp,
  options: { balance?: number; merchant?: string; parent?: string; type?: number; realName?: string } = {},
): Promise<Player> {
  const merchant = options.merchant ?? 'siam';
  const mid = await merchantId(t, merchant);
  players++;
  const username = `p${process.pid % 1000}x${players}${Math.floor(Math.random() * 1000)}`;
  const password = 'Player@2026';
  const parent = options.parent ? await t.services.accounts.findByUsername(mid, options.parent) : undefined;
  const id = await insertTestAccount(t.services.accounts, {
    merchantId: mid,
    username,
    passwordHash: await hashPassword(password),
    type: options.type ?? 0,
    parentId: parent?.id ?? null,
    profile: options.realName ? { realName: options.realName } : {},
  });
  if (options.balance) await fund(t, mid, id, options.balance);
  const res = await call(
    t,
    'POST',
    '/wps/session/loginV2',
    { username, password },
    { ip: freshIp(), merchant },
  );
  const token = answerOf<{ token: string }>(res).token;
  return { id, username, password, token, merchantId: mid };
}

/** Credits a wallet from the house (a test's opening balance). */
export async function fund(t: TestApp, mid: number, accountId: number, amount: number) {
  await t.services.ledger.post({
    merchantId: mid,
    type: 'adjustment',
    reference: 'TEST-FUND',
    source: 'test',
    idempotencyKey: requestId(),
    lines: [
      { account: walletOf(accountId), amount },
      { account: house('bonus_expense'), amount: -amount },
    ],
  });
}

export async function balanceOf(t: TestApp, player: Player): Promise<number> {
  return t.services.ledger.balanceOf(player.merchantId, walletOf(player.id));
}

/**
 * The ledger's invariants over the whole database: every entry's lines sum to zero, no owned account
 * is below zero, and every owned account's balance is the sum of its lines.
 */
export async function expectLedgerInvariants(t: { database: { db: Database } }) {
  const { db } = t.database;
  const unbalanced = await db
    .selectFrom('journal_lines')
    .select(['entry_id', (eb) => eb.fn.sum<number>('amount').as('sum')])
    .groupBy('entry_id')
    .having((eb) => eb.fn.sum('amount'), '<>', 0)
    .execute();
  expect(unbalanced).toEqual([]);
  const accounts = await db
    .selectFrom('ledger_accounts as a')
    .leftJoin('journal_lines as l', 'l.account_id', 'a.id')
    .select([
      'a.id',
      'a.kind',
      'a.balance',
      (eb) => eb.fn.coalesce(eb.fn.sum<number>('l.amount'), eb.lit(0)).as('sum'),
    ])
    .groupBy(['a.id', 'a.kind', 'a.balance'])
    .execute();
  for (const a of accounts) {
    if (a.kind === 'house') continue;
    expect(a.balance, `account ${a.id}`).toBeGreaterThanOrEqual(0);
    expect(Number(a.sum), `account ${a.id}`).toBe(Number(a.balance));
  }
}

/** The app a money test file shares, the ledger's invariants checked before it closes. */
export const useMoneyApp = (env: Record<string, string> = {}) => useTestApp(expectLedgerInvariants, env);
