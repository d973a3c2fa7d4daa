import { findBanner } from '../../../db/seed/banners.ts';
import type { Motif, PaletteName } from '../../../db/seed/catalogue.ts';
import { PALETTES } from '../../../db/seed/catalogue.ts';
import { MOTIFS, motifDefs, renderMotif } from './motifs.ts';
import {
  bokeh,
  darken,
  escapeXml,
  estimateWidth,
  FONT,
  hashString,
  idPrefix,
  lighten,
  linearGradient,
  pick,
  radialGradient,
  sunburst,
  svgDocument,
  titleFromCode,
} from './svg.ts';
import { outlinedTitle } from './title-text.ts';

const WIDTH = 1600;
const HEIGHT = 480;

type BannerLook = { headline: string; sub: string; cta: string; palette: PaletteName; motif: Motif };

function lookOf(key: string): BannerLook {
  const known = findBanner(key);
  if (known) return known;
  const seed = hashString(key);
  return {
    headline: titleFromCode(key) || 'Play Now',
    sub: 'New games and rewards every week',
    cta: 'Play now',
    palette: pick(Object.keys(PALETTES) as PaletteName[], seed),
    motif: pick(MOTIFS, seed >>> 8),
  };
}

/** A wide promotional banner: headline, sub-line and a call-to-action pill on the left, the motif on the right. */
export function renderBanner(key: string): string {
  const look = lookOf(key);
  const [top, bottom, accent] = PALETTES[look.palette];
  const p = idPrefix('banner', key);
  const colors = { accent, base: top };
  const defs = [
    linearGradient(
      `${p}-bg`,
      [
        [0, darken(bottom, 0.2)],
        [0.55, top],
        [1, lighten(top, 0.1)],
      ],
      false,
    ),
    radialGradient(`${p}-halo`, [
      [0, accent, 0.6],
      [0.5, accent, 0.15],
      [1, accent, 0],
    ]),
    linearGradient(`${p}-title`, [
      [0, '#ffffff'],
      [0.55, lighten(accent, 0.4)],
      [1, accent],
    ]),
    linearGradient(`${p}-cta`, [
      [0, lighten(accent, 0.3)],
      [1, darken(accent, 0.15)],
    ]),
    linearGradient(
      `${p}-streak`,
      [
        [0, '#ffffff', 0],
        [0.5, '#ffffff', 0.18],
        [1, '#ffffff', 0],
      ],
      false,
    ),
    motifDefs(p, colors),
  ].join('');

  const ctaSize = 30;
  const ctaWidth = Math.round(estimateWidth(look.cta, ctaSize) + 88);
  const body = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${p}-bg)"/>`,
    sunburst(1220, 240, 900, 28, accent, 0.07),
    `<circle cx="1220" cy="240" r="330" fill="url(#${p}-halo)"/>`,
    `<g transform="rotate(-18 800 240)"><rect x="-200" y="60" width="2000" height="28" fill="url(#${p}-streak)"/><rect x="-200" y="380" width="2000" height="12" fill="url(#${p}-streak)"/></g>`,
    bokeh(hashString(key), WIDTH, HEIGHT, 40, 9),
    `<ellipse cx="1220" cy="430" rx="220" ry="22" fill="#000000" opacity="0.3"/>`,
    `<g transform="translate(1220 236) scale(2.1)">${renderMotif(look.motif, p, colors)}</g>`,
    outlinedTitle([look.headline], {
      x: 500,
      y: 170,
      maxWidth: 860,
      size: 92,
      fill: `url(#${p}-title)`,
      stroke: darken(bottom, 0.6),
    }),
    `<text x="500" y="262" ${FONT} font-size="38" font-weight="600" text-anchor="middle" fill="#ffffff" fill-opacity="0.92"${estimateWidth(look.sub, 38) > 860 ? ' textLength="860" lengthAdjust="spacingAndGlyphs"' : ''}>${escapeXml(look.sub)}</text>`,
    `<g transform="translate(${500 - ctaWidth / 2} 318)"><rect y="6" width="${ctaWidth}" height="76" rx="38" fill="#000000" opacity="0.35"/>`,
    `<rect width="${ctaWidth}" height="76" rx="38" fill="url(#${p}-cta)" stroke="#ffffff" stroke-opacity="0.6" stroke-width="3"/>`,
    `<rect x="10" y="6" width="${ctaWidth - 20}" height="30" rx="15" fill="#ffffff" opacity="0.25"/>`,
    `<text x="${ctaWidth / 2}" y="49" ${FONT} font-size="${ctaSize}" font-weight="900" text-anchor="middle" fill="${darken(bottom, 0.5)}">${escapeXml(look.cta.toUpperCase())}</text></g>`,
  ].join('');
  return svgDocument(WIDTH, HEIGHT, defs, body, look.headline);
}
