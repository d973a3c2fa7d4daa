import { describe, expect, it } from 'vitest';
import { formatWinAmount, maskAccount } from './winner-format.ts';

describe('winner amounts', () => {
  it('shows minor units as whole units with thousands separators and no decimals', () => {
    expect(formatWinAmount(123_456_789)).toBe('1,234,567');
    expect(formatWinAmount(100)).toBe('1');
  });

  it('rounds down, never up', () => {
    expect(formatWinAmount(199)).toBe('1');
    expect(formatWinAmount(99_999_999)).toBe('999,999');
    expect(formatWinAmount(99)).toBe('0');
  });
});

describe('account masking', () => {
  it('keeps the first two and the last character', () => {
    expect(maskAccount('player123')).toBe('pl****3');
    expect(maskAccount('abcd')).toBe('ab*d');
  });

  it('leaves an account the server already masked alone', () => {
    expect(maskAccount('pl***23')).toBe('pl***23');
  });
});
