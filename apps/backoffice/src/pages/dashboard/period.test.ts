import { describe, expect, it } from 'vitest';
import { compactMajor, periodOf } from './period.ts';

const NOW = Date.parse('2026-11-26T03:00:00Z');

describe('dashboard periods', () => {
  it('names each quick period by its UTC days', () => {
    expect(periodOf('today', NOW)).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(periodOf('yesterday', NOW)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(periodOf('week', NOW)).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(periodOf('month', NOW)).toEqual({ from: '2026-10-28', to: '2026-11-26' });
    expect(periodOf('thisMonth', NOW)).toEqual({ from: '2026-11-01', to: '2026-11-26' });
  });

  it('shortens axis amounts in major units', () => {
    expect(compactMajor(12_345)).toBe('123.45');
    expect(compactMajor(25)).toBe('0.25');
    expect(compactMajor(1_234_500)).toBe('12.3k');
    expect(compactMajor(-250_000_000)).toBe('-2.5M');
  });
});
