import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';

/** An uploaded image's bytes, sent as they are (a Buffer is never serialised). */
export const StoredImage = Type.Unsafe<Buffer>({
  type: 'string',
  format: 'binary',
  description: 'The image',
});

/** An uploaded image: shown as is, never run, never sniffed into something else. */
const IMAGE_CSP =
  "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox";

/**
 * Sends a player's uploaded PNG or JPEG (a withdrawal proof, a promotion application's image, a chat image) inline under
 * a name, with a policy that lets it only be looked at.
 */
export function sendStoredImage(
  reply: FastifyReply,
  image: { mime: string; data: Uint8Array },
  name: string,
) {
  const extension = image.mime === 'image/png' ? '.png' : image.mime === 'image/jpeg' ? '.jpg' : '';
  const known = extension !== '';
  return reply
    .type(known ? image.mime : 'application/octet-stream')
    .header('content-security-policy', IMAGE_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `inline; filename="${name}${extension}"`)
    .send(Buffer.from(image.data));
}
