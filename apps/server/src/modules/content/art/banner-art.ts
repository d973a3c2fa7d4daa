import { findBanner } from '../../../db/seed/banners.ts';
import type { Motif, PaletteName } from '../../../db/seed/catalogue.ts';
import { PALETTES } from '../../../db/seed/catalogue.ts';
import { MOTIFS, motifDefs, renderMotif } from './motifs.ts';
import {
  bokeh,
  darken,
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

const WIDTH = 1600;
const HEIGHT = 480;
/** The motif sits right of centre: the portal writes the banner's text over the left part. */
const MOTIF_X = 1240;

type BannerLook = { palette: PaletteName; motif: Motif };

function lookOf(key: string): BannerLook {
  const known = findBanner(key);
  if (known) return known;
  const seed = hashString(key);
  return { palette: pick(Object.keys(PALETTES) as PaletteName[], seed), motif: pick(MOTIFS, seed >>> 8) };
}

/**
 * A wide banner picture without words: a glowing motif on the right over the palette's gradient.
 * Headline, sub-line and call to action are the announcement's own texts, which the portal writes
 * over the left part in the page's language (painted words would not translate and get cropped).
 */
export function renderBanner(key: string): string {
  const look = lookOf(key);
  const [top, bottom, accent] = PALETTES[look.palette];
  const p = idPrefix('banner', key);
  const colors = { accent, base: top };
  const defs = [
    linearGradient(
      `${p}-bg`,
      [
        [0, darken(bottom, 0.35)],
        [0.5, darken(top, 0.1)],
        [1, lighten(top, 0.1)],
      ],
      false,
    ),
    radialGradient(`${p}-halo`, [
      [0, accent, 0.6],
      [0.5, accent, 0.15],
      [1, accent, 0],
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

  const body = [
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#${p}-bg)"/>`,
    sunburst(MOTIF_X, 240, 900, 28, accent, 0.07),
    `<circle cx="${MOTIF_X}" cy="240" r="330" fill="url(#${p}-halo)"/>`,
    `<g transform="rotate(-18 800 240)"><rect x="-200" y="60" width="2000" height="28" fill="url(#${p}-streak)"/><rect x="-200" y="380" width="2000" height="12" fill="url(#${p}-streak)"/></g>`,
    bokeh(hashString(key), WIDTH, HEIGHT, 40, 9),
    `<ellipse cx="${MOTIF_X}" cy="430" rx="220" ry="22" fill="#000000" opacity="0.3"/>`,
    `<g transform="translate(${MOTIF_X} 236) scale(2.1)">${renderMotif(look.motif, p, colors)}</g>`,
  ].join('');
  return svgDocument(WIDTH, HEIGHT, defs, body, titleFromCode(key));
}
