import { describe, expect, it } from 'vitest';
import { type Bitmap, decodePng, pngOf, svgOf } from '../../../test/captcha-helpers.ts';
import { CAPTCHA_ALPHABET, type CaptchaImage, createCaptchaCode, renderCaptcha } from './captcha-image.ts';

/**
 * Issue 14: a simple program read the picture code 2000 times out of 2000 from its SVG paths. Here are
 * the programs an attacker writes first, run against fresh pictures, with the figures they reach.
 *
 * 1. The markup solver reads the picture from its markup, with a template table built by rendering
 *    codes it knows (an attacker gets the same by solving a few pictures by hand). Glyph strokes were
 *    the thick paths; the strokes of one glyph shared a colour; each glyph is matched against every
 *    template of the same command signature by the residual of the best similarity transform
 *    (Procrustes, tilted less than a radian), so rotation, scale and jitter did not hide it.
 *    Against the SVG renderer it replaced: 2000 of 2000 (commit "Captcha solver (issue 14)").
 * 2. An exact-pixel lookup: glyph cells of labelled pictures, looked up bit for bit.
 * 3. A segment-and-match OCR: decode the PNG, threshold, drop specks, cut the known character slots,
 *    scale each to a small grid and take the nearest of the mean shapes learnt from labelled pictures.
 */

type Pt = [number, number];
type Stroke = { signature: string; points: Pt[] };
type Glyph = { strokes: Stroke[]; x: number };

function glyphsOfMarkup(svg: string): Glyph[] {
  const byColour = new Map<string, Stroke[]>();
  for (const [, d, colour, width] of svg.matchAll(
    /<path d="([^"]+)"[^>]*stroke="([^"]+)" stroke-width="([\d.]+)"/g,
  )) {
    if (Number(width) < 2) continue; // the thin ones are noise
    const signature = (d?.match(/[A-Z]/g) ?? []).join('');
    const numbers = (d?.match(/-?\d*\.?\d+/g) ?? []).map(Number);
    const points: Pt[] = [];
    for (let i = 0; i + 1 < numbers.length; i += 2) points.push([numbers[i]!, numbers[i + 1]!]);
    const strokes = byColour.get(colour!) ?? [];
    strokes.push({ signature, points });
    byColour.set(colour!, strokes);
  }
  return [...byColour.values()]
    .map((strokes) => {
      const all = strokes.flatMap((s) => s.points);
      return { strokes, x: all.reduce((sum, p) => sum + p[0], 0) / all.length };
    })
    .sort((a, b) => a.x - b.x);
}

/** 1 - |<z, w>|^2 for the centred, unit-norm point sets seen as complex vectors: 0 for the same shape. */
function procrustes(a: Pt[], b: Pt[]): number {
  if (a.length !== b.length || a.length === 0) return Number.POSITIVE_INFINITY;
  const centre = (ps: Pt[]) => {
    const cx = ps.reduce((s, p) => s + p[0], 0) / ps.length;
    const cy = ps.reduce((s, p) => s + p[1], 0) / ps.length;
    const out = ps.map(([x, y]) => [x - cx, y - cy] as Pt);
    const norm = Math.sqrt(out.reduce((s, [x, y]) => s + x * x + y * y, 0)) || 1;
    return out.map(([x, y]) => [x / norm, y / norm] as Pt);
  };
  const z = centre(a);
  const w = centre(b);
  let re = 0;
  let im = 0;
  for (let i = 0; i < z.length; i++) {
    const [zx, zy] = z[i]!;
    const [wx, wy] = w[i]!;
    re += zx * wx + zy * wy;
    im += zx * wy - zy * wx;
  }
  // the pictures tilt a glyph a little, never upside down: that would read a 6 as a 9
  if (Math.abs(Math.atan2(im, re)) > 1) return Number.POSITIVE_INFINITY;
  return 1 - (re * re + im * im);
}

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]),
  );
}

function distance(glyph: Glyph, template: Glyph): number {
  if (glyph.strokes.length !== template.strokes.length) return Number.POSITIVE_INFINITY;
  let best = Number.POSITIVE_INFINITY;
  for (const order of permutations(glyph.strokes)) {
    if (order.some((s, i) => s.signature !== template.strokes[i]!.signature)) continue;
    best = Math.min(
      best,
      procrustes(
        order.flatMap((s) => s.points),
        template.strokes.flatMap((s) => s.points),
      ),
    );
  }
  return best;
}

/** A template per character, from pictures whose code the attacker knows. */
function markupTemplates(): Map<string, Glyph> {
  const templates = new Map<string, Glyph>();
  for (const ch of CAPTCHA_ALPHABET) {
    const glyph = glyphsOfMarkup(svgOf(renderCaptcha(ch)))[0];
    if (glyph) templates.set(ch, glyph);
  }
  return templates;
}

