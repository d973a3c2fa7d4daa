import { beforeAll, describe, expect, it } from 'vitest';
import {
  answerOf,
  balanceOf,
  call,
  merchantId,
  newPlayer,
  type Player,
  refusedWith,
  requestId,
  useMoneyApp,
} from '../../../test/money-helpers.ts';
import { OPS, ops, opsLogin } from '../../../test/ops-helpers.ts';
import { creditedDeposit } from '../../../test/promotion-helpers.ts';
import { chiSquareTest } from '../../vendors/chi-square.ts';
import { createEngagement, cryptoRng, drawPrize, type Rng } from './engagement.service.ts';

const t = useMoneyApp();
const DAY = 86_400_000;
/** Noon in Bangkok (UTC+7, the demo merchants' offset) on 2031-03-01. */
const NOON = Date.parse('2031-03-01T05:00:00Z');
let admin: string;
let finance: string;
let viewer: string;

beforeAll(async () => {
  [admin, finance, viewer] = await Promise.all([
    opsLogin(t, OPS.admin),
    opsLogin(t, OPS.finance),
    opsLogin(t, OPS.siamviewer),
  ]);
});

const as = (p: Player, merchant = 'siam') => ({ token: p.token, merchant });
const statusOf = async (p: Player, merchant = 'siam') =>
  answerOf<{ streak: number; checkedInToday: boolean; tickets: number; length: number; enabled: boolean }>(
    await call(t, 'GET', '/wps/signin', undefined, as(p, merchant)),
  );

/** The sign-in service on the test app's database with its own clock (and random source): one node. */
function node(clock: { at: number }, rng?: Rng) {
  return createEngagement({
    db: t.database.db,
    events: t.services.events,
    offsetOf: async () => 420,
    bonuses: t.services.bonuses,
    points: t.services.points,
    activity: {
      deposits: async () => 0,
      validBet: async () => 0,
    },
    now: () => new Date(clock.at),
    ...(rng ? { rng } : {}),
  });
}

/** The same spin asked twice at once (one request id): one spin answers both. */
async function spinTwice(wheel: ReturnType<typeof node>, p: Player) {
  const id = requestId();
  const [a, b] = await Promise.all([
    wheel.spin(p.merchantId, p.id, id, 'en'),
    wheel.spin(p.merchantId, p.id, id, 'en'),
  ]);
  expect(a.id).toBe(b.id);
  return a;
}

const bonusesOf = (p: Player) =>
  t.database.db.selectFrom('bonuses').selectAll().where('account_id', '=', p.id).execute();

