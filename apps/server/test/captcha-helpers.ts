import { crc32, inflateSync } from 'node:zlib';
import type { CaptchaImage } from '../src/modules/auth/captcha-image.ts';

/** Reading a captcha picture back, as a client (or an attacker) would: the SVG, the PNG inside it, its pixels. */

export const svgOf = (image: CaptchaImage) => Buffer.from(image.base64, 'base64').toString('utf8');

/** The PNG the SVG wrapper carries; throws when there is not exactly one. */
export function pngOf(image: CaptchaImage): Buffer {
  const found = [...svgOf(image).matchAll(/href="data:image\/png;base64,([A-Za-z0-9+/=]+)"/g)];
  if (found.length !== 1) throw new Error(`expected one embedded PNG, found ${found.length}`);
  return Buffer.from(found[0]?.[1] ?? '', 'base64');
}

export type Chunk = { type: string; data: Buffer; crcOk: boolean };

export function pngChunks(png: Buffer): Chunk[] {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!png.subarray(0, 8).equals(signature)) throw new Error('not a PNG');
  const chunks: Chunk[] = [];
  let offset = 8;
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const body = png.subarray(offset + 4, offset + 8 + length);
    chunks.push({
      type: body.subarray(0, 4).toString('latin1'),
      data: body.subarray(4),
      crcOk: crc32(body) === png.readUInt32BE(offset + 8 + length),
    });
    offset += 12 + length;
  }
  return chunks;
}

export type Bitmap = {
  width: number;
  height: number;
  /** Per pixel, 0 for the background colour to 1 for the darkest colour of the palette. */
  darkness: Float32Array;
  palette: [number, number, number][];
};

/** Decodes the indexed PNGs the renderer writes (bit depth 1 to 8, no interlace, any row filter). */
export function decodePng(png: Buffer): Bitmap {
  const chunks = pngChunks(png);
  const header = chunks.find((c) => c.type === 'IHDR')?.data;
  const plte = chunks.find((c) => c.type === 'PLTE')?.data;
  if (!header || !plte) throw new Error('no IHDR or PLTE');
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const depth = header[8] as number;
  if (header[9] !== 3 || header[12] !== 0) throw new Error('only non-interlaced indexed PNGs');
  const raw = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  const rowBytes = Math.ceil((width * depth) / 8);
  const rows = Buffer.alloc(rowBytes * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (rowBytes + 1)];
    for (let i = 0; i < rowBytes; i++) {
      const x = raw[y * (rowBytes + 1) + 1 + i] as number;
      const a = i > 0 ? (rows[y * rowBytes + i - 1] as number) : 0;
      const b = y > 0 ? (rows[(y - 1) * rowBytes + i] as number) : 0;
      const c = i > 0 && y > 0 ? (rows[(y - 1) * rowBytes + i - 1] as number) : 0;
      const p = a + b - c;
      const paeth =
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c;
      const predictor = [0, a, b, (a + b) >> 1, paeth][filter as number];
      if (predictor === undefined) throw new Error(`unknown row filter ${filter}`);
      rows[y * rowBytes + i] = (x + predictor) & 0xff;
    }
  }
  const palette: [number, number, number][] = [];
  for (let i = 0; i + 2 < plte.length; i += 3) palette.push([plte[i]!, plte[i + 1]!, plte[i + 2]!]);
  const luminance = palette.map(([r, g, b]) => 0.2126 * r + 0.7152 * g + 0.0722 * b);
  const light = Math.max(...luminance);
  const dark = Math.min(...luminance);
  const darkness = new Float32Array(width * height);
  const mask = (1 << depth) - 1;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const bit = x * depth;
      const byte = rows[y * rowBytes + (bit >> 3)] as number;
      const index = (byte >> (8 - depth - (bit & 7))) & mask;
      darkness[y * width + x] = (light - (luminance[index] ?? light)) / (light - dark || 1);
    }
  }
  return { width, height, darkness, palette };
}
