import { CONTRACT_CALL, type ContractKind } from '@portal/contracts/agent-contracts';
import { describe, expect, it } from 'vitest';
import {
  answerOf,
  balanceOf,
  call,
  fund,
  newPlayer,
  type Player,
  refusedWith,
  useMoneyApp,
} from '../../../test/money-helpers.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { walletOf } from '../wallet/ledger.service.ts';
import { periodAt } from './periods.ts';

const t = useMoneyApp();
const AGENT = 2;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const process = (kind: ContractKind, who: Player, body: unknown) =>
  call(t, 'POST', `/wps/relay/${CONTRACT_CALL[kind]}`, body, { token: who.token, merchant: 'siam' });

const info = (who: Player) =>
  call(t, 'GET', '/wps/relay/MCSFE_getConsolidatedContractInfo', undefined, {
    token: who.token,
    merchant: 'siam',
  });

type Contract = {
  id: number;
  status: string;
  upline: string | null;
  downline: string;
  endsAt: string | null;
};

/** A settled bet of a member at a time (the team's activity reads it). */
async function bet(t: TestApp, p: Player, stake: number, payout: number, at: Date) {
  await t.database.db
    .insertInto('bets')
    .values({
      merchant_id: p.merchantId,
      account_id: p.id,
      provider: 'TEST',
      tx_id: `T${p.id}-${at.getTime()}-${Math.random()}`,
      round_id: `R${Math.random()}`,
      vendor_code: 'TEST',
      game_code: 'G',
      game_name: 'Game',
      game_category: 'RNG',
      stake,
      valid_bet: stake,
      payout,
      status: payout > stake ? 'won' : 'lost',
      placed_at: at,
      settled_at: at,
      reference: null,
    })
    .execute();
  // Written behind the events' back: the team rollups settlement reads are rebuilt over the bet's hour.
  const hour = Math.floor(at.getTime() / 3_600_000) * 3_600_000;
  await t.services.rollups.rebuild(p.merchantId, new Date(hour), new Date(hour + 3_600_000));
}

const DAILY = {
  tiers: [
    { minValidBet: 1_000_000, minActive: 3, rate: 20 },
    { minValidBet: 10_000_000, minActive: 10, rate: 50 },
  ],
};