describe('sign-in task', () => {
  it("checks in once a day, owes the day's cash in the reward centre and pays it once as a bonus", async () => {
    const p = await newPlayer(t);
    const first = await statusOf(p);
    expect(first).toMatchObject({ enabled: true, length: 7, streak: 0, checkedInToday: false, tickets: 0 });

    const checkIn = answerOf<{ streakDay: number; reward: { cash: number } }>(
      await call(t, 'POST', '/wps/signin/check-in', {}, as(p)),
    );
    expect(checkIn).toMatchObject({ streakDay: 1, reward: { cash: 500, turnoverMultiplier: 1, tickets: 0 } });
    refusedWith(await call(t, 'POST', '/wps/signin/check-in', {}, as(p)), 409, 'signin.already');
    expect(await statusOf(p)).toMatchObject({ streak: 1, checkedInToday: true });

    const rewards = answerOf<{
      items: Array<{ source: string; id: string; amount: number }>;
      claimable: number;
    }>(await call(t, 'GET', '/wps/rewards', undefined, as(p)));
    expect(rewards.claimable).toBe(1);
    const item = rewards.items.find((r) => r.source === 'signin');
    expect(item).toMatchObject({ amount: 500, title: 'รางวัลเช็คอิน: วันที่ 1' });
    const before = await balanceOf(t, p);
    answerOf(await call(t, 'POST', '/wps/rewards/claim', { source: 'signin', id: item?.id }, as(p)));
    refusedWith(
      await call(t, 'POST', '/wps/rewards/claim', { source: 'signin', id: item?.id }, as(p)),
      404,
      'reward.not.found',
    );
    expect(await balanceOf(t, p)).toBe(before + 500);
    const bonuses = await bonusesOf(p);
    expect(bonuses).toHaveLength(1);
    expect(Number(bonuses[0]?.required)).toBe(500);
  });

  it('counts the streak over merchant days, pays the streak reward and tickets on day 7, and restarts', async () => {
    const p = await newPlayer(t);
    const clock = { at: NOON };
    const signin = node(clock);
    const days: number[] = [];
    for (let d = 0; d < 8; d++) {
      days.push((await signin.checkIn(p.merchantId, p.id)).streakDay);
      clock.at += DAY;
    }
    expect(days).toEqual([1, 2, 3, 4, 5, 6, 7, 1]);
    // day 3: 1 ticket, day 7: 1 ticket, the streak: 2 tickets
    expect((await signin.status(p.merchantId, p.id)).tickets).toBe(4);
    const owed = await signin.claimables(p.id);
    expect(owed.filter((r) => r.kind === 'streak')).toEqual([
      expect.objectContaining({ amount: 5000, streakDay: 7 }),
    ]);
    expect(owed).toHaveLength(9);
  });

  it("uses the merchant's day: 23:30 and 00:30 in Bangkok are two days, 01:00 and 16:00 UTC too", async () => {
    const p = await newPlayer(t);
    const clock = { at: Date.parse('2031-04-01T16:30:00Z') }; // 23:30 on 1 April in Bangkok
    const signin = node(clock);
    expect((await signin.checkIn(p.merchantId, p.id)).day).toBe('2031-04-01');
    clock.at = Date.parse('2031-04-01T17:30:00Z'); // 00:30 on 2 April in Bangkok
    expect(await signin.checkIn(p.merchantId, p.id)).toMatchObject({ day: '2031-04-02', streakDay: 2 });
  });

  it('resets the streak after a missed day, or keeps it when the rule says so', async () => {
    const p = await newPlayer(t, { merchant: 'lucky' });
    const clock = { at: NOON };
    const signin = node(clock);
    await signin.checkIn(p.merchantId, p.id);
    clock.at += DAY;
    await signin.checkIn(p.merchantId, p.id);
    clock.at += 2 * DAY;
    expect((await signin.checkIn(p.merchantId, p.id)).streakDay).toBe(1);

    const calendar = await signin.calendar(p.merchantId);
    await signin.setCalendar(p.merchantId, { ...calendar, resetOnMiss: false });
    try {
      clock.at += 3 * DAY;
      expect((await signin.status(p.merchantId, p.id)).streak).toBe(1);
      expect((await signin.checkIn(p.merchantId, p.id)).streakDay).toBe(2);
    } finally {
      await signin.setCalendar(p.merchantId, calendar);
    }
  });

  it('pays a day exactly once across two nodes checking in at the same moment', async () => {
    const p = await newPlayer(t);
    const clock = { at: NOON + 30 * DAY };
    const [a, b] = [node(clock), node(clock)];
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) => (i % 2 ? a : b).checkIn(p.merchantId, p.id)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected') expect((r.reason as { code: string }).code).toBe('signin.already');
    const rows = await t.database.db
      .selectFrom('signin_checkins')
      .selectAll()
      .where('account_id', '=', p.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await a.claimables(p.id)).toHaveLength(1);
  });

  it("credits a day's and the streak's points with the check-in, once across two nodes (decision 0046)", async () => {
    const p = await newPlayer(t, { merchant: 'lucky' });
    const clock = { at: NOON + 60 * DAY };
    const [a, b] = [node(clock), node(clock)];
    const calendar = await a.calendar(p.merchantId);
    const days = calendar.days.map((d, i) => ({ ...d, points: i === 0 ? 30 : 0 }));
    await a.setCalendar(p.merchantId, { ...calendar, days });
    try {
      expect((await a.status(p.merchantId, p.id)).days[0]).toMatchObject({ points: 30 });
      const results = await Promise.allSettled(
        Array.from({ length: 6 }, (_, i) => (i % 2 ? a : b).checkIn(p.merchantId, p.id)),
      );
      expect(results.filter((r) => r.status === 'fulfilled')).toEqual([
        expect.objectContaining({
          value: expect.objectContaining({ streakDay: 1, reward: expect.objectContaining({ points: 30 }) }),
        }),
      ]);
      expect(await t.services.points.balanceOf(p.merchantId, p.id)).toBe(30);
      // a replay of the award under the check-in's key moves nothing
      const [checkIn] = await t.database.db
        .selectFrom('signin_checkins')
        .select('id')
        .where('account_id', '=', p.id)
        .execute();
      const again = await t.services.points.award({
        merchantId: p.merchantId,
        accountId: p.id,
        points: 30,
        source: 'signin',
        key: `${checkIn?.id}:day`,
      });
      expect(again.replayed).toBe(true);
      expect(await t.services.points.balanceOf(p.merchantId, p.id)).toBe(30);
    } finally {
      await a.setCalendar(p.merchantId, calendar);
    }
  });

  it("refuses a check-in until the day's condition is met (a minimum deposit), then accepts it", async () => {
    const p = await newPlayer(t, { merchant: 'lucky' });
    const lucky = await merchantId(t, 'lucky');
    const calendar = answerOf<Record<string, unknown>>(
      await ops(t, 'GET', '/ops/v1/signin/calendar?merchant=lucky', undefined, { token: admin }),
    );
    const withDeposit = { ...calendar, merchant: 'lucky', condition: 'deposit', conditionAmount: 10_00 };
    answerOf(await ops(t, 'PUT', '/ops/v1/signin/calendar', withDeposit, { token: admin }));
    try {
      refusedWith(
        await call(t, 'POST', '/wps/signin/check-in', {}, as(p, 'lucky')),
        409,
        'signin.condition.unmet',
      );
      await creditedDeposit(t, p, 10_00, 'lucky');
      expect((await statusOf(p, 'lucky')).checkedInToday).toBe(false);
      answerOf(await call(t, 'POST', '/wps/signin/check-in', {}, as(p, 'lucky')));
    } finally {
      answerOf(
        await ops(t, 'PUT', '/ops/v1/signin/calendar', { ...calendar, merchant: 'lucky' }, { token: admin }),
      );
    }
    expect(lucky).toBeGreaterThan(0);
  });
});

