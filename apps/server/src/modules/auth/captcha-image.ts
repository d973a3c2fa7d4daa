import { randomInt, timingSafeEqual } from 'node:crypto';

// Characters a person cannot mistake for one another, even distorted: no 0/O, 1/I/l, 5/S, 2/Z, 8/B,
// and G, Q, U, V are left out too because rotation and jitter make them look like 6, O, V and U.
export const CAPTCHA_ALPHABET = '34679ACDEFHJKLMNPRTWXY';

/**
 * Each glyph is drawn on a 10x14 grid (y grows downwards) as strokes of absolute M, L and C commands.
 * Every point is transformed and jittered per render, so the same character never yields the same
 * path data twice and a lookup table of shapes does not read the picture.
 */
const GLYPHS: Record<string, readonly string[]> = {
  '3': [
    'M0.5 1.5 C2 0.3 3.5 0 5 0 C8 0 9.5 1.5 9.5 3.5 C9.5 5.5 7.5 6.8 4.5 6.8',
    'M4.5 6.8 C8 6.8 10 8.5 10 10.5 C10 12.8 8 14 5 14 C3 14 1.5 13.5 0 12.3',
  ],
  '4': ['M7.5 14 L7.5 0 L0 10 L10 10'],
  '6': [
    'M9 1 C8 0.3 7 0 5.5 0 C2 0 0 3 0 8 C0 11.5 2 14 5 14 C8 14 10 12 10 9.5 C10 7 8 5 5 5 C2.5 5 0.8 6.5 0 8.5',
  ],
  '7': ['M0 0 L10 0 L4 14', 'M3 7 L8.5 7'],
  '9': [
    'M1 13 C2 13.7 3 14 4.5 14 C8 14 10 11 10 6 C10 2.5 8 0 5 0 C2 0 0 2 0 4.5 C0 7 2 9 5 9 C7.5 9 9.2 7.5 10 5.5',
  ],
  A: ['M0 14 L5 0 L10 14', 'M2 9 L8 9'],
  C: ['M10 2.5 C8.5 0.5 6.5 0 5 0 C1.5 0 0 3.5 0 7 C0 10.5 1.5 14 5 14 C6.5 14 8.5 13.5 10 11.5'],
  D: ['M0 0 L0 14 L4 14 C8 14 10 11 10 7 C10 3 8 0 4 0 L0 0'],
  E: ['M10 0 L0 0 L0 14 L10 14', 'M0 7 L7 7'],
  F: ['M10 0 L0 0 L0 14', 'M0 7 L7 7'],
  H: ['M0 0 L0 14', 'M10 0 L10 14', 'M0 7 L10 7'],
  J: ['M3 0 L10 0', 'M7 0 L7 10 C7 13 5.5 14 3.5 14 C1.5 14 0 12.5 0 10.5'],
  K: ['M0 0 L0 14', 'M10 0 L0 8.5', 'M3.5 5.5 L10 14'],
  L: ['M0 0 L0 14 L10 14'],
  M: ['M0 14 L0 0 L5 8 L10 0 L10 14'],
  N: ['M0 14 L0 0 L10 14 L10 0'],
  P: ['M0 14 L0 0 L6 0 C9 0 10 1.5 10 3.75 C10 6 9 7.5 6 7.5 L0 7.5'],
  R: ['M0 14 L0 0 L6 0 C9 0 10 1.5 10 3.75 C10 6 9 7.5 6 7.5 L0 7.5', 'M5 7.5 L10 14'],
  T: ['M0 0 L10 0', 'M5 0 L5 14'],
  W: ['M0 0 L2.5 14 L5 5 L7.5 14 L10 0'],
  X: ['M0 0 L10 14', 'M10 0 L0 14'],
  Y: ['M0 0 L5 7 L10 0', 'M5 7 L5 14'],
};

const GLYPH_WIDTH = 10;
const GLYPH_HEIGHT = 14;

type Rgb = readonly [number, number, number];
type Point = readonly [number, number];

export interface CaptchaImage {
  mime: 'image/svg+xml';
  base64: string;
  dataUrl: string;
}

export function createCaptchaCode(length = 5): string {
  if (!Number.isInteger(length) || length < 1)
    throw new RangeError('captcha length must be a positive integer');
  let code = '';
  for (let i = 0; i < length; i++) code += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return code;
}

