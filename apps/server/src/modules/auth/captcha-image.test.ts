import { describe, expect, it } from 'vitest';
import {
  CAPTCHA_ALPHABET,
  captchaMatches,
  contrastRatio,
  createCaptchaCode,
  renderCaptcha,
} from './captcha-image.ts';

const svgOf = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');

const parseRgb = (value: string): [number, number, number] => {
  const m = /^rgb\((\d+),(\d+),(\d+)\)$/.exec(value);
  if (!m) throw new Error(`not an rgb colour: ${value}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
};

describe('createCaptchaCode', () => {
  it('uses an alphabet without characters a person could confuse', () => {
    for (const ch of ['0', 'O', 'o', '1', 'I', 'i', 'l', '5', 'S', 's', '2', 'Z', 'z', '8', 'B', 'b']) {
      expect(CAPTCHA_ALPHABET).not.toContain(ch);
    }
    expect(new Set(CAPTCHA_ALPHABET).size).toBe(CAPTCHA_ALPHABET.length);
  });

  it('answers codes of the asked length, five by default, drawn from the alphabet', () => {
    expect(createCaptchaCode()).toHaveLength(5);
    for (const length of [1, 4, 6, 8]) {
      const code = createCaptchaCode(length);
      expect(code).toHaveLength(length);
      for (const ch of code) expect(CAPTCHA_ALPHABET).toContain(ch);
    }
  });

  it('refuses a length that is not a positive integer', () => {
    expect(() => createCaptchaCode(0)).toThrow(RangeError);
    expect(() => createCaptchaCode(2.5)).toThrow(RangeError);
  });

  it('spreads 1000 codes over every character of the alphabet without a strong bias', () => {
    const codes = Array.from({ length: 1000 }, () => createCaptchaCode());
    expect(new Set(codes).size).toBeGreaterThan(990);
    const counts = new Map<string, number>();
    for (const code of codes) for (const ch of code) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    expect([...counts.keys()].sort()).toEqual([...CAPTCHA_ALPHABET].sort());
    const expected = 5000 / CAPTCHA_ALPHABET.length;
    const chiSquare = [...counts.values()].reduce((sum, n) => sum + (n - expected) ** 2 / expected, 0);
    // 21 degrees of freedom: the 1 - 1e-6 quantile is about 67.9 (Wilson-Hilferty), so a fair source
    // fails once in a million runs, while a character drawn half as often as the rest lifts it to about 80.
    expect(chiSquare).toBeLessThan(67.9);
  });
});

describe('renderCaptcha', () => {
  it('draws a well formed SVG of 150x50 by default, wrapped as base64 and a data URL', () => {
    const image = renderCaptcha('K7PX4');
    expect(image.mime).toBe('image/svg+xml');
    const svg = svgOf(image.base64);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('width="150"');
    expect(svg).toContain('height="50"');
    expect(svg).toContain('viewBox="0 0 150 50"');
    expect(image.dataUrl).toBe(`data:image/svg+xml;base64,${image.base64}`);
    expect(Buffer.from(svg, 'utf8').toString('base64')).toBe(image.base64);
  });

  it('honours a custom size', () => {
    const svg = svgOf(renderCaptcha('AC3', { width: 200, height: 70 }).base64);
    expect(svg).toContain('width="200"');
    expect(svg).toContain('height="70"');
    expect(svg).toContain('viewBox="0 0 200 70"');
  });

  it('draws the characters as paths, never as text or script, and keeps the code out of the markup', () => {
    for (const code of ['K7PX4', 'HJKMN', ...Array.from({ length: 20 }, () => createCaptchaCode())]) {
      const svg = svgOf(renderCaptcha(code).base64);
      expect(svg).not.toMatch(/<text|<script|<foreignObject|<image|\son\w+=/i);
      expect(svg).toContain('<path');
      expect(svg.toUpperCase()).not.toContain(code);
    }
  });

  it('gives two different pictures for the same code', () => {
    const a = renderCaptcha('WXY97');
    const b = renderCaptcha('WXY97');
    expect(a.base64).not.toBe(b.base64);
    const glyphData = (svg: string) => [...svg.matchAll(/<path d="([^"]+)"/g)].map((m) => m[1]);
    expect(glyphData(svgOf(a.base64))).not.toEqual(glyphData(svgOf(b.base64)));
  });

  it('draws every stroke with enough contrast against both background colours', () => {
    for (let i = 0; i < 20; i++) {
      const svg = svgOf(renderCaptcha(createCaptchaCode()).base64);
      const stops = [...svg.matchAll(/stop-color="([^"]+)"/g)].map((m) => parseRgb(m[1] ?? ''));
      expect(stops).toHaveLength(2);
      for (const [, colour, width] of svg.matchAll(/<path [^>]*stroke="([^"]+)" stroke-width="([\d.]+)"/g)) {
        // Glyph strokes are the thick ones and must read as text (4.5:1); noise lines only as graphics (3:1).
        const minimum = Number(width) >= 2 ? 4.5 : 3;
        for (const stop of stops)
          expect(contrastRatio(parseRgb(colour ?? ''), stop)).toBeGreaterThanOrEqual(minimum);
      }
    }
  });

  it('accepts lower case codes and refuses characters it cannot draw', () => {
    expect(() => renderCaptcha('k7px4')).not.toThrow();
    expect(() => renderCaptcha('')).toThrow(RangeError);
    expect(() => renderCaptcha('AB0')).toThrow(RangeError);
    expect(() => renderCaptcha('<x>')).toThrow(RangeError);
  });
});

describe('captchaMatches', () => {
  it('accepts the answer whatever its case and surrounding spaces', () => {
    expect(captchaMatches('K7PX4', 'K7PX4')).toBe(true);
    expect(captchaMatches('K7PX4', 'k7px4')).toBe(true);
    expect(captchaMatches('K7PX4', '  k7Px4\n')).toBe(true);
  });

  it('refuses a wrong, shorter, longer or empty answer', () => {
    expect(captchaMatches('K7PX4', 'K7PX3')).toBe(false);
    expect(captchaMatches('K7PX4', 'K7PX')).toBe(false);
    expect(captchaMatches('K7PX4', 'K7PX44')).toBe(false);
    expect(captchaMatches('K7PX4', '')).toBe(false);
    expect(captchaMatches('K7PX4', '   ')).toBe(false);
    expect(captchaMatches('', '')).toBe(false);
  });
});
