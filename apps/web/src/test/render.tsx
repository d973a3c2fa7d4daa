import type { AnnouncementPayload } from '@portal/contracts/content';
import type { VendorLane } from '@portal/contracts/games';
import type { SystemStatus } from '@portal/contracts/system';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { createI18n } from '../i18n/setup.ts';
import { ALL_TEXTS } from '../i18n/test-texts.ts';
import { createQueryClient, Providers } from '../shell/providers.tsx';
import { makeLanes, makeStatus } from './fixtures.ts';

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

/** Where the memory router is, for asserting navigation. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

type RenderOptions = {
  seed?: Seed;
  path?: string;
  /** Queries fail at once instead of retrying (the pages' error states). */
  noRetry?: boolean;
  /** Adds the `location` probe after `ui`. */
  showLocation?: boolean;
};

/** Renders `ui` in the portal's providers, with the texts of every namespace, in a memory router. */
function renderInPortal(
  ui: ReactNode,
  { seed = {}, path = '/', noRetry = false, showLocation = false }: RenderOptions,
) {
  const client = seededClient(seed);
  if (noRetry)
    client.setDefaultOptions({
      queries: { ...createQueryClient().getDefaultOptions().queries, retry: false },
    });
  const i18n = createI18n(seed.language ?? 'en', ALL_TEXTS);
  const result = render(
    <Providers queryClient={client} i18n={i18n}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        {showLocation ? <LocationProbe /> : null}
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, client, i18n };
}

/** Renders `ui` in the portal's providers and a memory router at `path`. */
export function renderInShell(ui: ReactNode, seed: Seed = {}, path = '/') {
  return renderInPortal(ui, { seed, path });
}

/** Renders a member-centre page as the centre would: providers, texts of every namespace, a router. */
export function renderMemberPage(
  ui: ReactNode,
  { language = 'en', status = makeStatus() }: { language?: string; status?: SystemStatus } = {},
) {
  return renderInPortal(ui, { seed: { status, language }, noRetry: true });
}

/** Renders the account layer's pieces (no query retries) at `path`, with the router's location shown. */
export function renderAccount(
  ui: ReactNode,
  { path = '/', status = makeStatus() }: { path?: string; status?: SystemStatus } = {},
) {
  return renderInPortal(ui, { seed: { status }, path, noRetry: true, showLocation: true });
}
