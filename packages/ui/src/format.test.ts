import { describe, expect, it } from 'vitest';
import { formatDateTime, formatInteger, formatMoney } from './format.ts';

describe('formatMoney', () => {
  it('shows minor units with two decimals and thousands separators', () => {
    expect(formatMoney(123456789)).toBe('1,234,567.89');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(-100050)).toBe('-1,000.50');
  });
});

describe('formatInteger', () => {
  it('groups thousands and drops fractions', () => {
    expect(formatInteger(11234567890)).toBe('11,234,567,890');
    expect(formatInteger(999.9)).toBe('999');
  });
});

describe('formatDateTime', () => {
  it('shows server dates as d/m/Y H:i and leaves unknown text alone', () => {
    expect(formatDateTime('2026-11-22T05:56:29.760Z')).toMatch(/^\d{2}\/11\/2026 \d{2}:56$/);
    expect(formatDateTime('2026-11-01 10:00:00')).toBe('01/11/2026 10:00');
    expect(formatDateTime('soon')).toBe('soon');
  });
});
