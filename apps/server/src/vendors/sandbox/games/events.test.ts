import { describe, expect, it } from 'vitest';
import { chiSquareTest, SIGNIFICANCE } from '../../chi-square.ts';
import { cryptoRng, seededRng } from '../../rng.ts';
import {
  CHANCE_TOTAL,
  EVENT_PICKS,
  type EventKind,
  eventById,
  eventsFor,
  playEvent,
  settleTicket,
  trueChances,
} from './events.ts';

const KINDS: EventKind[] = ['sports', 'esports', 'cockfight'];
const at = (iso: string) => new Date(iso);

describe('the event schedule', () => {
  it('lists the same six matches all through a 10-minute slot, one starting at each next boundary', () => {
    const first = eventsFor('sports', 'SB_FOOTBALL', at('2026-03-01T12:00:00Z'));
    expect(eventsFor('sports', 'SB_FOOTBALL', at('2026-03-01T12:09:59.999Z'))).toEqual(first);
    expect(first.map((e) => e.startsAt)).toEqual([
      '2026-03-01T12:10:00.000Z',
      '2026-03-01T12:20:00.000Z',
      '2026-03-01T12:30:00.000Z',
      '2026-03-01T12:40:00.000Z',
      '2026-03-01T12:50:00.000Z',
      '2026-03-01T13:00:00.000Z',
    ]);
  });

  it('moves on in the next slot: the match that started leaves and a new one joins', () => {
    const before = eventsFor('esports', 'SB_ESPORTS', at('2026-03-01T12:05:00Z'));
    const after = eventsFor('esports', 'SB_ESPORTS', at('2026-03-01T12:10:00Z'));
    expect(after).not.toEqual(before);
    expect(after.slice(0, 5)).toEqual(before.slice(1));
    expect(before.map((e) => e.eventId)).not.toContain(after[5]!.eventId);
  });

  it('gives each game its own matches', () => {
    const now = at('2026-03-01T12:00:00Z');
    const one = eventsFor('sports', 'SB_FOOTBALL', now).map((e) => e.eventId);
    const other = eventsFor('sports', 'SB_BASKET', now).map((e) => e.eventId);
    expect(new Set([...one, ...other]).size).toBe(12);
  });

  it('pits two different sides against each other with odds for each pick of the kind', () => {
    for (const kind of KINDS) {
      for (const event of eventsFor(kind, 'GAME_1', at('2026-03-01T08:00:00Z'))) {
        expect(event.kind).toBe(kind);
        expect(event.home).not.toBe(event.away);
        expect(Object.keys(event.odds)).toEqual(EVENT_PICKS[kind]);
        for (const odds of Object.values(event.odds)) {
          expect(odds).toBeGreaterThan(1);
          expect(Math.round(odds * 100) / 100).toBe(odds);
        }
      }
    }
  });

  it('names cockfight sides as cocks with their owners and prices the draw at about 8', () => {
    const [fight] = eventsFor('cockfight', 'SB_COCK', at('2026-03-01T00:00:00Z'));
    expect(fight!.home).toMatch(/^[A-Za-z ]+ \([A-Za-z ]+\)$/);
    expect(fight!.league).toMatch(/ · Fight 2$/);
    expect(fight!.odds.DRAW).toBe(8);
  });

  it('has no events for fishing', () => {
    expect(eventsFor('fish', 'SB_FISH', at('2026-03-01T12:00:00Z'))).toEqual([]);
  });

  it('rebuilds an event from its id for its own game only', () => {
    const event = eventsFor('cockfight', 'SB_COCK', at('2026-03-01T12:00:00Z'))[3]!;
    expect(eventById('cockfight', 'SB_COCK', event.eventId)).toEqual(event);
    expect(eventById('cockfight', 'SB_OTHER', event.eventId)).toBeNull();
    expect(eventById('sports', 'SB_COCK', event.eventId)).toBeNull();
    expect(eventById('cockfight', 'SB_COCK', 'not-an-id')).toBeNull();
  });
});

