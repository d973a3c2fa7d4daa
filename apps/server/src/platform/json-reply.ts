import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { ok } from './app-error.ts';

/** A response body kept ready to send, with its compressed forms made on first demand. */
export type ReadyBody = { identity: Buffer; br?: Buffer; gzip?: Buffer };

/** Below this size compressing costs more than it saves. */
const MIN_COMPRESS = 1024;

export function readyBody(json: string): ReadyBody {
  return { identity: Buffer.from(json) };
}

function encodingOf(reply: FastifyReply): 'br' | 'gzip' | null {
  const accept = reply.request.headers['accept-encoding'];
  if (typeof accept !== 'string') return null;
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

/** Sends a prepared JSON body, compressed (once per body) when the client accepts it. */
export function sendReady(reply: FastifyReply, body: ReadyBody): FastifyReply {
  reply.type('application/json; charset=utf-8');
  const wanted = body.identity.length >= MIN_COMPRESS ? encodingOf(reply) : null;
  if (!wanted) return reply.send(body.identity);
  if (wanted === 'br') {
    body.br ??= brotliCompressSync(body.identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } });
  } else {
    body.gzip ??= gzipSync(body.identity, { level: 9 });
  }
  return reply
    .header('content-encoding', wanted)
    .header('vary', 'accept-encoding')
    .send(wanted === 'br' ? body.br : body.gzip);
}

const prepared = new WeakMap<object, ReadyBody>();

/**
 * Sends a cached value as the success envelope, serialised once by the route's own response schema
 * (so no unlisted field leaves) and reused for as long as the cache holds the same value object: a
 * cached read then costs a lookup, not a serialisation or a compression.
 */
export function sendCached(reply: FastifyReply, value: object): FastifyReply {
  let body = prepared.get(value);
  if (body === undefined) {
    body = readyBody(String(reply.serialize(ok(value))));
    prepared.set(value, body);
  }
  return sendReady(reply, body);
}
