import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';
import { systemStatusQuery } from '../api/system-status.ts';
import { createI18n } from '../i18n/setup.ts';
import { ALL_TEXTS } from '../i18n/test-texts.ts';
import { makeStatus } from './fixtures.ts';

// vitest runs without globals, so Testing Library cannot register its own cleanup
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

/** Shows where the router is, so tests can assert navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

type Options = {
  /** The URL the memory router starts at. */
  route?: string;
  /** The route pattern the element is mounted on (default: every path). */
  path?: string;
  language?: string;
  /** Query cache entries to seed; the system status is seeded unless given here. */
  seed?: [readonly unknown[], unknown][];
};

/** Renders with the providers the portal's screens need: TanStack Query, a memory router and i18next. */
export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } },
  });
  const seeds = options.seed ?? [];
  if (!seeds.some(([key]) => key === systemStatusQuery.queryKey)) {
    client.setQueryData(systemStatusQuery.queryKey, makeStatus());
  }
  for (const [key, data] of seeds) client.setQueryData(key, data);
  // jsdom has no scrolling; the pages scroll to the top when the page number changes
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const i18n = createI18n(options.language ?? 'en', ALL_TEXTS);
  const result = render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[options.route ?? '/']}>
          <Routes>
            <Route path={options.path ?? '*'} element={ui} />
            <Route path="*" element={null} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, client, i18n };
}
