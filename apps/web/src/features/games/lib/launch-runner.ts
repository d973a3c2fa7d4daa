import type { Game } from '@portal/contracts/games';
import { gameDisplayName } from '../components/game-card.tsx';
import type { LauncherOptions } from './game-host.ts';
import { type LaunchTile, launchTarget, tileName } from './launch.ts';
import { launchActions } from './launch-store.ts';

export type LaunchDeps = LauncherOptions & { navigate: (to: string) => void };

/**
 * Starts a tile by the launch rule: a page of its own, the popup game list, or the launch call
 * (a real-money launch only for a real, logged-in account).
 */
export function playTile(tile: LaunchTile, { centrePaths, requireRealAccount, navigate }: LaunchDeps): void {
  const target = launchTarget(tile, centrePaths);
  if (target.kind === 'vendorGames') {
    launchActions.showVendorGames(target.vendor);
    return;
  }
  launchActions.closeVendorGames();
  if (target.kind === 'route') {
    navigate(target.to);
    return;
  }
  if (!requireRealAccount()) return;
  launchActions.start({ query: target.query, name: tileName(tile), trial: false });
}

/** A free trial needs no account: demo credit, never the wallet. */
export function startTrial(game: Game): void {
  launchActions.start({ query: { nodeId: game.nodeId }, name: gameDisplayName(game), trial: true });
}