describe('odds and true chances', () => {
  const events = KINDS.flatMap((kind) =>
    [0, 1, 2, 3, 4].flatMap((day) => eventsFor(kind, `GAME_${day}`, new Date(Date.UTC(2026, 2, day + 1)))),
  );

  it('build in a 5% margin: the implied chances add up to about 1.05', () => {
    for (const event of events) {
      const implied = Object.values(event.odds).reduce((sum, odds) => sum + 1 / odds, 0);
      expect(Math.abs(implied - 1.05)).toBeLessThan(0.01);
    }
  });

  it('return about 95.2% on every pick (1 / 1.05, give or take the rounding of the odds)', () => {
    for (const event of events) {
      const chances = trueChances(event.kind, event.eventId);
      expect(Object.values(chances).reduce((sum, chance) => sum + chance, 0)).toBe(CHANCE_TOTAL);
      for (const [pick, odds] of Object.entries(event.odds)) {
        expect(Math.abs((chances[pick]! / CHANCE_TOTAL) * odds - 1 / 1.05)).toBeLessThan(0.005);
      }
    }
  });
});

describe('playing an event', () => {
  it('gives a score that fits the result', () => {
    const rng = seededRng(11);
    const [football] = eventsFor('sports', 'SB_FOOTBALL', at('2026-03-01T12:00:00Z'));
    const [match] = eventsFor('esports', 'SB_ESPORTS', at('2026-03-01T12:00:00Z'));
    const [fight] = eventsFor('cockfight', 'SB_COCK', at('2026-03-01T12:00:00Z'));
    const seen = new Set<string>();
    for (let i = 0; i < 300; i++) {
      const { result, score } = playEvent(football!, rng);
      const [home, away] = score.split(' : ').map(Number) as [number, number];
      expect(Math.sign(home - away)).toBe({ HOME: 1, DRAW: 0, AWAY: -1 }[result]);
      const maps = playEvent(match!, rng);
      expect(maps.score).toMatch(maps.result === 'HOME' ? /^2 : [01]$/ : /^[01] : 2$/);
      const cocks = playEvent(fight!, rng);
      expect(cocks.score).toBe('');
      seen.add(result).add(maps.result).add(cocks.result);
    }
    expect(seen).toEqual(new Set(['HOME', 'DRAW', 'AWAY', 'MERON', 'WALA']));
  });

  /**
   * Chi-square of 100,000 crypto-random plays per kind against the event's true chances, each at
   * significance 0.001: a correct draw fails this block with probability at most 0.003 (three tests).
   */
  it.each(KINDS)('draws %s results as often as the true chances say', (kind) => {
    const event = eventsFor(kind, 'SB_STATS', at('2026-03-01T12:00:00Z'))[0]!;
    const picks = EVENT_PICKS[kind];
    const counts = new Map(picks.map((pick) => [pick, 0]));
    const rng = cryptoRng();
    for (let i = 0; i < 100_000; i++) {
      const { result } = playEvent(event, rng);
      counts.set(result, counts.get(result)! + 1);
    }
    const chances = trueChances(kind, event.eventId);
    const test = chiSquareTest(
      picks.map((pick) => counts.get(pick)!),
      picks.map((pick) => chances[pick]! / CHANCE_TOTAL),
    );
    expect(test.pValue).toBeGreaterThan(SIGNIFICANCE);
  });
});

describe('settling a ticket', () => {
  it('pays stake times odds rounded down to the minor unit', () => {
    expect(settleTicket(1000, 1.95, true)).toBe(1950);
    expect(settleTicket(333, 1.57, true)).toBe(522);
    expect(settleTicket(1, 8, true)).toBe(8);
  });

  it('is not fooled by odds that are not exact in binary', () => {
    // 100 * 1.15 is 114.99999999999999 in floating point.
    expect(settleTicket(100, 1.15, true)).toBe(115);
    expect(settleTicket(4_000_000_000_000_001, 2.05, true)).toBe(8_200_000_000_000_002);
  });

  it('pays nothing on a lost ticket and refuses a bad stake', () => {
    expect(settleTicket(1000, 3.4, false)).toBe(0);
    expect(() => settleTicket(-5, 2, true)).toThrow(RangeError);
  });
});
