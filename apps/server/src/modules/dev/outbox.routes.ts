import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { Outbox } from '../../adapters/outbox.ts';
import { ok } from '../../platform/app-error.ts';
import { escapeXml } from '../content/art/svg.ts';

/**
 * The development page of the SMS and mail outbox (DESIGN.md 6): registered only in development mode,
 * so codes and reset links can be read without a gateway. Never on in production.
 */
export const outboxRoutes: FastifyPluginAsyncTypebox<{ outbox: Outbox }> = async (app, { outbox }) => {
  const query = Type.Object({ to: Type.Optional(Type.String({ maxLength: 200 })) });

  app.get(
    '/dev/outbox.json',
    { config: { auth: 'none', modeExempt: true }, schema: { hide: true, querystring: query } },
    async (req) => ok(await outbox.latest(50, req.query.to)),
  );

  app.get(
    '/dev/outbox',
    { config: { auth: 'none', modeExempt: true }, schema: { hide: true, querystring: query } },
    async (req, reply) => {
      const rows = await outbox.latest(100, req.query.to);
      const items = rows
        .map(
          (m) =>
            `<tr><td>${escapeXml(new Date(m.created_at).toISOString())}</td><td>${escapeXml(m.merchant)}</td><td>${m.channel}</td><td>${escapeXml(m.recipient)}</td><td><b>${escapeXml(m.subject ?? '')}</b><pre>${escapeXml(m.body)}</pre></td></tr>`,
        )
        .join('');
      reply.type('text/html; charset=utf-8');
      return `<!doctype html><meta charset="utf-8"><title>Outbox</title><style>body{font:14px system-ui;margin:2rem;background:#0f1220;color:#e8e8f0}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #2a2f45;padding:.5rem;text-align:left;vertical-align:top}pre{white-space:pre-wrap;margin:.25rem 0 0}</style><h1>SMS and mail outbox (development)</h1><table><tr><th>When</th><th>Merchant</th><th>Channel</th><th>To</th><th>Message</th></tr>${items}</table>`;
    },
  );
};