describe('wheel', () => {
  it('shows 8 prizes with probabilities summing to 1, and refuses a spin without a ticket', async () => {
    const p = await newPlayer(t);
    const wheel = answerOf<{
      enabled: boolean;
      tickets: number;
      prizes: Array<{ probability: number; kind: string }>;
    }>(await call(t, 'GET', '/wps/wheel', undefined, as(p)));
    expect(wheel.enabled).toBe(true);
    expect(wheel.tickets).toBe(0);
    expect(wheel.prizes).toHaveLength(8);
    expect(wheel.prizes.reduce((a, x) => a + x.probability, 0)).toBeCloseTo(1, 9);
    expect(wheel.prizes.filter((x) => x.kind === 'none')).toHaveLength(2);
    refusedWith(
      await call(t, 'POST', '/wps/wheel/spin', { requestId: requestId() }, as(p)),
      409,
      'wheel.no.ticket',
    );
  });

  it('spends one ticket a spin, answers a repeated request id with the same spin, and never goes below 0', async () => {
    const p = await newPlayer(t);
    answerOf(
      await ops(
        t,
        'POST',
        `/ops/v1/players/${p.id}/wheel-tickets`,
        { tickets: 2, reason: 'test grant' },
        { token: finance },
      ),
    );
    const id = requestId();
    const spin = answerOf<{ id: number; tickets: number }>(
      await call(t, 'POST', '/wps/wheel/spin', { requestId: id }, as(p)),
    );
    expect(spin.tickets).toBe(1);
    const again = answerOf<{ id: number; tickets: number }>(
      await call(t, 'POST', '/wps/wheel/spin', { requestId: id }, as(p)),
    );
    expect(again).toMatchObject({ id: spin.id, tickets: 1 });

    const burst = await Promise.all(
      Array.from({ length: 5 }, () => call(t, 'POST', '/wps/wheel/spin', { requestId: requestId() }, as(p))),
    );
    expect(burst.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of burst.filter((x) => x.statusCode !== 200)) refusedWith(r, 409, 'wheel.no.ticket');
    const spins = await t.database.db
      .selectFrom('wheel_spins')
      .selectAll()
      .where('account_id', '=', p.id)
      .execute();
    expect(spins).toHaveLength(2);
    const after = answerOf<{ tickets: number; spins: unknown[]; ticketMoves: Array<{ delta: number }> }>(
      await ops(t, 'GET', `/ops/v1/players/${p.id}/engagement`, undefined, { token: viewer }),
    );
    expect(after.tickets).toBe(0);
    expect(after.spins).toHaveLength(2);
    expect(after.ticketMoves.map((m) => m.delta).sort()).toEqual([-1, -1, 2]);
  });

  it('pays a cash prize once as a bonus with its turnover, even when the same spin is asked twice', async () => {
    const p = await newPlayer(t);
    await t.services.engagement.grant(p.merchantId, p.id, 1, 'test', 1, `test:${requestId()}`);
    const slice0: Rng = { int: () => 0 }; // Siam's first slice: ฿5
    const wheel = node({ at: Date.now() }, slice0);
    const before = await balanceOf(t, p);
    const a = await spinTwice(wheel, p);
    expect(a).toMatchObject({ kind: 'cash', amount: 500, label: '฿5', tickets: 0 });
    expect(await balanceOf(t, p)).toBe(before + 500);
    expect(await bonusesOf(p)).toHaveLength(1);
  });

  it('pays a points prize once into the points balance, even when the same spin is asked twice', async () => {
    const p = await newPlayer(t, { merchant: 'lucky' });
    await t.services.engagement.grant(p.merchantId, p.id, 1, 'test', 1, `test:${requestId()}`);
    const wheel = node({ at: Date.now() }, { int: () => 0 });
    const config = await wheel.wheelConfig(p.merchantId);
    const prizes = config.prizes.map((x, i) =>
      i === 0 ? { ...x, kind: 'points' as const, amount: 25, turnoverMultiplier: 0 } : x,
    );
    await wheel.setWheel(p.merchantId, { ...config, enabled: true, prizes });
    try {
      expect((await wheel.wheel(p.merchantId, p.id, 'en')).prizes[0]).toMatchObject({
        kind: 'points',
        amount: 25,
      });
      const before = await balanceOf(t, p);
      expect(await spinTwice(wheel, p)).toMatchObject({ kind: 'points', amount: 25, tickets: 0 });
      expect(await t.services.points.balanceOf(p.merchantId, p.id)).toBe(25);
      expect(await balanceOf(t, p)).toBe(before);
      expect(await bonusesOf(p)).toHaveLength(0);
    } finally {
      await wheel.setWheel(p.merchantId, config);
    }
  });

  it('draws 100,000 spins from the crypto RNG in proportion to the weights (chi-square, alpha 0.01)', () => {
    const weights = [300, 250, 200, 120, 60, 50, 15, 5];
    const total = weights.reduce((a, b) => a + b, 0);
    const counts = new Array(weights.length).fill(0);
    const N = 100_000;
    for (let i = 0; i < N; i++) counts[drawPrize(weights, cryptoRng)]++;
    const test = chiSquareTest(
      counts,
      weights.map((w) => w / total),
    );
    // at 99%: a fair draw fails once in a hundred runs
    expect(test.pValue).toBeGreaterThan(0.01);
  });

  it('lets operators set the wheel and the calendar (audited), showing the probabilities; viewers only read', async () => {
    const wheel = answerOf<{ prizes: Array<{ weight: number; probability: number }> }>(
      await ops(t, 'GET', '/ops/v1/wheel?merchant=siam', undefined, { token: viewer }),
    );
    expect(wheel.prizes[0]).toMatchObject({ weight: 300, probability: 0.3 });
    const body = {
      merchant: 'siam',
      enabled: true,
      prizes: wheel.prizes.map(({ probability: _, ...p }) => p),
    };
    refusedWith(await ops(t, 'PUT', '/ops/v1/wheel', body, { token: viewer }), 403, 'operator.forbidden');
    const zero = { ...body, prizes: body.prizes.map((p) => ({ ...p, weight: 0 })) };
    refusedWith(await ops(t, 'PUT', '/ops/v1/wheel', zero, { token: admin }), 400, 'validation.failed');
    answerOf(await ops(t, 'PUT', '/ops/v1/wheel', body, { token: admin }));
    const calendar = answerOf<Record<string, unknown>>(
      await ops(t, 'GET', '/ops/v1/signin/calendar?merchant=siam', undefined, { token: viewer }),
    );
    refusedWith(
      await ops(
        t,
        'PUT',
        '/ops/v1/signin/calendar',
        { ...calendar, merchant: 'siam', length: 30 },
        { token: admin },
      ),
      400,
      'validation.failed',
    );
    // points rewards through the operators' API (decision 0046): a day's points and a points slice
    const days = (calendar.days as Array<Record<string, number>>).map((d, i) => ({ ...d, points: i + 1 }));
    const withPoints = { ...calendar, merchant: 'siam', days };
    try {
      const saved = answerOf<{ days: Array<{ points: number }> }>(
        await ops(t, 'PUT', '/ops/v1/signin/calendar', withPoints, { token: admin }),
      );
      expect(saved.days.map((d) => d.points)).toEqual(days.map((d) => d.points));
      const pointsSlice = {
        ...body,
        prizes: body.prizes.map((p, i) =>
          i === 1 ? { ...p, kind: 'points', amount: 50, turnoverMultiplier: 0 } : p,
        ),
      };
      const set = answerOf<{ prizes: Array<{ kind: string; amount: number }> }>(
        await ops(t, 'PUT', '/ops/v1/wheel', pointsSlice, { token: admin }),
      );
      expect(set.prizes[1]).toMatchObject({ kind: 'points', amount: 50 });
    } finally {
      answerOf(
        await ops(t, 'PUT', '/ops/v1/signin/calendar', { ...calendar, merchant: 'siam' }, { token: admin }),
      );
      answerOf(await ops(t, 'PUT', '/ops/v1/wheel', body, { token: admin }));
    }
    const audits = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', 'in', ['wheel.config', 'signin.calendar', 'wheel.tickets.grant'])
      .execute();
    expect(new Set(audits.map((a) => a.action))).toEqual(
      new Set(['wheel.config', 'signin.calendar', 'wheel.tickets.grant']),
    );
  });
});
