import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { failure } from './app-error.ts';
import type { Merchant } from './merchant.ts';

const API_PREFIXES = ['/wps/', '/lgw/', '/lotto/', '/ops/', '/docs', '/assets/'];

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const COLOR = /^#[0-9a-f]{3,8}$/i;

/** The per-merchant head: title, icon, theme colour and the brand stylesheet, so the first paint is branded. */
function renderIndex(template: string, merchant: Merchant): string {
  const { brand } = merchant;
  const head = [
    `<title>${escapeHtml(brand.name)}</title>`,
    `<link rel="icon" type="image/svg+xml" href="${escapeHtml(brand.faviconUrl)}">`,
    `<meta name="theme-color" content="${COLOR.test(brand.primaryColor) ? brand.primaryColor : '#000000'}">`,
    // The colours in the address: a recoloured brand is fetched again, not served from a browser's cache.
    `<link rel="stylesheet" href="/assets/brand.css?v=${createHash('sha256').update(brandCss(merchant)).digest('hex').slice(0, 10)}">`,
  ].join('');
  return template
    .replace(
      /<html[^>]*>/,
      `<html lang="${escapeHtml(merchant.defaultLanguage)}" data-theme="${brand.defaultTheme === 'light' ? 'light' : 'dark'}">`,
    )
    .replace(/<title>[^<]*<\/title>/, '')
    .replace('<!--app-head-->', head);
}

function brandCss(merchant: Merchant): string {
  const primary = COLOR.test(merchant.brand.primaryColor) ? merchant.brand.primaryColor : '#f5b301';
  const accent = COLOR.test(merchant.brand.accentColor) ? merchant.brand.accentColor : primary;
  return `:root{--brand-primary:${primary};--brand-accent:${accent};}\n`;
}

/**
 * Serves the built portal on the API's port: hashed assets with long caching, the brand stylesheet,
 * and the single-page app's HTML for every other GET that is not an API path.
 */
export async function registerPortal(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const built = existsSync(indexFile);
  const template = built ? readFileSync(indexFile, 'utf8') : null;
  // One page per merchant object: an operator's change makes a new object (the system service drops its
  // cache), so the next request renders the new name and colours at once.
  const pages = new WeakMap<Merchant, string>();

  if (built && existsSync(path.join(webDist, 'assets'))) {
    await app.register(fastifyStatic, {
      root: path.join(webDist, 'assets'),
      prefix: '/assets/',
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
      index: false,
      wildcard: true,
    });
  }
  const rootFiles = built
    ? new Set(
        readdirSync(webDist, { withFileTypes: true })
          .filter((e) => e.isFile() && e.name !== 'index.html')
          .map((e) => e.name),
      )
    : new Set<string>();

  app.get(
    '/assets/brand.css',
    { config: { auth: 'none', modeExempt: true }, schema: { hide: true } },
    async (req, reply) => {
      reply.header('cache-control', 'public, max-age=60').type('text/css; charset=utf-8');
      return brandCss(req.merchant);
    },
  );

  app.get(
    '/*',
    { config: { auth: 'none', modeExempt: true }, schema: { hide: true } },
    async (req, reply) => {
      const pathname = req.url.split('?')[0] ?? '/';
      if (API_PREFIXES.some((p) => pathname.startsWith(p)))
        return reply.status(404).send(failure('not.found'));
      const file = pathname.slice(1);
      if (rootFiles.has(file)) return reply.sendFile(file, webDist, { maxAge: '1d' });
      if (!template) {
        return reply
          .status(503)
          .type('text/html; charset=utf-8')
          .send(
            '<!doctype html><title>Portal not built</title><p>The portal is not built yet: run <code>npm run build</code>.</p>',
          );
      }
      let html = pages.get(req.merchant);
      if (html === undefined) {
        html = renderIndex(template, req.merchant);
        pages.set(req.merchant, html);
      }
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
    },
  );
}
