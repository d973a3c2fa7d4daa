import { describe, expect, it } from 'vitest';
import { decodePng, pngChunks, pngOf, svgOf } from '../../../test/captcha-helpers.ts';
import {
  CAPTCHA_ALPHABET,
  captchaMatches,
  contrastRatio,
  createCaptchaCode,
  renderCaptcha,
} from './captcha-image.ts';

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
  it('draws a 150x50 PNG by default, inside an SVG wrapper, as base64 and a data URL', () => {
    const image = renderCaptcha('K7PX4');
    expect(image.mime).toBe('image/svg+xml');
    const svg = svgOf(image);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).toContain('width="150"');
    expect(svg).toContain('height="50"');
    expect(svg).toContain('viewBox="0 0 150 50"');
    expect(image.dataUrl).toBe(`data:image/svg+xml;base64,${image.base64}`);
    expect(Buffer.from(svg, 'utf8').toString('base64')).toBe(image.base64);
    const chunks = pngChunks(pngOf(image));
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'PLTE', 'IDAT', 'IEND']);
    expect(chunks.every((c) => c.crcOk)).toBe(true);
    const bitmap = decodePng(pngOf(image));
    expect([bitmap.width, bitmap.height]).toEqual([150, 50]);
  });

  it('honours a custom size', () => {
    const image = renderCaptcha('AC3', { width: 200, height: 70 });
    const svg = svgOf(image);
    expect(svg).toContain('width="200"');
    expect(svg).toContain('height="70"');
    expect(svg).toContain('viewBox="0 0 200 70"');
    const bitmap = decodePng(pngOf(image));
    expect([bitmap.width, bitmap.height]).toEqual([200, 70]);
  });

  it('holds pixels only: no path, text or script, and the code nowhere in the markup', () => {
    for (const code of ['K7PX4', 'HJKMN', ...Array.from({ length: 20 }, () => createCaptchaCode())]) {
      const image = renderCaptcha(code);
      const svg = svgOf(image);
      expect(svg).not.toMatch(/<path|<text|<script|<foreignObject|<use|\son\w+=/i);
      expect(svg.match(/<image /g)).toHaveLength(1);
      expect(svg.replace(/href="data:image\/png;base64,[A-Za-z0-9+/=]+"/, '')).not.toMatch(/data:|href/);
      expect(svg.toUpperCase()).not.toContain(code);
    }
  });

  it('puts ink where the glyphs are', () => {
    const { darkness } = decodePng(pngOf(renderCaptcha('HMWKN')));
    const inked = darkness.filter((d) => d >= 0.5).length;
    expect(inked).toBeGreaterThan(darkness.length * 0.08);
    expect(inked).toBeLessThan(darkness.length * 0.45);
  });

  it('gives two different pictures for the same code', () => {
    const a = renderCaptcha('WXY97');
    const b = renderCaptcha('WXY97');
    expect(a.base64).not.toBe(b.base64);
    expect(decodePng(pngOf(a)).darkness).not.toEqual(decodePng(pngOf(b)).darkness);
  });

  it('draws the ink with enough contrast against the background to read as text', () => {
    for (let i = 0; i < 20; i++) {
      const { palette } = decodePng(pngOf(renderCaptcha(createCaptchaCode())));
      // The palette runs from the background (first) to the ink (last); the ones between are edges.
      expect(contrastRatio(palette[0]!, palette.at(-1)!)).toBeGreaterThanOrEqual(7);
    }
  });

  // Speed is not asserted here (a loaded 2-core machine makes any bound flaky): alone, a picture takes
  // about 1 ms to draw and encode.
  it('stays small: under 6 KB of base64 a picture, about 3.2 KB on average', () => {
    const sizes = Array.from({ length: 200 }, () => renderCaptcha(createCaptchaCode()).base64.length);
    expect(Math.max(...sizes)).toBeLessThan(6000);
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
