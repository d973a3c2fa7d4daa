import { Suspense, useState } from 'react';
import { BrowserRouter, useLocation } from 'react-router';
import { createI18n } from '../i18n/setup.ts';
import { CentreLayer } from '../shell/centre/centre-layer.tsx';
import { provideCentrePages } from '../shell/centre/centre-registry.ts';
import { lazyChunk } from '../shell/chunks/chunk-load.ts';
import { bootLanguage, createQueryClient, Providers } from '../shell/providers.tsx';
import { useSession } from '../shell/session/session-store.ts';
import { useLoadedStatus } from '../shell/system/use-status.ts';
import { usePopupBlocked } from './customer-service.ts';
import { AppRoutes, isGamePagePath } from './router.tsx';
import { SystemGate } from './system/system-gate.tsx';

// The centres' pages: composed from the features' declarations, loaded with the first centre opened.
provideCentrePages(() => import('./centre-pages.ts').then((m) => m.CENTRE_PAGES));

/** The routes are built once the configuration (game-list-centre types) is known. */
function AppRouter() {
  const { info } = useLoadedStatus();
  return (
    <BrowserRouter>
      <AppRoutes gameListCentreTypes={info.gameListCentreTypes} />
      <PortalAccountLayer />
    </BrowserRouter>
  );
}

/**
 * The account layer (session start-up, the centres) belongs to the portal, not to the game pages framed
 * inside it: their `?token=` is a game's launch token, never the member's session.
 */
function PortalAccountLayer() {
  const { pathname } = useLocation();
  return isGamePagePath(pathname) ? null : (
    <>
      <CentreLayer />
      <Realtime />
    </>
  );
}

const MemberLayer = lazyChunk(() => import('./member-layer.tsx'));

/** The logged-in member's socket events (decision 0041) and chat room (decision 0044): a real account only. */
function Realtime() {
  const real = useSession((state) => state.isLogin && !state.isTrial);
  return real ? (
    <Suspense fallback={null}>
      <MemberLayer />
    </Suspense>
  ) : null;
}

const PopupBlockedDialog = lazyChunk(() => import('./popup-blocked-dialog.tsx'));

/** The blocked-popup notice, loaded only when a window the player asked for was blocked. */
function PopupBlockedNotice() {
  const blocked = usePopupBlocked((state) => state.blocked);
  return blocked ? (
    <Suspense fallback={null}>
      <PopupBlockedDialog />
    </Suspense>
  ) : null;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  const [i18n] = useState(() => createI18n(bootLanguage()));
  return (
    <Providers queryClient={queryClient} i18n={i18n}>
      <SystemGate>
        <AppRouter />
      </SystemGate>
      <PopupBlockedNotice />
    </Providers>
  );
}