describe('contract lifecycle', () => {
  it('an agent offers a contract to a direct downline agent within its own terms, and the downline accepts', async () => {
    const a = await newPlayer(t, { type: AGENT });
    const b = await newPlayer(t, { type: AGENT, parent: a.username });
    const offered = answerOf<Contract>(
      await process('daily', a, { action: 'offer', downline: b.username, terms: DAILY }),
    );
    expect(offered).toMatchObject({ status: 'requestNew', upline: a.username, downline: b.username });

    const before = answerOf<Record<string, unknown>>(await info(b));
    expect((before.dailySalary as { offers: Contract[] }).offers.map((c) => c.id)).toEqual([offered.id]);
    expect(before.dailysalreqtype).toBe(1);

    const accepted = answerOf<Contract>(
      await process('daily', b, { action: 'accept', contractId: offered.id }),
    );
    expect(accepted.status).toBe('success');
    const after = answerOf<{ dailySalary: { own: Contract; ceiling: unknown }; dividend: { own: null } }>(
      await info(b),
    );
    expect(after.dailySalary.own.id).toBe(offered.id);
    expect(after.dailySalary.ceiling).toEqual(DAILY);
    // The top agent is paid by the house on the merchant's default terms from its first offer.
    const top = answerOf<{ dailySalary: { own: Contract; downlines: Contract[] } }>(await info(a));
    expect(top.dailySalary.own).toMatchObject({ upline: null, downline: a.username, status: 'success' });
    expect(top.dailySalary.downlines.map((c) => c.id)).toEqual([offered.id]);
  });

  it('refuses terms above the upline’s, a downline that is not direct, and a second contract of a kind', async () => {
    const a = await newPlayer(t, { type: AGENT });
    const b = await newPlayer(t, { type: AGENT, parent: a.username });
    const c = await newPlayer(t, { type: AGENT, parent: b.username });
    const player = await newPlayer(t, { parent: a.username });
    refusedWith(
      await process('daily', a, {
        action: 'offer',
        downline: b.username,
        terms: { tiers: [{ minValidBet: 1_000_000, minActive: 3, rate: 31 }] },
      }),
      400,
      'contract.terms.exceed',
    );
    refusedWith(
      await process('daily', a, { action: 'offer', downline: c.username, terms: DAILY }),
      400,
      'contract.downline.invalid',
    );
    refusedWith(
      await process('daily', a, { action: 'offer', downline: player.username, terms: DAILY }),
      400,
      'contract.downline.invalid',
    );
    // B has no daily contract yet: it has nothing to offer below it.
    refusedWith(
      await process('daily', b, { action: 'offer', downline: c.username, terms: DAILY }),
      409,
      'contract.no.terms',
    );
    answerOf(await process('daily', a, { action: 'offer', downline: b.username, terms: DAILY }));
    refusedWith(
      await process('daily', a, { action: 'offer', downline: b.username, terms: DAILY }),
      409,
      'contract.exists',
    );
    // A dividend over another period type than the upline's is not within it.
    refusedWith(
      await process('dividend', a, {
        action: 'offer',
        downline: b.username,
        terms: { share: 1000, periodType: 'weekly' },
      }),
      400,
      'contract.terms.exceed',
    );
  });

  it('either side asks to end a contract, the other confirms, and it ends with its current period', async () => {
    const a = await newPlayer(t, { type: AGENT });
    const b = await newPlayer(t, { type: AGENT, parent: a.username });
    const { id } = answerOf<Contract>(
      await process('hourly', a, {
        action: 'offer',
        downline: b.username,
        terms: { tiers: [{ minValidBet: 100_000, minActive: 1, rate: 10 }] },
      }),
    );
    answerOf(await process('hourly', b, { action: 'accept', contractId: id }));
    const asked = answerOf<Contract & { terminationBy: string }>(
      await process('hourly', b, { action: 'requestTermination', contractId: id }),
    );
    expect(asked).toMatchObject({ status: 'requestTermination', terminationBy: b.username });
    // The asking side cannot confirm its own request.
    refusedWith(
      await process('hourly', b, { action: 'confirmTermination', contractId: id }),
      409,
      'contract.state',
    );
    answerOf(await process('hourly', a, { action: 'rejectTermination', contractId: id }));
    answerOf(await process('hourly', a, { action: 'requestTermination', contractId: id }));
    const ended = answerOf<Contract>(
      await process('hourly', b, { action: 'confirmTermination', contractId: id }),
    );
    expect(ended.status).toBe('terminated');
    const end = new Date(ended.endsAt as string).getTime();
    expect(end % HOUR).toBe(0);
    expect(end).toBeGreaterThan(Date.now());
    expect(end - Date.now()).toBeLessThanOrEqual(HOUR);
    // Declining an ended contract is not a transition.
    refusedWith(await process('hourly', b, { action: 'decline', contractId: id }), 409, 'contract.state');
  });

  it('lets the downline decline and the upline withdraw an offer', async () => {
    const a = await newPlayer(t, { type: AGENT });
    const b = await newPlayer(t, { type: AGENT, parent: a.username });
    const first = answerOf<Contract>(
      await process('daily', a, { action: 'offer', downline: b.username, terms: DAILY }),
    );
    expect(
      answerOf<Contract>(await process('daily', b, { action: 'decline', contractId: first.id })).status,
    ).toBe('declined');
    const second = answerOf<Contract>(
      await process('daily', a, { action: 'offer', downline: b.username, terms: DAILY }),
    );
    expect(
      answerOf<Contract>(await process('daily', a, { action: 'decline', contractId: second.id })).status,
    ).toBe('declined');
  });
});

