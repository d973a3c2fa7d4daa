import type { PageOf } from '@portal/contracts/common';
import type { OpsAdjustment, OpsPlayer } from '@portal/contracts/operators-players.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  answerOf,
  balanceOf,
  newPlayer,
  type Player,
  refusedWith,
  requestId,
  useMoneyApp,
} from '../../../test/money-helpers.ts';
import { newOperatorToken, OPS, ops, opsLogin } from '../../../test/ops-helpers.ts';

const t = useMoneyApp();
/** The default approval limit: 10,000.00. */
const LIMIT = 1_000_000;
let admin: string;
let finance: string;
let viewer: string;

const post = (url: string, body: unknown, token: string) => ops(t, 'POST', url, body, { token });
const get = <T>(url: string, token: string) =>
  ops(t, 'GET', url, undefined, { token }).then((r) => answerOf<T>(r));

type Ask = { direction?: 'credit' | 'debit'; amount: number; reason?: string; requestId?: string };
const ask = (p: Player, body: Ask, token = finance) =>
  post(
    `/ops/v1/players/${p.id}/adjustments`,
    { direction: 'credit', reason: 'Goodwill after an outage', requestId: requestId(), ...body },
    token,
  );
const asked = async (p: Player, body: Ask, token = finance) =>
  answerOf<OpsAdjustment>(await ask(p, body, token));
const approve = (id: number, token: string) => post(`/ops/v1/adjustments/${id}/approve`, {}, token);

/** The journal entries an adjustment posted (its id is the ledger's key): one at most. */
async function entriesOf(adjustment: { id: number }) {
  return t.database.db
    .selectFrom('journal_entries')
    .select(['id', 'type', 'reference'])
    .where('source', '=', 'adjustment')
    .where('idempotency_key', '=', String(adjustment.id))
    .execute();
}

beforeAll(async () => {
  [admin, finance, viewer] = await Promise.all([
    opsLogin(t, OPS.admin),
    opsLogin(t, OPS.finance),
    opsLogin(t, OPS.siamviewer),
  ]);
});

describe('manual adjustments within the limit', () => {
  it('credits the main wallet at once against the manual_adjustment house account', async () => {
    const player = await newPlayer(t, { balance: 10_000 });
    const adjustment = await asked(player, { amount: 2_550 });
    expect(adjustment).toMatchObject({
      playerId: player.id,
      username: player.username,
      merchant: 'siam',
      direction: 'credit',
      amount: 2_550,
      status: 'posted',
      requestedBy: 'finance',
      decidedBy: null,
      balanceAfter: 12_550,
      reason: 'Goodwill after an outage',
    });
    expect(await balanceOf(t, player)).toBe(12_550);
    const entry = await get<{
      type: string;
      reference: string;
      lines: Array<{ kind: string; code: string; amount: number }>;
    }>(`/ops/v1/ledger/entries/${adjustment.entryId}`, viewer);
    expect(entry).toMatchObject({ type: 'adjustment', reference: `ADJ${adjustment.id}` });
    expect(entry.lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'wallet', amount: 2_550 }),
        expect.objectContaining({ kind: 'house', code: 'manual_adjustment', amount: -2_550 }),
      ]),
    );
    // the player's page shows it, and so does its list
    expect((await get<OpsPlayer>(`/ops/v1/players/${player.id}`, viewer)).balances.main).toBe(12_550);
    const listed = await get<PageOf<OpsAdjustment>>(`/ops/v1/players/${player.id}/adjustments`, viewer);
    expect(listed.content.map((a) => a.id)).toEqual([adjustment.id]);
  });

  it('debits the wallet, and posts exactly at the limit without an approval', async () => {
    const player = await newPlayer(t, { balance: LIMIT + 500 });
    expect((await asked(player, { direction: 'debit', amount: LIMIT })).status).toBe('posted');
    expect(await balanceOf(t, player)).toBe(500);
  });

  it('refuses a debit below zero: nothing posted, no adjustment kept, the refusal audited', async () => {
    const player = await newPlayer(t, { balance: 1_000 });
    refusedWith(await ask(player, { direction: 'debit', amount: 1_001 }), 409, 'wallet.insufficient.funds');
    expect(await balanceOf(t, player)).toBe(1_000);
    expect((await get<PageOf<OpsAdjustment>>(`/ops/v1/players/${player.id}/adjustments`, viewer)).total).toBe(
      0,
    );
    const audit = await get<PageOf<{ action: string; detail: Record<string, unknown> }>>(
      `/ops/v1/audit?target=player:${player.id}`,
      admin,
    );
    expect(audit.content.map((row) => [row.action, row.detail.errorCode, row.detail.amount])).toEqual([
      ['player.adjust.refused', 'wallet.insufficient.funds', 1_001],
    ]);
  });

  it('answers a retried request with its adjustment and posts once; other details are a conflict', async () => {
    const player = await newPlayer(t);
    const id = requestId();
    const [a, b] = await Promise.all([
      asked(player, { amount: 700, requestId: id }),
      asked(player, { amount: 700, requestId: id }),
    ]);
    expect(a.id).toBe(b.id);
    expect(await balanceOf(t, player)).toBe(700);
    expect(await entriesOf(a)).toHaveLength(1);
    refusedWith(await ask(player, { amount: 701, requestId: id }), 409, 'adjustment.request.conflict');
    expect(await balanceOf(t, player)).toBe(700);
  });
});

