import type { Game } from '@portal/contracts/games';
import { createContext, useContext } from 'react';
import type { LaunchTile } from './launch.ts';

/** Starts games by the launch rule: `play` for cards and vendor tiles, `trial` for a free trial. */
export type Launcher = { play: (tile: LaunchTile) => void; trial: (game: Game) => void };

export type LauncherOptions = {
  /** Game-list-centre types and their pages (the app's route table). */
  centrePaths: ReadonlyMap<string, string>;
  /**
   * The login rule before a real-money launch (spec sections 5 and 6): true for a real, logged-in
   * account; a visitor gets the login popup and a trial account the in_need_true_account refusal.
   */
  requireRealAccount: () => boolean;
};

/** What the game layer offers the pages under it. */
export type GameHost = {
  launcher: Launcher;
  /** A game was closed (the popup, the /seamless or /fbSports page): the app refreshes the balance. */
  onGameClosed: () => void;
};

export const GameHostContext = createContext<GameHost | null>(null);

export function useGameHost(): GameHost {
  const host = useContext(GameHostContext);
  if (!host) throw new Error('useGameHost is used outside the GameLayer');
  return host;
}
