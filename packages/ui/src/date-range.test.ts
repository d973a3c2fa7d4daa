import { afterEach, describe, expect, it } from 'vitest';
import { dayString, lastDays, lastDaysInstants, parseDay, rangeInstants } from './date-range.ts';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('record periods', () => {
  it('counts the previous 7 and 30 days with today included', () => {
    const now = new Date(2026, 10, 23, 15, 30);
    expect(lastDays(7, now)).toEqual({ from: '2026-11-17', to: '2026-11-23' });
    expect(lastDays(30, now)).toEqual({ from: '2026-10-25', to: '2026-11-23' });
  });

  it('turns local days into instants from midnight to the midnight after the last day', () => {
    process.env.TZ = 'Asia/Bangkok';
    expect(rangeInstants({ from: '2026-11-17', to: '2026-11-23' })).toEqual({
      start: '2026-11-16T17:00:00.000Z',
      end: '2026-11-23T17:00:00.000Z',
    });
    expect(dayString(new Date('2026-11-23T18:00:00Z'))).toBe('2026-11-24');
  });

  it('gives a quick range as the instants from its first midnight to the midnight after today', () => {
    process.env.TZ = 'Asia/Bangkok';
    const now = new Date(2026, 10, 23, 15, 30);
    expect(lastDaysInstants(7, now)).toEqual({
      start: '2026-11-16T17:00:00.000Z',
      end: '2026-11-23T17:00:00.000Z',
    });
    expect(lastDaysInstants(30, now).start).toBe('2026-10-24T17:00:00.000Z');
    expect(lastDaysInstants(7, new Date(2026, 10, 23, 0, 0))).toEqual(lastDaysInstants(7, now));
  });

  it('refuses days that do not exist and ranges that run backwards', () => {
    expect(parseDay('2026-02-30')).toBeNull();
    expect(parseDay('23/11/2026')).toBeNull();
    expect(rangeInstants({ from: '2026-11-24', to: '2026-11-23' })).toBeNull();
    expect(rangeInstants({ from: '', to: '2026-11-23' })).toBeNull();
    expect(rangeInstants({ from: '2026-11-23', to: '2026-11-23' })).not.toBeNull();
  });
});
