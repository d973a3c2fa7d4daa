import type { ComponentType, LazyExoticComponent } from 'react';
import { type LazyNamespace, withTexts } from '../../i18n/setup.ts';
import { lazyChunk } from '../chunks/chunk-load.ts';
import type { AgentPage, MemberPage } from './centre-menus.ts';

/** A centre page as its feature declares it: the texts it needs and how its component loads. */
export type CentrePageEntry = {
  texts: readonly LazyNamespace[];
  load: () => Promise<ComponentType>;
};

/** What one feature's `pages.ts` declares: some member and some agent centre pages. */
export type CentrePageDeclaration = {
  member?: Partial<Record<MemberPage, CentrePageEntry>>;
  agent?: Partial<Record<AgentPage, CentrePageEntry>>;
};

type LazyPage = LazyExoticComponent<ComponentType>;

/** The page registry the centres show: a page with no component shows the "coming soon" state. */
export type CentrePages = {
  member: Partial<Record<MemberPage, LazyPage>>;
  agent: Partial<Record<AgentPage, LazyPage>>;
};

export const NO_CENTRE_PAGES: CentrePages = { member: {}, agent: {} };

function lazyPages<P extends string>(
  declarations: readonly CentrePageDeclaration[],
  side: 'member' | 'agent',
): Partial<Record<P, LazyPage>> {
  const pages: Partial<Record<string, LazyPage>> = {};
  for (const declaration of declarations) {
    for (const [page, entry] of Object.entries(declaration[side] ?? {})) {
      if (!entry) continue;
      if (pages[page]) throw new Error(`the ${side} centre page ${page} is declared twice`);
      // The page loads when the centre first shows it, with its texts: the first page of the site stays light.
      pages[page] = lazyChunk(
        withTexts(entry.texts, () => entry.load().then((component) => ({ default: component }))),
      );
    }
  }
  return pages;
}

/** Composes the features' declarations (done once, in app/) into the registry the centre layer shows. */
export function centrePages(declarations: readonly CentrePageDeclaration[]): CentrePages {
  return { member: lazyPages(declarations, 'member'), agent: lazyPages(declarations, 'agent') };
}
