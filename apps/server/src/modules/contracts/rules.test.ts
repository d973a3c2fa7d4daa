import type { ContractTerms, SalaryTier } from '@portal/contracts/agent-contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { completedPeriods, periodAt } from './periods.ts';
import {
  applyBps,
  dividendOf,
  payDown,
  realtimeSalaryOf,
  salaryOf,
  termsProblem,
  tierRate,
  withinTerms,
} from './rules.ts';

const TIERS: SalaryTier[] = [
  { minValidBet: 100_000, minActive: 3, rate: 50 },
  { minValidBet: 1_000_000, minActive: 10, rate: 100 },
  { minValidBet: 5_000_000, minActive: 20, rate: 150 },
];

/** Valid rising tiers: thresholds strictly up, actives and rates never down. */
const tiersArb = fc
  .array(
    fc.record({
      bet: fc.integer({ min: 1, max: 1_000_000 }),
      active: fc.integer({ min: 0, max: 5 }),
      rate: fc.integer({ min: 0, max: 500 }),
    }),
    { minLength: 1, maxLength: 10 },
  )
  .map((steps) => {
    let minValidBet = -1;
    let minActive = 0;
    let rate = 0;
    return steps.map((s) => {
      minValidBet += s.bet;
      minActive += s.active;
      rate = Math.min(10_000, rate + s.rate);
      return { minValidBet, minActive, rate };
    });
  });

describe('salary tiers', () => {
  it('pays the highest tier whose valid bets and active members are both met', () => {
    expect(salaryOf(TIERS, { validBet: 99_999, activeMembers: 50 })).toEqual({ rate: 0, amount: 0 });
    expect(salaryOf(TIERS, { validBet: 2_000_000, activeMembers: 10 })).toEqual({
      rate: 100,
      amount: 20_000,
    });
    // The valid bets reach the top tier but the active members only the first.
    expect(salaryOf(TIERS, { validBet: 9_000_000, activeMembers: 5 })).toEqual({ rate: 50, amount: 45_000 });
    expect(salaryOf(TIERS, { validBet: 5_000_000, activeMembers: 20 }).rate).toBe(150);
  });

  it('rounds down to the minor unit and stays exact near 2^53', () => {
    expect(applyBps(333, 100)).toBe(3);
    expect(applyBps(2 ** 53 - 1, 10_000)).toBe(2 ** 53 - 1);
    expect(applyBps(-5, 100)).toBe(0);
  });

  it('never lowers the rate as the activity grows (property)', () => {
    fc.assert(
      fc.property(
        tiersArb,
        fc.nat(20_000_000),
        fc.nat(100),
        fc.nat(5_000_000),
        fc.nat(20),
        (tiers, bet, active, moreBet, moreActive) => {
          expect(termsProblem('daily', { tiers })).toBeNull();
          expect(tierRate(tiers, bet + moreBet, active + moreActive)).toBeGreaterThanOrEqual(
            tierRate(tiers, bet, active),
          );
        },
      ),
    );
  });

  it('a real-time window pays the day-to-date tier on the window, never more than the day would', () => {
    fc.assert(
      fc.property(
        tiersArb,
        fc.array(fc.nat(2_000_000), { minLength: 1, maxLength: 288 }),
        fc.nat(50),
        (tiers, windows, active) => {
          let dayBet = 0;
          let paid = 0;
          for (const bet of windows) {
            dayBet += bet;
            paid += realtimeSalaryOf(tiers, { validBet: dayBet, activeMembers: active }, bet).amount;
          }
          expect(paid).toBeLessThanOrEqual(
            salaryOf(tiers, { validBet: dayBet, activeMembers: active }).amount,
          );
        },
      ),
    );
  });

  it('refuses tiers that do not rise and terms of the wrong shape', () => {
    expect(termsProblem('daily', { tiers: [TIERS[1] as SalaryTier, TIERS[0] as SalaryTier] })).toMatch(
      /rise/,
    );
    expect(termsProblem('hourly', {})).toMatch(/tiers/);
    expect(termsProblem('daily', { tiers: TIERS, share: 10 })).toMatch(/share/);
    expect(termsProblem('dividend', { share: 3000 })).toMatch(/periodType/);
    expect(termsProblem('dividend', { share: 3000, periodType: 'weekly' })).toBeNull();
  });
});