function markupSolver(): (image: CaptchaImage) => string {
  const templates = markupTemplates();
  return (image) =>
    glyphsOfMarkup(svgOf(image))
      .map((glyph) => {
        let best = { ch: '?', d: Number.POSITIVE_INFINITY };
        for (const [ch, template] of templates) {
          const d = distance(glyph, template);
          if (d < best.d) best = { ch, d };
        }
        return best.ch;
      })
      .join('');
}

/** Fresh pictures each solver reads (2000 in the measures below; 1000 keeps the suite quick). */
const N = 1000;

function successRate(solve: (image: CaptchaImage) => string): number {
  let solved = 0;
  for (let i = 0; i < N; i++) {
    const code = createCaptchaCode();
    if (solve(renderCaptcha(code)) === code) solved++;
  }
  return solved;
}

const CODE_LENGTH = 5;
const CELL_W = 12;
const CELL_H = 16;

/** Ink pixels after a threshold, without the specks (connected pieces smaller than `minPiece`). */
function inkMask(bitmap: Bitmap, minPiece = 12): Uint8Array {
  const { width, height, darkness } = bitmap;
  const mask = new Uint8Array(width * height);
  for (let i = 0; i < mask.length; i++) mask[i] = (darkness[i] as number) >= 0.5 ? 1 : 0;
  const seen = new Uint8Array(mask.length);
  for (let start = 0; start < mask.length; start++) {
    if (!mask[start] || seen[start]) continue;
    const piece = [start];
    seen[start] = 1;
    for (let k = 0; k < piece.length; k++) {
      const i = piece[k] as number;
      const x = i % width;
      for (const j of [i - width, i + width, x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1]) {
        if (j >= 0 && j < mask.length && mask[j] && !seen[j]) {
          seen[j] = 1;
          piece.push(j);
        }
      }
    }
    if (piece.length < minPiece) for (const i of piece) mask[i] = 0;
  }
  return mask;
}

type Segmenter = 'grid' | 'extent';

/**
 * Where the glyphs stand, two ways. 'grid': equal slots between 6% margins, where the SVG renderer put
 * them. 'extent': the ink after an erosion that drops lines thinner than a glyph stroke, from its 2%
 * to its 98% column of mass, cut in equal slots.
 */
function slotsOf(mask: Uint8Array, width: number, height: number, segmenter: Segmenter): [number, number] {
  if (segmenter === 'grid') return [width * 0.06, width * 0.94];
  const column = new Float64Array(width);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      if (mask[i] && mask[i - 1] && mask[i + 1] && mask[i - width] && mask[i + width])
        column[x] = (column[x] as number) + 1;
    }
  }
  const total = column.reduce((a, b) => a + b, 0);
  let seen = 0;
  let left = 0;
  let right = width;
  for (let x = 0; x < width; x++) {
    const before = seen;
    seen += column[x] as number;
    if (before < total * 0.02 && seen >= total * 0.02) left = x;
    if (before < total * 0.98 && seen >= total * 0.98) right = x + 1;
  }
  return [left, right];
}

/**
 * The glyph cells, cut from the ink between the two ends the segmenter finds. Each cell, cropped to
 * the rows holding ink, is scaled to CELL_W x CELL_H by area and normalised to zero mean and unit length.
 */
function cells(bitmap: Bitmap, segmenter: Segmenter): { features: Float32Array[]; bits: string[] } {
  const { width, height } = bitmap;
  const mask = inkMask(bitmap);
  const [left, right] = slotsOf(mask, width, height, segmenter);
  const slot = (right - left) / CODE_LENGTH;
  const features: Float32Array[] = [];
  const bits: string[] = [];
  for (let g = 0; g < CODE_LENGTH; g++) {
    const x0 = Math.max(0, Math.floor(left + slot * g - slot * 0.1));
    const x1 = Math.min(width, Math.ceil(left + slot * (g + 1) + slot * 0.1));
    let y0 = height;
    let y1 = 0;
    for (let y = 0; y < height; y++)
      for (let x = x0; x < x1; x++)
        if (mask[y * width + x]) {
          y0 = Math.min(y0, y);
          y1 = Math.max(y1, y + 1);
        }
    if (y1 <= y0) [y0, y1] = [0, height];
    const cell = new Float32Array(CELL_W * CELL_H);
    let bitString = '';
    for (let y = y0; y < y1; y++) {
      for (let x = x0; x < x1; x++) {
        const on = mask[y * width + x] as number;
        bitString += on;
        const cx = Math.floor(((x - x0) * CELL_W) / (x1 - x0));
        const cy = Math.floor(((y - y0) * CELL_H) / (y1 - y0));
        cell[cy * CELL_W + cx] = (cell[cy * CELL_W + cx] as number) + on;
      }
    }
    const mean = cell.reduce((a, b) => a + b, 0) / cell.length;
    let norm = 0;
    for (let i = 0; i < cell.length; i++) {
      cell[i] = (cell[i] as number) - mean;
      norm += (cell[i] as number) ** 2;
    }
    for (let i = 0; i < cell.length; i++) cell[i] = (cell[i] as number) / (Math.sqrt(norm) || 1);
    features.push(cell);
    bits.push(`${x1 - x0}x${y1 - y0}:${bitString}`);
  }
  return { features, bits };
}

