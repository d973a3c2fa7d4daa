import { crc32 } from 'node:zlib';

export type ImageType = 'image/png' | 'image/jpeg' | 'image/webp';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const startsWith = (data: Uint8Array, magic: number[], at = 0) =>
  data.length >= at + magic.length && magic.every((byte, i) => data[at + i] === byte);

/** The image type by its first bytes, whatever the client declared; null when none of the three. */
export function imageTypeOf(data: Uint8Array): ImageType | null {
  if (startsWith(data, PNG)) return 'image/png';
  if (startsWith(data, JPEG)) return 'image/jpeg';
  if (startsWith(data, ascii('RIFF')) && startsWith(data, ascii('WEBP'), 8)) return 'image/webp';
  return null;
}

export type ImageFacts = { mime: ImageType; width: number; height: number };

const view = (data: Uint8Array) => new DataView(data.buffer, data.byteOffset, data.byteLength);

/**
 * PNG: every chunk's length and CRC in order, IHDR first with a size, IEND last at the very end. The
 * compressed pixels are not inflated: a file whose structure holds is what a browser will try to draw.
 */
function pngFacts(data: Uint8Array): ImageFacts | null {
  const bytes = view(data);
  let at = PNG.length;
  let size: { width: number; height: number } | null = null;
  while (at + 12 <= data.length) {
    const length = bytes.getUint32(at);
    const end = at + 12 + length;
    if (end > data.length) return null;
    const type = String.fromCharCode(...data.subarray(at + 4, at + 8));
    if (crc32(data.subarray(at + 4, at + 8 + length)) !== bytes.getUint32(at + 8 + length)) return null;
    if (size === null) {
      if (type !== 'IHDR' || length !== 13) return null;
      size = { width: bytes.getUint32(at + 8), height: bytes.getUint32(at + 12) };
    }
    if (type === 'IEND')
      return end === data.length && size.width > 0 && size.height > 0 ? { mime: 'image/png', ...size } : null;
    at = end;
  }
  return null;
}

/** Start-of-frame markers (baseline, progressive, lossless…): not DHT (C4), JPG (C8) or DAC (CC). */
const isFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);

/** JPEG: the segments up to the scan, a frame with a size among them, and the end-of-image marker last. */
function jpegFacts(data: Uint8Array): ImageFacts | null {
  const bytes = view(data);
  let at = 2;
  let size: { width: number; height: number } | null = null;
  while (at + 4 <= data.length) {
    if (data[at] !== 0xff) return null;
    const marker = data[at + 1] as number;
    if (marker === 0xff) {
      at += 1; // fill byte
      continue;
    }
    const length = bytes.getUint16(at + 2);
    if (length < 2 || at + 2 + length > data.length) return null;
    if (isFrame(marker)) {
      if (length < 7) return null;
      size = { height: bytes.getUint16(at + 5), width: bytes.getUint16(at + 7) };
    }
    if (marker === 0xda) {
      const ends = data[data.length - 2] === 0xff && data[data.length - 1] === 0xd9;
      return size && ends && size.width > 0 && size.height > 0 ? { mime: 'image/jpeg', ...size } : null;
    }
    at += 2 + length;
  }
  return null;
}

/** WebP: the RIFF size is the file's, and its first chunk is a VP8, VP8L or VP8X frame with a size. */
function webpFacts(data: Uint8Array): ImageFacts | null {
  const bytes = view(data);
  if (data.length < 30 || bytes.getUint32(4, true) + 8 !== data.length) return null;
  const chunk = String.fromCharCode(...data.subarray(12, 16));
  const length = bytes.getUint32(16, true);
  if (20 + length > data.length) return null;
  const at = 20;
  let size: { width: number; height: number } | null = null;
  if (chunk === 'VP8 ' && startsWith(data, [0x9d, 0x01, 0x2a], at + 3)) {
    size = { width: bytes.getUint16(at + 6, true) & 0x3fff, height: bytes.getUint16(at + 8, true) & 0x3fff };
  } else if (chunk === 'VP8L' && data[at] === 0x2f) {
    const bits = bytes.getUint32(at + 1, true);
    size = { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  } else if (chunk === 'VP8X' && length >= 10) {
    const read24 = (i: number) =>
      (data[i] as number) | ((data[i + 1] as number) << 8) | ((data[i + 2] as number) << 16);
    size = { width: read24(at + 4) + 1, height: read24(at + 7) + 1 };
  }
  return size && size.width > 0 && size.height > 0 ? { mime: 'image/webp', ...size } : null;
}

/**
 * The type and size of a PNG, JPEG or WebP picture whose structure holds together, or null: a known
 * header on anything else (a renamed file, a truncated upload, junk behind a PNG signature) is refused.
 */
export function inspectImage(data: Uint8Array): ImageFacts | null {
  switch (imageTypeOf(data)) {
    case 'image/png':
      return pngFacts(data);
    case 'image/jpeg':
      return jpegFacts(data);
    case 'image/webp':
      return webpFacts(data);
    default:
      return null;
  }
}
