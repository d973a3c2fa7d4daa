import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FEEDBACK_CATEGORIES, FEEDBACK_RULES } from '@portal/contracts/messages';
import {
  FeedbackConfig,
  FeedbackReceipt,
  InboxPage,
  InboxQuery,
  MemberNoticePage,
  MessageIdsBody,
  NoticeQuery,
  UnreadCount,
} from '@portal/contracts/messages.schema';
import type { FastifyRequest } from 'fastify';
import { AppError, ok } from '../../platform/app-error.ts';
import { requireModule } from '../../platform/feature-modules.ts';
import { imageFormLimits, readImageForm } from '../../platform/image-form.ts';
import { languageOf } from '../../platform/request-language.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { Feedback } from './feedback.service.ts';
import type { Messages } from './messages.service.ts';

const SECURITY = [{ token: [] }];
const tags = ['messages'];
/** The inbox is a real player's (spec section 6: trial accounts skip the unread count). */
const member = { auth: 'session', realAccount: true } as const;
const accountOf = (req: FastifyRequest) => (req.session as NonNullable<FastifyRequest['session']>).accountId;

/** The feedback form: a category, the text, and up to 3 PNG or JPEG images named image (spec section 5). */
const FEEDBACK_FORM = {
  field: 'image',
  maxImages: FEEDBACK_RULES.maxImages,
  maxBytes: FEEDBACK_RULES.maxBytes,
  commentMaxLength: FEEDBACK_RULES.maxChars,
};
const FeedbackForm = {
  type: 'object',
  description: `A category, a text of ${FEEDBACK_RULES.minWords} to ${FEEDBACK_RULES.maxWords} words and at most ${FEEDBACK_RULES.maxImages} PNG or JPEG images named image, ${FEEDBACK_RULES.maxBytes / 1024 / 1024} MB each`,
  properties: {
    category: { type: 'string', enum: [...FEEDBACK_CATEGORIES] },
    content: { type: 'string', maxLength: FEEDBACK_RULES.maxChars },
    image: { type: 'array', items: { type: 'string', format: 'binary' }, maxItems: FEEDBACK_RULES.maxImages },
  },
} as const;

/** A notice source: the content module's player notices (the public call shows only the visitor's ones). */
export type NoticeSource = (
  req: FastifyRequest,
  page: { pageNum: number; pageSize: number },
) => Promise<MemberNoticePage>;

/** The portal's inbox, notices and feedback calls (spec sections 5 to 7; decision 0040). */
export const messagesRoutes: FastifyPluginAsyncTypebox<{
  messages: Messages;
  feedback: Feedback;
  notices: NoticeSource;
}> = async (app, { messages, feedback, notices }) => {
  await app.register(multipart, {
    limits: { ...imageFormLimits(FEEDBACK_FORM), fieldSize: FEEDBACK_RULES.maxChars * 4 },
    throwFileSizeLimit: true,
  });

  app.get(
    '/wps/relay/CSP_getInbox',
    {
      config: member,
      schema: {
        tags,
        summary:
          "The caller's inbox (system, personal and promotion messages), newest first, and the unread count",
        security: SECURITY,
        querystring: InboxQuery,
        response: envelopeResponses(InboxPage),
      },
    },
    async (req) => {
      requireModule(req, 'INBOX3');
      return ok(await messages.inbox(req.merchant.id, accountOf(req), req.query, languageOf(req)));
    },
  );

  app.get(
    '/wps/relay/CSP_unreadCount',
    {
      config: member,
      schema: {
        tags,
        summary: "The caller's unread messages (the header's and the member centre's badge)",
        security: SECURITY,
        response: envelopeResponses(UnreadCount),
      },
    },
    async (req) => {
      requireModule(req, 'INBOX3');
      return ok({ unread: await messages.unreadCount(req.merchant.id, accountOf(req)) });
    },
  );

  app.post(
    '/wps/relay/CSP_readMessage',
    {
      config: member,
      schema: {
        tags,
        summary: "Marks some of the caller's messages (or all) read; answers the unread count left",
        security: SECURITY,
        body: MessageIdsBody,
        response: envelopeResponses(UnreadCount),
      },
    },
    async (req) => {
      requireModule(req, 'INBOX3');
      return ok(await messages.markRead(req.merchant.id, accountOf(req), req.body));
    },
  );

  app.post(
    '/wps/relay/CSP_deleteMessage',
    {
      config: member,
      schema: {
        tags,
        summary:
          "Deletes some of the caller's messages (or all) from its inbox; answers the unread count left",
        security: SECURITY,
        body: MessageIdsBody,
        response: envelopeResponses(UnreadCount),
      },
    },
    async (req) => {
      requireModule(req, 'INBOX3');
      return ok(await messages.remove(req.merchant.id, accountOf(req), req.body));
    },
  );

  app.get(
    '/wps/notices',
    {
      config: { auth: 'session' },
      schema: {
        tags,
        summary:
          'Member notices (spec section 6: token required): the player notices, those shown after login too, 9 a page',
        security: SECURITY,
        querystring: NoticeQuery,
        response: envelopeResponses(MemberNoticePage),
      },
    },
    async (req) => ok(await notices(req, req.query)),
  );

  app.get(
    '/wps/feedback/config',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: "The feedback form's categories, word bounds and image limits",
        response: envelopeResponses(FeedbackConfig),
      },
    },
    async (req) => {
      requireModule(req, 'FEEDBACK3');
      return ok(feedback.config());
    },
  );

  app.put(
    '/wps/feedback',
    {
      config: member,
      schema: {
        tags,
        summary:
          'Sends feedback: a category, a text within the word bounds, optional images; answered as a message',
        description:
          "Signed in, unlike the spec's untokened call: the answer arrives in the sender's inbox (decision 0040).",
        security: SECURITY,
        body: { content: { 'multipart/form-data': { schema: FeedbackForm } } },
        response: envelopeResponses(FeedbackReceipt),
      },
      preValidation: async (req) => {
        if (req.isMultipart()) req.body = {};
      },
    },
    async (req) => {
      requireModule(req, 'FEEDBACK3');
      if (!req.isMultipart()) throw new AppError('unsupported.media.type');
      const { fields, images } = await readImageForm(req, FEEDBACK_FORM);
      return ok(
        await feedback.submit(req.merchant.id, accountOf(req), {
          category: fields.get('category'),
          content: fields.get('content'),
          images,
        }),
      );
    },
  );
};
