import {
  darken,
  escapeXml,
  hashString,
  idPrefix,
  lighten,
  linearGradient,
  pick,
  svgDocument,
} from './svg.ts';

const SIZE = 160;
const SKIN = ['#f3d3b6', '#e8b98f', '#d19a6a', '#a86f45'] as const;
const HAIR = ['#1f1a17', '#3b2a20', '#6b3f22', '#8a5a2b', '#2a2233'] as const;
const BACKDROP = ['#7b2cbf', '#c2185b', '#00838f', '#2e7d32', '#ef6c00', '#283593'] as const;

/**
 * A live host's portrait, drawn from its name (no photograph is downloaded): a studio backdrop, shoulders
 * in the host's colour, a face, hair and a microphone, with the name's initial on the badge.
 */
export function renderHostAvatar(name: string): string {
  const seed = hashString(`host:${name}`);
  const p = idPrefix('host', name);
  const skin = pick(SKIN, seed);
  const hair = pick(HAIR, seed >>> 3);
  const backdrop = pick(BACKDROP, seed >>> 6);
  const long = (seed >>> 9) % 2 === 0;
  const initial = escapeXml((name.trim()[0] ?? '?').toUpperCase());
  const defs = linearGradient(`${p}-bg`, [
    [0, lighten(backdrop, 0.25)],
    [1, darken(backdrop, 0.45)],
  ]);
  const half = SIZE / 2;
  const body = [
    `<rect width="${SIZE}" height="${SIZE}" rx="20" fill="url(#${p}-bg)"/>`,
    long ? `<path d="M44 78 Q40 140 56 150 L104 150 Q120 140 116 78 Z" fill="${hair}"/>` : '',
    `<path d="M24 160 Q28 112 80 108 Q132 112 136 160 Z" fill="${darken(backdrop, 0.6)}"/>`,
    `<path d="M66 102 L94 102 L92 118 Q80 126 68 118 Z" fill="${darken(skin, 0.12)}"/>`,
    `<ellipse cx="${half}" cy="74" rx="28" ry="33" fill="${skin}"/>`,
    `<path d="M50 70 Q52 36 80 36 Q110 36 110 70 Q98 52 80 54 Q62 52 50 70 Z" fill="${hair}"/>`,
    `<circle cx="70" cy="76" r="3" fill="#2b2b2b"/><circle cx="90" cy="76" r="3" fill="#2b2b2b"/>`,
    `<path d="M71 90 Q80 97 89 90" fill="none" stroke="#b5525c" stroke-width="3" stroke-linecap="round"/>`,
    `<path d="M108 84 Q116 96 100 100" fill="none" stroke="#222" stroke-width="3"/><circle cx="99" cy="100" r="4" fill="#222"/>`,
    `<circle cx="134" cy="26" r="16" fill="#fff" fill-opacity="0.9"/>`,
    `<text x="134" y="32" text-anchor="middle" font-family="sans-serif" font-size="18" font-weight="700" fill="${darken(backdrop, 0.3)}">${initial}</text>`,
  ].join('');
  return svgDocument(SIZE, SIZE, defs, body, `${name}, live host`);
}
