import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ChatMessage,
  ChatReadMark,
  LiveHost,
  LiveHostList,
  OpsChatImageParams,
  OpsChatList,
  OpsChatParams,
  OpsChatQuery,
  OpsChatReadBody,
  OpsChatReplyBody,
  OpsChatSummary,
  OpsChatView,
  OpsHostCreateBody,
  OpsHostEditBody,
  OpsHostParams,
  OpsMerchantOnly,
  OpsMerchantQuery,
} from '@portal/contracts/chat.schema';
import { ErrorEnvelope } from '@portal/contracts/common.schema';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ok } from '../../platform/app-error.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { Chat } from '../chat/chat.service.ts';
import { type AuditEntry, auditedChange } from './audited-change.ts';
import type { OperatorService } from './operator.service.ts';
import { OPS_SECURITY, OPS_TAGS, operatorOf, opsConfig } from './operator-guard.ts';
import { StoredImage, sendViewedImage } from './stored-image.ts';

export type OpsChatDeps = { operators: OperatorService; chat?: Chat };

/**
 * The chat room for operators (issue 20, decision 0044): viewers read the conversations; finance answers
 * (as the conversation's host when it has one), marks read, types and closes; administrators keep the live
 * hosts and their status. Each change is audited (typing is not a change).
 */
