import type { LaunchResult } from '@portal/contracts/games';
import { gameDisplayName } from '../components/game-card.tsx';

/** The /seamless page of a launch answered with mode 'seamless'. */
export function seamlessPath(result: LaunchResult): string {
  const params = new URLSearchParams({ url: result.url, name: gameDisplayName(result.game) });
  return `/seamless?${params}`;
}

/**
 * A game address the portal may frame: a path of this site, or an https address. Anything else
 * (javascript:, data:, plain http elsewhere, garbage) is refused with null.
 */
export function safeGameUrl(raw: string | null | undefined, origin = window.location.origin): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin === origin) return `${url.pathname}${url.search}${url.hash}`;
  return url.protocol === 'https:' ? url.href : null;
}
