import type { FastifyReply } from 'fastify';
import { ok } from './app-error.ts';

const serialized = new WeakMap<object, string>();

/**
 * Sends a cached value as the success envelope, serialised once by the route's own response schema
 * and reused for as long as the cache holds the same value object: a cached read then costs a
 * lookup, not a serialisation.
 */
export function sendCached(reply: FastifyReply, value: object): FastifyReply {
  let body = serialized.get(value);
  if (body === undefined) {
    body = String(reply.serialize(ok(value)));
    serialized.set(value, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
