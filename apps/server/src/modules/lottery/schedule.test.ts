import { describe, expect, it } from 'vitest';
import { checkDrawSchedule, upcomingDraws } from './schedule.ts';

describe('draw schedules', () => {
  it('numbers a fast game’s draws by their place in the local day', () => {
    const every5 = { cron: '*/5 * * * *', timezone: 'Asia/Bangkok', closeSeconds: 30 };
    // 2026-11-26 00:02 in Bangkok (UTC+7) is 2026-11-25 17:02 UTC
    const draws = upcomingDraws(every5, new Date('2026-11-25T17:02:00Z'), 3);
    expect(draws.map((d) => d.issue)).toEqual(['20261126-002', '20261126-003', '20261126-004']);
    expect(draws[0]?.drawAt.toISOString()).toBe('2026-11-25T17:05:00.000Z');
    expect(draws[0]?.closesAt.toISOString()).toBe('2026-11-25T17:04:30.000Z');
    // the last draw of a day and the first of the next
    const late = upcomingDraws(every5, new Date('2026-11-26T16:54:00Z'), 2);
    expect(late.map((d) => d.issue)).toEqual(['20261126-288', '20261127-001']);
  });

  it('numbers a one-minute game with four digits and a daily one by its date', () => {
    const everyMinute = { cron: '* * * * *', timezone: 'UTC', closeSeconds: 10 };
    expect(upcomingDraws(everyMinute, new Date('2026-11-26T23:58:30Z'), 1)[0]?.issue).toBe('20261126-1440');
    const daily = { cron: '30 18 * * *', timezone: 'Asia/Ho_Chi_Minh', closeSeconds: 900 };
    const draws = upcomingDraws(daily, new Date('2026-11-26T12:00:00Z'), 2);
    expect(draws.map((d) => [d.issue, d.drawAt.toISOString()])).toEqual([
      ['20261127', '2026-11-27T11:30:00.000Z'],
      ['20261128', '2026-11-28T11:30:00.000Z'],
    ]);
  });

  it('draws the Thai government lottery on the 1st and the 16th', () => {
    const twiceMonthly = { cron: '0 16 1,16 * *', timezone: 'Asia/Bangkok', closeSeconds: 1800 };
    const draws = upcomingDraws(twiceMonthly, new Date('2026-11-26T00:00:00Z'), 3);
    expect(draws.map((d) => d.issue)).toEqual(['20261201', '20261216', '20270101']);
  });

  it('refuses a pattern that does not parse or a close longer than the gap between draws', () => {
    expect(checkDrawSchedule({ cron: 'not a cron', timezone: 'UTC', closeSeconds: 0 })).not.toBeNull();
    expect(
      checkDrawSchedule({ cron: '* * * * *', timezone: 'Nowhere/City', closeSeconds: 0 }),
    ).not.toBeNull();
    expect(checkDrawSchedule({ cron: '* * * * *', timezone: 'UTC', closeSeconds: 60 })).not.toBeNull();
    expect(checkDrawSchedule({ cron: '* * * * *', timezone: 'UTC', closeSeconds: 10 })).toBeNull();
  });
});
