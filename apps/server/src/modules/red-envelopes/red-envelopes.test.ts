import type { EnvelopeCampaignInput } from '@portal/contracts/red-envelopes.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  answerOf,
  balanceOf,
  call,
  merchantId,
  newPlayer,
  type Player,
  refusedWith,
  useMoneyApp,
} from '../../../test/money-helpers.ts';
import { OPS, ops, opsLogin } from '../../../test/ops-helpers.ts';
import { insertTestAccount } from '../../../test/test-accounts.ts';
import { cryptoRng } from '../../platform/weighted-draw.ts';
import { chiSquareTest } from '../../vendors/chi-square.ts';
import { createRedEnvelopes, drawAmount, liveDrop, nextDrops } from './red-envelopes.service.ts';

const t = useMoneyApp();
const MIN = 60_000;
let admin: string;
let viewer: string;

beforeAll(async () => {
  [admin, viewer] = await Promise.all([opsLogin(t, OPS.admin), opsLogin(t, OPS.siamviewer)]);
});

const as = (p: Player, merchant = 'siam') => ({ token: p.token, merchant });
const TIERS = [
  { amount: 100, weight: 50 },
  { amount: 200, weight: 30 },
  { amount: 500, weight: 20 },
];

/** A campaign whose first drop opened a minute before `at`: a drop every hour, open 30 minutes. */
function campaign(at: number, over: Partial<EnvelopeCampaignInput> = {}): EnvelopeCampaignInput {
  return {
    names: { en: 'Lucky red envelopes', th: 'อั่งเปาโชคดี' },
    startsAt: new Date(at - MIN).toISOString(),
    endsAt: new Date(at + 24 * 60 * MIN).toISOString(),
    everyMinutes: 60,
    openMinutes: 30,
    totalBudget: 100_000,
    dropBudget: 50_000,
    tiers: TIERS,
    condition: 'none',
    conditionAmount: 0,
    turnoverMultiplier: 3,
    ...over,
  };
}

/** The red envelope service on the test app's database with its own clock: one node. */
function node(clock: { at: number }) {
  return createRedEnvelopes({
    db: t.database.db,
    events: t.services.events,
    offsetOf: async () => 420,
    bonuses: t.services.bonuses,
    activity: { deposits: async () => 0, validBet: async () => 0 },
    now: () => new Date(clock.at),
  });
}

/** Accounts straight into the database (no login: the service is called directly). */
async function accounts(merchant: number, n: number): Promise<number[]> {
  const tag = `${process.pid % 1000}${Date.now() % 100_000}`;
  return Promise.all(
    Array.from({ length: n }, (_, i) =>
      insertTestAccount(t.services.accounts, {
        merchantId: merchant,
        username: `re${tag}x${i}`,
        passwordHash: 'x',
      }),
    ),
  );
}

describe('drop schedule', () => {
  const s = { startsAt: 0, endsAt: 150 * MIN, everyMinutes: 60, openMinutes: 20 };
  it('opens a drop every N minutes for M minutes, inside the window only', () => {
    expect(liveDrop(s, -1)).toBeNull();
    expect(liveDrop(s, 0)).toEqual({ index: 0, opensAt: 0, closesAt: 20 * MIN });
    expect(liveDrop(s, 20 * MIN)).toBeNull();
    expect(liveDrop(s, 61 * MIN)?.index).toBe(1);
    // the last drop closes with the window
    expect(liveDrop(s, 125 * MIN)).toEqual({ index: 2, opensAt: 120 * MIN, closesAt: 140 * MIN });
    expect(liveDrop(s, 150 * MIN)).toBeNull();
    expect(nextDrops(s, 10 * MIN, 5).map((d) => d.index)).toEqual([1, 2]);
    expect(nextDrops(s, -5, 2).map((d) => d.index)).toEqual([0, 1]);
  });

  it('draws only the amounts that fit what is left, none when nothing fits', () => {
    expect(drawAmount(TIERS, 150, cryptoRng)).toBe(100);
    expect(drawAmount(TIERS, 99, cryptoRng)).toBeNull();
    expect([100, 200]).toContain(drawAmount(TIERS, 499, cryptoRng));
  });

  it('draws 100,000 amounts from the crypto RNG in proportion to the weights (chi-square, alpha 0.01)', () => {
    const tiers = [
      { amount: 88, weight: 400 },
      { amount: 188, weight: 300 },
      { amount: 588, weight: 200 },
      { amount: 888, weight: 80 },
      { amount: 8888, weight: 20 },
    ];
    const total = tiers.reduce((a, b) => a + b.weight, 0);
    const index = new Map(tiers.map((tier, i) => [tier.amount, i]));
    const counts = new Array(tiers.length).fill(0);
    for (let i = 0; i < 100_000; i++)
      counts[index.get(drawAmount(tiers, 1e9, cryptoRng) as number) as number]++;
    const test = chiSquareTest(
      counts,
      tiers.map((tier) => tier.weight / total),
    );
    // at 99%: a fair draw fails once in a hundred runs
    expect(test.pValue).toBeGreaterThan(0.01);
  });
});