describe('changing a signed contract (decision 0032)', () => {
  const LOWER = { tiers: [{ minValidBet: 1_000_000, minActive: 3, rate: 10 }] };

  it('the upline offers new terms beside the signed contract; accepted, the old ends with its day and the new starts there', async () => {
    const a = await newPlayer(t, { type: AGENT });
    const b = await newPlayer(t, { type: AGENT, parent: a.username });
    const { id } = answerOf<Contract>(
      await process('daily', a, { action: 'offer', downline: b.username, terms: DAILY }),
    );
    // Only a signed contract can be changed.
    refusedWith(
      await process('daily', a, { action: 'change', contractId: id, terms: LOWER }),
      409,
      'contract.state',
    );
    answerOf(await process('daily', b, { action: 'accept', contractId: id }));
    // Within the upline's terms, by the upline only, one change offer at a time, no second plain offer.
    refusedWith(
      await process('daily', a, {
        action: 'change',
        contractId: id,
        terms: { tiers: [{ minValidBet: 1_000_000, minActive: 3, rate: 31 }] },
      }),
      400,
      'contract.terms.exceed',
    );
    refusedWith(
      await process('daily', b, { action: 'change', contractId: id, terms: LOWER }),
      409,
      'contract.state',
    );
    const offered = answerOf<Contract & { replaces: number }>(
      await process('daily', a, { action: 'change', contractId: id, terms: LOWER }),
    );
    expect(offered).toMatchObject({ status: 'requestNew', replaces: id, downline: b.username });
    refusedWith(
      await process('daily', a, { action: 'change', contractId: id, terms: LOWER }),
      409,
      'contract.exists',
    );
    refusedWith(
      await process('daily', a, { action: 'offer', downline: b.username, terms: LOWER }),
      409,
      'contract.exists',
    );
    const waiting = answerOf<{ dailySalary: { own: Contract; offers: Contract[] } }>(await info(b));
    expect(waiting.dailySalary.own.id).toBe(id);
    expect(waiting.dailySalary.offers.map((c) => c.id)).toEqual([offered.id]);

    const accepted = answerOf<Contract & { signedAt: string }>(
      await process('daily', b, { action: 'accept', contractId: offered.id }),
    );
    const dayEnd = periodAt('day', new Date(), 420).end.toISOString();
    expect(accepted).toMatchObject({ status: 'success', signedAt: dayEnd });
    const after = answerOf<{ dailySalary: { own: Contract; ceiling: unknown } }>(await info(b));
    expect(after.dailySalary.own.id).toBe(offered.id);
    expect(after.dailySalary.ceiling).toEqual(LOWER);
    const given = answerOf<{ dailySalary: { downlines: Contract[] } }>(await info(a));
    expect(given.dailySalary.downlines.find((c) => c.id === id)).toMatchObject({
      status: 'terminated',
      endsAt: dayEnd,
    });
  });

  it('a declined change leaves the signed contract as it was', async () => {
    const a = await newPlayer(t, { type: AGENT });
    const b = await newPlayer(t, { type: AGENT, parent: a.username });
    const { id } = answerOf<Contract>(
      await process('daily', a, { action: 'offer', downline: b.username, terms: DAILY }),
    );
    answerOf(await process('daily', b, { action: 'accept', contractId: id }));
    const change = answerOf<Contract>(
      await process('daily', a, { action: 'change', contractId: id, terms: LOWER }),
    );
    answerOf(await process('daily', b, { action: 'decline', contractId: change.id }));
    const own = answerOf<{ dailySalary: { own: Contract; ceiling: unknown } }>(await info(b));
    expect(own.dailySalary.own).toMatchObject({ id, status: 'success', endsAt: null });
    expect(own.dailySalary.ceiling).toEqual(DAILY);
  });
});

