import type { Motif } from '../../../db/seed/catalogue.ts';
import { findMerchant } from '../../../db/seed/merchants.ts';
import { MOTIFS, motifDefs, renderMotif } from './motifs.ts';
import {
  darken,
  escapeXml,
  estimateWidth,
  FONT,
  hashColor,
  hashString,
  idPrefix,
  lighten,
  linearGradient,
  pick,
  svgDocument,
  titleFromCode,
} from './svg.ts';

type BrandLook = {
  name: string;
  primary: string;
  plate: string;
  ink: string;
  tagline: string;
  emblem: Motif;
  slogan: string;
};

/** A merchant's name and primary colour (#rrggbb) as its brand set-up says, over the drawn defaults. */
export type BrandOverride = { name?: string | undefined; primary?: string | undefined };

function lookOf(merchantCode: string, override: BrandOverride = {}): BrandLook {
  const m = findMerchant(merchantCode);
  const seed = hashString(merchantCode);
  const base: BrandLook = m
    ? { name: m.brand.name, primary: m.brand.primaryColor, ...m.logoInk }
    : {
        name: titleFromCode(merchantCode) || 'Casino',
        primary: hashColor(seed),
        plate: darken(hashColor(seed), 0.55),
        ink: hashColor(seed),
        tagline: '#94a3b8',
        emblem: pick(MOTIFS, seed >>> 8),
        slogan: 'ONLINE CASINO',
      };
  const { name, primary } = override;
  return {
    ...base,
    ...(name ? { name } : {}),
    ...(primary ? { primary, ink: primary, plate: darken(primary, 0.55) } : {}),
  };
}

/** 240x64 wordmark on a transparent ground: emblem, brand name, spaced slogan. */
export function renderBrandLogo(merchantCode: string, override: BrandOverride = {}): string {
  const look = lookOf(merchantCode, override);
  const p = idPrefix('logo', merchantCode);
  const colors = { accent: look.primary, base: look.plate };
  const defs = [
    linearGradient(`${p}-ink`, [
      [0, lighten(look.ink, 0.35)],
      [0.5, look.ink],
      [1, darken(look.ink, 0.25)],
    ]),
    motifDefs(p, colors),
  ].join('');
  const room = 240 - 64 - 6;
  const nameFit =
    estimateWidth(look.name, 28) > room ? ` textLength="${room}" lengthAdjust="spacingAndGlyphs"` : '';
  const body = [
    `<circle cx="32" cy="32" r="28" fill="${look.plate}" stroke="url(#${p}-ink)" stroke-width="3"/>`,
    `<g transform="translate(32 33) scale(0.25)">${renderMotif(look.emblem, p, colors)}</g>`,
    `<text x="66" y="34" ${FONT} font-size="28" font-weight="900" fill="url(#${p}-ink)" stroke="${darken(look.ink, 0.5)}" stroke-width="0.8" paint-order="stroke"${nameFit}>${escapeXml(look.name)}</text>`,
    `<text x="67" y="52" ${FONT} font-size="10" font-weight="700" letter-spacing="3.2" fill="${look.tagline}">${escapeXml(look.slogan)}</text>`,
  ].join('');
  return svgDocument(240, 64, defs, body, look.name);
}

/** 64x64 rounded plate with the brand initial, readable at 16 px. */
export function renderFavicon(merchantCode: string, override: BrandOverride = {}): string {
  const look = lookOf(merchantCode, override);
  const p = idPrefix('favicon', merchantCode);
  const initial = (look.name.charAt(0) || '?').toUpperCase();
  const defs = [
    linearGradient(
      `${p}-plate`,
      [
        [0, lighten(look.plate, 0.2)],
        [1, darken(look.plate, 0.3)],
      ],
      false,
    ),
    linearGradient(`${p}-ink`, [
      [0, lighten(look.primary, 0.45)],
      [1, look.primary],
    ]),
  ].join('');
  const inkOnPlate = look.plate === look.primary ? '#ffffff' : `url(#${p}-ink)`;
  const body = [
    `<rect width="64" height="64" rx="14" fill="url(#${p}-plate)"/>`,
    `<rect x="3" y="3" width="58" height="58" rx="11" fill="none" stroke="${inkOnPlate}" stroke-width="2.5" opacity="0.8"/>`,
    `<text x="32" y="46" ${FONT} font-size="40" font-weight="900" text-anchor="middle" fill="${inkOnPlate}">${escapeXml(initial)}</text>`,
    `<circle cx="50" cy="14" r="4" fill="${lighten(look.primary, 0.5)}"/>`,
  ].join('');
  return svgDocument(64, 64, defs, body, look.name);
}