describe('red envelope', () => {
  it('lets an admin start a campaign (audited), a player open the live drop once, paid as a bonus', async () => {
    const body = { merchant: 'siam', ...campaign(Date.now()) };
    refusedWith(
      await ops(t, 'POST', '/ops/v1/red-envelopes', body, { token: viewer }),
      403,
      'operator.forbidden',
    );
    refusedWith(
      await ops(t, 'POST', '/ops/v1/red-envelopes', { ...body, openMinutes: 90 }, { token: admin }),
      400,
      'envelope.config.invalid',
    );
    const created = answerOf<{ id: number; remaining: number; status: string }>(
      await ops(t, 'POST', '/ops/v1/red-envelopes', body, { token: admin }),
    );
    expect(created).toMatchObject({ remaining: 100_000, status: 'active' });

    const p = await newPlayer(t);
    const status = answerOf<{
      campaigns: Array<{
        id: number;
        name: string;
        live: { opened: unknown; empty: boolean } | null;
        next: unknown[];
      }>;
    }>(await call(t, 'GET', '/wps/red-envelope', undefined, as(p)));
    const mine = status.campaigns.find((c) => c.id === created.id);
    expect(mine).toMatchObject({ name: 'อั่งเปาโชคดี', live: { opened: null, empty: false } });
    expect(mine?.next).toHaveLength(5);

    const before = await balanceOf(t, p);
    const opened = answerOf<{ amount: number; turnoverMultiplier: number }>(
      await call(t, 'POST', '/wps/red-envelope/open', { campaignId: created.id }, as(p)),
    );
    expect(TIERS.map((x) => x.amount)).toContain(opened.amount);
    expect(opened.turnoverMultiplier).toBe(3);
    expect(await balanceOf(t, p)).toBe(before + opened.amount);
    refusedWith(
      await call(t, 'POST', '/wps/red-envelope/open', { campaignId: created.id }, as(p)),
      409,
      'envelope.already',
    );
    const bonuses = await t.database.db
      .selectFrom('bonuses')
      .selectAll()
      .where('account_id', '=', p.id)
      .execute();
    expect(bonuses).toHaveLength(1);
    expect(Number(bonuses[0]?.required)).toBe(opened.amount * 3);
    const again = answerOf<{
      campaigns: Array<{ id: number; live: { opened: { amount: number } } }>;
      history: unknown[];
    }>(await call(t, 'GET', '/wps/red-envelope', undefined, as(p)));
    expect(again.campaigns.find((c) => c.id === created.id)?.live.opened.amount).toBe(opened.amount);
    expect(again.history).toHaveLength(1);

    const listed = answerOf<Array<{ id: number; used: number; opens: number }>>(
      await ops(t, 'GET', '/ops/v1/red-envelopes?merchant=siam', undefined, { token: viewer }),
    );
    expect(listed.find((c) => c.id === created.id)).toMatchObject({ used: opened.amount, opens: 1 });
    const drops = answerOf<Array<{ index: number; opens: number; remaining: number }>>(
      await ops(t, 'GET', `/ops/v1/red-envelopes/${created.id}/drops?merchant=siam`, undefined, {
        token: viewer,
      }),
    );
    expect(drops).toEqual([
      expect.objectContaining({ index: 0, opens: 1, remaining: 50_000 - opened.amount }),
    ]);

    // the total cannot fall below what was paid; a pause shuts the drop
    refusedWith(
      await ops(
        t,
        'PUT',
        `/ops/v1/red-envelopes/${created.id}`,
        { ...body, totalBudget: 50, dropBudget: 50 },
        {
          token: admin,
        },
      ),
      400,
      'envelope.config.invalid',
    );
    const raised = answerOf<{ remaining: number }>(
      await ops(
        t,
        'PUT',
        `/ops/v1/red-envelopes/${created.id}`,
        { ...body, totalBudget: 200_000 },
        { token: admin },
      ),
    );
    expect(raised.remaining).toBe(200_000 - opened.amount);
    answerOf(
      await ops(
        t,
        'POST',
        `/ops/v1/red-envelopes/${created.id}/status`,
        { merchant: 'siam', status: 'ended' },
        {
          token: admin,
        },
      ),
    );
    const other = await newPlayer(t);
    refusedWith(
      await call(t, 'POST', '/wps/red-envelope/open', { campaignId: created.id }, as(other)),
      404,
      'envelope.none',
    );
    refusedWith(
      await ops(
        t,
        'POST',
        `/ops/v1/red-envelopes/${created.id}/status`,
        { merchant: 'siam', status: 'active' },
        {
          token: admin,
        },
      ),
      400,
      'envelope.config.invalid',
    );
    refusedWith(
      await ops(t, 'GET', `/ops/v1/red-envelopes/${created.id}/drops?merchant=lucky`, undefined, {
        token: admin,
      }),
      404,
      'envelope.not.found',
    );
    const audits = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'in', ['envelope.create', 'envelope.update', 'envelope.status'])
      .execute();
    expect(new Set(audits.map((a) => a.action))).toEqual(
      new Set(['envelope.create', 'envelope.update', 'envelope.status']),
    );
  });

  it('never exceeds the drop or the campaign budget under 1,000 concurrent opens, one envelope per player', async () => {
    const lucky = await merchantId(t, 'lucky');
    const clock = { at: Date.parse('2031-05-01T05:00:00Z') };
    const envelopes = node(clock);
    const c = await envelopes.create(
      lucky,
      campaign(clock.at, { totalBudget: 7_000, dropBudget: 5_000, turnoverMultiplier: 1 }),
    );
    const players = await accounts(lucky, 200);
    // 200 players, 3 tries each, all at once, on drop 0 (budget 5,000 of the campaign's 7,000)
    const burst = (ids: number[], tries: number) =>
      Promise.allSettled(
        ids.flatMap((id) => Array.from({ length: tries }, () => envelopes.open(lucky, id, c.id))),
      );
    const first = await burst(players, 3);
    // drop 1, an hour later: 400 more opens (1,000 in all), the campaign's last 2,000 or less
    clock.at += 60 * MIN;
    const second = await burst(players.slice(0, 100), 4);

    for (const [results, dropIndex] of [
      [first, 0],
      [second, 1],
    ] as const) {
      const codes = new Set(
        results.flatMap((r) => (r.status === 'rejected' ? [(r.reason as { code: string }).code] : [])),
      );
      expect([...codes].every((code) => code === 'envelope.already' || code === 'envelope.empty')).toBe(true);
      expect(codes.has('envelope.empty')).toBe(true);
      const won = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
      expect(won.every((o) => o.dropIndex === dropIndex)).toBe(true);
    }
    const rows = await t.database.db
      .selectFrom('red_envelope_opens')
      .selectAll()
      .where('campaign_id', '=', c.id)
      .execute();
    const paidIn = (drop: number) =>
      rows.filter((r) => r.drop_index === drop).reduce((sum, r) => sum + Number(r.amount), 0);
    expect(paidIn(0)).toBeLessThanOrEqual(5_000);
    expect(paidIn(0) + paidIn(1)).toBeLessThanOrEqual(7_000);
    // one envelope per player and drop, each answered once, each paid by exactly one bonus
    const fulfilled = [...first, ...second].filter((r) => r.status === 'fulfilled').length;
    expect(rows).toHaveLength(fulfilled);
    expect(new Set(rows.map((r) => `${r.drop_index}:${r.account_id}`)).size).toBe(rows.length);
    const bonuses = await t.database.db
      .selectFrom('bonuses')
      .select(['amount', 'idempotency_key'])
      .where('source', '=', 'redEnvelope')
      .where('merchant_id', '=', lucky)
      .execute();
    expect(bonuses).toHaveLength(rows.length);
    expect(new Set(bonuses.map((b) => b.idempotency_key))).toEqual(
      new Set(rows.map((r) => `envelope:${r.id}`)),
    );
    // what is left is the budget less what was paid; the drops were emptied down to less than the smallest tier
    const [after] = await envelopes.list(lucky).then((list) => list.filter((x) => x.id === c.id));
    expect(after?.remaining).toBe(7_000 - paidIn(0) - paidIn(1));
    const drops = await envelopes.drops(lucky, c.id);
    expect(drops.find((d) => d.index === 0)?.remaining).toBeLessThan(100);
    expect(Math.min(after?.remaining ?? 0, drops.find((d) => d.index === 1)?.remaining ?? 0)).toBeLessThan(
      100,
    );
  }, 120_000);

  it("refuses an open until the day's condition is met, and outside a drop", async () => {
    const lucky = await merchantId(t, 'lucky');
    const clock = { at: Date.parse('2031-06-01T05:00:00Z') };
    let deposited = 0;
    const envelopes = createRedEnvelopes({
      db: t.database.db,
      events: t.services.events,
      offsetOf: async () => 420,
      bonuses: t.services.bonuses,
      activity: { deposits: async () => deposited, validBet: async () => 0 },
      now: () => new Date(clock.at),
    });
    const c = await envelopes.create(
      lucky,
      campaign(clock.at, { condition: 'deposit', conditionAmount: 50_00 }),
    );
    const [player] = await accounts(lucky, 1);
    await expect(envelopes.open(lucky, player as number, c.id)).rejects.toMatchObject({
      code: 'envelope.condition.unmet',
    });
    deposited = 50_00;
    expect((await envelopes.open(lucky, player as number, c.id)).dropIndex).toBe(0);
    clock.at += 40 * MIN; // drop 0 closed at 29 minutes past, drop 1 opens at 59
    await expect(envelopes.open(lucky, player as number, c.id)).rejects.toMatchObject({
      code: 'envelope.none',
    });
  });
});
