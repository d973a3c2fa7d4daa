import type { SystemStatus } from '@portal/contracts/system';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADER_LOGIN_MEDIA } from '../../features/auth/header-login.tsx';
import { useModalStore } from '../../shell/modals/modal-store.ts';
import { useSession } from '../../shell/session/session-store.ts';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { makeStatus, makeUser } from '../../test/fixtures.ts';
import { renderInPortal, renderInShell } from '../../test/render.tsx';
import { useThemeStore } from '../theme.ts';
import { SiteHeader } from './site-header.tsx';

const MEMBER = makeUser({
  account: 'lucky7',
  lastLoginAt: null,
  lastLoginIp: null,
  createdAt: '2026-01-01T00:00:00Z',
});

function statusWith(...modIds: string[]): SystemStatus {
  const status = makeStatus();
  status.info.whitelabelVal = modIds.map((modId) => ({ modId, enabled: '1', childrenNodes: [] }));
  return status;
}

describe('SiteHeader', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    act(() => {
      useSession.getState().clear();
      useModalStore.getState().close();
    });
  });

  it('builds the navigation from the lanes: HOME, HOT, categories with vendors, logo, PROMO, links', () => {
    renderInShell(<SiteHeader />);
    const nav = screen.getByTestId('main-nav');
    const codes = within(nav)
      .getAllByRole('link')
      .map((link) => link.getAttribute('data-testid'));
    expect(codes).toEqual([
      'nav-item-HOME',
      'nav-item-HOT',
      'nav-item-RNG',
      'nav-item-LIVE',
      'nav-item-SPORTS',
      'nav-item-LOGO',
      'nav-item-PROMO',
      'nav-item-LINK-0',
    ]);
    const link = screen.getByTestId('nav-item-LINK-0');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByTestId('nav-item-PROMO').getAttribute('href')).toBe('/promotions');
  });

  it('opens a drop-down of at most 11 vendor tiles and a More tile on hover and on focus', () => {
    renderInShell(<SiteHeader />);
    fireEvent.mouseEnter(screen.getByTestId('nav-item-RNG'));
    const dropdown = screen.getByTestId('nav-dropdown-RNG');
    expect(within(dropdown).getAllByTestId('nav-dropdown-tile')).toHaveLength(11);
    const more = within(dropdown).getByTestId('nav-dropdown-more');
    expect(more.getAttribute('href')).toBe('/rng');

    fireEvent.focus(screen.getByTestId('nav-item-LIVE'));
    expect(screen.queryByTestId('nav-dropdown-RNG')).toBeNull();
    expect(within(screen.getByTestId('nav-dropdown-LIVE')).getAllByTestId('nav-dropdown-tile')).toHaveLength(
      1,
    );

    fireEvent.mouseLeave(screen.getByTestId('main-nav'));
    expect(screen.queryByTestId('nav-dropdown-LIVE')).toBeNull();
  });

  it('offers the configured languages the site has texts in and remembers a choice as lang and hisLang', async () => {
    const status = makeStatus();
    status.info.languages = ['en', 'vi', 'th', 'ja'];
    const { i18n } = renderInShell(<SiteHeader />, { status });
    fireEvent.click(screen.getByTestId('language-selector'));
    const options = screen.getAllByRole('option');
    // vi and ja are configured but have no texts: offering them would show English under their name
    expect(options.map((option) => option.getAttribute('data-testid'))).toEqual([
      'language-option-en',
      'language-option-th',
    ]);
    expect(screen.getByTestId('language-option-th').textContent).toContain('Thai');

    await act(async () => {
      fireEvent.click(screen.getByTestId('language-option-th'));
    });
    expect(i18n.language).toBe('th');
    expect(localStorage.getItem('lang')).toBe('th');
    expect(localStorage.getItem('hisLang')).toBe('th');
    expect(screen.getByTestId('login-button').textContent).toContain('เข้าสู่ระบบ');
  });

  it('opens the login and register modals from its buttons and toggles the remembered theme', () => {
    act(() => useThemeStore.setState({ chosen: null }));
    renderInShell(<SiteHeader />, { status: statusWith('REGBTN3') });
    fireEvent.click(screen.getByTestId('login-button'));
    expect(useModalStore.getState().current).toBe('login');
    fireEvent.click(screen.getByTestId('register-button'));
    expect(useModalStore.getState().current).toBe('register');
    const toggle = screen.getByTestId('theme-toggle');
    expect(toggle.getAttribute('data-theme-current')).toBe('dark');
    fireEvent.click(toggle);
    expect(localStorage.getItem('theme')).toBe('light');
    expect(screen.getByTestId('theme-toggle').getAttribute('data-theme-current')).toBe('light');
  });

  it('shows the register button only when the site enables it', () => {
    renderInShell(<SiteHeader />);
    expect(screen.getByTestId('login-button')).toBeTruthy();
    expect(screen.queryByTestId('register-button')).toBeNull();
  });

  it('shows the inline header login on wide screens instead of the buttons', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === HEADER_LOGIN_MEDIA,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    renderInShell(<SiteHeader />, { status: statusWith('REGBTN3', 'PASS3') });
    // the form is a lazy chunk
    const form = await screen.findByTestId('header-login', {}, { timeout: 5000 });
    expect(within(form).getByTestId('login-username')).toBeTruthy();
    expect(within(form).getByTestId('header-register')).toBeTruthy();
    expect(within(form).getByTestId('header-forgot')).toBeTruthy();
    expect(screen.queryByTestId('login-button')).toBeNull();
  });

  it('shows the member menu instead of the login once logged in', async () => {
    fakeApi({});
    act(() => useSession.getState().setUser(MEMBER));
    renderInShell(<SiteHeader />, { status: statusWith('REGBTN3') });
    expect(await screen.findByTestId('header-user-menu')).toBeTruthy();
    expect(screen.queryByTestId('login-button')).toBeNull();
    expect(screen.queryByTestId('register-button')).toBeNull();
    expect(screen.queryByTestId('header-login')).toBeNull();
  });

  it('shows the points mall entry when the whitelabel menu names it and the points system is on, in both languages', async () => {
    const { calls } = fakeApi({
      'GET /wps/system/whitelabel': ok({
        whitelabelVal: [],
        menu: [{ key: 'pointMall', modId: 'PTMALL3', path: '/pointMall' }],
      }),
    });
    renderInShell(<SiteHeader />, { status: statusWith('PTSYS3') });
    const entry = await screen.findByTestId('nav-item-POINTMALL');
    expect(entry.getAttribute('href')).toBe('/pointMall');
    expect(entry.textContent).toBe('Points mall');
    expect(calls.filter((c) => c.path === '/wps/system/whitelabel')).toHaveLength(1);
    cleanup();
    renderInPortal(<SiteHeader />, { seed: { status: statusWith('PTSYS3') }, language: 'th' });
    expect((await screen.findByTestId('nav-item-POINTMALL')).textContent).toBe('ร้านแลกคะแนน');
  });

  it('shows no points mall entry when the menu does not name it, nor asks the menu when points are off', async () => {
    const { calls } = fakeApi({ 'GET /wps/system/whitelabel': ok({ whitelabelVal: [], menu: [] }) });
    renderInShell(<SiteHeader />, { status: statusWith('PTSYS3') });
    await waitFor(() => expect(calls.some((c) => c.path === '/wps/system/whitelabel')).toBe(true));
    expect(screen.queryByTestId('nav-item-POINTMALL')).toBeNull();
    cleanup();
    calls.length = 0;
    renderInShell(<SiteHeader />, { status: statusWith('REGBTN3') });
    expect(screen.getByTestId('nav-item-PROMO')).toBeTruthy();
    expect(screen.queryByTestId('nav-item-POINTMALL')).toBeNull();
    expect(calls.some((c) => c.path === '/wps/system/whitelabel')).toBe(false);
  });

  it('shows the app download entry with iOS only when only the iOS resource exists', () => {
    renderInShell(<SiteHeader />);
    const entry = screen.getByTestId('app-download-entry');
    expect(entry.getAttribute('href')).toBe('/down');
    fireEvent.mouseEnter(entry.parentElement!);
    expect(screen.getByTestId('app-ios').getAttribute('href')).toBe('https://apps.example/ios');
    expect(screen.queryByTestId('app-android')).toBeNull();
  });
});