describe('adjustments above the limit', () => {
  let player: Player;
  let waiting: OpsAdjustment;

  beforeAll(async () => {
    player = await newPlayer(t, { balance: 5_000 });
    waiting = await asked(player, { amount: LIMIT + 1, reason: 'Jackpot paid by hand' });
  });

  it('waits for a second operator: nothing moves, the approvers see it in the queue', async () => {
    expect(waiting).toMatchObject({ status: 'pending', entryId: null, balanceAfter: null, decidedAt: null });
    expect(await balanceOf(t, player)).toBe(5_000);
    const queue = await get<PageOf<OpsAdjustment>>('/ops/v1/adjustments?status=pending&pageSize=100', viewer);
    expect(queue.content.map((a) => a.id)).toContain(waiting.id);
    expect(queue.content.every((a) => a.status === 'pending' && a.merchant === 'siam')).toBe(true);
    expect(await get('/ops/v1/adjustments/rules', viewer)).toEqual({ approvalLimit: LIMIT });
  });

  it('is never approved by the operator who asked for it', async () => {
    refusedWith(await approve(waiting.id, finance), 403, 'adjustment.own.request');
    expect(await balanceOf(t, player)).toBe(5_000);
  });

  it('posts once when another operator approves, and a second approval changes nothing', async () => {
    const approved = answerOf<OpsAdjustment>(await approve(waiting.id, admin));
    expect(approved).toMatchObject({ status: 'posted', decidedBy: 'admin', balanceAfter: 5_000 + LIMIT + 1 });
    expect(await balanceOf(t, player)).toBe(5_000 + LIMIT + 1);
    refusedWith(await approve(waiting.id, admin), 409, 'adjustment.already.decided');
    refusedWith(
      await post(`/ops/v1/adjustments/${waiting.id}/reject`, {}, admin),
      409,
      'adjustment.already.decided',
    );
    expect(await entriesOf(waiting)).toHaveLength(1);
    expect(await balanceOf(t, player)).toBe(5_000 + LIMIT + 1);
    const audit = await get<PageOf<{ action: string; detail: Record<string, unknown> }>>(
      `/ops/v1/audit?target=adjustment:${waiting.id}`,
      admin,
    );
    expect(audit.content.map((row) => [row.action, row.detail.errorCode ?? row.detail.status])).toEqual([
      ['adjustment.reject.refused', 'adjustment.already.decided'],
      ['adjustment.approve.refused', 'adjustment.already.decided'],
      ['adjustment.approve', 'posted'],
      ['adjustment.approve.refused', 'adjustment.own.request'],
    ]);
  });

  it('posts once when approvals race', async () => {
    const other = await newPlayer(t);
    const pending = await asked(other, { amount: 2 * LIMIT });
    const secondFinance = await newOperatorToken(t, admin, 'finance');
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => approve(pending.id, admin)),
      ...Array.from({ length: 4 }, () => approve(pending.id, secondFinance)),
    ]);
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((x) => x.statusCode !== 200))
      refusedWith(r, 409, 'adjustment.already.decided');
    expect(await entriesOf(pending)).toHaveLength(1);
    expect(await balanceOf(t, other)).toBe(2 * LIMIT);
  });

  it('is rejected with a note and posts nothing; its requester may withdraw one', async () => {
    const other = await newPlayer(t);
    const pending = await asked(other, { amount: LIMIT * 3 });
    const rejected = answerOf<OpsAdjustment>(
      await post(`/ops/v1/adjustments/${pending.id}/reject`, { note: 'No ticket for this' }, admin),
    );
    expect(rejected).toMatchObject({
      status: 'rejected',
      decidedBy: 'admin',
      note: 'No ticket for this',
      entryId: null,
    });
    refusedWith(await approve(pending.id, admin), 409, 'adjustment.already.decided');
    const mine = await asked(other, { amount: LIMIT * 3 });
    expect(
      answerOf<OpsAdjustment>(await post(`/ops/v1/adjustments/${mine.id}/reject`, undefined, finance)),
    ).toMatchObject({
      status: 'rejected',
      decidedBy: 'finance',
    });
    expect(await balanceOf(t, other)).toBe(0);
    expect(await entriesOf(pending)).toEqual([]);
  });

  it('refuses an approved debit the balance no longer covers, and leaves it waiting', async () => {
    const other = await newPlayer(t, { balance: LIMIT + 10 });
    const pending = await asked(other, { direction: 'debit', amount: LIMIT + 5 });
    await asked(other, { direction: 'debit', amount: 10 });
    refusedWith(await approve(pending.id, admin), 409, 'wallet.insufficient.funds');
    expect(await balanceOf(t, other)).toBe(LIMIT);
    const queue = await get<PageOf<OpsAdjustment>>(`/ops/v1/players/${other.id}/adjustments`, viewer);
    expect(queue.content.find((a) => a.id === pending.id)?.status).toBe('pending');
    expect(await entriesOf(pending)).toEqual([]);
  });
});

