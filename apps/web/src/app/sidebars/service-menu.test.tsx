import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCentreStore } from '../../shell/centre/centre-store.ts';
import { useModalStore } from '../../shell/modals/modal-store.ts';
import { useSession } from '../../shell/session/session-store.ts';
import { renderInShell } from '../../test/render.tsx';
import { signIn } from '../../test/session.ts';
import { ServiceMenu } from './service-menu.tsx';
import { shortcutState } from './sidebar-entries.ts';

describe('ServiceMenu', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    act(() => {
      useSession.getState().clear();
      useCentreStore.getState().close();
      useModalStore.getState().close();
    });
  });

  it('lists the side-bar entries for the phone drawer and opens chat in the 440x750 window', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderInShell(<ServiceMenu />);
    const menu = screen.getByTestId('drawer-service');
    fireEvent.click(within(menu).getByTestId('drawer-cs-LIVECHAT'));
    expect(open).toHaveBeenCalledWith('https://chat.example/live', '_blank', 'width=440,height=750');
    // a QR code is pointless on the phone that would scan it: the drawer links to its address
    expect(within(menu).getByTestId('drawer-cs-QR').getAttribute('href')).toBe('https://line.example/qr');
  });

  it('opens the member centre for a player, and the login for a visitor', () => {
    renderInShell(<ServiceMenu />);
    fireEvent.click(screen.getByRole('button', { name: 'My account' }));
    expect(useModalStore.getState().current).toBe('login');
    expect(useCentreStore.getState().member).toBeNull();
    act(() => useModalStore.getState().close());
    signIn();
    fireEvent.click(screen.getByRole('button', { name: 'My account' }));
    expect(useCentreStore.getState().member).toBe('securityCenter');
  });

  it('says a shortcut whose page no feature has yet is coming, never that the player must log in', () => {
    signIn();
    renderInShell(<ServiceMenu />);
    const checkIn = screen.getByTestId('drawer-shortcut-signInTask');
    expect(checkIn).toHaveProperty('disabled', true);
    expect(checkIn.getAttribute('title')).toContain('Coming soon');
    expect(checkIn.textContent).toContain('Soon');
  });

  it('opens a shortcut once its page is registered', () => {
    const page = () => null;
    expect(shortcutState('signInTask', undefined)).toBe('coming');
    expect(shortcutState('signInTask', {})).toBe('coming');
    expect(shortcutState('signInTask', { signInTask: page as never })).toBe('ready');
  });
});
