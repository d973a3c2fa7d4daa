/**
 * Commit and reveal (DESIGN.md 5c), on Web Crypto only, so the portal verifies a draw with the code the
 * server drew it with. Before sales close the platform publishes commitmentOf(secret); after the draw,
 * the secret. The secret is 64 lowercase hex characters and is used as that text (its ASCII bytes), so
 * `printf %s SECRET | sha256sum` gives the commitment and any HMAC tool gives the stream.
 */

const SECRET = /^[0-9a-f]{64}$/;
/** Draw ids are printable ASCII without spaces, so a player can type them into any HMAC tool. */
const DRAW_ID = /^[\x21-\x7e]{1,128}$/;
const encoder = new TextEncoder();

const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

export function isSecret(value: unknown): value is string {
  return typeof value === 'string' && SECRET.test(value);
}

function checkSecret(secret: string): void {
  if (!isSecret(secret)) throw new RangeError('a secret is 64 lowercase hex characters');
}

/** A new draw secret: 32 bytes of crypto.getRandomValues, as 64 lowercase hex characters. */
export function newSecret(): string {
  return hex(globalThis.crypto.getRandomValues(new Uint8Array(32)));
}

/** The commitment published before sales close: SHA-256 of the secret's text, as lowercase hex. */
export async function commitmentOf(secret: string): Promise<string> {
  checkSecret(secret);
  return hex(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', encoder.encode(secret))));
}

/** The HMAC-SHA256 key of a secret: the secret's text. */
export async function streamKey(secret: string): Promise<CryptoKey> {
  checkSecret(secret);
  return globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
}

/**
 * Blocks `from` to `from + count - 1` of a draw's byte stream, concatenated: block c is
 * HMAC-SHA256(secret, `${drawId}:${c}`), 32 bytes each.
 */
export async function streamBlocks(
  key: CryptoKey,
  drawId: string,
  from: number,
  count: number,
): Promise<Uint8Array> {
  if (!DRAW_ID.test(drawId))
    throw new RangeError('a draw id is 1 to 128 printable ASCII characters, no spaces');
  const blocks = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(`${drawId}:${from + i}`)),
    ),
  );
  const bytes = new Uint8Array(count * 32);
  for (const [i, block] of blocks.entries()) bytes.set(new Uint8Array(block), i * 32);
  return bytes;
}
