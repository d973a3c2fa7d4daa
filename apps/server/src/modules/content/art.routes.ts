import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { MEMBER_ICONS } from '@portal/contracts/member';
import type { FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { TtlCache } from '../../platform/cache.ts';
import { renderBanner } from './art/banner-art.ts';
import { renderBrandLogo, renderFavicon } from './art/brand-art.ts';
import { renderGameArt } from './art/game-art.ts';
import { renderHostAvatar } from './art/host-avatar.ts';
import { renderMemberIcon } from './art/member-icon.ts';
import { renderVendorIcon } from './art/vendor-icon.ts';

const CODE = '^[A-Za-z0-9_-]{1,40}$';
const SVG_FILE = '^[A-Za-z0-9_-]{1,60}\\.svg$';
const DAY = 86_400;

/**
 * The project's own artwork (game cards, vendor logos, banners, brand marks), drawn as SVG on request
 * and kept in memory: deterministic for a given name, so it caches for a day.
 */
export const artRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const rendered = new TtlCache<string>(DAY * 1000, 5000);
  const config = { auth: 'none' as const, modeExempt: true };
  const send = async (reply: FastifyReply, key: string, render: () => string) => {
    const svg = await rendered.getOrLoad(key, async () => render());
    return reply
      .header('cache-control', `public, max-age=${DAY}`)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .type('image/svg+xml; charset=utf-8')
      .send(svg);
  };
  const stem = (file: string) => file.slice(0, -4);

  app.get(
    '/assets/art/games/:vendor/:file',
    {
      config,
      schema: {
        hide: true,
        params: Type.Object({
          vendor: Type.String({ pattern: CODE }),
          file: Type.String({ pattern: SVG_FILE }),
        }),
      },
    },
    (req, reply) =>
      send(reply, `g:${req.params.vendor}:${req.params.file}`, () =>
        renderGameArt(req.params.vendor, stem(req.params.file)),
      ),
  );

  app.get(
    '/assets/art/vendors/:vendor/:file',
    {
      config,
      schema: {
        hide: true,
        params: Type.Object({
          vendor: Type.String({ pattern: CODE }),
          file: Type.Union([
            Type.Literal('DEFAULT.svg'),
            Type.Literal('ACTIVE.svg'),
            Type.Literal('WHITE.svg'),
            Type.Literal('COLOR.svg'),
            Type.Literal('PURPLE.svg'),
          ]),
        }),
      },
    },
    (req, reply) =>
      send(reply, `v:${req.params.vendor}:${req.params.file}`, () =>
        renderVendorIcon(
          req.params.vendor,
          stem(req.params.file) as 'DEFAULT' | 'ACTIVE' | 'WHITE' | 'COLOR' | 'PURPLE',
        ),
      ),
  );

  app.get(
    '/assets/art/banners/:file',
    { config, schema: { hide: true, params: Type.Object({ file: Type.String({ pattern: SVG_FILE }) }) } },
    (req, reply) => send(reply, `b:${req.params.file}`, () => renderBanner(stem(req.params.file))),
  );

  app.get(
    '/assets/art/brand/:merchant/:file',
    {
      config,
      schema: {
        hide: true,
        params: Type.Object({
          merchant: Type.String({ pattern: CODE }),
          file: Type.Union([Type.Literal('logo.svg'), Type.Literal('favicon.svg')]),
        }),
        // A merchant set up in the back office draws its wordmark in its own name and colour.
        querystring: Type.Object({
          n: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
          c: Type.Optional(Type.String({ pattern: '^[0-9a-fA-F]{6}$' })),
        }),
      },
    },
    (req, reply) => {
      const { merchant, file } = req.params;
      const { n, c } = req.query;
      const override = { name: n, primary: c ? `#${c.toLowerCase()}` : undefined };
      return send(reply, `m:${merchant}:${file}:${n ?? ''}:${c ?? ''}`, () =>
        file === 'logo.svg' ? renderBrandLogo(merchant, override) : renderFavicon(merchant, override),
      );
    },
  );

  app.get(
    '/assets/art/icons/:file',
    {
      config,
      schema: {
        hide: true,
        params: Type.Object({ file: Type.Union(MEMBER_ICONS.map((icon) => Type.Literal(`${icon}.svg`))) }),
      },
    },
    (req, reply) =>
      send(reply, `i:${req.params.file}`, () =>
        renderMemberIcon(stem(req.params.file) as (typeof MEMBER_ICONS)[number]),
      ),
  );

  app.get(
    '/assets/art/hosts/:file',
    {
      config,
      schema: { hide: true, params: Type.Object({ file: Type.String({ pattern: SVG_FILE }) }) },
    },
    (req, reply) => send(reply, `h:${req.params.file}`, () => renderHostAvatar(stem(req.params.file))),
  );
};
