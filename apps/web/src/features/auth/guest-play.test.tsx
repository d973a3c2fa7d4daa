import type { FeatureNode, SystemStatus } from '@portal/contracts/system';
import { ApiError } from '@portal/ui/api/client.ts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '../../shell/modals/modal-store.ts';
import { useSession } from '../../shell/session/session-store.ts';
import { makeStatus } from '../../test/fixtures.ts';
import { renderInShell } from '../../test/render.tsx';
import { AuthModals } from './auth-modals.tsx';

const api = vi.hoisted(() => ({ freePlay: vi.fn(), captcha: vi.fn() }));
vi.mock('../../api/auth.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../api/auth.ts')>();
  return { ...actual, authApi: { ...actual.authApi, ...api } };
});

const node = (modId: string): FeatureNode => ({ modId, enabled: '1', childrenNodes: [] });
function statusWith(...modIds: string[]): SystemStatus {
  const status = makeStatus();
  status.info.whitelabelVal = modIds.map(node);
  return status;
}

function Location() {
  return <span data-testid="location">{useLocation().pathname}</span>;
}

beforeEach(() => {
  useSession.getState().clear();
  act(() => useModalStore.getState().open('login'));
});
afterEach(() => {
  cleanup();
  useModalStore.getState().close();
  vi.clearAllMocks();
});

const TRIAL = {
  token: 'trial-token',
  firstTimeLogin: true,
  passwordExpired: false,
  user: {
    id: 9,
    account: 'trial0a1b2c3d4e',
    nickname: null,
    type: 4,
    isAgent: false,
    isTrial: true,
    firstTimeLogin: true,
    mustChangePassword: false,
    icon: '/assets/art/icons/crown.svg',
    mobileNum: null,
    email: null,
    parentAccount: null,
    affiliateCode: null,
    lastLoginAt: null,
    lastLoginIp: null,
    createdAt: '2026-11-23T00:00:00Z',
  },
};

describe('play free as a guest', () => {
  it('is offered in the login modal only when FREEPLAY3 is on', async () => {
    renderInShell(<AuthModals />, { status: statusWith('REG3') });
    await screen.findByTestId('login-modal');
    expect(screen.queryByTestId('guest-play')).toBeNull();
    cleanup();
    renderInShell(<AuthModals />, { status: statusWith('FREEPLAY3') });
    expect(await screen.findByTestId('guest-play')).toBeTruthy();
  });

  it('opens a trial session and goes home, with the spec payload', async () => {
    api.freePlay.mockResolvedValue(TRIAL);
    renderInShell(
      <>
        <AuthModals />
        <Location />
      </>,
      { status: statusWith('FREEPLAY3') },
      '/hot',
    );
    fireEvent.click(await screen.findByTestId('guest-play'));
    await waitFor(() => expect(useSession.getState().isTrial).toBe(true));
    expect(api.freePlay).toHaveBeenCalledWith(
      expect.objectContaining({
        platform: 'W',
        gatewayVersion: 3,
        random: expect.stringMatching(/^[0-9a-f]{32}$/),
      }),
    );
    expect(useSession.getState().token).toBe('trial-token');
    expect(useModalStore.getState().current).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });

  it('shows the refusal and stays logged out', async () => {
    api.freePlay.mockRejectedValue(new ApiError('too.many.requests', 429, 'Too many requests'));
    renderInShell(<AuthModals />, { status: statusWith('FREEPLAY3') });
    fireEvent.click(await screen.findByTestId('guest-play'));
    expect((await screen.findByRole('alert')).textContent).toMatch(/too many/i);
    expect(useSession.getState().isLogin).toBe(false);
  });
});
