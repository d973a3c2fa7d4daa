import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ok } from './app-error.ts';

type Encoded = { identity: string; br?: Buffer; gzip?: Buffer };

const serialized = new WeakMap<object, Encoded>();
/** Below this size compressing costs more than it saves. */
const MIN_COMPRESS = 1024;

function encoding(req: FastifyRequest): 'br' | 'gzip' | null {
  const accept = req.headers['accept-encoding'];
  if (typeof accept !== 'string') return null;
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

/**
 * Sends a cached value as the success envelope, serialised once by the route's own response schema
 * (so no unlisted field leaves) and compressed once per encoding, reused for as long as the cache holds
 * the same value object: a cached read then costs a lookup, not a serialisation or a compression.
 */
export function sendCached(reply: FastifyReply, value: object): FastifyReply {
  let entry = serialized.get(value);
  if (entry === undefined) {
    entry = { identity: String(reply.serialize(ok(value))) };
    serialized.set(value, entry);
  }
  reply.type('application/json; charset=utf-8');
  const wanted = entry.identity.length >= MIN_COMPRESS ? encoding(reply.request) : null;
  if (!wanted) return reply.send(entry.identity);
  if (wanted === 'br') {
    entry.br ??= brotliCompressSync(entry.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
  } else {
    entry.gzip ??= gzipSync(entry.identity, { level: 9 });
  }
  return reply
    .header('content-encoding', wanted)
    .header('vary', 'accept-encoding')
    .send(wanted === 'br' ? entry.br : entry.gzip);
}
