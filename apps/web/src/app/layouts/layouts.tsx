import { lazy, Suspense, useLayoutEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { AuthModals } from '../../features/auth/auth-modals.tsx';
import { useModalStore } from '../../shell/modals/modal-store.ts';
import { usePopupAudience } from '../announcements/popup-audience.ts';
import { LeftSidebar } from '../sidebars/left-sidebar.tsx';
import { RightSidebar } from '../sidebars/right-sidebar.tsx';
import { Shell } from './shell.tsx';

// The notice list and the help centre load when first opened: the first page carries neither.
const HelpModal = lazy(() => import('../routes/help-modal.tsx').then((m) => ({ default: m.HelpModal })));
// The announcement popup (its modal and rich text) loads after the first page has drawn.
const AnnouncementPopup = lazy(() =>
  import('../announcements/announcement-popup.tsx').then((m) => ({ default: m.AnnouncementPopup })),
);
const NoticeModal = lazy(() =>
  import('../announcements/notice-modal.tsx').then((m) => ({ default: m.NoticeModal })),
);

/** A new page starts at the top (a hash link scrolls to its anchor instead). */
function ScrollToTop() {
  const { pathname, hash } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new path on purpose
  useLayoutEffect(() => {
    if (!hash) window.scrollTo?.({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
  return null;
}

/** Around every route: scrolling to the top and the modals any screen may open through the store. */
export function RootLayout() {
  return (
    <>
      <ScrollToTop />
      <Outlet />
      <LazyNotices />
      <LazyHelp />
      <AuthModals />
    </>
  );
}

/** Home, login, register, help, promotions, join (and the points mall later): header, footer, side menu. */
function LazyHelp() {
  const open = useModalStore((state) => state.current === 'help');
  return open ? (
    <Suspense fallback={null}>
      <HelpModal />
    </Suspense>
  ) : null;
}

function LazyNotices() {
  const open = useModalStore((state) => state.current === 'notice');
  return open ? (
    <Suspense fallback={null}>
      <NoticeModal />
    </Suspense>
  ) : null;
}

/** The announcement popup of the caller's audience (popup-audience.ts). */
function PopupForAudience() {
  const audience = usePopupAudience();
  return (
    <Suspense fallback={null}>
      <AnnouncementPopup key={audience} audience={audience} />
    </Suspense>
  );
}

export function FullLayout() {
  return (
    <Shell
      footer
      aside={
        <>
          <LeftSidebar />
          <RightSidebar />
        </>
      }
    >
      <Outlet />
      <PopupForAudience />
    </Shell>
  );
}

/** Game centre and game lists: header and footer. */
export function HeaderFooterLayout() {
  return (
    <Shell footer>
      <Outlet />
    </Shell>
  );
}

/** Lottery and seamless game pages (later capabilities): header only. */
export function HeaderOnlyLayout() {
  return (
    <Shell footer={false}>
      <Outlet />
    </Shell>
  );
}
