import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { JackpotCounter } from './jackpot-counter.tsx';

const value = () => Number(screen.getByTestId('jackpot-counter').getAttribute('data-value'));

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('jackpot counter', () => {
  it('starts at an integer between 11e9 and 12e9 and shows it with thousands separators', () => {
    for (let i = 0; i < 20; i += 1) {
      const { unmount } = renderWithProviders(<JackpotCounter />);
      const start = value();
      expect(Number.isInteger(start)).toBe(true);
      expect(start).toBeGreaterThanOrEqual(11e9);
      expect(start).toBeLessThanOrEqual(12e9);
      const label = screen.getByRole('img').getAttribute('aria-label');
      expect(label).toBe(start.toLocaleString('en-US'));
      expect(label).toMatch(/^\d{2},\d{3},\d{3},\d{3}$/);
      unmount();
    }
  });

  it('grows by 100 to 500 once every 3, 4 or 5 seconds', () => {
    renderWithProviders(<JackpotCounter />);
    let previous = value();
    let elapsed = 0;
    for (let step = 0; step < 30; step += 1) {
      // nothing happens in the first 3 seconds after a change
      act(() => vi.advanceTimersByTime(2999));
      expect(value()).toBe(previous);
      let waited = 2999;
      // check each candidate moment (3, 4, 5 s) and that nothing changes just before it
      while (value() === previous) {
        act(() => vi.advanceTimersByTime(1));
        waited += 1;
        if (value() !== previous) break;
        act(() => vi.advanceTimersByTime(999));
        waited += 999;
        expect(value()).toBe(previous);
        expect(waited).toBeLessThan(5000);
      }
      expect([3000, 4000, 5000]).toContain(waited);
      const growth = value() - previous;
      expect(growth).toBeGreaterThanOrEqual(100);
      expect(growth).toBeLessThanOrEqual(500);
      previous = value();
      elapsed += waited;
    }
    expect(elapsed).toBeGreaterThanOrEqual(30 * 3000);
  });

  it('takes its randomness from crypto.getRandomValues', () => {
    const crypto = vi.spyOn(globalThis.crypto, 'getRandomValues');
    const math = vi.spyOn(Math, 'random');
    renderWithProviders(<JackpotCounter />);
    act(() => vi.advanceTimersByTime(5000));
    expect(crypto).toHaveBeenCalled();
    expect(math).not.toHaveBeenCalled();
  });
});
