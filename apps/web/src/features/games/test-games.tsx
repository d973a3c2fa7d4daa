import type { MemberInfo } from '@portal/contracts/member';
import type { ModuleId } from '@portal/contracts/system';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { systemStatusQuery } from '../../api/system-status.ts';
import { useModalStore } from '../../shell/modals/modal-store.ts';
import { useSession } from '../../shell/session/session-store.ts';
import { makeStatus, makeUser } from '../../test/fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { GameLayer } from './game-layer.tsx';
import { useLaunchStore } from './lib/launch-store.ts';
import { resetFavouriteThrottle } from './lib/use-favourites.ts';

/** The feature-tree switches of the games capability, all on unless a test says otherwise. */
export const GAME_MODULES: ModuleId[] = ['GAMELO3', 'GAMELOFAV3', 'GAMELOREC3', 'FREEPLAY3'];

/** Logs a member in as the portal does once member info has loaded. */
export function signIn(overrides: Partial<MemberInfo> = {}): void {
  act(() => {
    useSession.getState().setToken('session-token');
    useSession.getState().setUser(makeUser(overrides));
  });
}

/** Every test starts as a visitor with nothing open and a fresh favourite throttle. */
export function resetGames(): void {
  useSession.setState({ token: null, user: null, isLogin: false, isAgent: false, isTrial: false });
  useLaunchStore.setState({ request: null, popup: null, vendorGames: null });
  useModalStore.setState({ current: null, payload: undefined });
  resetFavouriteThrottle();
}

type Options = {
  route?: string;
  language?: string;
  path?: string;
  modules?: ModuleId[];
  centrePaths?: ReadonlyMap<string, string>;
  /** The app's login rule; by default every account may play. */
  requireRealAccount?: () => boolean;
};

/** Renders `ui` inside the game layer, with the system status's games switches and spies on the layer's hooks. */
export function renderInGameLayer(ui: ReactElement, options: Options = {}) {
  const requireRealAccount = vi.fn(options.requireRealAccount ?? (() => true));
  const onGameClosed = vi.fn();
  const status = makeStatus({
    info: {
      whitelabelVal: (options.modules ?? GAME_MODULES).map((modId) => ({
        modId,
        enabled: '1',
        childrenNodes: [],
      })),
    },
  });
  const result = renderWithProviders(
    <GameLayer
      centrePaths={options.centrePaths ?? new Map([['CRASH', '/crash']])}
      requireRealAccount={requireRealAccount}
      onGameClosed={onGameClosed}
    >
      {ui}
    </GameLayer>,
    {
      route: options.route,
      path: options.path,
      language: options.language,
      seed: [[systemStatusQuery.queryKey, status]],
    },
  );
  return { ...result, requireRealAccount, onGameClosed };
}
