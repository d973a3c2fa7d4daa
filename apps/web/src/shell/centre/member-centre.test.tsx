import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authApiMock as api } from '../../test/auth-api-mock.ts';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { feature, statusWith } from '../../test/fixtures.ts';
import { renderAccount } from '../../test/render.tsx';
import { resetAccountState, signIn } from '../../test/session.ts';
import { useModalStore } from '../modals/modal-store.ts';
import { useSession } from '../session/session-store.ts';
import { useSessionBootState } from '../session/use-session-boot.ts';
import { MEMBER_PAGES } from './centre-menus.ts';
import { centrePages } from './centre-pages.ts';
import { useCentreStore } from './centre-store.ts';
import { MemberCentre } from './member-centre.tsx';
import { useMemberPageParam } from './member-page-param.ts';

vi.mock('../../api/auth.ts', async () => ({
  authApi: (await import('../../test/auth-api-mock.ts')).authApiMock,
  setPayloadKey: vi.fn(),
}));

// A registry as app/ composes it, with one page standing in for the member feature's.
const PAGES = centrePages([
  {
    member: {
      securityCenter: { texts: [], load: async () => () => <p data-testid="my-account-page">security</p> },
    },
  },
]).member;

/** A site with the inbox on (INBOX3): the message centre's entry and its badge show. */
const INBOX_ON = statusWith([feature('INBOX3', true)]);

/** The centre as the account layer mounts it: with the `?page=` handling beside it. */
function CentreWithParam() {
  useMemberPageParam();
  return <MemberCentre pages={PAGES} />;
}

beforeEach(() => {
  resetAccountState();
  api.profile.mockReturnValue(new Promise(() => {}));
  api.sessions.mockReturnValue(new Promise(() => {}));
});
afterEach(cleanup);

describe('member centre', () => {
  it('hides the message centre where the site has the inbox off (INBOX3)', async () => {
    signIn();
    act(() => {
      useCentreStore.getState().openMember('messageV2');
    });
    renderAccount(<MemberCentre pages={PAGES} />, { status: statusWith([feature('INBOX3', false)]) });
    await screen.findByTestId('member-centre');
    expect(screen.queryByTestId('member-centre-menu-messageV2')).toBeNull();
    expect(screen.getByTestId('member-centre-page').getAttribute('data-page')).toBe('securityCenter');
  });

  it('counts the rewards to claim beside the reward centre, and shows no badge without any', async () => {
    fakeApi({
      'GET /wps/rewards': [ok({ items: [], claimable: 3 }), ok({ items: [], claimable: 0 })],
    });
    signIn();
    useSessionBootState.getState().settle();
    const { client } = renderAccount(<CentreWithParam />, { path: '/?page=securityCenter' });
    expect((await screen.findByTestId('member-centre-badge-rewardCenter')).textContent).toBe('3');
    await act(() => client.invalidateQueries({ queryKey: ['rewards'] }));
    await waitFor(() => expect(screen.queryByTestId('member-centre-badge-rewardCenter')).toBeNull());
  });

  it('opens on ?page= at that page and takes the parameter out of the address', async () => {
    signIn();
    useSessionBootState.getState().settle();
    renderAccount(<CentreWithParam />, { path: '/promotions?page=bonusDetails' });

    const centre = await screen.findByTestId('member-centre');
    expect(screen.getByTestId('member-centre-page').getAttribute('data-page')).toBe('bonusDetails');
    expect(screen.getByTestId('member-centre-menu-bonusDetails').getAttribute('aria-current')).toBe('page');
    expect(within(centre).getByRole('heading', { level: 2 }).textContent).toContain('Bonus');
    expect(screen.getByTestId('coming-soon').textContent).toContain('Coming soon');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/promotions'));
  });

  it('lists every page of the spec in its menu', async () => {
    signIn();
    act(() => {
      useCentreStore.getState().openMember();
    });
    fakeApi({ 'GET /wps/relay/CSP_unreadCount': ok({ unread: 2 }) });
    renderAccount(<MemberCentre pages={PAGES} />, { status: INBOX_ON });
    await screen.findByTestId('member-centre');
    // the inbox's unread count beside the message centre (INBOX3 on)
    expect((await screen.findByTestId('member-centre-badge-messageV2')).textContent).toBe('2');
    for (const page of MEMBER_PAGES) expect(screen.getByTestId(`member-centre-menu-${page}`)).toBeTruthy();
    expect(await screen.findByTestId('my-account-page')).toBeTruthy();
  });

  it("leaves a game list's ?page=2 alone", async () => {
    signIn();
    useSessionBootState.getState().settle();
    renderAccount(<CentreWithParam />, { path: '/rng?page=2' });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/rng?page=2'));
    expect(screen.queryByTestId('member-centre')).toBeNull();
  });

  it('waits for the start-up session check, then asks a visitor to log in', async () => {
    renderAccount(<CentreWithParam />, { path: '/?page=withdraw' });
    expect(useModalStore.getState().current).toBeNull();
    act(() => useSessionBootState.getState().settle());
    await waitFor(() => expect(useModalStore.getState().current).toBe('login'));
    expect(screen.queryByTestId('member-centre')).toBeNull();
  });

  it('switches pages from the menu and closes with the close button and ESC', async () => {
    signIn();
    act(() => {
      useCentreStore.getState().openMember('withdraw');
    });
    fakeApi({ 'GET /wps/relay/CSP_unreadCount': ok({ unread: 0 }) });
    renderAccount(<MemberCentre pages={PAGES} />, { status: INBOX_ON });
    fireEvent.click(await screen.findByTestId('member-centre-menu-messageV2'));
    expect(screen.getByTestId('member-centre-page').getAttribute('data-page')).toBe('messageV2');
    fireEvent.click(screen.getByTestId('member-centre-close'));
    expect(screen.queryByTestId('member-centre')).toBeNull();

    act(() => {
      useCentreStore.getState().openMember('withdraw');
    });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('member-centre')).toBeNull();
  });

  it('closes when the session ends', async () => {
    signIn();
    act(() => {
      useCentreStore.getState().openMember();
    });
    renderAccount(<MemberCentre pages={PAGES} />);
    await screen.findByTestId('member-centre');
    act(() => useSession.getState().clear());
    expect(screen.queryByTestId('member-centre')).toBeNull();
    expect(useCentreStore.getState().member).toBeNull();
  });
});
