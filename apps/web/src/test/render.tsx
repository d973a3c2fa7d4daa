import type { AnnouncementPayload } from '@portal/contracts/content';
import type { VendorLane } from '@portal/contracts/games';
import type { SystemStatus } from '@portal/contracts/system';
import { QueryClient } from '@tanstack/react-query';
import { cleanup, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, vi } from 'vitest';
import { systemStatusQuery } from '../api/system-status.ts';
import { createI18n } from '../i18n/setup.ts';
import { ALL_TEXTS } from '../i18n/test-texts.ts';
import { createQueryClient, Providers } from '../shell/providers.tsx';
import { makeLanes, makeStatus } from './fixtures.ts';

// vitest runs without globals, so Testing Library cannot register its own cleanup
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

export type Seed = {
  status?: SystemStatus;
  lanes?: VendorLane[];
  announcements?: Partial<Record<'A' | 'B' | 'F', AnnouncementPayload>>;
  language?: string;
};

/** A query client holding the given server state, so components render without fetching it. */
export function seededClient(seed: Seed): QueryClient {
  const client = createQueryClient();
  const status = seed.status ?? makeStatus();
  client.setQueryData(['system', 'status'], status);
  client.setQueryData(['games', 'vendor-lanes', status.info.merchantCode], seed.lanes ?? makeLanes());
  for (const [execution, payload] of Object.entries(seed.announcements ?? {})) {
    client.setQueryData(['announcements', execution, seed.language ?? 'en'], payload);
  }
  return client;
}

/** Query cache entries: [query key, data]. */
export type QueryEntries = [readonly unknown[], unknown][];

/** A query client as tests of single screens want it: no retries, nothing collected, only the status seeded. */
function plainClient(queries: QueryEntries): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY } },
  });
  if (!queries.some(([key]) => key === systemStatusQuery.queryKey)) {
    client.setQueryData(systemStatusQuery.queryKey, makeStatus());
  }
  for (const [key, data] of queries) client.setQueryData(key, data);
  return client;
}

/** Where the memory router is, for asserting navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}${location.hash}`}</output>;
}

export type RenderOptions = {
  /** The URL the memory router starts at. */
  route?: string;
  /** Mounts `ui` as the element of this route pattern (`:params` for the page); without it `ui` renders as is. */
  pattern?: string;
  language?: string;
  /**
   * The portal's query client (its defaults) holding `seed` — the status, vendor lanes, announcements. Left
   * out when `queries` is given: then a plain client (no retries) holds those entries and the status.
   */
  seed?: Seed;
  queries?: QueryEntries;
  /** Queries fail at once instead of retrying (the pages' error states). */
  noRetry?: boolean;
  /** Adds the `location` probe after `ui`. */
  showLocation?: boolean;
};

/** Renders `ui` in the portal's providers, with the texts of every namespace, in a memory router. */
export function renderInPortal(ui: ReactNode, options: RenderOptions = {}) {
  const { seed = {}, queries, route = '/', pattern, noRetry = false, showLocation = false } = options;
  const language = options.language ?? seed.language ?? 'en';
  const client = queries ? plainClient(queries) : seededClient({ ...seed, language });
  if (noRetry)
    client.setDefaultOptions({
      queries: { ...createQueryClient().getDefaultOptions().queries, retry: false },
    });
  // jsdom has no scrolling; pages scroll to the top when the page number changes
  vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const i18n = createI18n(language, ALL_TEXTS);
  const result = render(
    <Providers queryClient={client} i18n={i18n}>
      <MemoryRouter initialEntries={[route]}>
        {pattern ? (
          <Routes>
            <Route path={pattern} element={ui} />
            <Route path="*" element={null} />
          </Routes>
        ) : (
          ui
        )}
        {showLocation ? <LocationProbe /> : null}
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, client, i18n };
}

/** Renders `ui` in the portal's providers and a memory router at `path`. */
export function renderInShell(ui: ReactNode, seed: Seed = {}, path = '/') {
  return renderInPortal(ui, { seed, route: path });
}

/** Renders a member-centre page as the centre would: providers, texts of every namespace, a router. */
export function renderMemberPage(
  ui: ReactNode,
  { language = 'en', status = makeStatus() }: { language?: string; status?: SystemStatus } = {},
) {
  return renderInPortal(ui, { seed: { status }, language, noRetry: true });
}

/** Renders the account layer's pieces (no query retries) at `path`, with the router's location shown. */
export function renderAccount(
  ui: ReactNode,
  { path = '/', status = makeStatus() }: { path?: string; status?: SystemStatus } = {},
) {
  return renderInPortal(ui, { seed: { status }, route: path, noRetry: true, showLocation: true });
}

/**
 * Renders one screen with a plain query client holding `seed` (and the status), mounted on the route
 * `path` when given, at the URL `route`, with the router's location shown.
 */
export function renderWithProviders(
  ui: ReactNode,
  options: { route?: string; path?: string; language?: string; seed?: QueryEntries } = {},
) {
  return renderInPortal(ui, {
    route: options.route,
    pattern: options.path ?? '*',
    language: options.language,
    queries: options.seed ?? [],
    showLocation: true,
  });
}
