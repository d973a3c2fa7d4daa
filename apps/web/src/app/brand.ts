import { readableOn } from '@portal/contracts/readable-on';
import type { Brand } from '@portal/contracts/system';

function ensureLink(rel: string): HTMLLinkElement {
  let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`);
  if (!link) {
    link = document.createElement('link');
    link.rel = rel;
    document.head.append(link);
  }
  return link;
}

/**
 * The server writes the brand into the page head; this repeats it at run time so the Vite dev server
 * (whose page has no server-made head) and a merchant change look right too.
 */
export function applyBrand(brand: Brand): void {
  const root = document.documentElement.style;
  root.setProperty('--brand-primary', brand.primaryColor);
  root.setProperty('--brand-accent', brand.accentColor);
  root.setProperty('--brand-on-primary', readableOn(brand.primaryColor));
  root.setProperty('--brand-on-accent', readableOn(brand.accentColor));
  if (!document.title || document.title === 'Portal') document.title = brand.name;
  const icon = ensureLink('icon');
  if (!icon.href) icon.href = brand.faviconUrl;
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'theme-color';
    document.head.append(meta);
  }
  meta.content = brand.primaryColor;
}
