import { randomInt, timingSafeEqual } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

// Characters a person cannot mistake for one another, even distorted: no 0/O, 1/I/l, 5/S, 2/Z, 8/B,
// and G, Q, U, V are left out too because rotation and jitter make them look like 6, O, V and U.
export const CAPTCHA_ALPHABET = '34679ACDEFHJKLMNPRTWXY';

/**
 * The stroke font: each glyph on a 10x14 grid (y grows downwards) as strokes of absolute M, L and C
 * commands. The strokes are drawn into pixels (renderCaptcha); they never reach the client as paths.
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
/** One stroke of a glyph: its start point and the L (one point) and C (three points) commands after it. */
type StrokeShape = { start: Point; commands: Point[][] };

const STROKES: Record<string, StrokeShape[]> = Object.fromEntries(
  Object.entries(GLYPHS).map(([ch, strokes]) => [ch, strokes.map(parseStroke)]),
);

/** Ink levels of the picture: index 0 is the background, 15 full ink, the rest anti-aliased edges. */
const LEVELS = 16;

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

/**
 * The picture is a bitmap drawn here and sent as a PNG inside an SVG wrapper (the web shows the value
 * as `data:image/svg+xml`); the markup holds no shape, only the pixels. Each glyph is jittered, scaled,
 * sheared and tilted on its own, the whole line is bent by two waves, glyphs may touch their neighbours,
 * and strokes of the same ink and width cross them: a long curve, short stroke-like fragments, thin
 * lines, specks, and thin cuts of background colour through the letters.
 *
 * What it resists: reading the markup (there is none to read), exact template matching of pixels or
 * glyph bitmaps (no two pictures draw a glyph alike), and most of what a simple segment-and-match OCR
 * tries: trained on 1000 labelled pictures it still reads about 4% of codes, and nearly half of the
 * single glyphs (captcha-solver.test.ts; the SVG paths this replaced were read 2000 times of 2000).
 * What it does not resist: a better segmenter, or an OCR or neural network trained on a few thousand
 * labelled pictures, reads distorted text captchas like this one well, and paid human solvers read
 * anything a customer can. It is one layer beside the rate limits on pictures and tries and the
 * failed-login counts, not a wall on its own.
 */
