import { findGame, findVendor, type Motif, PALETTES, type Palette } from '../../../db/seed/catalogue.ts';
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
import { outlinedTitle, splitTitle } from './title-text.ts';

const SIZE = 300;

type GameLook = { title: string; vendorLabel: string; motif: Motif; palette: Palette };

function lookOf(vendorCode: string, gameCode: string): GameLook {
  const def = findGame(vendorCode, gameCode);
  const vendorLabel = findVendor(vendorCode)?.displayName ?? titleFromCode(vendorCode);
  if (def) return { title: def.title, vendorLabel, motif: def.motif, palette: PALETTES[def.palette] };
  const seed = hashString(`${vendorCode}/${gameCode}`);
  return {
    title: titleFromCode(gameCode),
    vendorLabel,
    motif: pick(MOTIFS, seed),
    palette: pick(Object.values(PALETTES), seed >>> 8),
  };
}

/** Square game-card art: gradient stage, rays, the game's motif, the vendor badge and the title. */
export function renderGameArt(vendorCode: string, gameCode: string): string {
  const look = lookOf(vendorCode, gameCode);
  const [top, bottom, accent] = look.palette;
  const p = idPrefix('game', vendorCode, gameCode);
  const seed = hashString(`${vendorCode}/${gameCode}`);
  const colors = { accent, base: top };

  const defs = [
    linearGradient(`${p}-bg`, [
      [0, lighten(top, 0.12)],
      [0.6, top],
      [1, bottom],
    ]),
    radialGradient(`${p}-halo`, [
      [0, accent, 0.55],
      [0.55, accent, 0.12],
      [1, accent, 0],
    ]),
    linearGradient(`${p}-fade`, [
      [0, bottom, 0],
      [0.55, bottom, 0.8],
      [1, darken(bottom, 0.4), 0.95],
    ]),
    linearGradient(`${p}-title`, [
      [0, '#ffffff'],
      [0.5, lighten(accent, 0.35)],
      [1, accent],
    ]),
    motifDefs(p, colors),
  ].join('');

  // Top right: the portal draws its HOT, NEW and JACKPOT ribbons at the top left.
  const badgeWidth = Math.min(124, estimateWidth(look.vendorLabel, 11) + 20);
  const body = [
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#${p}-bg)"/>`,
    sunburst(150, 118, 260, 18, accent, 0.08),
    `<circle cx="150" cy="118" r="130" fill="url(#${p}-halo)"/>`,
    bokeh(seed, SIZE, 200, 14, 5),
    `<ellipse cx="150" cy="196" rx="88" ry="12" fill="#000000" opacity="0.25"/>`,
    `<g transform="translate(150 112) scale(0.9)">${renderMotif(look.motif, p, colors)}</g>`,
    `<rect y="170" width="${SIZE}" height="130" fill="url(#${p}-fade)"/>`,
    outlinedTitle(splitTitle(look.title, 13), {
      x: 150,
      y: 250,
      maxWidth: 272,
      size: 40,
      fill: `url(#${p}-title)`,
      stroke: darken(bottom, 0.55),
    }),
    `<g transform="translate(${(SIZE - 12 - badgeWidth).toFixed(0)} 12)"><rect width="${badgeWidth.toFixed(0)}" height="22" rx="11" fill="#000000" fill-opacity="0.45" stroke="${accent}" stroke-opacity="0.8"/>`,
    `<text x="${(badgeWidth / 2).toFixed(1)}" y="15" ${FONT} font-size="11" font-weight="700" letter-spacing="0.4" text-anchor="middle" textLength="${Math.min(badgeWidth - 16, estimateWidth(look.vendorLabel, 11)).toFixed(0)}" lengthAdjust="spacingAndGlyphs" fill="${lighten(accent, 0.3)}">${escapeXml(look.vendorLabel)}</text></g>`,
    `<rect x="1.5" y="1.5" width="${SIZE - 3}" height="${SIZE - 3}" fill="none" stroke="${lighten(accent, 0.2)}" stroke-opacity="0.35" stroke-width="3"/>`,
  ].join('');

  return svgDocument(SIZE, SIZE, defs, body, look.title);
}
