import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { merchantPeriod } from '../../platform/merchant-periods.ts';
import { periodParts, periodsAt, wholePeriods } from './merchant-periods.ts';

describe('merchant periods', () => {
  it('puts an instant in its hour, Bangkok day, Monday week and month', () => {
    // Sunday 2026-11-29 23:30 in Bangkok (UTC+7) is 16:30 UTC
    const p = periodsAt(new Date('2026-11-29T16:30:00Z'), 420);
    expect(p.hour).toEqual({
      start: new Date('2026-11-29T16:00:00Z'),
      end: new Date('2026-11-29T17:00:00Z'),
    });
    expect(p.day).toEqual({ start: new Date('2026-11-28T17:00:00Z'), end: new Date('2026-11-29T17:00:00Z') });
    expect(p.week).toEqual({
      start: new Date('2026-11-22T17:00:00Z'),
      end: new Date('2026-11-29T17:00:00Z'),
    });
    expect(p.month).toEqual({
      start: new Date('2026-10-31T17:00:00Z'),
      end: new Date('2026-11-30T17:00:00Z'),
    });
    // Monday 00:30 in Bangkok starts a new week and, on 1 December, a new month
    const next = periodsAt(new Date('2026-11-30T17:30:00Z'), 420);
    expect(next.week.start).toEqual(new Date('2026-11-29T17:00:00Z'));
    expect(next.month.start).toEqual(new Date('2026-11-30T17:00:00Z'));
  });

  it('widens a range to whole weeks and months', () => {
    const span = wholePeriods(new Date('2026-11-10T00:00:00Z'), new Date('2026-11-12T00:00:00Z'), 0);
    expect(span).toEqual({ start: new Date('2026-11-01T00:00:00Z'), end: new Date('2026-12-01T00:00:00Z') });
    const crossing = wholePeriods(new Date('2026-11-30T00:00:00Z'), new Date('2026-12-01T00:00:00Z'), 0);
    expect(crossing.start).toEqual(new Date('2026-11-01T00:00:00Z'));
    expect(crossing.end).toEqual(new Date('2026-12-07T00:00:00Z'));
  });
});

describe('a range as day and month rows (decision 0032)', () => {
  const DAY = 86_400_000;
  it('counts every day of the range once and no other, for any range and offset', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 1, max: 92 }),
        fc.constantFrom(420, 0, -300, 330, 540),
        (first, length, offset) => {
          const from = merchantPeriod('day', new Date(Date.UTC(2026, 0, 1) + first * DAY), offset).start;
          const to = new Date(from.getTime() + length * DAY);
          const parts = periodParts(from, to, offset);
          expect(parts).not.toBeNull();
          const count = new Map<number, number>();
          for (const part of parts ?? []) {
            const span = merchantPeriod(part.bucket, part.at, offset);
            expect(span.start).toEqual(part.at);
            for (let d = span.start; d < span.end; d = merchantPeriod('day', d, offset).end)
              count.set(d.getTime(), (count.get(d.getTime()) ?? 0) + part.sign);
          }
          for (const [at, n] of count) expect(n).toBe(at >= from.getTime() && at < to.getTime() ? 1 : 0);
          expect([...count.values()].filter((n) => n === 1)).toHaveLength(length);
          // never more rows than the days themselves
          expect((parts ?? []).length).toBeLessThanOrEqual(length);
        },
      ),
      { numRuns: 300, seed: 32 },
    );
  });

  it("reads this month as its month row less the days after today, and refuses a range off the merchant's midnight", () => {
    const from = new Date('2026-10-31T17:00:00Z');
    const to = new Date('2026-11-26T17:00:00Z');
    expect(periodParts(from, to, 420)).toEqual([
      { bucket: 'month', at: from, sign: 1 },
      ...[26, 27, 28, 29].map((d) => ({ bucket: 'day', at: new Date(`2026-11-${d}T17:00:00Z`), sign: -1 })),
    ]);
    expect(periodParts(new Date('2026-11-01T00:00:00Z'), to, 420)).toBeNull();
  });
});
