import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../test/fixtures.ts';
import { renderAccount } from '../../test/render.tsx';
import { resetAccountState } from '../../test/session.ts';
import { useModalStore } from '../modals/modal-store.ts';
import { BALANCE_KEY } from '../money/money-keys.ts';
import { useSession } from '../session/session-store.ts';
import type { RealtimeHandlers } from './realtime-client.ts';
import { FALLBACK_POLL_MS, useFallbackPoll, useRealtimeState } from './realtime-state.ts';
import { useRealtime } from './use-realtime.ts';

const opened = vi.hoisted(() => ({ calls: [] as Array<{ token: string; handlers: unknown }>, closed: 0 }));
vi.mock('./realtime-client.ts', () => ({
  openRealtime: (token: string, handlers: unknown) => {
    opened.calls.push({ token, handlers });
    return () => {
      opened.closed++;
    };
  },
}));

function Probe() {
  useRealtime();
  const poll = useFallbackPoll();
  return <output data-testid="poll">{String(poll)}</output>;
}

const handlers = () => opened.calls.at(-1)?.handlers as Required<RealtimeHandlers>;

beforeEach(() => {
  resetAccountState();
  opened.calls = [];
  opened.closed = 0;
  useRealtimeState.getState().setConnected(false);
  useModalStore.getState().close();
});
afterEach(cleanup);

describe('the realtime socket of the portal', () => {
  it('opens for a logged-in real account only, and closes at sign-out', () => {
    renderAccount(<Probe />);
    expect(opened.calls).toHaveLength(0);
    act(() => {
      useSession.getState().setToken('trial-token');
      useSession.getState().setUser(makeUser({ type: 4, isTrial: true }));
    });
    expect(opened.calls).toHaveLength(0);
    act(() => useSession.getState().clear());
    act(() => {
      useSession.getState().setToken('real-token');
      useSession.getState().setUser(makeUser());
    });
    expect(opened.calls.map((c) => c.token)).toEqual(['real-token']);
    act(() => useSession.getState().clear());
    expect(opened.closed).toBe(1);
  });

  it('polls the balance while the socket is down, not while it is connected', () => {
    renderAccount(<Probe />);
    act(() => {
      useSession.getState().setToken('real-token');
      useSession.getState().setUser(makeUser());
    });
    expect(screen.getByTestId('poll').textContent).toBe(String(FALLBACK_POLL_MS));
    act(() => handlers().onConnected(true));
    expect(screen.getByTestId('poll').textContent).toBe('false');
    expect(document.documentElement.dataset.realtime).toBe('on');
    act(() => handlers().onConnected(false));
    expect(screen.getByTestId('poll').textContent).toBe(String(FALLBACK_POLL_MS));
  });

  it('writes the pushed balance into the header balance', () => {
    const { client } = renderAccount(<Probe />);
    client.setQueryData(BALANCE_KEY, {
      currency: 'THB',
      currencySymbol: '฿',
      balance: 100,
      pendingWithdrawal: 0,
    });
    act(() => {
      useSession.getState().setToken('real-token');
      useSession.getState().setUser(makeUser());
    });
    act(() => handlers().balance({ wallet: 'MAIN', balance: 650_000, amount: 649_900, type: 'deposit' }));
    expect(client.getQueryData(BALANCE_KEY)).toMatchObject({ balance: 650_000, currencySymbol: '฿' });
    act(() => handlers().balance({ wallet: 'HOUSE', balance: 1, amount: 1, type: 'transfer' }));
    expect(client.getQueryData(BALANCE_KEY)).toMatchObject({ balance: 650_000 });
  });

  it('signs out on logout, goes home and says why in the login modal', () => {
    renderAccount(<Probe />, { path: '/promotions' });
    act(() => {
      useSession.getState().setToken('real-token');
      useSession.getState().setUser(makeUser());
    });
    act(() => handlers().logout({ reason: 'revoked' }));
    expect(useSession.getState().isLogin).toBe(false);
    expect(useSession.getState().token).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(useModalStore.getState()).toMatchObject({ current: 'login', payload: { signedOut: true } });
  });
});
