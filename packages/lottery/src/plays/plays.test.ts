import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../test/seeded.ts';
import { FAMILIES, PLAYS } from '../catalogue.ts';
import { drawDistinct, type RandomInt } from '../random.ts';
import type { Pick, Play, Selection, Settlement } from '../types.ts';

/**
 * Every play of the catalogue, against the brute force: the closed forms the slip counts with and
 * settlement pays with must agree with listing the pick's bets one by one and judging each by the rule.
 */

const CONTEXT = { lunarYear: 2026 };

/** Values a draw shows, as numbers a row might hold: picks seeded with them win often enough to matter. */
function shownIn(draw: unknown): number[] {
  if (Array.isArray(draw)) return draw;
  const record = draw as Record<string, unknown>;
  if (typeof record.special === 'number') return [...(record.regular as number[]), record.special];
  return Object.values(record as Record<string, string[]>).flatMap((prizes) =>
    prizes.flatMap((prize) => [1, 2, 3].map((width) => Number(prize.slice(-width)))),
  );
}

/** Most selections a generated row takes, so that listing the bets stays cheap (at most ~1,000). */
const capOf = (play: Play<unknown>) =>
  play.kind === 'each' ? 12 : play.kind === 'tuple' ? 4 : play.size + 4;

/** Half the picks are seeded with what the draw shows, half are blind. */
function pickFor(play: Play<unknown>, draw: unknown, rng: RandomInt): Pick {
  const shown = rng.int(2) ? shownIn(draw) : [];
  return play.rows.map((row) => {
    const cap = Math.max(row.min, Math.min(capOf(play), row.pool.length));
    const size = row.min + rng.int(cap - row.min + 1);
    const hinted = row.pool.filter((value) => shown.includes(value as number));
    const picked = new Set<Selection>(drawDistinct(rng, hinted, Math.min(hinted.length, size)));
    for (const value of drawDistinct(rng, row.pool, size)) if (picked.size < size) picked.add(value);
    return [...picked];
  });
}

function sumOf(settlements: Settlement[]): Settlement {
  const wins = settlements.reduce((n, s) => n + s.wins, 0);
  const refunds = settlements.reduce((n, s) => n + s.refunds, 0);
  const oddsBp = settlements.reduce((n, s) => n + s.oddsBp, 0);
  return { outcome: wins > 0 ? 'win' : refunds > 0 ? 'tie' : 'lose', wins, refunds, oddsBp };
}

describe.each(PLAYS.map((play) => [play.id, play] as const))('%s', (_, play) => {
  const family = FAMILIES[play.family];

  it('counts and settles a pick as its bets listed and judged one by one', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer(), (drawSeed, pickSeed) => {
        const draw = family.generate(seededRandom(drawSeed), CONTEXT);
        const pick = pickFor(play, draw, seededRandom(pickSeed));
        const problem = play.validatePick(pick);
        if (problem) {
          // only a tuple play's repeats, or an `each` play left empty, make no bet
          expect(problem).toBe('lottery.pick.empty');
          expect(play.combinations(pick)).toBe(0);
          return;
        }
        const bets = play.expand(pick);
        expect(new Set(bets.map((bet) => JSON.stringify(bet))).size).toBe(bets.length);
        expect(play.combinations(pick)).toBe(bets.length);
        expect(play.settle(pick, draw)).toEqual(sumOf(bets.map((bet) => play.settleOne(bet, draw))));
      }),
      { numRuns: 30 },
    );
  });

  it('draws a random pick of the fewest selections the play takes', () => {
    for (let seed = 0; seed < 20; seed++) {
      const pick = play.randomPick(seededRandom(seed));
      expect(play.validatePick(pick)).toBeNull();
      expect(play.combinations(pick)).toBe(play.id.endsWith('group-3') ? 2 : 1);
    }
  });

  it('names what is wrong with an impossible pick', () => {
    const valid = play.randomPick(seededRandom(1));
    const filled = valid.findIndex((row) => row.length > 0);
    const edit = (row: readonly Selection[]) => valid.map((r, i) => (i === filled ? row : r));
    const first = valid[filled]?.[0] as Selection;
    expect(play.validatePick('1,2,3')).toBe('lottery.pick.shape');
    expect(play.validatePick([...valid, []])).toBe('lottery.pick.shape');
    expect(play.validatePick(edit([first, first]))).toBe('lottery.pick.repeat');
    expect(play.validatePick(edit([-1]))).toBe('lottery.pick.value');
    expect(play.validatePick(edit([String(first)]))).toBe(
      typeof first === 'number' ? 'lottery.pick.value' : null,
    );
    expect(play.validatePick(valid.map(() => []))).toBe(
      play.kind === 'each' ? 'lottery.pick.empty' : 'lottery.pick.too.few',
    );
    expect(() => play.settle(edit([-1]), family.generate(seededRandom(1), CONTEXT))).toThrow(RangeError);
  });
});
