import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorEnvelope } from '@portal/contracts/common.schema';
import {
  OpsFeedback,
  OpsFeedbackAnswerBody,
  OpsFeedbackImageParams,
  OpsFeedbackPage,
  OpsFeedbackQuery,
  OpsIdParams,
  OpsMerchantBody,
  OpsMessage,
  OpsMessagePage,
  OpsMessagesQuery,
  OpsSendMessageBody,
} from '@portal/contracts/messages.schema';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../platform/app-error.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { Feedback } from '../messages/feedback.service.ts';
import type { Messages } from '../messages/messages.service.ts';
import { type AuditEntry, auditedChange } from './audited-change.ts';
import type { OperatorService } from './operator.service.ts';
import { OPS_SECURITY, OPS_TAGS, operatorOf, opsConfig } from './operator-guard.ts';
import { StoredImage, sendViewedImage } from './stored-image.ts';

export type OpsMessagesDeps = {
  operators: OperatorService;
  messages?: Pick<Messages, 'send' | 'list' | 'cancel'>;
  feedback?: Pick<Feedback, 'list' | 'answer' | 'image'>;
};

/**
 * Messages and feedback for operators (issue 20, decision 0040): viewers read the sent list and the
 * feedback queue; administrators send (to a player, a list, a VIP level, a team or the whole merchant, now
 * or at a time) and cancel a scheduled message; finance answers feedback (the answer is a message). Each
 * change is audited.
 */
export const opsMessagesRoutes: FastifyPluginAsyncTypebox<OpsMessagesDeps> = async (
  app,
  { operators, messages, feedback },
) => {
  if (!messages || !feedback) return;
  const reader = opsConfig('viewer');
  const admin = opsConfig('admin');
  const finance = opsConfig('finance');
  const merchantOf = (req: FastifyRequest, code: string) => operators.scopedMerchantId(operatorOf(req), code);
  const audited = <T>(
    req: FastifyRequest,
    entry: AuditEntry,
    run: () => Promise<{ merchantId: number; value: T; detail?: Record<string, unknown> }>,
  ) => auditedChange(operators, req, entry, run);

  app.get(
    '/ops/v1/messages',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: "A merchant's sent and scheduled messages, newest first, with recipients and reads",
        security: OPS_SECURITY,
        querystring: OpsMessagesQuery,
        response: envelopeResponses(OpsMessagePage),
      },
    },
    async (req) => {
      const { merchant, ...query } = req.query;
      return ok(await messages.list(await merchantOf(req, merchant), query));
    },
  );

  app.post(
    '/ops/v1/messages',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary:
          "Sends a message to a player, a list, a VIP level, an agent's team or the whole merchant, now or at sendAt",
        description:
          'One job whatever the audience: one message row, its recipients written in one statement.',
        security: OPS_SECURITY,
        body: OpsSendMessageBody,
        response: envelopeResponses(OpsMessage),
      },
    },
    async (req) => {
      const { merchant, ...body } = req.body;
      return ok(
        await audited(
          req,
          {
            action: 'message.send',
            target: merchant,
            detail: {
              audience: body.audience,
              kind: body.kind,
              sendAt: body.sendAt ?? null,
              title: body.title.en,
            },
          },
          async () => {
            const merchantId = await merchantOf(req, merchant);
            const value = await messages.send(merchantId, body, operatorOf(req).username);
            return { merchantId, value, detail: { messageId: value.id, recipients: value.recipients } };
          },
        ),
      );
    },
  );

  app.post(
    '/ops/v1/messages/:id/cancel',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: 'Cancels a message still waiting for its time',
        security: OPS_SECURITY,
        params: OpsIdParams,
        body: OpsMerchantBody,
        response: envelopeResponses(OpsMessage),
      },
    },
    async (req) =>
      ok(
        await audited(
          req,
          { action: 'message.cancel', target: `message:${req.params.id}`, detail: {} },
          async () => {
            const merchantId = await merchantOf(req, req.body.merchant);
            return { merchantId, value: await messages.cancel(merchantId, req.params.id) };
          },
        ),
      ),
  );

  app.get(
    '/ops/v1/feedback',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: "A merchant's feedback, newest first, open or answered",
        security: OPS_SECURITY,
        querystring: OpsFeedbackQuery,
        response: envelopeResponses(OpsFeedbackPage),
      },
    },
    async (req) => {
      const { merchant, ...query } = req.query;
      return ok(await feedback.list(await merchantOf(req, merchant), query));
    },
  );

  app.post(
    '/ops/v1/feedback/:id/answer',
    {
      config: finance,
      schema: {
        tags: OPS_TAGS,
        summary: "Answers a feedback once: the answer arrives as a message in the player's inbox",
        security: OPS_SECURITY,
        params: OpsIdParams,
        body: OpsFeedbackAnswerBody,
        response: envelopeResponses(OpsFeedback),
      },
    },
    async (req) =>
      ok(
        await audited(
          req,
          {
            action: 'feedback.answer',
            target: `feedback:${req.params.id}`,
            detail: { length: req.body.answer.length },
          },
          async () => {
            const merchantId = await merchantOf(req, req.body.merchant);
            const value = await feedback.answer(
              merchantId,
              req.params.id,
              req.body.answer,
              operatorOf(req).username,
            );
            return { merchantId, value, detail: { username: value.username } };
          },
        ),
      ),
  );

  app.get(
    '/ops/v1/feedback/:id/images/:imageId',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: 'An image of a feedback (PNG or JPEG), as the player uploaded it',
        security: OPS_SECURITY,
        params: OpsFeedbackImageParams,
        querystring: OpsMerchantBody,
        produces: ['image/png', 'image/jpeg', 'application/json'],
        response: { 200: StoredImage, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (req, reply) => {
      const { id, imageId } = req.params;
      const image = await feedback.image(await merchantOf(req, req.query.merchant), id, imageId);
      return sendViewedImage(operators, req, reply, { kind: 'feedback', id, imageId, image });
    },
  );
};
