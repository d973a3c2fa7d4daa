import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { APPLICATION_UPLOAD } from '@portal/contracts/promotions';
import {
  BonusDetails,
  BonusIdParams,
  BonusView,
  PromotionCard,
  PromotionIdBody,
  PromotionIdParams,
  PromotionsQuery,
} from '@portal/contracts/promotions.schema';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError, ok } from '../../platform/app-error.ts';
import { imageFormLimits, readImageForm } from '../../platform/image-form.ts';
import { languageOf } from '../../platform/request-language.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { Bonuses } from './bonus.service.ts';
import type { Promotions } from './promotions.service.ts';

const SECURITY = [{ token: [] }];
const tags = ['promotions'];
/** A player's own promotions and bonuses: never a trial account (spec section 6). */
const member = { auth: 'session', realAccount: true } as const;
const accountOf = (req: FastifyRequest) => (req.session as NonNullable<FastifyRequest['session']>).accountId;

/** The application form: a comment and up to 3 PNG or JPEG images named image (spec section 5). */
export const APPLICATION_FORM = {
  field: 'image',
  maxImages: APPLICATION_UPLOAD.maxImages,
  maxBytes: APPLICATION_UPLOAD.maxBytes,
  commentMaxLength: APPLICATION_UPLOAD.commentMaxLength,
};

const ApplicationForm = {
  type: 'object',
  description: `A comment of at most ${APPLICATION_UPLOAD.commentMaxLength} characters and at most ${APPLICATION_UPLOAD.maxImages} PNG or JPEG images named image, ${APPLICATION_UPLOAD.maxBytes / 1024 / 1024} MB each`,
  properties: {
    comment: { type: 'string', maxLength: APPLICATION_UPLOAD.commentMaxLength },
    image: {
      type: 'array',
      items: { type: 'string', format: 'binary' },
      maxItems: APPLICATION_UPLOAD.maxImages,
    },
  },
} as const;

/** The portal's promotion calls (spec sections 6 and 7; decision 0030). */
export const promotionsRoutes: FastifyPluginAsyncTypebox<{
  promotions: Promotions;
  bonuses: Bonuses;
}> = async (app, { promotions, bonuses }) => {
  // Uploads are parsed only here (this plugin's scope), with limits; a bad body is a 4xx.
  await app.register(multipart, { limits: imageFormLimits(APPLICATION_FORM), throwFileSizeLimit: true });

  app.get(
    '/wps/relay/MCSFE_getMerchantAvailablePromotions',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary:
          "The merchant's promotions as a visitor sees them (state join, signed, coming soon or closed)",
        querystring: PromotionsQuery,
        response: envelopeResponses(Type.Array(PromotionCard)),
      },
    },
    async (req) => ok(await promotions.forVisitor(req.merchant, req.query.language ?? languageOf(req))),
  );

  app.get(
    '/wps/relay/MCSFE_getAvailablePromotions',
    {
      config: member,
      schema: {
        tags,
        summary: "The merchant's promotions with the caller's activity state in each (spec section 4)",
        security: SECURITY,
        querystring: PromotionsQuery,
        response: envelopeResponses(Type.Array(PromotionCard)),
      },
    },
    async (req) =>
      ok(await promotions.forPlayer(req.merchant, accountOf(req), req.query.language ?? languageOf(req))),
  );

  app.post(
    '/wps/relay/MCSFE_joinSignUpPromotion',
    {
      config: member,
      schema: {
        tags,
        summary: 'Joins a welcome, reload or sign-up promotion (its bonus is paid on the qualifying deposit)',
        security: SECURITY,
        querystring: PromotionsQuery,
        body: PromotionIdBody,
        response: envelopeResponses(PromotionCard),
      },
    },
    async (req) =>
      ok(
        await promotions.join(
          req.merchant,
          accountOf(req),
          req.body.promotionId,
          req.query.language ?? languageOf(req),
        ),
      ),
  );

  app.post(
    '/wps/relay/MCSFE_rewardSignUpPromotion',
    {
      config: member,
      schema: {
        tags,
        summary: "Claims a sign-up promotion's reward once its deposit qualified: the bonus is issued",
        security: SECURITY,
        querystring: PromotionsQuery,
        body: PromotionIdBody,
        response: envelopeResponses(PromotionCard),
      },
    },
    async (req) =>
      ok(
        await promotions.reward(
          req.merchant,
          accountOf(req),
          req.body.promotionId,
          req.query.language ?? languageOf(req),
        ),
      ),
  );

  app.post(
    '/wps/promotions/:id/apply',
    {
      config: member,
      schema: {
        tags,
        summary: 'Applies to a custom promotion with a comment and images; an operator reviews it',
        security: SECURITY,
        params: PromotionIdParams,
        body: { content: { 'multipart/form-data': { schema: ApplicationForm } } },
        response: envelopeResponses(PromotionCard),
      },
      // The form is read by the handler, once the session is known: validation sees an empty form.
      preValidation: async (req) => {
        if (req.isMultipart()) req.body = {};
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw new AppError('unsupported.media.type');
      const { comment, images } = await readImageForm(req, APPLICATION_FORM);
      return ok(
        await promotions.apply(
          req.merchant,
          accountOf(req),
          req.params.id,
          { comment, images },
          languageOf(req),
        ),
      );
    },
  );

  app.get(
    '/wps/promotions/bonuses',
    {
      config: member,
      schema: {
        tags,
        summary: 'Bonus details: every bonus with its state, turnover requirement, progress and expiry',
        security: SECURITY,
        querystring: PromotionsQuery,
        response: envelopeResponses(BonusDetails),
      },
    },
    async (req) =>
      ok(await promotions.bonusDetails(req.merchant, accountOf(req), req.query.language ?? languageOf(req))),
  );

  app.post(
    '/wps/promotions/bonuses/:id/forfeit',
    {
      config: member,
      schema: {
        tags,
        summary:
          "Forfeits an open bonus: the bonus (and its winnings, by the promotion's rule) leave the wallet",
        security: SECURITY,
        params: BonusIdParams,
        response: envelopeResponses(BonusView),
      },
    },
    async (req) => ok(await bonuses.forfeit(req.merchant.id, accountOf(req), req.params.id)),
  );
};