describe('dividends', () => {
  it('carries a negative period into the next', () => {
    const first = dividendOf(3000, -50_000, 0);
    expect(first).toEqual({ base: -50_000, amount: 0, carry: -50_000 });
    const second = dividendOf(3000, 80_000, first.carry);
    expect(second).toEqual({ base: 30_000, amount: 9_000, carry: 0 });
    expect(dividendOf(3000, 10_000, -40_000)).toEqual({ base: -30_000, amount: 0, carry: -30_000 });
  });

  it('pays over a run of periods the share of what the periods paid on plus the carry left (property)', () => {
    fc.assert(
      fc.property(
        fc.nat(10_000),
        fc.array(fc.integer({ min: -1_000_000, max: 1_000_000 }), { maxLength: 40 }),
        (share, losses) => {
          let carry = 0;
          let paidBase = 0;
          let paid = 0;
          for (const loss of losses) {
            const d = dividendOf(share, loss, carry);
            expect(d.carry).toBeLessThanOrEqual(0);
            expect(d.amount).toBeGreaterThanOrEqual(0);
            if (d.amount > 0 || d.base > 0) paidBase += d.base;
            paid += d.amount;
            carry = d.carry;
          }
          const total = losses.reduce((a, b) => a + b, 0);
          expect(paidBase + carry).toBe(total);
          expect(paid).toBeLessThanOrEqual(applyBps(Math.max(0, paidBase), share));
        },
      ),
    );
  });
});

/** Terms below an upline's: the same thresholds, each rate scaled down (so they still rise). */
const scaledDown = (terms: ContractTerms, percent: number): ContractTerms => ({
  tiers: (terms.tiers ?? []).map((t) => ({ ...t, rate: Math.floor((t.rate * percent) / 100) })),
});

describe('a downline never exceeds its upline', () => {
  it('refuses a higher rate at any tier and a higher dividend share', () => {
    const up = { tiers: TIERS };
    expect(withinTerms('daily', scaledDown(up, 80), up)).toBe(true);
    expect(withinTerms('daily', { tiers: [{ minValidBet: 100_000, minActive: 3, rate: 51 }] }, up)).toBe(
      false,
    );
    // The same rate reached with fewer active members than the upline needs is more.
    expect(withinTerms('daily', { tiers: [{ minValidBet: 1_000_000, minActive: 5, rate: 100 }] }, up)).toBe(
      false,
    );
    expect(
      withinTerms('dividend', { share: 2000, periodType: 'weekly' }, { share: 3000, periodType: 'weekly' }),
    ).toBe(true);
    expect(
      withinTerms('dividend', { share: 3001, periodType: 'weekly' }, { share: 3000, periodType: 'weekly' }),
    ).toBe(false);
    expect(
      withinTerms('dividend', { share: 1000, periodType: 'daily' }, { share: 3000, periodType: 'weekly' }),
    ).toBe(false);
  });

  it('terms within the upline pay at most the upline at every activity (property)', () => {
    fc.assert(
      fc.property(tiersArb, tiersArb, fc.nat(30_000_000), fc.nat(200), (up, down, bet, active) => {
        const upline = { tiers: up };
        const downline = { tiers: down };
        if (!withinTerms('daily', downline, upline)) return;
        expect(tierRate(down, bet, active)).toBeLessThanOrEqual(tierRate(up, bet, active));
      }),
    );
  });
});

type Node = { id: number; parent: number | null; ownBet: number; ownActive: number; percent: number };

/** A random tree of agents: each after the first hangs under an earlier one (or is another top). */
const treeArb = fc
  .array(
    fc.record({
      parentPick: fc.nat(),
      top: fc.boolean(),
      ownBet: fc.nat(3_000_000),
      ownActive: fc.nat(15),
      percent: fc.integer({ min: 0, max: 100 }),
    }),
    { minLength: 1, maxLength: 30 },
  )
  .map((rows) =>
    rows.map(
      (r, i): Node => ({
        id: i + 1,
        parent: i === 0 || (r.top && i % 7 === 0) ? null : (r.parentPick % i) + 1,
        ownBet: r.ownBet,
        ownActive: r.ownActive,
        percent: r.percent,
      }),
    ),
  );

