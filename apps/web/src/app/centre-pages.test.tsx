import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENT_PAGES } from '../shell/centre/centre-menus.ts';
import { centrePages } from '../shell/centre/centre-pages.ts';
import { useCentreStore } from '../shell/centre/centre-store.ts';
import { MemberCentre } from '../shell/centre/member-centre.tsx';
import { authApiMock as api } from '../test/auth-api-mock.ts';
import { renderAccount } from '../test/render.tsx';
import { resetAccountState, signIn } from '../test/session.ts';
import { CENTRE_PAGES } from './centre-pages.ts';

vi.mock('../api/auth.ts', async () => ({
  authApi: (await import('../test/auth-api-mock.ts')).authApiMock,
  setPayloadKey: vi.fn(),
}));

beforeEach(() => {
  resetAccountState();
  api.profile.mockReturnValue(new Promise(() => {}));
  api.sessions.mockReturnValue(new Promise(() => {}));
});
afterEach(cleanup);

describe('the centre page registry', () => {
  it('holds the pages the features declare: every page of the agent centre', () => {
    expect(Object.keys(CENTRE_PAGES.member).sort()).toEqual([
      'bonusDetails',
      'depositv2',
      'manualRebate',
      'messageV2',
      'missionLeaderboard',
      'personalHistoryCopy',
      'personalProfit',
      'playerRank',
      'referral',
      'rewardCenter',
      'securityCenter',
      'signInTask',
      'transactionHistory',
      'transferFund',
      'transferUpline',
      'withdraw',
    ]);
    expect(Object.keys(CENTRE_PAGES.agent).sort()).toEqual([...AGENT_PAGES].sort());
  });

  it("shows the member feature's security page in the member centre", async () => {
    signIn();
    act(() => {
      useCentreStore.getState().openMember('securityCenter');
    });
    renderAccount(<MemberCentre pages={CENTRE_PAGES.member} />);
    // The page's chunk and texts load on first render: slow on a loaded machine.
    expect(await screen.findByTestId('my-account-page', {}, { timeout: 10_000 })).toBeTruthy();
  });

  it('refuses a page two features declare', () => {
    const page = { texts: [], load: async () => () => null };
    expect(() => centrePages([{ member: { withdraw: page } }, { member: { withdraw: page } }])).toThrow(
      /withdraw is declared twice/,
    );
  });
});
