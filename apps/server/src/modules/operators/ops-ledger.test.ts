import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf, newPlayer, type Player, refusedWith } from '../../../test/money-helpers.ts';
import { OPS, ops, opsLogin, pendingBankDeposit } from '../../../test/ops-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

type Account = {
  id: number;
  merchant: string;
  kind: string;
  owner: string | null;
  code: string;
  balance: number | null;
};
type Line = { entryId: number; type: string; amount: number; balanceAfter: number | null; reference: string };
type Lines = { account: Account; items: Line[]; next: number | null };
type Entry = {
  id: number;
  merchant: string;
  type: string;
  lines: Array<{ owner: string | null; kind: string; amount: number }>;
};
type Reconciliation = {
  lines: number;
  total: number;
  unbalancedEntries: number;
  mismatched: unknown[];
  balanced: boolean;
};

const t = useTestApp();
let admin: string;
let finance: string;
let viewer: string;
let player: Player;
let lucky: Player;
let wallet: Account;

const get = <T>(url: string, token: string) =>
  ops(t, 'GET', url, undefined, { token }).then((r) => answerOf<T>(r));

beforeAll(async () => {
  [admin, finance, viewer] = await Promise.all([
    opsLogin(t, OPS.admin),
    opsLogin(t, OPS.finance),
    opsLogin(t, OPS.siamviewer),
  ]);
  player = await newPlayer(t, { merchant: 'siam', balance: 10_000 });
  lucky = await newPlayer(t, { merchant: 'lucky', balance: 5_000 });
  // three more movements on the player's wallet: deposits an operator approves
  for (const amount of [30_000, 40_000, 50_000]) {
    const order = await pendingBankDeposit(t, player, 'siam', amount);
    answerOf(await ops(t, 'POST', `/ops/v1/deposits/${order.id}/approve`, {}, { token: finance }));
  }
  const found = await get<{ items: Account[] }>(
    `/ops/v1/ledger/accounts?merchant=siam&username=${player.username}`,
    viewer,
  );
  wallet = found.items.find((a) => a.kind === 'wallet') as Account;
});

