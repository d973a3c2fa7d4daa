import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where the operators' application is served: its own path on the platform's port. */
export const BACKOFFICE_BASE = '/bo/';

const NOT_BUILT =
  '<!doctype html><title>Back office not built</title><p>The back office is not built yet: run <code>npm run build</code>.</p>';

/**
 * Serves the built back office under /bo/: hashed assets with long caching, its other root files, and
 * its single-page HTML for every other path below /bo/. One HTML for every merchant: operators are not
 * a merchant's visitors, and the application asks the operator API for everything it shows.
 */
export async function registerBackoffice(app: FastifyInstance, dist: string): Promise<void> {
  const indexFile = path.join(dist, 'index.html');
  const html = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
  const assets = path.join(dist, 'assets');
  if (html && existsSync(assets)) {
    await app.register(fastifyStatic, {
      root: assets,
      prefix: `${BACKOFFICE_BASE}assets/`,
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
      index: false,
      wildcard: true,
      decorateReply: !app.hasReplyDecorator('sendFile'),
    });
  }
  const rootFiles = html
    ? new Set(
        readdirSync(dist, { withFileTypes: true })
          .filter((e) => e.isFile() && e.name !== 'index.html')
          .map((e) => e.name),
      )
    : new Set<string>();

  const config = { auth: 'none', modeExempt: true } as const;
  app.get('/bo', { config, schema: { hide: true } }, (_req, reply) => reply.redirect(BACKOFFICE_BASE));
  app.get(`${BACKOFFICE_BASE}*`, { config, schema: { hide: true } }, async (req, reply) => {
    const file = (req.url.split('?')[0] ?? '').slice(BACKOFFICE_BASE.length);
    if (rootFiles.has(file)) return reply.sendFile(file, dist, { maxAge: '1d' });
    reply.type('text/html; charset=utf-8');
    if (!html) return reply.status(503).send(NOT_BUILT);
    return reply.header('cache-control', 'no-cache').send(html);
  });
}
