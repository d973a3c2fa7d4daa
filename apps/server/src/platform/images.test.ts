import { describe, expect, it } from 'vitest';
import {
  GIF_1X1,
  JPEG_4X2,
  PNG_4X2,
  PNG_HEADER_ON_JUNK,
  WEBP_4X2,
  WEBP_LOSSLESS_1X1,
} from '../../test/image-fixtures.ts';
import { imageTypeOf, inspectImage } from './images.ts';

describe('pictures by their bytes', () => {
  it('reads the type and size of a whole PNG, JPEG and WebP', () => {
    expect(inspectImage(PNG_4X2)).toEqual({ mime: 'image/png', width: 4, height: 2 });
    expect(inspectImage(JPEG_4X2)).toEqual({ mime: 'image/jpeg', width: 4, height: 2 });
    expect(inspectImage(WEBP_4X2)).toEqual({ mime: 'image/webp', width: 4, height: 2 });
    expect(inspectImage(WEBP_LOSSLESS_1X1)).toEqual({ mime: 'image/webp', width: 1, height: 1 });
  });

  it('refuses a known header on junk, a cut file, a changed byte and other formats', () => {
    expect(imageTypeOf(PNG_HEADER_ON_JUNK)).toBe('image/png');
    expect(inspectImage(PNG_HEADER_ON_JUNK)).toBeNull();
    for (const whole of [PNG_4X2, JPEG_4X2, WEBP_4X2]) {
      expect(inspectImage(whole.subarray(0, whole.length - 3))).toBeNull();
    }
    const flipped = Buffer.from(PNG_4X2);
    flipped[40] = (flipped[40] as number) ^ 0xff;
    expect(inspectImage(flipped)).toBeNull();
    expect(inspectImage(Buffer.concat([PNG_4X2, Buffer.from('trailing')]))).toBeNull();
    expect(inspectImage(GIF_1X1)).toBeNull();
    expect(inspectImage(new Uint8Array())).toBeNull();
    expect(inspectImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});
