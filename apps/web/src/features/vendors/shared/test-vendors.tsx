import type { PlayerState } from '@portal/contracts/vendors.schema';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { renderInPortal } from '../../../test/render.tsx';

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
  return renderInPortal(page, { pattern, route: url, language });
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
