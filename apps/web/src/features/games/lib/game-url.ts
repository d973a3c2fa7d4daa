import type { LaunchResult } from '@portal/contracts/games';
import { gameDisplayName } from '../components/game-card.tsx';

/** The /seamless page of a launch answered with mode 'seamless'. */
export function seamlessPath(result: LaunchResult): string {
  const params = new URLSearchParams({ url: result.url, name: gameDisplayName(result.game) });
  return `/seamless?${params}`;
}
