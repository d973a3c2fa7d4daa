import type { Game } from '@portal/contracts/games';
import { type ComponentType, createContext, useContext } from 'react';

/**
 * What a game card's buttons do. The card only draws them: the games feature supplies the actions
 * (the launch rule, the free trial, the favourite heart) from the app, so ui/ depends on no feature.
 */
export type GameCardActions = {
  play: (game: Game) => void;
  /** The free trial; absent where the site offers none (the button is then not shown). */
  trial?: (game: Game) => void;
  /** Drawn on the artwork's corner: the favourite heart (it decides itself when to show). */
  Corner?: ComponentType<{ game: Game }>;
};

export const GameCardActionsContext = createContext<GameCardActions | null>(null);

export function useGameCardActions(): GameCardActions | null {
  return useContext(GameCardActionsContext);
}
