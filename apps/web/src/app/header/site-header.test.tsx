import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { makeStatus, renderInShell } from '../test-utils.tsx';
import { useThemeStore } from '../theme.ts';
import { SiteHeader } from './site-header.tsx';

describe('SiteHeader', () => {
  beforeEach(() => localStorage.clear());
  afterEach(cleanup);

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

  it('offers every configured language and remembers a choice as lang and hisLang', async () => {
    const { i18n } = renderInShell(<SiteHeader />);
    fireEvent.click(screen.getByTestId('language-selector'));
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.getAttribute('data-testid'))).toEqual(
      makeStatus().info.languages.map((code) => `language-option-${code}`),
    );
    expect(screen.getByTestId('language-option-th').textContent).toContain('Thai');

    await act(async () => {
      fireEvent.click(screen.getByTestId('language-option-th'));
    });
    expect(i18n.language).toBe('th');
    expect(localStorage.getItem('lang')).toBe('th');
    expect(localStorage.getItem('hisLang')).toBe('th');
    expect(screen.getByTestId('login-button').textContent).toContain('เข้าสู่ระบบ');
  });

  it('links login and register to their routes and toggles the remembered theme', () => {
    act(() => useThemeStore.setState({ chosen: null }));
    renderInShell(<SiteHeader />);
    expect(screen.getByTestId('login-button').getAttribute('href')).toBe('/login');
    expect(screen.getByTestId('register-button').getAttribute('href')).toBe('/register');
    const toggle = screen.getByTestId('theme-toggle');
    expect(toggle.getAttribute('data-theme-current')).toBe('dark');
    fireEvent.click(toggle);
    expect(localStorage.getItem('theme')).toBe('light');
    expect(screen.getByTestId('theme-toggle').getAttribute('data-theme-current')).toBe('light');
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
