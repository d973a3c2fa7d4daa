import { findGame, type Motif, PALETTES, type Palette } from '../../../db/seed/catalogue.ts';
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

const SIZE = 300;

type GameLook = { title: string; motif: Motif; palette: Palette };

function lookOf(vendorCode: string, gameCode: string): GameLook {
  const def = findGame(vendorCode, gameCode);
  if (def) return { title: def.title, motif: def.motif, palette: PALETTES[def.palette] };
  const seed = hashString(`${vendorCode}/${gameCode}`);
  return {
    title: titleFromCode(gameCode),
    motif: pick(MOTIFS, seed),
    palette: pick(Object.values(PALETTES), seed >>> 8),
  };
}

/** Square game-card art: gradient stage, rays and the game's motif (its name is the card's text). */
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
    motifDefs(p, colors),
  ].join('');

  // No words in the picture: the card writes the game's name and vendor beneath it in the page's language
  // (painted English text would not translate, and the card's play button and heart would cover it).
  const body = [
    `<rect width="${SIZE}" height="${SIZE}" fill="url(#${p}-bg)"/>`,
    sunburst(150, 140, 260, 18, accent, 0.08),
    `<circle cx="150" cy="140" r="130" fill="url(#${p}-halo)"/>`,
    bokeh(seed, SIZE, 200, 14, 5),
    `<ellipse cx="150" cy="236" rx="96" ry="13" fill="#000000" opacity="0.25"/>`,
    `<g transform="translate(150 140) scale(1.05)">${renderMotif(look.motif, p, colors)}</g>`,
    `<rect y="220" width="${SIZE}" height="80" fill="url(#${p}-fade)"/>`,
    `<rect x="1.5" y="1.5" width="${SIZE - 3}" height="${SIZE - 3}" fill="none" stroke="${lighten(accent, 0.2)}" stroke-opacity="0.35" stroke-width="3"/>`,
  ].join('');

  return svgDocument(SIZE, SIZE, defs, body, look.title);
}