describe('level-by-level payment', () => {
  it('pays each level its own amount out of its upline’s, the top by the house', () => {
    const { transfers, kept, housePaid } = payDown(
      new Map([
        [1, { upline: null, amount: 1000 }],
        [2, { upline: 1, amount: 600 }],
        [3, { upline: 2, amount: 250 }],
      ]),
    );
    expect(transfers).toEqual([
      { from: null, to: 1, amount: 1000 },
      { from: 1, to: 2, amount: 600 },
      { from: 2, to: 3, amount: 250 },
    ]);
    expect(Object.fromEntries(kept)).toEqual({ 1: 400, 2: 350, 3: 250 });
    expect(housePaid).toBe(1000);
  });

  it('over any tree of contracts within their uplines, every level keeps a share and the house money is all accounted (property)', () => {
    fc.assert(
      fc.property(treeArb, tiersArb, (nodes, topTiers) => {
        // Team activity: an agent's team holds its own players and every team below it.
        const team = new Map<number, { bet: number; active: number }>();
        for (const node of [...nodes].reverse()) {
          const below = nodes
            .filter((n) => n.parent === node.id)
            .map((n) => team.get(n.id) as { bet: number; active: number });
          team.set(node.id, {
            bet: node.ownBet + below.reduce((a, b) => a + b.bet, 0),
            active: node.ownActive + below.reduce((a, b) => a + b.active, 0),
          });
        }
        const terms = new Map<number, ContractTerms>();
        for (const node of nodes) {
          const upline =
            node.parent === null ? { tiers: topTiers } : (terms.get(node.parent) as ContractTerms);
          const own = node.parent === null ? upline : scaledDown(upline, node.percent);
          expect(withinTerms('daily', own, upline)).toBe(true);
          terms.set(node.id, own);
        }
        const levels = new Map(
          nodes.map((n) => {
            const activity = team.get(n.id) as { bet: number; active: number };
            const pay = salaryOf((terms.get(n.id) as ContractTerms).tiers ?? [], {
              validBet: activity.bet,
              activeMembers: activity.active,
            });
            return [n.id, { upline: n.parent, amount: pay.amount }] as const;
          }),
        );
        const { transfers, kept, housePaid } = payDown(levels);
        expect(transfers).toHaveLength(nodes.length);
        for (const [agent, amount] of kept) expect(amount, `agent ${agent}`).toBeGreaterThanOrEqual(0);
        const keptTotal = [...kept.values()].reduce((a, b) => a + b, 0);
        const paidByAgents = transfers.filter((t) => t.from !== null).reduce((a, t) => a + t.amount, 0);
        const paidTotal = transfers.reduce((a, t) => a + t.amount, 0);
        // The money the house put in is exactly what the levels kept; all that moved is that plus what
        // the levels passed down.
        expect(keptTotal).toBe(housePaid);
        expect(paidTotal).toBe(housePaid + paidByAgents);
        // Parents are paid before they pay.
        const seen = new Set<number>();
        for (const t of transfers) {
          if (t.from !== null) expect(seen.has(t.from)).toBe(true);
          seen.add(t.to);
        }
      }),
    );
  });
});

