import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AnnouncementPayload,
  AnnouncementQuery,
  HelpCentre,
  HelpQuery,
} from '@portal/contracts/content.schema';
import { sendCached } from '../../platform/json-reply.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { ContentService } from './content.service.ts';

export const contentRoutes: FastifyPluginAsyncTypebox<{ content: ContentService }> = async (
  app,
  { content },
) => {
  const tags = ['content'];

  app.get(
    '/wps/announcement',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary:
          'Announcements: banners (groups w_login, w_register, w_forget, w_home), player notices, popups, promotions',
        description:
          'types: B banner, PL player notice, PU popup, PR promotion, H help notice. execution: B before login, A after login, F first login.',
        querystring: AnnouncementQuery,
        response: envelopeResponses(AnnouncementPayload),
      },
    },
    async (req, reply) => sendCached(reply, await content.announcements(req.merchant, req.query)),
  );

  app.get(
    '/wps/help',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: 'Help centre sections',
        querystring: HelpQuery,
        response: envelopeResponses(HelpCentre),
      },
    },
    async (req, reply) => sendCached(reply, await content.help(req.merchant, req.query.lang)),
  );
};
