import type { Motif } from '../../../db/seed/catalogue.ts';
import { motifDefs, renderMotif } from './motifs.ts';
import { darken, hashColor, hashString, idPrefix, lighten, radialGradient, svgDocument } from './svg.ts';

const SIZE = 160;

/** A member's round avatar: the motif on a glowing disc with a gold rim, coloured by its name. */
export function renderMemberIcon(motif: Motif): string {
  const p = idPrefix('icon', motif);
  const base = hashColor(hashString(`icon:${motif}`));
  const colors = { accent: '#ffd86b', base };
  const defs = [
    motifDefs(p, colors),
    radialGradient(`${p}-disc`, [
      [0, lighten(base, 0.35)],
      [0.7, base],
      [1, darken(base, 0.55)],
    ]),
  ].join('');
  const half = SIZE / 2;
  const body = [
    `<circle cx="${half}" cy="${half}" r="${half - 4}" fill="url(#${p}-disc)" stroke="#f5c542" stroke-width="6"/>`,
    `<circle cx="${half}" cy="${half}" r="${half - 12}" fill="none" stroke="#fff" stroke-opacity="0.18" stroke-width="2"/>`,
    `<g transform="translate(${half} ${half + 4}) scale(0.52)">${renderMotif(motif, p, colors)}</g>`,
  ].join('');
  return svgDocument(SIZE, SIZE, defs, body, `${motif} avatar`);
}
