import { describe, expect, it } from 'vitest';
import { seededRandom } from '../test/seeded.ts';
import { FAMILIES, FAMILY_IDS, familyOf, PLAYS, playOf } from './catalogue.ts';
import { ONE_X } from './odds.ts';
import type { Names, Play } from './types.ts';

const named = (names: Names) => names.en.trim() !== '' && names.th.trim() !== '';

describe('the catalogue', () => {
  it('holds the spec icon types and the VN and SEA lotteries, with every play the issue names', () => {
    expect(FAMILY_IDS).toEqual(['k3', 'pk10', '11x5', 'ssc', 'lhc', 'LF', 'vn-north', 'vn-south', 'sea']);
    const named = [
      'k3.sum k3.big-small k3.any-triple k3.triple k3.pair k3.two-different k3.three-different',
      'pk10.position pk10.top-two-sum pk10.dragon-tiger pk10.position-big-small',
      '11x5.any-2 11x5.any-8 11x5.front-2-direct 11x5.front-2-group 11x5.front-3-direct 11x5.front-3-group',
      'ssc.5-star-direct ssc.1-star ssc.2-star-front-direct ssc.2-star-back-direct ssc.3-star-middle-direct',
      'ssc.3-star-front-group-3 ssc.3-star-back-group-6 ssc.big-small ssc.dragon-tiger',
      'lhc.special lhc.special-big-small lhc.special-zodiac lhc.regular',
      'vn-north.lo vn-north.de vn-north.3-cang vn-north.xien-2 vn-north.xien-3 vn-north.xien-4 vn-north.lo-3',
      'vn-south.lo vn-south.xien-4 sea.3-top sea.3-tote sea.2-top sea.2-bottom sea.run-top sea.run-bottom',
    ];
    for (const id of named.join(' ').split(' ')) expect(playOf(id)?.id).toBe(id);
    expect(PLAYS).toHaveLength(80);
  });

  it('finds families and plays by the ids stored and sent, and nothing else', () => {
    expect(familyOf('11x5')).toBe(FAMILIES['11x5']);
    expect(familyOf('toString')).toBeUndefined();
    expect(playOf('k3.sum')?.family).toBe('k3');
    expect(playOf('k3.nothing')).toBeUndefined();
  });

  it('names every family, play type, play, row and option in English and Thai', () => {
    expect(new Set(PLAYS.map((play) => play.id)).size).toBe(PLAYS.length);
    for (const family of Object.values(FAMILIES)) {
      expect(named(family.name)).toBe(true);
      const groups = family.groups.map((group) => group.id);
      expect(new Set(groups).size, family.id).toBe(groups.length);
      for (const group of family.groups) expect(named(group.name)).toBe(true);
      for (const play of family.plays as readonly Play<unknown>[]) {
        expect([play.family, groups.includes(play.group), named(play.name)], play.id).toEqual([
          family.id,
          true,
          true,
        ]);
        for (const row of play.rows) {
          expect(named(row.name), play.id).toBe(true);
          const options = row.pool.filter((value) => typeof value === 'string');
          for (const option of options)
            expect(row.labels?.[option] && named(row.labels[option]), `${play.id} ${option}`).toBe(true);
        }
      }
      // every play type holds a play
      for (const group of groups)
        expect(
          family.plays.some((play) => play.group === group),
          group,
        ).toBe(true);
    }
  });

  it('prices every play with whole 0.01x steps above the stake', () => {
    for (const play of PLAYS) {
      for (const odds of Object.values(play.odds)) {
        expect(Number.isSafeInteger(odds) && odds % 100 === 0 && odds > ONE_X, play.id).toBe(true);
      }
    }
  });

  it('serialises to JSON without its functions, for the catalogue call', () => {
    const sent = JSON.parse(JSON.stringify(playOf('11x5.any-3')));
    expect(Object.keys(sent).sort()).toEqual([
      'family',
      'group',
      'id',
      'kind',
      'name',
      'odds',
      'rows',
      'size',
      'tie',
    ]);
    expect(sent.rows[0]).toMatchObject({ key: 'numbers', min: 3 });
  });
});

describe('default odds', () => {
  // Every play's bets, all at once (every value of every row), settled against seeded draws: the mean
  // return per bet must be the family's RTP. Many such picks return the same every draw (one 3 càng
  // number of 1000 always wins), so the bound is tight: five standard errors, plus 0.01 for the
  // flooring of odds to 0.01x.
  const DRAWS = 1_000;
  it.each(PLAYS.map((play) => [play.id, play] as const))('%s returns its family RTP', (_, play) => {
    const family = FAMILIES[play.family];
    const everything = play.rows.map((row) => row.pool);
    const bets = play.combinations(everything);
    const rng = seededRandom(42);
    const returns: number[] = [];
    for (let i = 0; i < DRAWS; i++) {
      const settled = play.settle(everything, family.generate(rng, { lunarYear: 2026 }));
      returns.push((settled.oddsBp / ONE_X + settled.refunds) / bets);
    }
    const mean = returns.reduce((a, b) => a + b) / DRAWS;
    const sd = Math.sqrt(returns.reduce((a, b) => a + (b - mean) ** 2, 0) / (DRAWS - 1));
    expect(Math.abs(mean - family.rtpBp / ONE_X)).toBeLessThanOrEqual((5 * sd) / Math.sqrt(DRAWS) + 0.01);
  });
});
