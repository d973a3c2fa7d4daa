import { describe, expect, it } from 'vitest';
import { formatRate, orderRates } from './rebate-rate.ts';

describe('rebate rates', () => {
  it('read as percentages, a dash where a product has none', () => {
    expect(formatRate(1.2)).toBe('1.2%');
    expect(formatRate(1)).toBe('1%');
    expect(formatRate(0.8)).toBe('0.8%');
    expect(formatRate(0)).toBe('0%');
    expect(formatRate(null)).toBe('—');
  });

  it('follow the spec order of products, unknown ones last', () => {
    const ordered = orderRates([
      { productType: 'COCKFIGHT', rate: 0.5 },
      { productType: 'PVP', rate: null },
      { productType: 'RNG', rate: 1.2 },
      { productType: 'LOTT', rate: 1 },
    ]);
    expect(ordered.map((rate) => rate.productType)).toEqual(['LOTT', 'RNG', 'PVP', 'COCKFIGHT']);
  });
});