describe('periods', () => {
  const at = (iso: string) => new Date(iso);
  it('cuts windows, hours, days, Monday weeks, half-months and months at offset 0 (UTC)', () => {
    expect(periodAt('window', at('2026-12-02T10:07:30Z'), 0).start.toISOString()).toBe(
      '2026-12-02T10:05:00.000Z',
    );
    expect(periodAt('week', at('2026-12-02T10:00:00Z'), 0).start.toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
    expect(periodAt('week', at('2026-11-30T00:00:00Z'), 0).end.toISOString()).toBe(
      '2026-12-07T00:00:00.000Z',
    );
    expect(periodAt('halfMonth', at('2026-02-20T00:00:00Z'), 0).end.toISOString()).toBe(
      '2026-03-01T00:00:00.000Z',
    );
    expect(periodAt('halfMonth', at('2026-02-15T23:59:59Z'), 0).end.toISOString()).toBe(
      '2026-02-16T00:00:00.000Z',
    );
    expect(periodAt('month', at('2026-12-31T23:00:00Z'), 0).end.toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });

  it('lists the complete periods a contract covers, bounded', () => {
    const days = completedPeriods('day', at('2026-12-01T15:00:00Z'), null, at('2026-12-04T01:00:00Z'), 10, 0);
    expect(days.map((d) => d.start.toISOString().slice(0, 10))).toEqual([
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
    ]);
    const ended = completedPeriods(
      'day',
      at('2026-12-01T15:00:00Z'),
      at('2026-12-02T00:00:00Z'),
      at('2026-12-04T01:00:00Z'),
      10,
      0,
    );
    expect(ended).toHaveLength(1);
    expect(
      completedPeriods('hour', at('2026-12-01T00:00:00Z'), null, at('2026-12-04T00:00:00Z'), 5, 0),
    ).toHaveLength(5);
  });

  it("cuts days, weeks, half-months and months in the merchant's time zone (Bangkok, UTC+7)", () => {
    const bkk = 420;
    const span = (p: { start: Date; end: Date }) => [p.start.toISOString(), p.end.toISOString()];
    // 2026-12-02 06:30 in Bangkok is 2026-12-01 23:30 UTC: the Bangkok day of 2 December
    expect(span(periodAt('day', at('2026-12-01T23:30:00Z'), bkk))).toEqual([
      '2026-12-01T17:00:00.000Z',
      '2026-12-02T17:00:00.000Z',
    ]);
    // hours and 5-minute windows stay the same in every zone
    expect(periodAt('hour', at('2026-12-01T23:30:00Z'), bkk).start.toISOString()).toBe(
      '2026-12-01T23:00:00.000Z',
    );
    expect(periodAt('window', at('2026-12-01T23:37:00Z'), bkk).start.toISOString()).toBe(
      '2026-12-01T23:35:00.000Z',
    );
    // Monday 2026-11-30 00:30 in Bangkok is still Sunday in UTC: it starts Bangkok's week
    expect(span(periodAt('week', at('2026-11-29T17:30:00Z'), bkk))).toEqual([
      '2026-11-29T17:00:00.000Z',
      '2026-12-06T17:00:00.000Z',
    ]);
    // 16 February 00:30 in Bangkok: the second half of February
    expect(span(periodAt('halfMonth', at('2026-02-15T17:30:00Z'), bkk))).toEqual([
      '2026-02-15T17:00:00.000Z',
      '2026-02-28T17:00:00.000Z',
    ]);
    // 1 January 2027 03:00 in Bangkok is still 31 December in UTC: January already
    expect(span(periodAt('month', at('2026-12-31T20:00:00Z'), bkk))).toEqual([
      '2026-12-31T17:00:00.000Z',
      '2027-01-31T17:00:00.000Z',
    ]);
    // a negative offset (UTC-3): the day ends at 03:00 UTC
    expect(periodAt('day', at('2026-12-02T02:00:00Z'), -180).end.toISOString()).toBe(
      '2026-12-02T03:00:00.000Z',
    );
  });

  it('lists Bangkok days, and resumes where a payment under UTC days ended without paying a moment twice', () => {
    const days = completedPeriods(
      'day',
      at('2026-12-01T15:00:00Z'),
      null,
      at('2026-12-03T17:00:00Z'),
      10,
      420,
    );
    expect(days.map((d) => d.start.toISOString())).toEqual([
      '2026-11-30T17:00:00.000Z',
      '2026-12-01T17:00:00.000Z',
      '2026-12-02T17:00:00.000Z',
    ]);
    // the last payment was the UTC day of 1 December: the rest of Bangkok's 2 December comes next
    const resumed = completedPeriods(
      'day',
      at('2026-12-02T00:00:00Z'),
      null,
      at('2026-12-03T17:00:00Z'),
      10,
      420,
      true,
    );
    expect(resumed.map((d) => [d.start.toISOString(), d.end.toISOString()])).toEqual([
      ['2026-12-02T00:00:00.000Z', '2026-12-02T17:00:00.000Z'],
      ['2026-12-02T17:00:00.000Z', '2026-12-03T17:00:00.000Z'],
    ]);
    // resuming on a boundary changes nothing
    expect(
      completedPeriods('day', at('2026-12-02T17:00:00Z'), null, at('2026-12-03T17:00:00Z'), 10, 420, true),
    ).toEqual([{ start: at('2026-12-02T17:00:00Z'), end: at('2026-12-03T17:00:00Z') }]);
  });
});