describe('authorization and input', () => {
  it('refuses players, trial accounts, other agents and other merchants on every route', async () => {
    const a = await newPlayer(t, { type: AGENT });
    const b = await newPlayer(t, { type: AGENT, parent: a.username });
    const stranger = await newPlayer(t, { type: AGENT });
    const player = await newPlayer(t, { parent: a.username });
    const trial = await newPlayer(t, { type: 4 });
    const lucky = await newPlayer(t, { type: AGENT, merchant: 'lucky' });
    const { id } = answerOf<Contract>(
      await process('daily', a, { action: 'offer', downline: b.username, terms: DAILY }),
    );

    const reads = [
      '/wps/relay/MCSFE_getConsolidatedContractInfo',
      '/wps/relay/MCSFE_getContractPayments?kind=daily',
      '/wps/report/income',
      '/wps/report/commission',
    ];
    for (const url of reads) {
      refusedWith(
        await call(t, 'GET', url, undefined, { token: player.token, merchant: 'siam' }),
        403,
        'contract.agent.only',
      );
      refusedWith(
        await call(t, 'GET', url, undefined, { token: trial.token, merchant: 'siam' }),
        403,
        'in_need_true_account',
      );
      refusedWith(
        await call(t, 'GET', url, undefined, { token: lucky.token, merchant: 'siam' }),
        401,
        'not.logged.in',
      );
      refusedWith(await call(t, 'GET', url, undefined, { merchant: 'siam' }), 401, 'not.logged.in');
    }
    for (const kind of ['daily', 'hourly', 'realtime', 'dividend'] as const) {
      refusedWith(
        await process(kind, player, { action: 'accept', contractId: id }),
        403,
        'contract.agent.only',
      );
      refusedWith(
        await process(kind, trial, { action: 'accept', contractId: id }),
        403,
        'in_need_true_account',
      );
      refusedWith(await process(kind, lucky, { action: 'accept', contractId: id }), 401, 'not.logged.in');
    }
    // Another agent cannot see or answer the contract.
    refusedWith(
      await process('daily', stranger, { action: 'accept', contractId: id }),
      404,
      'contract.not.found',
    );
    refusedWith(
      await process('daily', stranger, { action: 'decline', contractId: id }),
      404,
      'contract.not.found',
    );
    const seen = answerOf<{ dailySalary: { offers: unknown[]; downlines: unknown[] } }>(await info(stranger));
    expect(seen.dailySalary.offers).toEqual([]);
    // The upline cannot accept its own offer.
    refusedWith(await process('daily', a, { action: 'accept', contractId: id }), 409, 'contract.state');
    // A contract of another kind's call is not found there.
    refusedWith(await process('hourly', b, { action: 'accept', contractId: id }), 404, 'contract.not.found');
  });

  it('answers bad input with validation.failed and changes nothing', async () => {
    const a = await newPlayer(t, { type: AGENT });
    const b = await newPlayer(t, { type: AGENT, parent: a.username });
    const bad = [
      {},
      { action: 'steal' },
      { action: 'offer' },
      { action: 'offer', downline: b.username },
      { action: 'offer', downline: b.username, terms: { tiers: [] } },
      {
        action: 'offer',
        downline: b.username,
        terms: { tiers: [{ minValidBet: -1, minActive: 0, rate: 5 }] },
      },
      {
        action: 'offer',
        downline: b.username,
        terms: { tiers: [{ minValidBet: 10, minActive: 0, rate: 10_001 }] },
      },
      { action: 'offer', downline: b.username, terms: { share: 100, periodType: 'daily' } },
      { action: 'accept' },
      { action: 'accept', contractId: 'x' },
    ];
    for (const body of bad) refusedWith(await process('daily', a, body), 400, 'validation.failed');
    refusedWith(
      await call(t, 'GET', '/wps/report/income?startDate=2026-01-10&endDate=2026-01-01', undefined, {
        token: a.token,
        merchant: 'siam',
      }),
      400,
      'validation.failed',
    );
    refusedWith(
      await call(t, 'GET', '/wps/relay/MCSFE_getContractPayments?kind=weekly', undefined, {
        token: a.token,
        merchant: 'siam',
      }),
      400,
      'validation.failed',
    );
    const seen = answerOf<{ dailySalary: { downlines: unknown[] } }>(await info(a));
    expect(seen.dailySalary.downlines).toEqual([]);
  });
});

