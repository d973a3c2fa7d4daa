import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENT, TRIAL } from '../../test/fixtures.ts';
import { renderAccount } from '../../test/render.tsx';
import { resetAccountState, signIn } from '../../test/session.ts';
import { useModalStore } from '../modals/modal-store.ts';
import { requireRealAccount, useCentreStore } from './centre-store.ts';
import { RealAccountDialog } from './real-account-dialog.tsx';

vi.mock('../../api/auth.ts', async () => ({
  authApi: (await import('../../test/auth-api-mock.ts')).authApiMock,
  setPayloadKey: vi.fn(),
}));

beforeEach(resetAccountState);
afterEach(cleanup);

describe('opening the member and agent centres', () => {
  it('opens the login popup for a visitor instead of a centre', () => {
    expect(requireRealAccount()).toBe(false);
    expect(useModalStore.getState().current).toBe('login');

    useModalStore.getState().close();
    act(() => {
      expect(useCentreStore.getState().openMember('depositv2')).toBe(false);
    });
    expect(useModalStore.getState().current).toBe('login');
    expect(useCentreStore.getState().member).toBeNull();
  });

  it('refuses a trial account with in_need_true_account and an OK button', async () => {
    signIn(TRIAL);
    renderAccount(<RealAccountDialog />);
    act(() => {
      useCentreStore.getState().openMember();
    });
    expect(useCentreStore.getState().member).toBeNull();
    expect(useModalStore.getState().current).toBeNull();

    const dialog = await screen.findByTestId('real-account-dialog');
    expect(dialog.textContent).toContain('Please register a real account to continue.');
    expect(screen.getByText('Prompt')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByTestId('real-account-dialog')).toBeNull());
  });

  it('refuses a trial agent the agent centre too', () => {
    signIn({ ...AGENT, ...TRIAL });
    act(() => {
      expect(useCentreStore.getState().openAgent()).toBe(false);
    });
    expect(useCentreStore.getState().refusal).toBe(true);
    expect(useCentreStore.getState().agent).toBeNull();
  });

  it('opens the member centre at securityCenter by default, one centre at a time', () => {
    signIn(AGENT);
    act(() => {
      useCentreStore.getState().openAgent();
    });
    expect(useCentreStore.getState().agent).toBe('agentTeamOverview');
    act(() => {
      useCentreStore.getState().openMember();
    });
    expect(useCentreStore.getState()).toMatchObject({ member: 'securityCenter', agent: null });
  });

  it("sends an agent's referral entry to the agent register centre", () => {
    signIn(AGENT);
    act(() => {
      useCentreStore.getState().openMember('referral');
    });
    expect(useCentreStore.getState()).toMatchObject({ member: null, agent: 'registerCenter' });
  });

  it('opens an agent page for a subject, and forgets it at the next opening', () => {
    signIn(AGENT);
    act(() => {
      useCentreStore.getState().openAgent('dailyWages', { downline: 'kai' });
    });
    expect(useCentreStore.getState()).toMatchObject({
      agent: 'dailyWages',
      agentParams: { downline: 'kai' },
    });
    act(() => {
      useCentreStore.getState().openAgent('dailyWages');
    });
    expect(useCentreStore.getState().agentParams).toBeNull();
    act(() => {
      useCentreStore.getState().openAgent('hourlySalary', { downline: 'kai' });
      useCentreStore.getState().close();
    });
    expect(useCentreStore.getState()).toMatchObject({ agent: null, agentParams: null });
  });

  it('keeps a player out of the agent centre', () => {
    signIn();
    act(() => {
      expect(useCentreStore.getState().openAgent()).toBe(false);
      useCentreStore.getState().openMember('referral');
    });
    expect(useCentreStore.getState()).toMatchObject({ member: 'referral', agent: null, refusal: false });
  });
});
