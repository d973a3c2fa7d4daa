import { CATEGORY_ROUTES } from '@portal/contracts/games';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, Suspense, useCallback, useMemo } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { GameLayer } from '../features/games/game-layer.tsx';
import { RequireToken } from '../features/member/require-token.tsx';
import { withTexts } from '../i18n/setup.ts';
import { requireRealAccount } from '../shell/centre/centre-store.ts';
import { lazyChunk } from '../shell/chunks/chunk-load.ts';
import { ChunkErrorBoundary } from './chunks/chunk-error-boundary.tsx';
import { HomePage } from './home/home-page.tsx';
import { FullLayout, HeaderFooterLayout, HeaderOnlyLayout, RootLayout } from './layouts/layouts.tsx';
import { RouteFallback } from './layouts/shell.tsx';
import { AuthEntryRoute } from './routes/auth-entry-route.tsx';

// Lazy screens (spec section 2): each is its own chunk, loaded through lazyChunk (spec section 8: a
// failed chunk is reported, retried once, then the chunk error page).
const AgentHomePage = lazyChunk(
  withTexts(['member', 'auth', 'register'], () =>
    import('./routes/agent-home-page.tsx').then((m) => ({ default: m.AgentHomePage })),
  ),
);
// An unknown path is rare: its page is not part of the first load.
const NotFoundPage = lazyChunk(() =>
  import('./routes/not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })),
);
const HelpRoute = lazyChunk(() => import('./routes/help-modal.tsx').then((m) => ({ default: m.HelpRoute })));
const Promotions = lazyChunk(
  withTexts(['promotions'], () => import('../features/promotions/pages/promotions-page.tsx')),
);
const PointMall = lazyChunk(
  withTexts(['points', 'payments'], () => import('../features/points/pages/point-mall-page.tsx')),
);
const RedEnvelope = lazyChunk(
  withTexts(['redEnvelope'], () => import('../features/red-envelope/red-envelope-page.tsx')),
);
const Join = lazyChunk(() => import('../features/content/pages/join-page.tsx'));
const Download = lazyChunk(() => import('../features/content/pages/download-page.tsx'));
const GameListCenter = lazyChunk(
  withTexts(['gamecentre'], () => import('../features/games/pages/game-list-page.tsx')),
);
const GameCenter = lazyChunk(
  withTexts(['gamecentre'], () => import('../features/games/pages/game-center-page.tsx')),
);
const Winners = lazyChunk(
  withTexts(['gamecentre'], () => import('../features/games/pages/winners-page.tsx')),
);
const Seamless = lazyChunk(
  withTexts(['gamecentre'], () => import('../features/games/pages/seamless-page.tsx')),
);
const FbSports = lazyChunk(
  withTexts(['gamecentre'], () => import('../features/games/pages/fb-sports-page.tsx')),
);
const Lottery = lazyChunk(withTexts(['lottery'], () => import('../features/lottery/pages/lottery-page.tsx')));
// The game pages themselves, framed by the game popup or the /seamless page.
const SlotPage = lazyChunk(
  withTexts(['vendors'], () =>
    import('../features/vendors/slot/slot-page.tsx').then((m) => ({ default: m.SlotPage })),
  ),
);
const TablePage = lazyChunk(
  withTexts(['vendors', 'tables'], () =>
    import('../features/vendors/table/table-page.tsx').then((m) => ({ default: m.TablePage })),
  ),
);
const MiniPage = lazyChunk(
  withTexts(['miniGame'], () =>
    // the launcher's module (one chunk for both: the first page's JavaScript names one file, not two)
    import('../features/vendors/mini/mini-float.tsx').then((m) => ({ default: m.MiniPage })),
  ),
);
const SandboxPage = lazyChunk(
  withTexts(['vendors', 'tables'], () =>
    import('../features/vendors/sandbox/sandbox-page.tsx').then((m) => ({ default: m.SandboxPage })),
  ),
);

/** The winners list page (spec section 2 names the area, not its route: decision 0043). */
export const WINNERS_PATH = '/winners';

export const HOME_PATHS = ['/', '/index', '/index.html', '/home'] as const;

/** Category routes with a game centre; /hot and /rng are game lists. */
export const GAME_CENTER_PATHS = [
  CATEGORY_ROUTES.PVP,
  CATEGORY_ROUTES.LIVE,
  CATEGORY_ROUTES.SPORTS,
  CATEGORY_ROUTES.ESPORTS,
  CATEGORY_ROUTES.COCKFIGHT,
  CATEGORY_ROUTES.ELOTT,
  CATEGORY_ROUTES.FISH,
  CATEGORY_ROUTES.LOTT,
] as const;

/** The lottery pages (spec section 2): a login token is needed, else /login. */
export const LOTTERY_PATHS = ['/lottery', '/seaLottery', '/vnLottery'] as const;

/** Game pages without any layout: they run inside the game popup's iframe or the /seamless page. */
export const PLAY_PATHS = {
  slot: '/play/house/slot/:gameCode',
  table: '/play/house/table/:gameCode',
  mini: '/play/house/mini/:gameCode',
  sandbox: '/play/sandbox/:gameCode',
} as const;

/**
 * A game page: it runs inside the game popup's iframe or the /seamless page, on the portal's origin.
 * The app must not run its session start-up there (its `?token=` is the vendor's launch token).
 */
export function isGamePagePath(pathname: string): boolean {
  return pathname.startsWith('/play/');
}

const RESERVED = new Set<string>([
  ...HOME_PATHS,
  ...GAME_CENTER_PATHS,
  CATEGORY_ROUTES.HOT,
  CATEGORY_ROUTES.RNG,
  '/login',
  '/register',
  '/help',
  '/promotions',
  '/pointmall',
  // /redEnvelope (decision 0039), lower case as the others
  '/redenvelope',
  '/join',
  '/down',
  // the winners list (issue 20, decision 0043)
  '/winners',
  // /agentHome; the game-list-centre paths it is compared with are lower case
  '/agenthome',
  // /resetPassword (the e-mailed reset link), lower case for the same reason
  '/resetpassword',
  // the game pages
  '/seamless',
  '/fbsports',
  '/lottery',
  '/sealottery',
  '/vnlottery',
  '/play',
]);

/** Game-list-centre types and their pages: `/<type lower-case>`, unless a fixed route has that path. */
export function gameListCentreRoutes(types: readonly string[]): Map<string, string> {
  const routes = new Map<string, string>();
  for (const type of types) {
    const path = `/${type.toLowerCase()}`;
    if (/^\/[a-z0-9_-]+$/.test(path) && !RESERVED.has(path) && !routes.has(type)) routes.set(type, path);
  }
  return routes;
}

export function gameListCentrePaths(types: readonly string[]): string[] {
  return [...new Set(gameListCentreRoutes(types).values())];
}

/**
 * Every route with a layout sits in the game layer: its cards launch by the spec's rule, and a game
 * closing reads the balance again (the shell's money queries, loaded only then).
 */
function GameLayerRoute({ centrePaths }: { centrePaths: ReadonlyMap<string, string> }) {
  const queryClient = useQueryClient();
  const onGameClosed = useCallback(() => {
    void import('../shell/money/balance.ts').then((m) => m.refreshMoney(queryClient));
  }, [queryClient]);
  return (
    <GameLayer centrePaths={centrePaths} requireRealAccount={requireRealAccount} onGameClosed={onGameClosed}>
      <RootLayout />
    </GameLayer>
  );
}

function Bare({ children }: { children: ReactNode }) {
  return (
    <ChunkErrorBoundary>
      <Suspense fallback={<RouteFallback />}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}

export function appRoutes(gameListCentreTypes: readonly string[]): RouteObject[] {
  const centrePaths = gameListCentreRoutes(gameListCentreTypes);
  return [
    {
      element: <GameLayerRoute centrePaths={centrePaths} />,
      children: [
        {
          element: <FullLayout />,
          children: [
            ...HOME_PATHS.map((path) => ({ path, element: <HomePage /> })),
            { path: '/login', element: <AuthEntryRoute mode="login" /> },
            { path: '/register', element: <AuthEntryRoute mode="register" /> },
            { path: '/resetPassword', element: <AuthEntryRoute mode="resetPassword" /> },
            { path: '/help', element: <HelpRoute /> },
            { path: '/promotions', element: <Promotions /> },
            {
              path: '/pointMall',
              element: (
                <RequireToken>
                  <PointMall />
                </RequireToken>
              ),
            },
            {
              path: '/redEnvelope',
              element: (
                <RequireToken>
                  <RedEnvelope />
                </RequireToken>
              ),
            },
            { path: '/join', element: <Join /> },
            { path: '/down', element: <Download /> },
            { path: '/agentHome', element: <AgentHomePage home={<HomePage />} /> },
          ],
        },
        {
          element: <HeaderFooterLayout />,
          children: [
            { path: CATEGORY_ROUTES.HOT, element: <GameListCenter /> },
            { path: WINNERS_PATH, element: <Winners /> },
            { path: CATEGORY_ROUTES.RNG, element: <GameListCenter /> },
            ...[...new Set(centrePaths.values())].map((path) => ({ path, element: <GameListCenter /> })),
            ...GAME_CENTER_PATHS.map((path) => ({ path, element: <GameCenter /> })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
        {
          element: <HeaderOnlyLayout />,
          children: [
            { path: '/seamless', element: <Seamless /> },
            {
              element: <RequireToken />,
              children: [
                { path: '/fbSports', element: <FbSports /> },
                ...LOTTERY_PATHS.map((path) => ({ path, element: <Lottery /> })),
              ],
            },
          ],
        },
      ],
    },
    {
      path: PLAY_PATHS.slot,
      element: (
        <Bare>
          <SlotPage />
        </Bare>
      ),
    },
    {
      path: PLAY_PATHS.table,
      element: (
        <Bare>
          <TablePage />
        </Bare>
      ),
    },
    {
      path: PLAY_PATHS.mini,
      element: (
        <Bare>
          <MiniPage />
        </Bare>
      ),
    },
    {
      path: PLAY_PATHS.sandbox,
      element: (
        <Bare>
          <SandboxPage />
        </Bare>
      ),
    },
  ];
}

/**
 * The route table rendered declaratively (inside a BrowserRouter): the portal needs no loaders or
 * actions, and the declarative router keeps the data-router code out of the entry chunk.
 */
export function AppRoutes({ gameListCentreTypes }: { gameListCentreTypes: readonly string[] }) {
  const typesKey = gameListCentreTypes.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: rebuilt only when the list itself changes
  const routes = useMemo(() => appRoutes(gameListCentreTypes), [typesKey]);
  return useRoutes(routes);
}
