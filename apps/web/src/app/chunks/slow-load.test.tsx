import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../test/render.tsx';
import { RouteFallback } from '../layouts/shell.tsx';
import { SLOW_LOAD_MS } from './slow-load.tsx';

describe('slow loading notice (spec section 8)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("adds 'The page took longer time to load…' once a route's chunk takes longer than 15 s", () => {
    vi.useFakeTimers();
    expect(SLOW_LOAD_MS).toBe(15_000);
    renderInShell(<RouteFallback />);
    expect(screen.queryByTestId('slow-load')).toBeNull();
    act(() => vi.advanceTimersByTime(SLOW_LOAD_MS - 1));
    expect(screen.queryByTestId('slow-load')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('slow-load').textContent).toBe(
      'The page took longer time to load, please check your network connectivity',
    );
  });
});