export const opsChatRoutes: FastifyPluginAsyncTypebox<OpsChatDeps> = async (app, { operators, chat }) => {
  if (!chat) return;
  const reader = opsConfig('viewer');
  const finance = opsConfig('finance');
  const admin = opsConfig('admin');
  const merchantOf = (req: FastifyRequest, code: string) => operators.scopedMerchantId(operatorOf(req), code);
  const audited = <T>(
    req: FastifyRequest,
    entry: AuditEntry,
    run: () => Promise<{ merchantId: number; value: T; detail?: Record<string, unknown> }>,
  ) => auditedChange(operators, req, entry, run);
  const target = (req: { params: { id: number } }) => `chat:${req.params.id}`;

  app.get(
    '/ops/v1/chat',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary:
          "A merchant's conversations, those waiting longest first, with unread counts and waiting time",
        security: OPS_SECURITY,
        querystring: OpsChatQuery,
        response: envelopeResponses(OpsChatList),
      },
    },
    async (req) => ok(await chat.list(await merchantOf(req, req.query.merchant), req.query.status)),
  );

  app.get(
    '/ops/v1/chat/:id',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: 'One conversation: its messages, both read marks, and whether the player is typing',
        security: OPS_SECURITY,
        params: OpsChatParams,
        querystring: OpsMerchantQuery,
        response: envelopeResponses(OpsChatView),
      },
    },
    async (req) => ok(await chat.view(await merchantOf(req, req.query.merchant), req.params.id)),
  );

  app.post(
    '/ops/v1/chat/:id/reply',
    {
      config: finance,
      schema: {
        tags: OPS_TAGS,
        summary: "Answers a conversation (as its host when it has one): pushed to the player's sockets",
        security: OPS_SECURITY,
        params: OpsChatParams,
        body: OpsChatReplyBody,
        response: envelopeResponses(ChatMessage),
      },
    },
    async (req) =>
      ok(
        await audited(
          req,
          { action: 'chat.reply', target: target(req), detail: { length: req.body.text.length } },
          async () => {
            const merchantId = await merchantOf(req, req.body.merchant);
            const value = await chat.reply(
              merchantId,
              req.params.id,
              req.body.text,
              operatorOf(req).username,
            );
            return { merchantId, value, detail: { messageId: value.id } };
          },
        ),
      ),
  );

  app.post(
    '/ops/v1/chat/:id/read',
    {
      config: finance,
      schema: {
        tags: OPS_TAGS,
        summary: 'Marks a conversation read up to a message (or all of it): the player sees the mark',
        security: OPS_SECURITY,
        params: OpsChatParams,
        body: OpsChatReadBody,
        response: envelopeResponses(ChatReadMark),
      },
    },
    async (req) =>
      ok(
        await audited(req, { action: 'chat.read', target: target(req), detail: {} }, async () => {
          const merchantId = await merchantOf(req, req.body.merchant);
          const value = await chat.staffRead(merchantId, req.params.id, req.body.messageId);
          return { merchantId, value, detail: { readId: value.readId } };
        }),
      ),
  );

  app.post(
    '/ops/v1/chat/:id/typing',
    {
      config: finance,
      schema: {
        tags: OPS_TAGS,
        summary:
          'The operator is typing: pushed to the player at once, a mark of a few seconds, never stored',
        security: OPS_SECURITY,
        params: OpsChatParams,
        body: OpsMerchantOnly,
        response: envelopeResponses(Type.Null()),
      },
    },
    async (req) => {
      await chat.staffTyping(await merchantOf(req, req.body.merchant), req.params.id);
      return ok(null);
    },
  );

  app.post(
    '/ops/v1/chat/:id/close',
    {
      config: finance,
      schema: {
        tags: OPS_TAGS,
        summary: "Closes a conversation; the player's next message opens a new one",
        security: OPS_SECURITY,
        params: OpsChatParams,
        body: OpsMerchantOnly,
        response: envelopeResponses(OpsChatSummary),
      },
    },
    async (req) =>
      ok(
        await audited(req, { action: 'chat.close', target: target(req), detail: {} }, async () => {
          const merchantId = await merchantOf(req, req.body.merchant);
          const value = await chat.close(merchantId, req.params.id, operatorOf(req).username);
          return { merchantId, value, detail: { username: value.username } };
        }),
      ),
  );

  app.get(
    '/ops/v1/chat/:id/images/:imageId',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: 'An image of a conversation (PNG or JPEG), as the player sent it',
        security: OPS_SECURITY,
        params: OpsChatImageParams,
        querystring: OpsMerchantQuery,
        produces: ['image/png', 'image/jpeg', 'application/json'],
        response: { 200: StoredImage, '4xx': ErrorEnvelope, '5xx': ErrorEnvelope },
      },
    },
    async (req, reply) => {
      const { id, imageId } = req.params;
      const image = await chat.staffImage(await merchantOf(req, req.query.merchant), id, imageId);
      return sendViewedImage(operators, req, reply, { kind: 'chat', id, imageId, image });
    },
  );

  app.get(
    '/ops/v1/live-hosts',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: "A merchant's live hosts with their status",
        security: OPS_SECURITY,
        querystring: OpsMerchantQuery,
        response: envelopeResponses(LiveHostList),
      },
    },
    async (req) => ok(await chat.hosts(await merchantOf(req, req.query.merchant))),
  );

  app.post(
    '/ops/v1/live-hosts',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: 'Adds a live host (offline unless a status is given)',
        security: OPS_SECURITY,
        body: OpsHostCreateBody,
        response: envelopeResponses(LiveHost),
      },
    },
    async (req) => {
      const { merchant, ...body } = req.body;
      return ok(
        await audited(
          req,
          { action: 'live.host.add', target: merchant, detail: { name: body.name } },
          async () => {
            const merchantId = await merchantOf(req, merchant);
            const value = await chat.addHost(merchantId, body);
            return { merchantId, value, detail: { hostId: value.id } };
          },
        ),
      );
    },
  );

  app.patch(
    '/ops/v1/live-hosts/:id',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: 'Edits a live host: name, picture, languages, table, or its status (online, busy, offline)',
        security: OPS_SECURITY,
        params: OpsHostParams,
        body: OpsHostEditBody,
        response: envelopeResponses(LiveHost),
      },
    },
    async (req) => {
      const { merchant, ...body } = req.body;
      return ok(
        await audited(
          req,
          { action: 'live.host.edit', target: `host:${req.params.id}`, detail: body },
          async () => {
            const merchantId = await merchantOf(req, merchant);
            return { merchantId, value: await chat.editHost(merchantId, req.params.id, body) };
          },
        ),
      );
    },
  );
};