export function renderCaptcha(code: string, options: { width?: number; height?: number } = {}): CaptchaImage {
  const width = options.width ?? 150;
  const height = options.height ?? 50;
  const chars = [...code.toUpperCase()];
  if (chars.length === 0) throw new RangeError('captcha code is empty');
  for (const ch of chars) {
    if (!STROKES[ch]) throw new RangeError('captcha code has a character outside the alphabet');
  }

  const ink = new Float32Array(width * height);
  const canvas: Canvas = { ink, width, height };
  const margin = width * 0.06;
  const slot = (width - 2 * margin) / chars.length;
  const unit = Math.min((height * 0.52) / GLYPH_HEIGHT, (slot * 0.78) / GLYPH_WIDTH);
  const warp = waveWarp(width, height);
  const glyphStroke = unit * between(1.2, 1.45);
  // Each glyph takes an advance of its own and the line starts anywhere it fits, so no fixed grid of
  // cells holds the glyphs.
  const advances = chars.map(() => slot * between(0.84, 1));
  const line = advances.reduce((sum, a) => sum + a, 0);
  let x = margin + between(0, width - 2 * margin - line);
  const baseline = height / 2 + between(-0.05, 0.05) * height;

  chars.forEach((ch, i) => {
    const advance = advances[i] as number;
    const centre: Point = [x + advance / 2, baseline + between(-0.04, 0.04) * height];
    x += advance;
    const place = glyphPlacement(centre, unit * between(0.92, 1.06), between(-0.3, 0.3), between(-0.2, 0.2));
    const radius = (glyphStroke * between(0.9, 1.1)) / 2;
    for (const stroke of STROKES[ch] ?? []) {
      drawPolyline(canvas, flatten(jitterStroke(stroke)).map(place).map(warp), radius, 1);
    }
  });

  // A long curve of nearly glyph weight through the letters, and two hairlines.
  drawPolyline(canvas, noiseCurve(width, height).map(warp), (glyphStroke * between(0.55, 0.7)) / 2, 1);
  for (let i = 0; i < 2; i++) drawPolyline(canvas, noiseCurve(width, height), between(0.4, 0.6), 1);
  // Short strokes of glyph weight, so the ink holds pieces that are no letter.
  const fragments = randomInt(1, 4);
  for (let i = 0; i < fragments; i++) {
    drawPolyline(canvas, fragment(width, height, unit), (glyphStroke * between(0.5, 0.7)) / 2, 1);
  }
  // Specks.
  const specks = randomInt(60, 100);
  for (let i = 0; i < specks; i++) {
    const p: Point = [between(0, width), between(0, height)];
    drawPolyline(canvas, [p, p], between(0.4, 0.9), between(0.5, 1));
  }
  // Thin cuts of background through everything, so a letter is not one connected blot.
  const cuts = randomInt(1, 3);
  for (let i = 0; i < cuts; i++)
    erasePolyline(canvas, noiseCurve(width, height).map(warp), between(0.35, 0.5));

  const background = hslToRgb(randomInt(360), between(0.35, 0.6), between(0.92, 0.97));
  const inkColour = pickColour([background, background], 7, 0.08, 0.2);
  const png = encodePng(width, height, palette(background, inkColour), quantise(ink));
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<image width="${width}" height="${height}" href="data:image/png;base64,${png.toString('base64')}"/>`,
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

function parseStroke(d: string): StrokeShape {
  const tokens = d.match(/[MLC]|-?\d*\.?\d+/g) ?? [];
  let start: Point = [0, 0];
  const commands: Point[][] = [];
  let command = '';
  let numbers: number[] = [];
  const flush = () => {
    const points: Point[] = [];
    for (let i = 0; i + 1 < numbers.length; i += 2)
      points.push([numbers[i] as number, numbers[i + 1] as number]);
    if (command === 'M') start = points[0] ?? start;
    else if (command) commands.push(points);
    numbers = [];
  };
  for (const token of tokens) {
    if (/[MLC]/.test(token)) {
      flush();
      command = token;
    } else numbers.push(Number(token));
  }
  flush();
  return { start, commands };
}

/** Moves every point of the stroke a little, so no two pictures draw the glyph alike. */
function jitterStroke(stroke: StrokeShape): StrokeShape {
  const move = ([x, y]: Point): Point => [x + between(-0.35, 0.35), y + between(-0.35, 0.35)];
  return { start: move(stroke.start), commands: stroke.commands.map((points) => points.map(move)) };
}

/** The stroke as a polyline in glyph units, lines cut in short pieces so the warp can bend them. */
function flatten(stroke: StrokeShape): Point[] {
  const out: Point[] = [stroke.start];
  let from = stroke.start;
  for (const points of stroke.commands) {
    if (points.length === 3) {
      const [c1, c2, to] = points as [Point, Point, Point];
      for (let k = 1; k <= 12; k++) out.push(cubic(from, c1, c2, to, k / 12));
      from = to;
    } else {
      const to = points[0] as Point;
      const pieces = Math.max(1, Math.ceil(Math.hypot(to[0] - from[0], to[1] - from[1]) / 0.8));
      for (let k = 1; k <= pieces; k++) out.push(lerpPoint(from, to, k / pieces));
      from = to;
    }
  }
  return out;
}

function cubic(p0: Point, p1: Point, p2: Point, p3: Point, t: number): Point {
  const u = 1 - t;
  const a = u * u * u;
  const b = 3 * u * u * t;
  const c = 3 * u * t * t;
  const d = t * t * t;
  return [a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]];
}

function lerpPoint(a: Point, b: Point, t: number): Point {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t];
}

/** Glyph units to pixels: a scale of its own on each axis, a shear and a tilt, about the glyph's centre. */
function glyphPlacement(centre: Point, unit: number, angle: number, shear: number): (p: Point) => Point {
  const scaleX = unit * between(0.85, 1.08);
  const scaleY = unit * between(0.88, 1.1);
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return ([gx, gy]) => {
    const y = (gy - GLYPH_HEIGHT / 2) * scaleY;
    const x = (gx - GLYPH_WIDTH / 2) * scaleX + shear * y;
    return [centre[0] + x * cos - y * sin, centre[1] + x * sin + y * cos];
  };
}

/** Two waves across the picture: one bends the baseline, the other sways the columns. */
function waveWarp(width: number, height: number): (p: Point) => Point {
  const tau = 2 * Math.PI;
  const [ay, ly, py] = [height * between(0.04, 0.07), width * between(0.45, 0.9), between(0, tau)];
  const [ax, lx, px] = [between(1, 2.2), height * between(0.6, 1.2), between(0, tau)];
  return ([x, y]) => [x + ax * Math.sin((tau * y) / lx + px), y + ay * Math.sin((tau * x) / ly + py)];
}

/** A curve from the left edge to the right one through the band of the text. */
function noiseCurve(width: number, height: number): Point[] {
  const y = () => between(height * 0.25, height * 0.75);
  const p0: Point = [between(-5, width * 0.1), y()];
  const p1: Point = [between(width * 0.2, width * 0.45), between(-height * 0.2, height * 1.2)];
  const p2: Point = [between(width * 0.55, width * 0.8), between(-height * 0.2, height * 1.2)];
  const p3: Point = [between(width * 0.9, width + 5), y()];
  return Array.from({ length: 31 }, (_, k) => cubic(p0, p1, p2, p3, k / 30));
}

/** A short bent stroke about as long as a glyph's limb, anywhere in the band of the text. */
function fragment(width: number, height: number, unit: number): Point[] {
  const p0: Point = [between(0, width), between(height * 0.15, height * 0.85)];
  const angle = between(0, 2 * Math.PI);
  const length = unit * between(3, 6);
  const bend = between(-0.6, 0.6);
  const p3: Point = [p0[0] + length * Math.cos(angle), p0[1] + length * Math.sin(angle)];
  const mid = lerpPoint(p0, p3, 0.5);
  const c: Point = [mid[0] - bend * (p3[1] - p0[1]), mid[1] + bend * (p3[0] - p0[0])];
  return Array.from({ length: 9 }, (_, k) => cubic(p0, c, c, p3, k / 8));
}

type Canvas = { ink: Float32Array; width: number; height: number };

function drawPolyline(canvas: Canvas, points: Point[], radius: number, intensity: number): void {
  for (let i = 1; i < points.length; i++)
    paintSegment(canvas, points[i - 1] as Point, points[i] as Point, radius, intensity, false);
}

function erasePolyline(canvas: Canvas, points: Point[], radius: number): void {
  for (let i = 1; i < points.length; i++)
    paintSegment(canvas, points[i - 1] as Point, points[i] as Point, radius, 1, true);
}

/** Ink (or background, when erasing) along a segment with round ends, anti-aliased over one pixel. */
function paintSegment(canvas: Canvas, a: Point, b: Point, radius: number, intensity: number, erase: boolean) {
  const { ink, width, height } = canvas;
  const reach = radius + 0.5;
  const x0 = Math.max(0, Math.floor(Math.min(a[0], b[0]) - reach));
  const x1 = Math.min(width - 1, Math.ceil(Math.max(a[0], b[0]) + reach));
  const y0 = Math.max(0, Math.floor(Math.min(a[1], b[1]) - reach));
  const y1 = Math.min(height - 1, Math.ceil(Math.max(a[1], b[1]) + reach));
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const length2 = dx * dx + dy * dy;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const qx = x + 0.5 - a[0];
      const qy = y + 0.5 - a[1];
      const t = length2 === 0 ? 0 : Math.max(0, Math.min(1, (qx * dx + qy * dy) / length2));
      const cover = Math.min(1, reach - Math.sqrt((qx - t * dx) ** 2 + (qy - t * dy) ** 2));
      if (cover <= 0) continue;
      const i = y * width + x;
      if (erase) ink[i] = Math.min(ink[i] as number, 1 - cover);
      else ink[i] = Math.max(ink[i] as number, cover * intensity);
    }
  }
}

function quantise(ink: Float32Array): Uint8Array {
  const out = new Uint8Array(ink.length);
  for (let i = 0; i < ink.length; i++) out[i] = Math.round((ink[i] as number) * (LEVELS - 1));
  return out;
}

/** LEVELS colours from the background to the ink. */
function palette(background: Rgb, ink: Rgb): Buffer {
  const out = Buffer.alloc(LEVELS * 3);
  for (let level = 0; level < LEVELS; level++) {
    for (let c = 0; c < 3; c++) {
      const t = level / (LEVELS - 1);
      out[level * 3 + c] = Math.round((background[c] as number) * (1 - t) + (ink[c] as number) * t);
    }
  }
  return out;
}

/** A 4-bit indexed PNG: signature, IHDR, PLTE, one IDAT of rows with filter 0, IEND. */
function encodePng(width: number, height: number, colours: Buffer, indices: Uint8Array): Buffer {
  const rowBytes = Math.ceil(width / 2);
  const raw = Buffer.alloc((rowBytes + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (rowBytes + 1) + 1; // the byte before is the filter type, 0
    for (let x = 0; x < width; x++) {
      const at = row + (x >> 1);
      raw[at] = (raw[at] as number) | ((indices[y * width + x] as number) << (x & 1 ? 0 : 4));
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([4, 3, 0, 0, 0], 8); // bit depth 4, indexed colour, deflate, adaptive filters, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('PLTE', colours),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const out = Buffer.alloc(body.length + 8);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), body.length + 4);
  return out;
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
