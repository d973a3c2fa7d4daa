import type { Brand } from '@portal/contracts/system';

/** Text colour that reads on top of `hex` (WCAG relative luminance). */
export function readableOn(hex: string): '#ffffff' | '#14121f' {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return '#ffffff';
  const value = Number.parseInt(match[1]!, 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
  return luminance > 0.45 ? '#14121f' : '#ffffff';
}

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
