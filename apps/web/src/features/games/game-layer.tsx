import type { Game } from '@portal/contracts/games';
import { type ReactNode, Suspense, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { withTexts } from '../../i18n/setup.ts';
import { lazyChunk } from '../../shell/chunks/chunk-load.ts';
import { useSession } from '../../shell/session/session-store.ts';
import { type GameCardActions, GameCardActionsContext } from './components/game-actions.ts';
import { type GameHost, GameHostContext, type LauncherOptions } from './lib/game-host.ts';
import type { LaunchTile } from './lib/launch.ts';
import { useSiteModule } from './lib/site-modules.ts';

// The launch rule, what it opens and the hearts load when first needed: the first page carries none.
const loadRunner = () => import('./lib/launch-runner.ts');
const GameHosts = lazyChunk(
  withTexts(['gamecentre'], () =>
    import('./components/game-hosts.tsx').then((m) => ({ default: m.GameHosts })),
  ),
);
const FavouriteToggle = lazyChunk(() =>
  import('./components/favourite-toggle.tsx').then((m) => ({ default: m.FavouriteToggle })),
);

/** The heart on a card: for logged-in members of a site with favourites (GAMELOFAV3). */
function FavouriteCorner({ game }: { game: Game }) {
  const isLogin = useSession((state) => state.isLogin);
  const enabled = useSiteModule('GAMELOFAV3');
  if (!isLogin || !enabled) return null;
  return (
    <Suspense fallback={null}>
      <FavouriteToggle game={game} />
    </Suspense>
  );
}

type GameLayerProps = LauncherOptions & {
  /** Called when a game closes (popup, /seamless, /fbSports): the app refreshes the balance. */
  onGameClosed: () => void;
  children: ReactNode;
};

/**
 * Around every route with a layout: game cards and pages launch through it, and it shows what a
 * launch opens (the launch in progress, the game popup, the popup game list of a vendor).
 */
export function GameLayer({ centrePaths, requireRealAccount, onGameClosed, children }: GameLayerProps) {
  const navigate = useNavigate();
  const freeTrials = useSiteModule('FREEPLAY3');
  // what a launch opens is mounted from the first launch on
  const [used, setUsed] = useState(false);
  const host = useMemo<GameHost>(() => {
    const deps = { centrePaths, requireRealAccount, navigate: (to: string) => void navigate(to) };
    return {
      launcher: {
        play: (tile: LaunchTile) => {
          setUsed(true);
          void loadRunner().then((runner) => runner.playTile(tile, deps));
        },
        trial: (game: Game) => {
          setUsed(true);
          void loadRunner().then((runner) => runner.startTrial(game));
        },
      },
      onGameClosed,
    };
  }, [centrePaths, requireRealAccount, navigate, onGameClosed]);
  const actions = useMemo<GameCardActions>(
    () => ({
      play: host.launcher.play,
      trial: freeTrials ? host.launcher.trial : undefined,
      Corner: FavouriteCorner,
    }),
    [host, freeTrials],
  );
  return (
    <GameHostContext.Provider value={host}>
      <GameCardActionsContext.Provider value={actions}>
        {children}
        {used && (
          <Suspense fallback={null}>
            <GameHosts />
          </Suspense>
        )}
      </GameCardActionsContext.Provider>
    </GameHostContext.Provider>
  );
}