describe('settlement', () => {
  /** A top agent A, its downline agent B, B's downline agent C, with players under B and C. */
  async function tree() {
    const a = await newPlayer(t, { type: AGENT });
    const b = await newPlayer(t, { type: AGENT, parent: a.username });
    const c = await newPlayer(t, { type: AGENT, parent: b.username });
    const underB = await newPlayer(t, { parent: b.username });
    const underC1 = await newPlayer(t, { parent: c.username });
    const underC2 = await newPlayer(t, { parent: c.username });
    const underC3 = await newPlayer(t, { parent: c.username });
    return { a, b, c, underB, underC: [underC1, underC2, underC3] };
  }

  async function sign(kind: ContractKind, up: Player, down: Player, terms: unknown) {
    const { id } = answerOf<Contract>(
      await process(kind, up, { action: 'offer', downline: down.username, terms }),
    );
    answerOf(await process(kind, down, { action: 'accept', contractId: id }));
    return id;
  }

  it('pays a day level by level, the top from the house, exactly once however often it runs', async () => {
    const { a, b, c, underB, underC } = await tree();
    await sign('daily', a, b, DAILY);
    await sign('daily', b, c, { tiers: [{ minValidBet: 1_000_000, minActive: 3, rate: 10 }] });
    const now = new Date();
    // C's team: 3 members, 12,000,000 valid bets; B's team adds one more member with 3,000,000.
    for (const p of underC) await bet(t, p, 4_000_000, 3_000_000, now);
    await bet(t, underB, 3_000_000, 0, now);
    const before = { a: await balanceOf(t, a), b: await balanceOf(t, b), c: await balanceOf(t, c) };

    const settlement = t.services.contracts.settlement;
    const later = new Date(now.getTime() + 2 * DAY);
    await settlement.settle(a.merchantId, 'daily', later);
    // A and B's team: 15,000,000 with 4 active members, below the 10 members of the second tiers: the
    // default's 30 bps pay A 45,000, B's 20 bps 30,000. C: 12,000,000 x 10 bps: 12,000. A keeps 15,000,
    // B keeps 18,000.
    const after = { a: await balanceOf(t, a), b: await balanceOf(t, b), c: await balanceOf(t, c) };
    expect(after.a - before.a).toBe(15_000);
    expect(after.b - before.b).toBe(18_000);
    expect(after.c - before.c).toBe(12_000);

    // Again, and two side by side: nothing more moves.
    await settlement.settle(a.merchantId, 'daily', later);
    await Promise.all([
      settlement.settle(a.merchantId, 'daily', later),
      settlement.settle(a.merchantId, 'daily', later),
    ]);
    expect(await balanceOf(t, a)).toBe(after.a);
    expect(await balanceOf(t, b)).toBe(after.b);
    expect(await balanceOf(t, c)).toBe(after.c);

    // The account record shows the salary, and my income and commission show the day.
    const records = answerOf<{ content: Array<{ type: string; amount: number }> }>(
      await call(t, 'GET', '/wps/report/transaction?pageNum=1&pageSize=20', undefined, {
        token: b.token,
        merchant: 'siam',
      }),
    );
    expect(
      records.content
        .filter((r) => r.type === 'salary')
        .map((r) => r.amount)
        .sort(),
    ).toEqual([-12_000, 30_000].sort());
    const day = later.toISOString().slice(0, 10);
    const income = answerOf<{
      totals: Record<string, number>;
      rows: { content: Array<{ amount: number; payer: string }> };
    }>(
      await call(t, 'GET', `/wps/report/income?endDate=${day}`, undefined, {
        token: b.token,
        merchant: 'siam',
      }),
    );
    expect(income.totals.daily).toBe(30_000);
    expect(income.totals.commission).toBe(18_000);
    expect(income.rows.content).toContainEqual(
      expect.objectContaining({ amount: 30_000, payer: a.username }),
    );
    const commission = answerOf<{ total: number }>(
      await call(t, 'GET', `/wps/report/commission?endDate=${day}`, undefined, {
        token: b.token,
        merchant: 'siam',
      }),
    );
    expect(commission.total).toBe(18_000);
    const paid = answerOf<{ content: Array<{ amount: number; payee: string; status: string }> }>(
      await call(t, 'GET', '/wps/relay/MCSFE_getContractPayments?kind=daily&side=paid', undefined, {
        token: b.token,
        merchant: 'siam',
      }),
    );
    // The next day is settled too, with nothing due.
    expect(paid.content.filter((p) => p.status === 'paid')).toEqual([
      expect.objectContaining({ amount: 12_000, payee: c.username, status: 'paid' }),
    ]);
    expect(paid.content.filter((p) => p.status === 'nothing')).toHaveLength(1);
  });

  it("pays the merchant's days: Bangkok's midnight, not UTC's, divides two days", async () => {
    const { a, b, underC } = await tree();
    await sign('daily', a, b, DAILY);
    // Siam's days are Bangkok's (UTC+7): its next midnight is 17:00 UTC.
    const midnight = periodAt('day', new Date(), 420).end;
    expect(midnight.getUTCHours()).toBe(17);
    // Half an hour before and after: one UTC day, two Bangkok days.
    for (const p of underC) await bet(t, p, 400_000, 0, new Date(midnight.getTime() - HOUR / 2));
    for (const p of underC) await bet(t, p, 400_000, 0, new Date(midnight.getTime() + HOUR / 2));
    const before = await balanceOf(t, b);
    await t.services.contracts.settlement.settle(a.merchantId, 'daily', new Date(midnight.getTime() + DAY));
    // Each day: 1,200,000 by 3 members at 20 bps = 2,400 (one UTC day would have paid 4,800 once).
    expect((await balanceOf(t, b)) - before).toBe(4_800);
    const received = answerOf<{ content: Array<{ amount: number; periodStart: string; periodEnd: string }> }>(
      await call(t, 'GET', '/wps/relay/MCSFE_getContractPayments?kind=daily', undefined, {
        token: b.token,
        merchant: 'siam',
      }),
    );
    expect(received.content.map((p) => [p.periodStart, p.periodEnd, p.amount]).sort()).toEqual(
      [
        [new Date(midnight.getTime() - DAY).toISOString(), midnight.toISOString(), 2_400],
        [midnight.toISOString(), new Date(midnight.getTime() + DAY).toISOString(), 2_400],
      ].sort(),
    );
    // My income and commission count the same Bangkok days: the day after the midnight holds one payment.
    const day = new Date(midnight.getTime() + 7 * HOUR).toISOString().slice(0, 10);
    const income = answerOf<{ startDate: string; totals: { daily: number } }>(
      await call(t, 'GET', `/wps/report/income?startDate=${day}&endDate=${day}`, undefined, {
        token: b.token,
        merchant: 'siam',
      }),
    );
    expect(income.totals.daily).toBe(2_400);
    const commission = answerOf<{ rows: Array<{ day: string; received: number }> }>(
      await call(t, 'GET', `/wps/report/commission?startDate=${day}&endDate=${day}`, undefined, {
        token: b.token,
        merchant: 'siam',
      }),
    );
    expect(commission.rows).toEqual([expect.objectContaining({ day, received: 2_400 })]);
    // A quick period is the merchant's too: today is the Bangkok day of now.
    const today = answerOf<{ startDate: string; endDate: string }>(
      await call(t, 'GET', '/wps/report/income?period=today', undefined, {
        token: b.token,
        merchant: 'siam',
      }),
    );
    const bangkokToday = new Date(Date.now() + 7 * HOUR).toISOString().slice(0, 10);
    expect(today).toMatchObject({ startDate: bangkokToday, endDate: bangkokToday });
  });

  it('pays real-time windows and hours as their periods end', async () => {
    const { a, b, underB } = await tree();
    await sign('realtime', a, b, { tiers: [{ minValidBet: 100_000, minActive: 1, rate: 10 }] });
    await sign('hourly', a, b, { tiers: [{ minValidBet: 100_000, minActive: 1, rate: 10 }] });
    const now = new Date();
    await bet(t, underB, 1_000_000, 0, now);
    const start = await balanceOf(t, b);
    const settlement = t.services.contracts.settlement;
    await settlement.settle(a.merchantId, 'realtime', new Date(now.getTime() + 10 * 60_000));
    expect((await balanceOf(t, b)) - start).toBe(1_000);
    await settlement.settle(a.merchantId, 'hourly', new Date(now.getTime() + 2 * HOUR));
    expect((await balanceOf(t, b)) - start).toBe(2_000);
  });

  it('leaves a payment owed when the payer cannot cover it, and pays it once the payer has funds', async () => {
    const a = await newPlayer(t, { type: AGENT });
    const b = await newPlayer(t, { type: AGENT, parent: a.username });
    const d = await newPlayer(t, { type: AGENT, parent: a.username });
    const loser = await newPlayer(t, { parent: b.username });
    const winner = await newPlayer(t, { parent: d.username });
    await t.services.contracts.setDefault(
      a.merchantId,
      'dividend',
      { share: 4000, periodType: 'daily' },
      true,
    );
    try {
      await sign('dividend', a, b, { share: 3000, periodType: 'daily' });
      const now = new Date();
      // B's team lost 100,000; A's whole team won 100,000 (D's member won 200,000): A earns nothing.
      await bet(t, loser, 100_000, 0, now);
      await bet(t, winner, 100_000, 300_000, now);
      const settlement = t.services.contracts.settlement;
      const later = new Date(now.getTime() + 2 * DAY);
      const first = await settlement.settle(a.merchantId, 'dividend', later);
      expect(first.owed).toBeGreaterThanOrEqual(1);
      expect(await balanceOf(t, b)).toBe(0);
      const owed = answerOf<{ totals: { owed: number } }>(
        await call(t, 'GET', `/wps/report/income?endDate=${later.toISOString().slice(0, 10)}`, undefined, {
          token: b.token,
          merchant: 'siam',
        }),
      );
      expect(owed.totals.owed).toBe(30_000);
      // A's negative result is carried into its next period.
      const own = answerOf<{ content: Array<{ carry: number; amount: number }> }>(
        await call(t, 'GET', '/wps/relay/MCSFE_getContractPayments?kind=dividend', undefined, {
          token: a.token,
          merchant: 'siam',
        }),
      );
      expect(own.content[own.content.length - 1]).toMatchObject({ amount: 0, carry: -100_000 });

      await fund(t, a.merchantId, a.id, 50_000);
      await settlement.settle(a.merchantId, 'dividend', later);
      await settlement.settle(a.merchantId, 'dividend', later);
      expect(await balanceOf(t, b)).toBe(30_000);
      expect(await balanceOf(t, a)).toBe(20_000);
    } finally {
      await t.services.contracts.setDefault(
        a.merchantId,
        'dividend',
        { share: 3000, periodType: 'halfMonth' },
        true,
      );
    }
  });

  it('pays a changed contract its day on the old terms and the next days on the new, each day once', async () => {
    const { a, b, underC } = await tree();
    const id = await sign('daily', a, b, DAILY);
    const change = answerOf<Contract>(
      await process('daily', a, {
        action: 'change',
        contractId: id,
        terms: { tiers: [{ minValidBet: 1_000_000, minActive: 3, rate: 10 }] },
      }),
    );
    answerOf(await process('daily', b, { action: 'accept', contractId: change.id }));
    const now = new Date();
    for (const p of underC) {
      await bet(t, p, 1_000_000, 0, now);
      await bet(t, p, 1_000_000, 0, new Date(now.getTime() + DAY));
    }
    const before = await balanceOf(t, b);
    const settlement = t.services.contracts.settlement;
    const later = new Date(now.getTime() + 3 * DAY);
    await settlement.settle(a.merchantId, 'daily', later);
    await settlement.settle(a.merchantId, 'daily', later);
    // Today's 3,000,000 at 20 bps under the old terms, tomorrow's at 10 bps under the new.
    expect((await balanceOf(t, b)) - before).toBe(6_000 + 3_000);
    const received = answerOf<{
      content: Array<{ contractId: number; amount: number; periodStart: string; periodEnd: string }>;
    }>(
      await call(t, 'GET', '/wps/relay/MCSFE_getContractPayments?kind=daily&pageSize=50', undefined, {
        token: b.token,
        merchant: 'siam',
      }),
    );
    const old = received.content.filter((p) => p.contractId === id);
    const next = received.content.filter((p) => p.contractId === change.id);
    expect(old.map((p) => p.amount)).toEqual([6_000]);
    expect(next.map((p) => p.amount)).toContain(3_000);
    // The new contract's first period starts where the old one's ended: no moment paid twice.
    const oldEnd = Math.max(...old.map((p) => Date.parse(p.periodEnd)));
    expect(Math.min(...next.map((p) => Date.parse(p.periodStart)))).toBe(oldEnd);
  });

  it("names the period in the merchant's time in the ledger's reference, under the key periods paid before had", async () => {
    const { a, b, underC } = await tree();
    const id = await sign('daily', a, b, DAILY);
    const now = new Date();
    for (const p of underC) await bet(t, p, 1_000_000, 0, now);
    const day = periodAt('day', now, 420);
    // A payment made before references named the UTC start: its key is the one this run would use.
    const key = `contract:${id}:${day.start.toISOString()}`;
    expect(t.services.contracts.settlement.paymentKey(id, day)).toBe(key);
    await fund(t, a.merchantId, a.id, 6_000);
    await t.services.ledger.post({
      merchantId: b.merchantId,
      type: 'salary',
      reference: `DAILY-${id}-${day.start.toISOString().slice(0, 16)}`,
      source: 'contracts',
      idempotencyKey: key,
      lines: [
        { account: walletOf(b.id), amount: 6_000 },
        { account: walletOf(a.id), amount: -6_000 },
      ],
    });
    const before = await balanceOf(t, b);
    await t.services.contracts.settlement.settle(a.merchantId, 'daily', new Date(day.end.getTime() + HOUR));
    // B's day was paid already under that key: nothing moves again.
    expect(await balanceOf(t, b)).toBe(before);
    const entries = await t.database.db
      .selectFrom('journal_entries')
      .select(['reference', 'idempotency_key'])
      .where('source', '=', 'contracts')
      .where('merchant_id', '=', a.merchantId)
      .where('idempotency_key', 'like', `contract:%:${day.start.toISOString()}`)
      // the day's payments: an hourly contract's first hour of the day has the same start in its key
      .where('reference', 'like', 'DAILY-%')
      .execute();
    expect(entries.filter((e) => e.idempotency_key === key)).toHaveLength(1);
    // A's own day (from the house) names Bangkok's date, not the UTC instant 17:00 of the day before.
    const bangkok = new Date(day.start.getTime() + 420 * 60_000).toISOString().slice(0, 10);
    expect(entries.map((e) => e.reference)).toContainEqual(
      expect.stringMatching(new RegExp(`^DAILY-\\d+-${bangkok}$`)),
    );
    expect(
      entries.every(
        (e) =>
          e.reference === `DAILY-${id}-${day.start.toISOString().slice(0, 16)}` ||
          e.reference.endsWith(bangkok),
      ),
    ).toBe(true);
  });

  it('pays a terminated contract up to the end of its period, not after', async () => {
    const { a, b, underB } = await tree();
    const id = await sign('daily', a, b, DAILY);
    answerOf(await process('daily', a, { action: 'requestTermination', contractId: id }));
    answerOf(await process('daily', b, { action: 'confirmTermination', contractId: id }));
    const now = new Date();
    await bet(t, underB, 2_000_000, 0, now);
    await bet(t, underB, 2_000_000, 0, new Date(now.getTime() + DAY + HOUR));
    await t.services.contracts.settlement.settle(a.merchantId, 'daily', new Date(now.getTime() + 3 * DAY));
    const received = answerOf<{ content: Array<{ amount: number }> }>(
      await call(t, 'GET', '/wps/relay/MCSFE_getContractPayments?kind=daily', undefined, {
        token: b.token,
        merchant: 'siam',
      }),
    );
    // One member is below the 3-member minimum: the only period paid is the day it ended, with nothing.
    expect(received.content).toHaveLength(1);
  });

  it('runs as scheduled jobs, once per period', async () => {
    expect(t.services.jobs.registered().map((j) => j.name)).toEqual(
      expect.arrayContaining([
        'contracts.daily',
        'contracts.hourly',
        'contracts.realtime',
        'contracts.dividend',
      ]),
    );
  });
});
