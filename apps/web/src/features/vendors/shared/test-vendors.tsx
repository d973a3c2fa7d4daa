import type { PlayerState } from '@portal/contracts/vendors.schema';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { createI18n } from '../../../i18n/setup.ts';
import { ALL_TEXTS } from '../../../i18n/test-texts.ts';
import { Providers } from '../../../shell/providers.tsx';
import { seededClient } from '../../../test/render.tsx';

/** Asks for reduced motion, so game pages play rounds without their animations' waits; `false` asks for full motion. */
export function preferReducedMotion(reduce = true) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion'),
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

/** Renders a game page at `url` under its route `pattern`, in the portal's providers. */
export function renderGamePage(pattern: string, page: ReactNode, url: string, language = 'en') {
  const client = seededClient({});
  const i18n = createI18n(language, ALL_TEXTS);
  const result = render(
    <Providers queryClient={client} i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path={pattern} element={page} />
        </Routes>
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, client };
}

/** The player a vendor session answers with; `overrides` change single fields. */
export function makePlayer(overrides: Partial<PlayerState> = {}): PlayerState {
  return {
    session: 'sess-0123456789abcdef',
    trial: false,
    currency: 'THB',
    balance: 1_000_00,
    username: 'somchai',
    ...overrides,
  };
}
