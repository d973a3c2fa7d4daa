import { useEffect, useState } from 'react';
import type { CentrePages } from './centre-pages.ts';

let loadRegistry: () => Promise<CentrePages> = () => Promise.resolve({ member: {}, agent: {} });
let registry: Promise<CentrePages> | null = null;

/**
 * app/ says where the registry comes from: a dynamic import of its composition, so a visitor's first
 * page carries none of the features' declarations.
 */
export function provideCentrePages(load: () => Promise<CentrePages>): void {
  loadRegistry = load;
  registry = null;
}

/** The registry, loaded once (a stable promise, as React's `use` needs). */
export function loadCentrePages(): Promise<CentrePages> {
  registry ??= loadRegistry();
  return registry;
}

/** The registry once loaded (null until then): for entries that say which pages exist, like the side bar. */
export function useCentrePages(): CentrePages | null {
  const [pages, setPages] = useState<CentrePages | null>(null);
  useEffect(() => {
    let live = true;
    void loadCentrePages().then((loaded) => {
      if (live) setPages(loaded);
    });
    return () => {
      live = false;
    };
  }, []);
  return pages;
}
