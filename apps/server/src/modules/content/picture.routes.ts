import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { AppError } from '../../platform/app-error.ts';
import type { ContentAdmin } from './content-admin.service.ts';

const FILE = '^([1-9][0-9]{0,9})-([0-9a-f]{16})\\.(png|jpg|webp)$';
const YEAR = 31_536_000;

/**
 * The pictures operators upload for banners and promotions, public like the drawn artwork. An address
 * names the picture's id and the start of its SHA-256, so its bytes never change: cached for a year.
 */
export const pictureRoutes: FastifyPluginAsyncTypebox<{ admin: ContentAdmin }> = async (app, { admin }) => {
  app.get(
    '/assets/content/pictures/:file',
    {
      config: { auth: 'none', modeExempt: true },
      schema: { hide: true, params: Type.Object({ file: Type.String({ pattern: FILE }) }) },
    },
    async (req, reply) => {
      const [, id = '0', hash = '', extension = ''] = new RegExp(FILE).exec(req.params.file) ?? [];
      const picture = await admin.picture(Number(id), hash, extension);
      if (!picture) throw new AppError('not.found');
      return reply
        .header('cache-control', `public, max-age=${YEAR}, immutable`)
        .header('content-security-policy', "default-src 'none'; sandbox")
        .type(picture.mime)
        .send(Buffer.from(picture.data));
    },
  );
};
