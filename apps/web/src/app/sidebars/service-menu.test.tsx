import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../../test/render.tsx';
import { ServiceMenu } from './service-menu.tsx';

describe('ServiceMenu', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('lists the side-bar entries for the phone drawer and opens chat in the 440x750 window', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderInShell(<ServiceMenu />);
    const menu = screen.getByTestId('drawer-service');
    fireEvent.click(within(menu).getByTestId('drawer-cs-LIVECHAT'));
    expect(open).toHaveBeenCalledWith('https://chat.example/live', '_blank', 'width=440,height=750');
    // a QR code is pointless on the phone that would scan it: the drawer links to its address
    expect(within(menu).getByTestId('drawer-cs-QR').getAttribute('href')).toBe('https://line.example/qr');
    expect(within(menu).getByRole('link', { name: 'My account' }).getAttribute('href')).toBe('/login');
    expect(within(menu).getByRole('button', { name: 'Daily check-in' })).toHaveProperty('disabled', true);
  });
});
