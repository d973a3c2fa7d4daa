import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInShell } from '../test/render.tsx';
import { usePopupBlocked } from './customer-service.ts';
import PopupBlockedDialog from './popup-blocked-dialog.tsx';
import { RightSidebar } from './sidebars/right-sidebar.tsx';

describe('blocked popups (spec section 8)', () => {
  afterEach(() => {
    act(() => usePopupBlocked.getState().dismiss());
  });

  it('tells the player when the customer-service window was blocked, and says nothing when it opened', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue({ opener: window } as unknown as Window);
    renderInShell(
      <>
        <RightSidebar />
        <PopupBlockedDialog />
      </>,
    );
    const sidebar = screen.getByTestId('right-sidebar');
    fireEvent.click(within(sidebar).getByTestId('cs-entry-LIVECHAT'));
    expect(open).toHaveBeenCalledWith('https://chat.example/live', '_blank', 'width=440,height=750');
    expect(screen.queryByTestId('popup-blocked')).toBeNull();

    open.mockReturnValue(null);
    fireEvent.click(within(sidebar).getByTestId('cs-entry-LIVECHAT'));
    // the generic dialog opens after its 100 ms delay (spec section 3)
    expect((await screen.findByTestId('popup-blocked')).textContent).toContain(
      'Popup blocked. Please allow popups and try again.',
    );
    fireEvent.click(screen.getByTestId('popup-blocked-ok'));
    await waitFor(() => expect(screen.queryByTestId('popup-blocked')).toBeNull());
  });
});
