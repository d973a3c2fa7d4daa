import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

/** Safari before 14 (and some test doubles) have only the older addListener. */
function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(QUERY);
  if (query?.addEventListener) {
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }
  query?.addListener?.(onChange);
  return () => query?.removeListener?.(onChange);
}

/** True when the player asked the system for less motion; without matchMedia (old engines) false. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia?.(QUERY)?.matches ?? false,
    () => false,
  );
}
