import { describe, expect, it } from 'vitest';
import { BANNER_ART } from '../../../db/seed/banners.ts';
import { findVendor, GAMES, VENDORS } from '../../../db/seed/catalogue.ts';
import { renderBanner } from './banner-art.ts';
import { renderBrandLogo, renderFavicon } from './brand-art.ts';
import { renderGameArt } from './game-art.ts';
import { escapeXml } from './svg.ts';
import { renderVendorIcon } from './vendor-icon.ts';

const VARIANTS = ['DEFAULT', 'ACTIVE', 'WHITE', 'COLOR', 'PURPLE'] as const;

function expectWellFormed(svg: string, width: number, height: number): void {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svg).toContain(`width="${width}"`);
  expect(svg).toContain(`height="${height}"`);
  expect(svg).toContain(`viewBox="0 0 ${width} ${height}"`);
  expect(svg.toLowerCase()).not.toContain('<script');
  expect(svg).not.toMatch(/NaN|undefined/);
  // Every element that opens is closed: a cheap balance check without an XML parser.
  const opened = (svg.match(/<[a-zA-Z][^>]*[^/]>/g) ?? []).length;
  const closed = (svg.match(/<\/[a-zA-Z]+>/g) ?? []).length;
  expect(opened).toBe(closed);
}

describe('art renderers', () => {
  it('draws every catalogue game as a 300x300 card without words, the same each time', () => {
    for (const g of GAMES) {
      const svg = renderGameArt(g.vendor, g.code);
      expectWellFormed(svg, 300, 300);
      // named for screen readers only: painted words would not translate and the card's buttons cover them
      expect(svg).toContain(`<title>${escapeXml(g.title)}</title>`);
      const drawing = svg.slice(svg.indexOf('</title>'));
      expect(drawing).not.toContain(escapeXml(g.title));
      expect(drawing).not.toContain(escapeXml(findVendor(g.vendor)?.displayName ?? g.vendor));
      expect(renderGameArt(g.vendor, g.code)).toBe(svg);
    }
  });

  it('gives an unknown game a deterministic picture and escapes its title', () => {
    const svg = renderGameArt('EVIL', 'X"<script>alert(1)</script>&Y');
    expectWellFormed(svg, 300, 300);
    expect(svg).toContain('&lt;script&gt;');
    expect(svg).toContain('&amp;');
    expect(svg).toContain('&quot;');
    expect(renderGameArt('EVIL', 'X"<script>alert(1)</script>&Y')).toBe(svg);
    expect(renderGameArt('NOVA', 'OTHER_GAME')).not.toBe(renderGameArt('NOVA', 'ANOTHER_GAME'));
  });

  it('draws every vendor icon variant at 160x80', () => {
    for (const v of [...VENDORS.map((x) => x.code), 'UNKNOWN<&>"']) {
      const variants = VARIANTS.map((variant) => renderVendorIcon(v, variant));
      for (const svg of variants) expectWellFormed(svg, 160, 80);
      expect(new Set(variants).size).toBe(VARIANTS.length);
    }
    expect(renderVendorIcon('NOVA', 'WHITE')).toMatch(/fill="#ffffff"[^>]*>Nova</);
  });

  it('draws banners at 1600x480 without words: the portal writes their texts in the page language', () => {
    for (const b of BANNER_ART) {
      const svg = renderBanner(b.key);
      expectWellFormed(svg, 1600, 480);
      // a motif may carry a symbol (a chip's $), never a word
      const painted = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
      for (const text of painted) expect(text?.length).toBeLessThanOrEqual(1);
      expect(renderBanner(b.key)).toBe(svg);
    }
    const odd = renderBanner('promo <b>&"');
    expectWellFormed(odd, 1600, 480);
    expect(odd).not.toContain('<b>');
    expect(renderBanner('promo <b>&"')).toBe(odd);
  });

  it('draws brand logos and favicons for known and unknown merchants', () => {
    for (const code of ['siam', 'lucky', 'new<&>"merchant']) {
      const logo = renderBrandLogo(code);
      const icon = renderFavicon(code);
      expectWellFormed(logo, 240, 64);
      expectWellFormed(icon, 64, 64);
      expect(renderBrandLogo(code)).toBe(logo);
      expect(renderFavicon(code)).toBe(icon);
    }
    expect(renderBrandLogo('siam')).toContain('Siam Royal');
    expect(renderBrandLogo('lucky')).toContain('Lucky Star');
  });

  it('escapes the five XML specials', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&#39;f');
  });
});
