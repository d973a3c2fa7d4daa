import { useEffect, useRef } from 'react';
import { useGameHost } from './game-host.ts';

/** A page that shows a game: leaving it closes the game, so the balance is read again. */
export function useClosesGame(): void {
  const { onGameClosed } = useGameHost();
  const latest = useRef(onGameClosed);
  latest.current = onGameClosed;
  useEffect(() => () => latest.current(), []);
}
