import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CHAT_RULES, CHAT_SENDS_PER_MINUTE } from '@portal/contracts/chat';
import {
  ChatHistory,
  ChatHistoryQuery,
  ChatImageParams,
  ChatLaunch,
  ChatReadBody,
  ChatReadMark,
  ChatSent,
  ChatTypingBody,
  LaunchChatQuery,
  LiveHostList,
} from '@portal/contracts/chat.schema';
import { ErrorEnvelope } from '@portal/contracts/common.schema';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError, ok } from '../../platform/app-error.ts';
import { imageFormLimits, readImageForm } from '../../platform/image-form.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import { StoredImage, sendStoredImage } from '../../platform/stored-image.ts';
import type { Chat } from './chat.service.ts';

const SECURITY = [{ token: [] }];
const tags = ['chat'];
/** Trial accounts have no chat (spec section 6: no personal features). */
const member = { auth: 'session', realAccount: true } as const;
const accountOf = (req: FastifyRequest) => (req.session as NonNullable<FastifyRequest['session']>).accountId;

/** A chat message's form: its text, the host it goes to (none: customer service), up to 3 images. */
const CHAT_FORM = {
  field: 'image',
  maxImages: CHAT_RULES.maxImages,
  maxBytes: CHAT_RULES.maxBytes,
  commentMaxLength: CHAT_RULES.maxChars,
};
const ChatForm = {
  type: 'object',
  description: `A text of at most ${CHAT_RULES.maxChars} characters and at most ${CHAT_RULES.maxImages} PNG or JPEG images named image, ${CHAT_RULES.maxBytes / 1024 / 1024} MB each (one of them at least); hostId names a live host`,
  properties: {
    text: { type: 'string', maxLength: CHAT_RULES.maxChars },
    hostId: { type: 'string', pattern: '^[0-9]{1,9}$' },
    image: { type: 'array', items: { type: 'string', format: 'binary' }, maxItems: CHAT_RULES.maxImages },
  },
} as const;
const SENDS = { limit: CHAT_SENDS_PER_MINUTE, windowMs: 60_000 };
const TYPINGS = { limit: 30, windowMs: 60_000 };

/** The portal's chat room and the live hosts (spec sections 2 and 7; decision 0044). */
export const chatRoutes: FastifyPluginAsyncTypebox<{ chat: Chat; limiter: RateLimiter }> = async (
  app,
  { chat, limiter },
) => {
  await app.register(multipart, {
    limits: { ...imageFormLimits(CHAT_FORM), fieldSize: CHAT_RULES.maxChars * 4 },
    throwFileSizeLimit: true,
  });
  const limited = async (key: string, rule: { limit: number; windowMs: number }) => {
    if (!(await limiter.hit(key, rule)).allowed) throw new AppError('too.many.requests');
  };

  app.get(
    '/wps/relay/CBS_modelList',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: "The live casino's hosts: name, picture, languages, status and the table they host",
        response: envelopeResponses(LiveHostList),
      },
    },
    async (req) => ok(await chat.hosts(req.merchant.id)),
  );

  app.get(
    '/wps/relay/CBS_launchChat',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary:
          'Where the chat with a host opens (chatUrl): the live page, which asks a visitor to log in first',
        querystring: LaunchChatQuery,
        response: envelopeResponses(ChatLaunch),
      },
    },
    async (req) => ok(await chat.launch(req.merchant.id, req.query.hostId)),
  );

  app.get(
    '/wps/chat/messages',
    {
      config: member,
      schema: {
        tags,
        summary:
          "The caller's conversation with customer service (or the host named) and its latest messages, oldest first",
        security: SECURITY,
        querystring: ChatHistoryQuery,
        response: envelopeResponses(ChatHistory),
      },
    },
    async (req) => ok(await chat.history(req.merchant.id, accountOf(req), req.query)),
  );

  app.post(
    '/wps/chat/messages',
    {
      config: member,
      schema: {
        tags,
        summary: 'Sends a chat message (text, images or both); opens a conversation when none is open',
        description: `At most ${CHAT_SENDS_PER_MINUTE} a minute (too.many.requests). The answer arrives over the socket (chat) or by reading the history again.`,
        security: SECURITY,
        body: { content: { 'multipart/form-data': { schema: ChatForm } } },
        response: envelopeResponses(ChatSent),
      },
      preValidation: async (req) => {
        if (req.isMultipart()) req.body = {};
      },
    },
    async (req) => {
      if (!req.isMultipart()) throw new AppError('unsupported.media.type');
      await limited(`chat:send:${accountOf(req)}`, SENDS);
      const { fields, images } = await readImageForm(req, CHAT_FORM);
      const host = fields.get('hostId');
      if (host !== undefined && !/^[0-9]{1,9}$/.test(host))
        throw new AppError('validation.failed', 'hostId: a host id');
      return ok(
        await chat.send(req.merchant.id, accountOf(req), {
          hostId: host === undefined ? undefined : Number(host),
          text: fields.get('text'),
          images,
        }),
      );
    },
  );

  app.post(
    '/wps/chat/read',
    {
      config: member,
      schema: {
        tags,
        summary: "Marks the caller's conversation read up to a message (or all of it)",
        security: SECURITY,
        body: ChatReadBody,
        response: envelopeResponses(ChatReadMark),
      },
    },
    async (req) => ok(await chat.read(req.merchant.id, accountOf(req), req.body)),
  );

  app.post(
    '/wps/chat/typing',
    {
      config: member,
      schema: {
        tags,
        summary: 'The caller is typing in its conversation (a mark of a few seconds, never stored)',
        security: SECURITY,
        body: ChatTypingBody,
        response: envelopeResponses(Type.Null()),
      },
    },
    async (req) => {
      await limited(`chat:typing:${accountOf(req)}`, TYPINGS);
      await chat.playerTyping(req.merchant.id, accountOf(req), req.body.conversationId);
      return ok(null);
    },
  );

  app.get(
    '/wps/chat/images/:id',
    {
      config: member,
      schema: {
        tags,
        summary: "An image of one of the caller's conversations (PNG or JPEG)",
        security: SECURITY,
        params: ChatImageParams,
        produces: ['image/png', 'image/jpeg', 'application/json'],
        response: { 200: StoredImage, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (req, reply) =>
      sendStoredImage(
        reply,
        await chat.playerImage(req.merchant.id, accountOf(req), req.params.id),
        `chat-${req.params.id}`,
      ),
  );
};
