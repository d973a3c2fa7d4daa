import { describe, expect, it } from 'vitest';
import { compactMajor } from './chart-tokens.ts';

describe('chart axis amounts', () => {
  it('shortens minor units to major units', () => {
    expect(compactMajor(12_345)).toBe('123.45');
    expect(compactMajor(25)).toBe('0.25');
    expect(compactMajor(1_234_500)).toBe('12.3k');
    expect(compactMajor(-250_000_000)).toBe('-2.5M');
  });
});
