import { CATEGORY_ROUTES } from '@portal/contracts/games';
import { lazy, useMemo } from 'react';
import { type RouteObject, useRoutes } from 'react-router';
import { withTexts } from '../i18n/setup.ts';
import { HomePage } from './home/home-page.tsx';
import { FullLayout, HeaderFooterLayout, RootLayout } from './layouts/layouts.tsx';
import { AuthEntryRoute } from './routes/auth-entry-route.tsx';
import { HelpRoute } from './routes/help-modal.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';

// Lazy screens (spec section 2): each is its own chunk.
const AgentHomePage = lazy(
  withTexts(['account', 'auth', 'register'], () =>
    import('../features/account/agent-home-page.tsx').then((m) => ({ default: m.AgentHomePage })),
  ),
);
const Promotions = lazy(() => import('../features/content/pages/promotions-page.tsx'));
const Join = lazy(() => import('../features/content/pages/join-page.tsx'));
const Download = lazy(() => import('../features/content/pages/download-page.tsx'));
const GameListCenter = lazy(() => import('../features/games/pages/game-list-page.tsx'));
const GameCenter = lazy(() => import('../features/games/pages/game-center-page.tsx'));

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

const RESERVED = new Set<string>([
  ...HOME_PATHS,
  ...GAME_CENTER_PATHS,
  CATEGORY_ROUTES.HOT,
  CATEGORY_ROUTES.RNG,
  '/login',
  '/register',
  '/help',
  '/promotions',
  '/join',
  '/down',
  // /agentHome; the game-list-centre paths it is compared with are lower case
  '/agenthome',
  // /resetPassword (the e-mailed reset link), lower case for the same reason
  '/resetpassword',
]);

/** Game-list-centre types get `/<type lower-case>`, unless that path is taken by a fixed route. */
export function gameListCentrePaths(types: readonly string[]): string[] {
  return [...new Set(types.map((type) => `/${type.toLowerCase()}`))].filter(
    (path) => /^\/[a-z0-9_-]+$/.test(path) && !RESERVED.has(path),
  );
}

export function appRoutes(gameListCentreTypes: readonly string[]): RouteObject[] {
  return [
    {
      element: <RootLayout />,
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
            { path: '/join', element: <Join /> },
            { path: '/down', element: <Download /> },
            { path: '/agentHome', element: <AgentHomePage home={<HomePage />} /> },
          ],
        },
        {
          element: <HeaderFooterLayout />,
          children: [
            { path: CATEGORY_ROUTES.HOT, element: <GameListCenter /> },
            { path: CATEGORY_ROUTES.RNG, element: <GameListCenter /> },
            ...gameListCentrePaths(gameListCentreTypes).map((path) => ({
              path,
              element: <GameListCenter />,
            })),
            ...GAME_CENTER_PATHS.map((path) => ({ path, element: <GameCenter /> })),
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
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
