import { describe, expect, it } from 'vitest';
import { formatClock } from './clock-format.ts';

describe('marquee clock format', () => {
  it('reads day/month/year hour:minute:second with zero padding', () => {
    expect(formatClock(new Date(2026, 10, 23, 6, 5, 9))).toBe('23/11/2026 06:05:09');
    expect(formatClock(new Date(2027, 0, 1, 23, 59, 59))).toBe('01/01/2027 23:59:59');
  });
});
