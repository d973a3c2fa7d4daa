import { type Game, type LaunchQuery, lotteryPathOf, type Vendor } from '@portal/contracts/games';
import { gameDisplayName } from '../components/game-card.tsx';

/** What a player can start: a game card, or a vendor tile (game centres, navigation). */
export type LaunchTile = Game | Vendor;

/** A vendor's games in the popup game list. */
export type VendorGames = { vassalage: string; gameType: string; name: string };

/** Where the launch rule sends a tile (spec section 2, game launch). */
export type LaunchTarget =
  | { kind: 'route'; to: string }
  | { kind: 'vendorGames'; vendor: VendorGames }
  | { kind: 'launch'; query: LaunchQuery };

export function isGame(tile: LaunchTile): tile is Game {
  return 'nodeId' in tile;
}

export function tileName(tile: LaunchTile): string {
  return isGame(tile) ? gameDisplayName(tile) : tile.displayName;
}

/**
 * The spec's launch rule, in its order. Lottery vendors and games open the lottery pages, vendor FB
 * the sports page. A vendor tile of a game-list-centre type opens that type's page filtered to the
 * vendor (`centrePaths`: type to path); a game of such a type starts like any other, or it could never
 * start from its own list. A vassalage group opens the popup game list; the rest start directly.
 */
export function launchTarget(tile: LaunchTile, centrePaths: ReadonlyMap<string, string>): LaunchTarget {
  const { vassalage, gameType } = tile;
  const withCode = (path: string) =>
    tile.gameCode ? `${path}?gameCode=${encodeURIComponent(tile.gameCode)}` : path;
  const lottery = lotteryPathOf(tile);
  if (lottery) return { kind: 'route', to: withCode(lottery) };
  if (vassalage === 'FB') return { kind: 'route', to: '/fbSports' };
  const centre = isGame(tile) ? undefined : centrePaths.get(gameType);
  if (centre) return { kind: 'route', to: `${centre}?vassalage=${encodeURIComponent(vassalage)}` };
  const vendorGames = { kind: 'vendorGames', vendor: { vassalage, gameType, name: tileName(tile) } } as const;
  if (tile.isGame === 'VASSALAGE') return vendorGames;
  if (isGame(tile)) return { kind: 'launch', query: { nodeId: tile.nodeId } };
  // a vendor tile that is one game names it; without a code all it can show is its list
  return tile.gameCode ? { kind: 'launch', query: { vassalage, gameCode: tile.gameCode } } : vendorGames;
}
