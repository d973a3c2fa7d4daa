import { MutationCache, QueryCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createBrowserRouter, Navigate, RouterProvider } from 'react-router';
import { isSessionOver } from './api/client.ts';
import { createI18n } from './i18n.ts';
import { LoginPage } from './pages/login-page.tsx';
import { RequireOperator } from './session/require-operator.tsx';
import { useSession } from './session/session-store.ts';
import { SCREENS } from './shell/nav.ts';
import { RoleGate } from './shell/role-gate.tsx';
import { Shell } from './shell/shell.tsx';

/** Any call answered "not logged in" (expired after inactivity, revoked) ends the session here. */
const onError = (error: unknown) => {
  if (isSessionOver(error) && useSession.getState().token) useSession.getState().end('expired');
};

function createClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: (count, error) => !isSessionOver(error) && count < 2, refetchOnWindowFocus: true },
    },
  });
}

const router = () =>
  createBrowserRouter(
    [
      { path: '/login', element: <LoginPage /> },
      {
        element: <RequireOperator />,
        children: [
          {
            element: <Shell />,
            children: [
              { index: true, element: <Navigate to="deposits" replace /> },
              ...SCREENS.map((screen) => ({
                path: screen.path,
                element: (
                  <RoleGate role={screen.role} {...(screen.everyMerchant ? { everyMerchant: true } : {})} />
                ),
                children: [{ index: true, lazy: async () => ({ Component: (await screen.load()).default }) }],
              })),
              { path: '*', element: <Navigate to="/" replace /> },
            ],
          },
        ],
      },
    ],
    { basename: '/bo' },
  );

export function App() {
  const [client] = useState(createClient);
  const [i18n] = useState(() => createI18n());
  const [routes] = useState(router);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <RouterProvider router={routes} />
      </QueryClientProvider>
    </I18nextProvider>
  );
}