describe('the ledger for operators', () => {
  it('finds a member’s wallet with its balance', () => {
    expect(wallet).toMatchObject({ merchant: 'siam', kind: 'wallet', owner: player.username, code: 'MAIN' });
    expect(wallet.balance).toBe(130_000);
  });

  it('pages an account’s lines newest first by keyset, each page continuing where the last ended', async () => {
    const first = await get<Lines>(`/ops/v1/ledger/accounts/${wallet.id}/lines?limit=2`, viewer);
    expect(first.items.map((l) => l.amount)).toEqual([50_000, 40_000]);
    expect(first.items.map((l) => l.balanceAfter)).toEqual([130_000, 80_000]);
    expect(first.next).toBe(first.items[1]?.entryId);
    const second = await get<Lines>(
      `/ops/v1/ledger/accounts/${wallet.id}/lines?limit=2&before=${first.next}`,
      viewer,
    );
    expect(second.items.map((l) => l.amount)).toEqual([30_000, 10_000]);
    expect(second.next).toBeNull();
    expect(second.account.balance).toBe(130_000);
    const deposits = await get<Lines>(`/ops/v1/ledger/accounts/${wallet.id}/lines?type=deposit`, viewer);
    expect(deposits.items).toHaveLength(3);
    expect(deposits.items.every((l) => l.type.startsWith('deposit'))).toBe(true);
  });

  it('shows an entry with every line, summing to zero, and a house account’s balance as its lines', async () => {
    const { items } = await get<Lines>(`/ops/v1/ledger/accounts/${wallet.id}/lines?limit=1`, viewer);
    const entry = await get<Entry>(`/ops/v1/ledger/entries/${items[0]?.entryId}`, viewer);
    expect(entry.merchant).toBe('siam');
    expect(entry.lines.reduce((sum, l) => sum + l.amount, 0)).toBe(0);
    expect(entry.lines.find((l) => l.kind === 'wallet')).toMatchObject({
      owner: player.username,
      amount: 50_000,
    });
    const houseLine = entry.lines.find((l) => l.kind === 'house') as { amount: number };
    expect(houseLine.amount).toBe(-50_000);
    const houses = await get<{ items: Account[] }>(
      '/ops/v1/ledger/accounts?merchant=siam&kind=house&limit=100',
      viewer,
    );
    expect(houses.items.length).toBeGreaterThan(0);
    expect(houses.items.every((a) => a.balance === null && a.owner === null)).toBe(true);
    const house = await get<Lines>(`/ops/v1/ledger/accounts/${houses.items[0]?.id}/lines?limit=1`, viewer);
    expect(typeof house.account.balance).toBe('number');
  });

  it('pages the accounts list by id', async () => {
    const first = await get<{ items: Account[]; next: number | null }>(
      '/ops/v1/ledger/accounts?merchant=siam&limit=2',
      viewer,
    );
    expect(first.items).toHaveLength(2);
    expect(first.next).toBe(first.items[1]?.id);
    const second = await get<{ items: Account[] }>(
      `/ops/v1/ledger/accounts?merchant=siam&limit=2&after=${first.next}`,
      viewer,
    );
    expect(second.items[0]?.id).toBeGreaterThan(first.next as number);
  });

  it('reconciles: every entry sums to zero and every owned balance equals its lines', async () => {
    const all = await get<Reconciliation>('/ops/v1/ledger/reconciliation', finance);
    expect(all).toMatchObject({ total: 0, unbalancedEntries: 0, mismatched: [], balanced: true });
    expect(all.lines).toBeGreaterThanOrEqual(8);
    const siam = await get<Reconciliation>('/ops/v1/ledger/reconciliation?merchant=siam', admin);
    expect(siam.balanced).toBe(true);
    expect(siam.lines).toBeLessThan(all.lines);
  });

  it('keeps an operator scoped to one merchant out of the others', async () => {
    const found = await get<{ items: Account[] }>(
      `/ops/v1/ledger/accounts?merchant=lucky&username=${lucky.username}`,
      admin,
    );
    const luckyWallet = found.items[0] as Account;
    expect(luckyWallet.merchant).toBe('lucky');
    refusedWith(
      await ops(t, 'GET', `/ops/v1/ledger/accounts/${luckyWallet.id}/lines`, undefined, { token: viewer }),
      404,
      'not.found',
    );
    refusedWith(
      await ops(t, 'GET', '/ops/v1/ledger/accounts?merchant=lucky', undefined, { token: viewer }),
      404,
      'merchant.unknown',
    );
    const own = await get<{ items: Account[] }>('/ops/v1/ledger/accounts?limit=100', viewer);
    expect(own.items.every((a) => a.merchant === 'siam')).toBe(true);
    const { items } = await get<Lines>(`/ops/v1/ledger/accounts/${luckyWallet.id}/lines?limit=1`, admin);
    refusedWith(
      await ops(t, 'GET', `/ops/v1/ledger/entries/${items[0]?.entryId}`, undefined, { token: viewer }),
      404,
      'not.found',
    );
  });

  it('refuses the reconciliation to a viewer, players and callers without a session', async () => {
    refusedWith(
      await ops(t, 'GET', '/ops/v1/ledger/reconciliation', undefined, { token: viewer }),
      403,
      'operator.forbidden',
    );
    refusedWith(
      await ops(t, 'GET', '/ops/v1/ledger/accounts', undefined, { token: player.token }),
      401,
      'operator.not.logged.in',
    );
    refusedWith(await ops(t, 'GET', '/ops/v1/ledger/accounts'), 401, 'operator.not.logged.in');
  });

  it('answers bad input with the envelope and changes nothing', async () => {
    for (const url of [
      '/ops/v1/ledger/accounts?limit=0',
      '/ops/v1/ledger/accounts?after=abc',
      '/ops/v1/ledger/accounts?kind=bank',
      '/ops/v1/ledger/accounts?username=someone',
      `/ops/v1/ledger/accounts/${wallet.id}/lines?before=-1`,
      `/ops/v1/ledger/accounts/${wallet.id}/lines?type=DROP%20TABLE`,
      `/ops/v1/ledger/accounts/${wallet.id}/lines?start=yesterday`,
      '/ops/v1/ledger/entries/0',
    ]) {
      refusedWith(await ops(t, 'GET', url, undefined, { token: admin }), 400, 'validation.failed');
    }
    refusedWith(
      await ops(t, 'GET', '/ops/v1/ledger/accounts/2147483647/lines', undefined, { token: admin }),
      404,
      'not.found',
    );
    refusedWith(
      await ops(t, 'GET', '/ops/v1/ledger/entries/2147483647', undefined, { token: admin }),
      404,
      'not.found',
    );
    expect((await get<Reconciliation>('/ops/v1/ledger/reconciliation', admin)).balanced).toBe(true);
  });

  it('names an account whose balance is off its lines (the check can fail)', async () => {
    await sql`update ledger_accounts set balance = balance + 1 where id = ${wallet.id}`.execute(
      t.database.db,
    );
    try {
      const broken = await get<Reconciliation & { mismatched: Array<{ account: Account; lines: number }> }>(
        '/ops/v1/ledger/reconciliation?merchant=siam',
        finance,
      );
      expect(broken.balanced).toBe(false);
      expect(broken.mismatched).toEqual([
        {
          account: expect.objectContaining({ id: wallet.id, owner: player.username, balance: 130_001 }),
          lines: 130_000,
        },
      ]);
    } finally {
      await sql`update ledger_accounts set balance = balance - 1 where id = ${wallet.id}`.execute(
        t.database.db,
      );
    }
    expect((await get<Reconciliation>('/ops/v1/ledger/reconciliation?merchant=siam', finance)).balanced).toBe(
      true,
    );
  });
});