describe('who may adjust', () => {
  it('refuses a viewer, and another merchant’s operator with not.found', async () => {
    const player = await newPlayer(t, { merchant: 'lucky' });
    refusedWith(await ask(player, { amount: 100 }, viewer), 403, 'operator.forbidden');
    const siamFinance = await newOperatorToken(t, admin, 'finance', 'siam');
    refusedWith(await ask(player, { amount: 100 }, siamFinance), 404, 'not.found');
    const pending = await asked(player, { amount: LIMIT + 1 });
    refusedWith(await approve(pending.id, siamFinance), 404, 'not.found');
    refusedWith(await approve(pending.id, viewer), 403, 'operator.forbidden');
    refusedWith(
      await ops(t, 'GET', '/ops/v1/adjustments?merchant=lucky', undefined, { token: viewer }),
      404,
      'merchant.unknown',
    );
    const siamQueue = await get<PageOf<OpsAdjustment>>(
      '/ops/v1/adjustments?status=pending&pageSize=100',
      viewer,
    );
    expect(siamQueue.content.some((a) => a.id === pending.id)).toBe(false);
    refusedWith(await approve(2_000_000_000, admin), 404, 'not.found');
    expect(await balanceOf(t, player)).toBe(0);
  });

  it('refuses bad input with validation.failed and moves nothing', async () => {
    const player = await newPlayer(t, { balance: 100 });
    const base = { direction: 'credit', amount: 100, reason: 'ok', requestId: requestId() };
    for (const body of [
      { ...base, amount: 0 },
      { ...base, amount: -5 },
      { ...base, amount: 1.5 },
      { ...base, amount: 100_000_000_001 },
      { ...base, amount: 'lots' },
      { ...base, direction: 'gift' },
      { ...base, reason: '' },
      { ...base, reason: 'x'.repeat(501) },
      { ...base, requestId: 'short' },
      { ...base, requestId: 'has spaces in it' },
      { direction: 'credit', amount: 100, reason: 'no id' },
    ]) {
      refusedWith(
        await post(`/ops/v1/players/${player.id}/adjustments`, body, finance),
        400,
        'validation.failed',
      );
    }
    refusedWith(await ask(player, { amount: 100, reason: '   ' }), 400, 'validation.failed');
    refusedWith(await post('/ops/v1/adjustments/0/approve', {}, admin), 400, 'validation.failed');
    refusedWith(
      await post('/ops/v1/adjustments/1/reject', { note: 'x'.repeat(201) }, admin),
      400,
      'validation.failed',
    );
    for (const query of ['status=waiting', 'pageSize=0', 'pageNum=0']) {
      refusedWith(
        await ops(t, 'GET', `/ops/v1/adjustments?${query}`, undefined, { token: viewer }),
        400,
        'validation.failed',
      );
    }
    expect(await balanceOf(t, player)).toBe(100);
  });
});