export function renderCaptcha(code: string, options: { width?: number; height?: number } = {}): CaptchaImage {
  const width = options.width ?? 150;
  const height = options.height ?? 50;
  const chars = [...code.toUpperCase()];
  if (chars.length === 0) throw new RangeError('captcha code is empty');
  for (const ch of chars) {
    if (!GLYPHS[ch]) throw new RangeError('captcha code has a character outside the alphabet');
  }

  const background = pickBackground();
  const margin = width * 0.07;
  const slot = (width - 2 * margin) / chars.length;
  const unit = Math.min((height * 0.58) / GLYPH_HEIGHT, (slot * 0.78) / GLYPH_WIDTH);

  const glyphPaths: string[] = [];
  chars.forEach((ch, i) => {
    const colour = pickColour(background, 4.5, 0.08, 0.24);
    const strokeWidth = unit * between(1.15, 1.4);
    const centre: Point = [
      margin + slot * (i + 0.5) + between(-0.06, 0.06) * slot,
      height / 2 + between(-0.08, 0.08) * height,
    ];
    const transform = glyphTransform(
      centre,
      unit * between(0.85, 1.05),
      unit * between(0.9, 1.1),
      between(-0.3, 0.3),
    );
    for (const stroke of GLYPHS[ch] ?? []) {
      glyphPaths.push(pathElement(transformPath(stroke, transform), colour, strokeWidth));
    }
  });

  const under: string[] = [];
  const over: string[] = [];
  const noiseLines = randomInt(3, 5);
  for (let i = 0; i < noiseLines; i++) {
    const line = pathElement(
      noiseCurve(width, height),
      pickColour(background, 3, 0.25, 0.45),
      between(0.7, 1.2),
    );
    (i % 2 === 0 ? over : under).push(line);
  }
  const dots = randomInt(40, 70);
  for (let i = 0; i < dots; i++) {
    under.push(
      `<circle cx="${fmt(between(0, width))}" cy="${fmt(between(0, height))}" r="${fmt(between(0.5, 1.5))}" fill="${rgb(pickColour(background, 1.5, 0.3, 0.7))}"/>`,
    );
  }

  const [x1, y1, x2, y2] = [randomInt(0, 40), randomInt(0, 100), randomInt(60, 101), randomInt(0, 101)];
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="bg" x1="${x1}%" y1="${y1}%" x2="${x2}%" y2="${y2}%">`,
    `<stop offset="0%" stop-color="${rgb(background[0])}"/><stop offset="100%" stop-color="${rgb(background[1])}"/>`,
    '</linearGradient></defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    ...under,
    ...shuffle(glyphPaths),
    ...over,
    '</svg>',
  ].join('');

  const base64 = Buffer.from(svg, 'utf8').toString('base64');
  return { mime: 'image/svg+xml', base64, dataUrl: `data:image/svg+xml;base64,${base64}` };
}

export function captchaMatches(expected: string, given: string): boolean {
  const a = Buffer.from(expected.trim().toUpperCase(), 'utf8');
  const b = Buffer.from(given.trim().toUpperCase(), 'utf8');
  if (a.length === 0) return false;
  if (a.length !== b.length) {
    // Spend the same comparison so only the length, never the content, shows in the timing.
    timingSafeEqual(a, a);
    return false;
  }
  return timingSafeEqual(a, b);
}

/** A uniform float in [min, max) drawn from the CSPRNG. */
function between(min: number, max: number): number {
  return min + (randomInt(0, 1_000_000) / 1_000_000) * (max - min);
}

function shuffle<T>(items: T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

function fmt(n: number): string {
  return n.toFixed(1);
}

function rgb([r, g, b]: Rgb): string {
  return `rgb(${r},${g},${b})`;
}

function glyphTransform(centre: Point, scaleX: number, scaleY: number, angle: number): (p: Point) => Point {
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return ([gx, gy]) => {
    const x = (gx + between(-0.3, 0.3) - GLYPH_WIDTH / 2) * scaleX;
    const y = (gy + between(-0.3, 0.3) - GLYPH_HEIGHT / 2) * scaleY;
    return [centre[0] + x * cos - y * sin, centre[1] + x * sin + y * cos];
  };
}

function transformPath(stroke: string, transform: (p: Point) => Point): string {
  const tokens = stroke.match(/[MLC]|-?\d*\.?\d+/g) ?? [];
  const out: string[] = [];
  let pending: number[] = [];
  for (const token of tokens) {
    if (/[MLC]/.test(token)) {
      out.push(token);
      continue;
    }
    pending.push(Number(token));
    if (pending.length === 2) {
      const [x, y] = transform([pending[0] as number, pending[1] as number]);
      out.push(`${fmt(x)} ${fmt(y)}`);
      pending = [];
    }
  }
  return out.join(' ');
}

function noiseCurve(width: number, height: number): string {
  const y = () => fmt(between(height * 0.2, height * 0.8));
  const start = `M${fmt(between(-5, width * 0.15))} ${y()}`;
  const curve = `C${fmt(between(width * 0.2, width * 0.45))} ${fmt(between(-height * 0.3, height * 1.3))} ${fmt(between(width * 0.55, width * 0.8))} ${fmt(between(-height * 0.3, height * 1.3))}`;
  return `${start} ${curve} ${fmt(between(width * 0.85, width + 5))} ${y()}`;
}

function pathElement(d: string, colour: Rgb, strokeWidth: number): string {
  return `<path d="${d}" fill="none" stroke="${rgb(colour)}" stroke-width="${fmt(strokeWidth)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

function pickBackground(): [Rgb, Rgb] {
  const hue = randomInt(360);
  return [
    hslToRgb(hue, between(0.35, 0.6), between(0.92, 0.97)),
    hslToRgb((hue + randomInt(30, 120)) % 360, between(0.35, 0.6), between(0.9, 0.96)),
  ];
}

/** A random colour in the lightness band that keeps at least `minContrast` against both background stops. */
function pickColour(background: readonly [Rgb, Rgb], minContrast: number, minL: number, maxL: number): Rgb {
  for (let attempt = 0; attempt < 20; attempt++) {
    const colour = hslToRgb(randomInt(360), between(0.45, 0.75), between(minL, maxL));
    if (background.every((bg) => contrastRatio(colour, bg) >= minContrast)) return colour;
  }
  return [20, 20, 30];
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [channel(0), channel(8), channel(4)];
}

function luminance([r, g, b]: Rgb): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG 2 contrast ratio between two colours, from 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
