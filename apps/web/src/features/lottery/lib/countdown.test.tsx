import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clockText, remaining, useNow } from './countdown.ts';

afterEach(() => vi.useRealTimers());

function Clock() {
  return <output>{clockText(remaining('2026-01-01T00:01:00.000Z', useNow()))}</output>;
}

describe('countdown', () => {
  const now = Date.parse('2026-01-01T00:00:00.000Z');

  it('splits the seconds left, rounding up and never below zero', () => {
    expect(remaining('2026-01-01T00:00:42.300Z', now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 43,
    });
    expect(remaining('2026-01-02T03:04:05.000Z', now)).toEqual({ days: 1, hours: 3, minutes: 4, seconds: 5 });
    expect(remaining('2025-12-31T23:59:00.000Z', now)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it('writes minutes and seconds, and hours once there are any', () => {
    expect(clockText({ days: 0, hours: 0, minutes: 1, seconds: 5 })).toBe('01:05');
    expect(clockText({ days: 2, hours: 12, minutes: 0, seconds: 9 })).toBe('12:00:09');
  });

  it('ticks every second while mounted', () => {
    vi.useFakeTimers();
    vi.setSystemTime(now);
    render(<Clock />);
    expect(screen.getByRole('status').textContent).toBe('01:00');
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.getByRole('status').textContent).toBe('00:57');
  });
});
