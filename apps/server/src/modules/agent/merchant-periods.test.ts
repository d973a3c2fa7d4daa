import { describe, expect, it } from 'vitest';
import { periodsAt, wholePeriods } from './merchant-periods.ts';

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
