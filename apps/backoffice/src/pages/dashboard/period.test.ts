import { describe, expect, it } from 'vitest';
import { periodOf } from './period.ts';

const NOW = Date.parse('2026-11-26T03:00:00Z');

describe('dashboard periods', () => {
  it('names each quick period by its UTC days', () => {
    expect(periodOf('today', NOW)).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(periodOf('yesterday', NOW)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(periodOf('week', NOW)).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(periodOf('month', NOW)).toEqual({ from: '2026-10-28', to: '2026-11-26' });
    expect(periodOf('thisMonth', NOW)).toEqual({ from: '2026-11-01', to: '2026-11-26' });
  });
});
