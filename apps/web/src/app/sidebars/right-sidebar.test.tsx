import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useCentreStore } from '../../shell/centre/centre-store.ts';
import { useModalStore } from '../../shell/modals/modal-store.ts';
import { useSession } from '../../shell/session/session-store.ts';
import { renderInPortal, renderInShell } from '../../test/render.tsx';
import { signIn } from '../../test/session.ts';
import { RightSidebar } from './right-sidebar.tsx';

describe('RightSidebar member-centre entry', () => {
  afterEach(() => {
    act(() => {
      useSession.getState().clear();
      useCentreStore.getState().close();
      useModalStore.getState().close();
    });
  });

  it('opens the member centre for a logged-in player and stays on the page (never /login)', () => {
    signIn();
    renderInPortal(<RightSidebar />, { route: '/promotions', showLocation: true });
    fireEvent.click(screen.getByTestId('member-centre-entry'));
    expect(useCentreStore.getState().member).toBe('securityCenter');
    expect(useModalStore.getState().current).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/promotions');
  });

  it('asks a visitor to log in', () => {
    renderInShell(<RightSidebar />);
    fireEvent.click(screen.getByTestId('member-centre-entry'));
    expect(useModalStore.getState().current).toBe('login');
    expect(useCentreStore.getState().member).toBeNull();
  });
});
