import { describe, expect, it } from 'vitest';
import { CAPTCHA_ALPHABET, type CaptchaImage, createCaptchaCode, renderCaptcha } from './captcha-image.ts';

/**
 * The "simple program" of issue 14: it reads the picture the way an attacker would, from the markup,
 * with a template table it builds by rendering codes it knows (an attacker gets the same by solving
 * a few pictures by hand). Glyph strokes are the thick paths; the strokes of one glyph share a
 * colour; each glyph is matched against every template of the same command signature by the
 * residual of the best similarity transform (Procrustes, tilted less than a radian), so rotation, scale and jitter do not hide it.
 */

type Pt = [number, number];
type Stroke = { signature: string; points: Pt[] };
type Glyph = { strokes: Stroke[]; x: number };

const svgOf = (image: CaptchaImage) => Buffer.from(image.base64, 'base64').toString('utf8');

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

const N = 2000;

function successRate(solve: (image: CaptchaImage) => string): number {
  let solved = 0;
  for (let i = 0; i < N; i++) {
    const code = createCaptchaCode();
    if (solve(renderCaptcha(code)) === code) solved++;
  }
  return solved;
}

describe('a markup-reading solver', () => {
  it('reads the SVG paths of the current renderer (measured: 2000 of 2000)', () => {
    const solved = successRate(markupSolver());
    expect(solved).toBeGreaterThanOrEqual(N * 0.99);
  });
});
