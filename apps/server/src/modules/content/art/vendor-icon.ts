import { findVendor } from '../../../db/seed/catalogue.ts';
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
  svgDocument,
  titleFromCode,
} from './svg.ts';

export type VendorIconVariant = 'DEFAULT' | 'ACTIVE' | 'WHITE' | 'COLOR' | 'PURPLE';

const WIDTH = 160;
const HEIGHT = 80;
const TEXT_X = 64;
const TEXT_ROOM = WIDTH - TEXT_X - 6;

type Inks = { emblem: string; mark: string; word: string; sub: string };

function inksFor(variant: VendorIconVariant, brand: string, p: string): Inks {
  switch (variant) {
    case 'DEFAULT':
      return { emblem: '#8b93a7', mark: '#ffffff', word: '#9aa3b2', sub: '#7c8597' };
    case 'ACTIVE':
      return { emblem: brand, mark: '#ffffff', word: brand, sub: darken(brand, 0.15) };
    case 'WHITE':
      return { emblem: '#ffffff', mark: darken(brand, 0.35), word: '#ffffff', sub: '#ffffff' };
    case 'PURPLE':
      return { emblem: `url(#${p}-purple)`, mark: '#ffffff', word: '#8b5cf6', sub: '#a78bfa' };
    case 'COLOR':
      return {
        emblem: `url(#${p}-color)`,
        mark: '#ffffff',
        word: `url(#${p}-word)`,
        sub: lighten(brand, 0.25),
      };
  }
}

/** Hexagonal emblem with the vendor's initial, then the wordmark: first word big, the rest spaced caps. */
export function renderVendorIcon(vendorCode: string, variant: VendorIconVariant): string {
  const vendor = findVendor(vendorCode);
  const name = vendor?.displayName ?? titleFromCode(vendorCode);
  const brand = vendor?.color ?? hashColor(hashString(vendorCode));
  const p = idPrefix('vendor', vendorCode, variant);
  const inks = inksFor(variant, brand, p);

  const [first = name, ...rest] = name.split(' ');
  const sub = rest.join(' ').toUpperCase();
  const defs = [
    linearGradient(
      `${p}-color`,
      [
        [0, lighten(brand, 0.35)],
        [1, darken(brand, 0.25)],
      ],
      false,
    ),
    linearGradient(`${p}-word`, [
      [0, lighten(brand, 0.1)],
      [1, darken(brand, 0.3)],
    ]),
    linearGradient(
      `${p}-purple`,
      [
        [0, '#c4b5fd'],
        [1, '#6d28d9'],
      ],
      false,
    ),
  ].join('');

  const wordSize = 26;
  const wordFit =
    estimateWidth(first, wordSize) > TEXT_ROOM
      ? ` textLength="${TEXT_ROOM}" lengthAdjust="spacingAndGlyphs"`
      : '';
  const subFit =
    estimateWidth(sub, 11) + sub.length * 1.5 > TEXT_ROOM
      ? ` textLength="${TEXT_ROOM}" lengthAdjust="spacingAndGlyphs"`
      : '';
  const hex = '34,10 58,24 58,52 34,66 10,52 10,24';
  const body = [
    `<polygon points="${hex}" fill="${inks.emblem}"/>`,
    `<polygon points="34,16 52,27 52,49 34,60 16,49 16,27" fill="none" stroke="${inks.mark}" stroke-opacity="0.55" stroke-width="2"/>`,
    `<text x="34" y="47" ${FONT} font-size="24" font-weight="900" text-anchor="middle" fill="${inks.mark}">${escapeXml(first.charAt(0).toUpperCase())}</text>`,
    `<text x="${TEXT_X}" y="${sub ? 42 : 49}" ${FONT} font-size="${wordSize}" font-weight="900" fill="${inks.word}"${wordFit}>${escapeXml(first)}</text>`,
    sub
      ? `<text x="${TEXT_X + 1}" y="58" ${FONT} font-size="11" font-weight="700" letter-spacing="1.5" fill="${inks.sub}"${subFit}>${escapeXml(sub)}</text>`
      : '',
  ].join('');
  return svgDocument(WIDTH, HEIGHT, defs, body, name);
}
