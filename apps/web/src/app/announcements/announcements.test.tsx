import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useModalStore } from '../../shell/modals/modal-store.ts';
import { makeAnnouncement, makeAnnouncements } from '../../test/fixtures.ts';
import { renderInShell } from '../../test/render.tsx';
import { AnnouncementPopup } from './announcement-popup.tsx';
import { NOTICE_PAGE_SIZE, NoticeModal } from './notice-modal.tsx';
import { noticesWithOtherPopups } from './popup-audience.ts';
import { popupClosedKey, shownPopup } from './popup-storage.ts';

const popup = makeAnnouncement(500, {
  type: 'PU',
  title: 'Welcome bonus',
  content: '<p>Big <b>bonus</b></p>',
});

describe('AnnouncementPopup', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(cleanup);

  it('shows the visitor popup once per session: closing stores the marker and it stays closed', async () => {
    const seed = { announcements: { B: makeAnnouncements({ popup: [popup] }) } };
    const first = renderInShell(<AnnouncementPopup audience="B" />, seed);
    const dialog = await screen.findByTestId('announcement-popup');
    expect(within(dialog).getByText('Welcome bonus')).toBeTruthy();
    expect(await within(dialog).findByText('bonus')).toBeTruthy();

    fireEvent.click(screen.getByTestId('announcement-popup-close'));
    expect(screen.queryByTestId('announcement-popup')).toBeNull();
    expect(sessionStorage.getItem(popupClosedKey('B'))).toBe('closed');
    first.unmount();

    renderInShell(<AnnouncementPopup audience="B" />, seed);
    expect(screen.queryByTestId('announcement-popup')).toBeNull();
  });

  it("greets a session once: after a visitor's popup, the login's popup waits in the notice list", async () => {
    const member = makeAnnouncement(600, { type: 'PU', execution: 'A', title: 'Welcome back' });
    const seed = {
      announcements: { B: makeAnnouncements({ popup: [popup] }), A: makeAnnouncements({ popup: [member] }) },
    };
    const visit = renderInShell(<AnnouncementPopup audience="B" />, seed);
    await screen.findByTestId('announcement-popup');
    fireEvent.click(screen.getByTestId('announcement-popup-close'));
    visit.unmount();
    renderInShell(<AnnouncementPopup audience="A" />, seed);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('announcement-popup')).toBeNull();
    expect(noticesWithOtherPopups([], [member], shownPopup()).map((n) => n.title)).toEqual(['Welcome back']);
  });

  it('keeps the marker per audience', async () => {
    sessionStorage.setItem(popupClosedKey('B'), 'closed');
    renderInShell(<AnnouncementPopup audience="A" />, {
      announcements: { A: makeAnnouncements({ popup: [{ ...popup, execution: 'A' }] }) },
    });
    expect(await screen.findByTestId('announcement-popup')).toBeTruthy();
  });

  it('greets with one popup at a time; the others are in the notice list its button opens', async () => {
    const popups = [
      popup,
      makeAnnouncement(501, { type: 'PU', title: 'Weekend reload' }),
      makeAnnouncement(502, { type: 'PU', title: 'New games' }),
    ];
    const player = [makeAnnouncement(1, { title: 'Maintenance tonight' })];
    renderInShell(
      <>
        <AnnouncementPopup audience="B" />
        <NoticeModal />
      </>,
      { announcements: { B: makeAnnouncements({ popup: popups, player }) } },
    );
    const dialog = await screen.findByTestId('announcement-popup');
    expect(within(dialog).getByText('Welcome bonus')).toBeTruthy();
    expect(within(dialog).queryByText('Weekend reload')).toBeNull();
    fireEvent.click(within(dialog).getByTestId('announcement-popup-more'));
    expect(screen.queryByTestId('announcement-popup')).toBeNull();
    const titles = (await screen.findAllByTestId('notice-item')).map((item) => item.textContent);
    expect(titles.join(' | ')).toMatch(/Maintenance tonight.*Weekend reload.*New games/);
    act(() => useModalStore.getState().close());
  });

  it('shows nothing when there is no popup announcement', () => {
    renderInShell(<AnnouncementPopup audience="B" />, { announcements: { B: makeAnnouncements() } });
    expect(screen.queryByTestId('announcement-popup')).toBeNull();
    expect(sessionStorage.getItem(popupClosedKey('B'))).toBeNull();
  });
});

describe('NoticeModal', () => {
  afterEach(() => {
    cleanup();
    act(() => useModalStore.getState().close());
  });

  it('opens through the modal store and pages the player notices by 9', async () => {
    const player = Array.from({ length: 20 }, (_, i) => makeAnnouncement(i + 1));
    renderInShell(<NoticeModal />, { announcements: { B: makeAnnouncements({ player }) } });
    expect(screen.queryByTestId('notice-modal')).toBeNull();

    act(() => useModalStore.getState().open('notice'));
    const modal = await screen.findByTestId('notice-modal');
    expect(modal.getAttribute('role')).toBe('dialog');
    expect(modal.getAttribute('aria-modal')).toBe('true');
    expect(within(modal).getAllByTestId('notice-item')).toHaveLength(NOTICE_PAGE_SIZE);
    expect(within(modal).getByText('Notice 1')).toBeTruthy();
    expect(within(modal).getByTestId('notice-page').textContent).toBe('1 / 3');

    fireEvent.click(within(modal).getByRole('button', { name: /Next/ }));
    fireEvent.click(within(modal).getByRole('button', { name: /Next/ }));
    expect(within(modal).getAllByTestId('notice-item')).toHaveLength(2);
    expect(within(modal).getByText('Notice 20')).toBeTruthy();

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByTestId('notice-modal')).toBeNull();
    expect(useModalStore.getState().current).toBeNull();
  });

  it('sanitises notice content before rendering it', async () => {
    const player = [
      makeAnnouncement(1, {
        content: '<p>Safe</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
      }),
    ];
    renderInShell(<NoticeModal />, { announcements: { B: makeAnnouncements({ player }) } });
    act(() => useModalStore.getState().open('notice'));
    const modal = await screen.findByTestId('notice-modal');
    await within(modal).findByText('Safe');
    expect(modal.innerHTML).not.toContain('onerror');
    expect(modal.innerHTML).not.toContain('<script');
  });
});
