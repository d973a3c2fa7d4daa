import { FAMILIES } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n.ts';
import { closeParts, placesOf, resultOf, scheduleWords, targetText } from './lottery-model.ts';
import { oddsPatchOf } from './odds-model.ts';
import { problemText } from './result-problem.ts';

const t = createI18n('en').getFixedT('en', 'lottery');

describe('the lottery screen’s model', () => {
  it('words the plain cron patterns and leaves the others to the pattern itself', () => {
    expect(scheduleWords('*/15 * * * * *')).toEqual({ key: 'everySeconds', count: 15 });
    expect(scheduleWords('* * * * *')).toEqual({ key: 'everyMinute' });
    expect(scheduleWords('*/5 * * * *')).toEqual({ key: 'everyMinutes', count: 5 });
    expect(scheduleWords('15 16 * * *')).toEqual({ key: 'daily', time: '16:15' });
    expect(scheduleWords('0 16 1,16 * *')).toEqual({ key: 'monthDays', days: [1, 16], time: '16:00' });
    expect(scheduleWords('30 20 * * 1,3,5')).toEqual({ key: 'weekDays', days: [1, 3, 5], time: '20:30' });
    expect(scheduleWords('0 9-17 * * *')).toBeNull();
    expect(scheduleWords('0 0 1 1 *')).toBeNull();
    expect([closeParts(10), closeParts(90), closeParts(900), closeParts(3600), closeParts(7200)]).toEqual([
      { key: 'seconds', count: 10 },
      { key: 'seconds', count: 90 },
      { key: 'minutes', count: 15 },
      { key: 'minutes', count: 60 },
      { key: 'hours', count: 2 },
    ]);
  });

  it('builds a Mark Six result from its fields and names the first wrong one', () => {
    const { lhc } = FAMILIES;
    expect(placesOf(lhc.shape).map((p) => p.at)).toEqual([
      'regular[0]',
      'regular[1]',
      'regular[2]',
      'regular[3]',
      'regular[4]',
      'regular[5]',
      'special',
      'lunarYear',
    ]);
    const entry = {
      'regular[0]': '3',
      'regular[1]': '11',
      'regular[2]': '19',
      'regular[3]': '27',
      'regular[4]': '35',
      'regular[5]': '43',
      special: '7',
      lunarYear: '2026',
    };
    expect(lhc.parseDraw(resultOf(lhc.shape, entry))).toEqual({
      ok: true,
      draw: { regular: [3, 11, 19, 27, 35, 43], special: 7, lunarYear: 2026 },
    });
    const repeated = lhc.parseDraw(resultOf(lhc.shape, { ...entry, special: '27' }));
    if (repeated.ok) throw new Error('a repeated special was taken');
    expect(problemText(repeated, lhc.shape, t, 'en')).toBe('Special number repeats a number already drawn.');
    const empty = lhc.parseDraw(resultOf(lhc.shape, { ...entry, 'regular[2]': '' }));
    if (empty.ok) throw new Error('an empty field was taken');
    expect(problemText(empty, lhc.shape, t, 'en')).toBe('Fill in Number 3.');
    const dice = FAMILIES.k3.parseDraw(resultOf(FAMILIES.k3.shape, { '[0]': '4', '[1]': '7', '[2]': '1' }));
    if (dice.ok) throw new Error('a die of 7 was taken');
    expect(problemText(dice, FAMILIES.k3.shape, t, 'en')).toBe('Number 2 must be from 1 to 6.');
  });

  it('words an exposure target as its play and bet, in either language', () => {
    expect(targetText('vn-north.lo:0-7', 'en')).toEqual({ play: 'Lô', bet: '07' });
    expect(targetText('k3.big-small:0-big', 'th').bet).toBe('ใหญ่');
    expect(targetText('pk10.position:2-7', 'en')).toEqual({ play: 'Car in position', bet: '3rd 7' });
    expect(targetText('nothing:0-1', 'en')).toEqual({ play: 'nothing:0-1', bet: '' });
  });

  it('sends only the plays whose odds changed: a whole table, or null back to the defaults', () => {
    const plays = FAMILIES.k3.plays;
    const overrides = { 'k3.any-triple': { win: 300_000 } };
    expect(oddsPatchOf(plays, overrides, { 'k3.any-triple': { win: '30' } })).toEqual({
      patch: {},
      invalid: [],
    });
    expect(oddsPatchOf(plays, overrides, { 'k3.any-triple': { win: '' } })).toEqual({
      patch: { 'k3.any-triple': null },
      invalid: [],
    });
    const sums = oddsPatchOf(plays, overrides, { 'k3.any-triple': { win: '30' }, 'k3.sum': { '10': '7' } });
    expect(Object.keys(sums.patch)).toEqual(['k3.sum']);
    expect(sums.patch['k3.sum']?.['10']).toBe(70_000);
    expect(sums.patch['k3.sum']?.['3']).toBe(FAMILIES.k3.plays[0]?.odds['3']);
    expect(oddsPatchOf(plays, {}, { 'k3.pair': { win: '1.2.3' } }).invalid).toEqual(['k3.pair:win']);
  });
});