/** Labelled pictures, as an attacker collects them by solving some by hand. */
function labelled(count: number, segmenter: Segmenter): { code: string; cells: ReturnType<typeof cells> }[] {
  return Array.from({ length: count }, () => {
    const code = createCaptchaCode(CODE_LENGTH);
    return { code, cells: cells(decodePng(pngOf(renderCaptcha(code))), segmenter) };
  });
}

/** The OCR: the mean cell of each character over the training pictures, nearest by correlation. */
function ocrSolver(training: number, segmenter: Segmenter) {
  const sums = new Map<string, { sum: Float32Array; n: number }>();
  for (const { code, cells: found } of labelled(training, segmenter)) {
    [...code].forEach((ch, i) => {
      const entry = sums.get(ch) ?? { sum: new Float32Array(CELL_W * CELL_H), n: 0 };
      const feature = found.features[i] as Float32Array;
      for (let k = 0; k < feature.length; k++)
        entry.sum[k] = (entry.sum[k] as number) + (feature[k] as number);
      entry.n++;
      sums.set(ch, entry);
    });
  }
  const means = [...sums].map(([ch, { sum, n }]) => ({ ch, mean: sum.map((v) => v / n) }));
  return (image: CaptchaImage) =>
    cells(decodePng(pngOf(image)), segmenter)
      .features.map((feature) => {
        let best = { ch: '?', score: Number.NEGATIVE_INFINITY };
        for (const { ch, mean } of means) {
          let score = 0;
          for (let k = 0; k < feature.length; k++) score += (feature[k] as number) * (mean[k] as number);
          if (score > best.score) best = { ch, score };
        }
        return best.ch;
      })
      .join('');
}

describe('the solvers of issue 14 against the picture', () => {
  it('the markup solver reads 0 of 1000 (it read 2000 of 2000 of the SVG renderer): no glyph is left in the markup', () => {
    const solve = markupSolver();
    expect(successRate(solve)).toBe(0);
    const svg = svgOf(renderCaptcha('K7PX4'));
    expect(glyphsOfMarkup(svg)).toEqual([]);
    expect(svg).not.toMatch(/<path|<text|<circle|<line|<polyline|<polygon/);
  });

  it('an exact-pixel lookup of glyph cells from 500 labelled pictures finds 0 of 5000 glyphs', () => {
    const table = new Map<string, string>();
    for (const { code, cells: found } of labelled(500, 'extent'))
      found.bits.forEach((b, i) => {
        table.set(b, code[i]!);
      });
    let hits = 0;
    for (const { cells: found } of labelled(N, 'extent'))
      for (const b of found.bits) if (table.has(b)) hits++;
    expect(hits).toBe(0);
  });

  // Measured in two runs of 2000 pictures: 'grid' read 13 and 18 codes (0.65%, 0.9%) and about 36% of
  // the glyphs; 'extent' read 77 and 80 codes (3.85%, 4%) and 46% to 47% of the glyphs: a whole code
  // needs five right at once. The bound of 7.5% sits
  // far enough above the measure not to fail by chance (75 of 1000 against a mean near 40, sd near 6), and
  // far below what the same OCR would read of a picture that gave the glyphs away.
  it.each<Segmenter>(['grid', 'extent'])(
    'a segment-and-match OCR (%s) trained on 1000 labelled pictures reads under 7.5% of 1000 (measured about 1% and 4%)',
    (segmenter) => {
      const solve = ocrSolver(1000, segmenter);
      let solved = 0;
      let glyphsRight = 0;
      for (let i = 0; i < N; i++) {
        const code = createCaptchaCode(CODE_LENGTH);
        const read = solve(renderCaptcha(code));
        if (read === code) solved++;
        for (let k = 0; k < CODE_LENGTH; k++) if (read[k] === code[k]) glyphsRight++;
      }
      console.log(`OCR ${segmenter}: ${solved} of ${N} codes, ${glyphsRight} of ${N * CODE_LENGTH} glyphs`);
      // The OCR works (it reads far more glyphs than the 1 in 22 of a guess), so the low figure below
      // is the picture's doing, not a broken solver; a whole code needs five glyphs right at once.
      expect(glyphsRight).toBeGreaterThan((N * CODE_LENGTH) / CAPTCHA_ALPHABET.length);
      expect(solved).toBeLessThan(N * 0.075);
    },
  );
});
