import { MAX_RANGE_DAYS } from '@portal/contracts/betting';
import { formatDay } from '@portal/ui/date-range.ts';
import { describe, expect, it } from 'vitest';
import { rangeProblem, rangeQuery } from './record-range.ts';

const custom = (from: string, to: string) => ({ kind: 'custom' as const, days: { from, to } });

describe('record ranges', () => {
  it('ask for a quick range by its name', () => {
    expect(rangeQuery({ kind: 'period', period: 'last30' })).toEqual({ period: 'last30' });
  });

  it('ask for custom days as first and last day, up to 90 days across months and years', () => {
    expect(rangeQuery(custom('2026-11-23', '2026-11-23'))).toEqual({
      startDate: '2026-11-23',
      endDate: '2026-11-23',
    });
    expect(rangeProblem(custom('2025-12-01', '2026-02-28'))).toBeNull(); // 90 days
    expect(rangeProblem(custom('2025-11-30', '2026-02-28'))).toBe('tooLong'); // 91 days
    expect(MAX_RANGE_DAYS).toBe(90);
  });

  it('refuse days that are missing, not real or backwards', () => {
    expect(rangeQuery(custom('', '2026-11-23'))).toBeNull();
    expect(rangeProblem(custom('2026-02-30', '2026-03-01'))).toBe('missing');
    expect(rangeProblem(custom('2026-11-24', '2026-11-23'))).toBe('order');
  });

  it('write a day the way the portal writes dates', () => {
    expect(formatDay('2026-11-01')).toBe('01/11/2026');
    expect(formatDay('soon')).toBe('soon');
  });
});
