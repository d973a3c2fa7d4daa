import { describe, expect, it } from 'vitest';
import { checkSchedule, periodOf } from './schedule.ts';

const utc = (iso: string) => new Date(`${iso}Z`);

describe('periodOf', () => {
  it('counts intervals from the epoch, so every node names the same period', () => {
    expect(periodOf({ every: 60_000 }, utc('2030-01-01T10:07:59.999'))?.key).toBe('2030-01-01T10:07:00.000Z');
    expect(periodOf({ every: 60_000 }, utc('2030-01-01T10:08:00.000'))?.key).toBe('2030-01-01T10:08:00.000Z');
    expect(periodOf({ every: 15 * 60_000 }, utc('2030-01-01T10:29:00'))?.at).toEqual(
      utc('2030-01-01T10:15:00'),
    );
  });

  it('takes a cron pattern’s latest occurrence at or before the instant, in the pattern’s time zone', () => {
    const hourly = { cron: '0 * * * *' };
    expect(periodOf(hourly, utc('2030-01-01T10:00:00.000'))?.key).toBe('2030-01-01T10:00:00.000Z');
    expect(periodOf(hourly, utc('2030-01-01T09:59:59.999'))?.key).toBe('2030-01-01T09:00:00.000Z');
    const bangkokDay = { cron: '0 0 * * *', timezone: 'Asia/Bangkok' };
    expect(periodOf(bangkokDay, utc('2030-01-01T16:59:59'))?.key).toBe('2029-12-31T17:00:00.000Z');
    expect(periodOf(bangkokDay, utc('2030-01-01T17:00:00'))?.key).toBe('2030-01-01T17:00:00.000Z');
  });
});

describe('checkSchedule', () => {
  it('refuses a bad cron pattern and an interval that is not whole seconds’ worth of milliseconds', () => {
    expect(() => checkSchedule('j', { cron: '61 * * * *' })).toThrow();
    expect(() => checkSchedule('j', { every: 999 })).toThrow(/at least 1000/);
    expect(() => checkSchedule('j', { every: 1500.5 })).toThrow(/whole number/);
    expect(() => checkSchedule('j', { every: 60_000 })).not.toThrow();
  });
});
