import {
  CHAT_PAGE_SIZE,
  CHAT_RULES,
  CHAT_TYPING_MS,
  type ChatSender,
  chatUrlOf,
} from '@portal/contracts/chat';
import type {
  ChatConversation,
  ChatCounterpart,
  ChatHistory,
  ChatLaunch,
  ChatMessage,
  ChatReadMark,
  ChatSent,
  LiveHost,
  OpsChatSummary,
  OpsChatView,
  OpsHostCreateBody,
  OpsHostEditBody,
} from '@portal/contracts/chat.schema';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { FormImage } from '../../platform/image-form.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { ChatChanged } from './chat.events.ts';
import * as store from './chat.store.ts';

export type ChatDeps = {
  db: Database;
  events: EventBus;
  /** Typing marks live here only (shared by every node through Redis when it is set): never stored. */
  limiter: RateLimiter;
  usernames: (ids: readonly number[]) => Promise<Map<number, string>>;
};

const SERVICE: ChatCounterpart = { kind: 'service', hostId: null, name: 'Customer service', picture: null };
const TYPING_RULE = { limit: 1_000_000, windowMs: CHAT_TYPING_MS };
const typingKey = (conversationId: string | number, side: ChatSender) =>
  `chat:typing:${side}:${conversationId}`;

const iso = (d: Date | string) => new Date(d).toISOString();
const hostOf = (h: store.HostRow): LiveHost => ({
  id: h.id,
  name: h.name,
  picture: h.picture,
  languages: h.languages,
  status: h.status,
  table: h.table_code,
});
const messageOf = (m: store.MessageRow): ChatMessage => ({
  id: Number(m.id),
  from: m.sender,
  text: m.body,
  imageIds: (m.image_ids ?? []).map(Number),
  sentAt: iso(m.created_at),
});
const counterpartOf = (host: { id: number; name: string; picture: string } | null): ChatCounterpart =>
  host ? { kind: 'host', hostId: host.id, name: host.name, picture: host.picture } : SERVICE;

/**
 * The chat room (issue 20, decision 0044): a player's conversation with customer service or one live host,
 * its history, images, read marks and typing marks; operators answer (as the host when there is one),
 * mark read and close. Every change is published as `chat.changed` after its commit (realtime pushes it).
 */
export function createChat(deps: ChatDeps) {
  const { db, events, limiter } = deps;
  const isTyping = async (conversationId: string, side: ChatSender) =>
    (await limiter.peek(typingKey(conversationId, side))) > 0;
  const changed = (
    c: store.ConversationRow,
    change: Omit<ChatChanged, 'merchantId' | 'accountId' | 'conversationId'>,
  ) =>
    ({
      merchantId: c.merchant_id,
      accountId: c.account_id,
      conversationId: Number(c.id),
      ...change,
    }) satisfies ChatChanged;

  async function counterpartHost(merchantId: number, hostId: number | undefined) {
    if (hostId === undefined) return null;
    const host = await store.hostById(db, merchantId, hostId);
    if (!host) throw new AppError('chat.host.unknown');
    return host;
  }

  async function conversationOf(merchantId: number, id: number, accountId?: number) {
    const found = await store.conversationById(
      db,
      merchantId,
      id,
      accountId === undefined ? {} : { accountId },
    );
    if (!found) throw new AppError('chat.not.found');
    return found;
  }

  async function summary(merchantId: number, id: string): Promise<OpsChatSummary> {
    const [row] = await store.summaries(db, merchantId, { id });
    if (!row) throw new AppError('chat.not.found');
    return (await summariesOf([row]))[0] as OpsChatSummary;
  }

  async function summariesOf(rows: store.SummaryRow[]): Promise<OpsChatSummary[]> {
    const names = await deps.usernames([...new Set(rows.map((r) => r.account_id))]);
    return rows.map((r) => ({
      id: Number(r.id),
      username: names.get(r.account_id) ?? '',
      counterpart:
        r.host_id !== null && r.host_name !== null
          ? { kind: 'host', hostId: r.host_id, name: r.host_name, picture: r.host_picture }
          : SERVICE,
      status: r.status,
      unread: r.unread,
      waitingSince: r.waiting_since ? iso(r.waiting_since) : null,
      lastText: r.last_text ?? '',
      lastAt: iso(r.last_message_at),
    }));
  }

  return {
    /** The live hosts of a merchant (the live page's strip). */
    async hosts(merchantId: number): Promise<LiveHost[]> {
      return (await store.hosts(db, merchantId)).map(hostOf);
    },

    /** Where the portal opens the chat with a host (its live page asks a visitor to log in first). */
    async launch(merchantId: number, hostId: number): Promise<ChatLaunch> {
      await counterpartHost(merchantId, hostId);
      return { chatUrl: chatUrlOf(hostId) };
    },

    /** The player's conversation with a counterpart and a page of its history, oldest first. */
    async history(
      merchantId: number,
      accountId: number,
      query: { hostId?: number | undefined; before?: number | undefined },
    ): Promise<ChatHistory> {
      const host = await counterpartHost(merchantId, query.hostId);
      const found = await store.latestConversation(db, merchantId, accountId, host?.id ?? null);
      if (!found) return { conversation: null, messages: [], more: false };
      const rows = await store.messages(db, found.id, {
        ...(query.before !== undefined ? { before: query.before } : {}),
        limit: CHAT_PAGE_SIZE + 1,
      });
      const conversation: ChatConversation = {
        id: Number(found.id),
        status: found.status,
        counterpart: counterpartOf(host),
        playerReadId: Number(found.player_read_id),
        staffReadId: Number(found.staff_read_id),
        typing: found.status === 'open' && (await isTyping(found.id, 'staff')),
      };
      return {
        conversation,
        messages: rows.slice(0, CHAT_PAGE_SIZE).reverse().map(messageOf),
        more: rows.length > CHAT_PAGE_SIZE,
      };
    },

    /** A player's message (text, images or both) to a counterpart: opens a conversation when none is open. */
    async send(
      merchantId: number,
      accountId: number,
      form: { hostId: number | undefined; text: string | undefined; images: readonly FormImage[] },
    ): Promise<ChatSent> {
      const text = (form.text ?? '').trim();
      if ([...text].length > CHAT_RULES.maxChars)
        throw new AppError('validation.failed', `text: at most ${CHAT_RULES.maxChars} characters`);
      if (!text && form.images.length === 0) throw new AppError('chat.empty');
      const host = await counterpartHost(merchantId, form.hostId);
      const sent = await events.transaction(db, async (trx) => {
        const conversation = await store.openConversation(trx, merchantId, accountId, host?.id ?? null);
        const row = await store.insertMessage(
          trx,
          conversation,
          { sender: 'player', operator: null, body: text },
          form.images,
        );
        events.raise(
          trx,
          'chat.changed',
          changed(conversation, { kind: 'message', from: 'player', messageId: Number(row.id) }),
        );
        return { conversationId: Number(conversation.id), message: messageOf(row) };
      });
      // a message ends its sender's typing
      await limiter.reset(typingKey(sent.conversationId, 'player'));
      return sent;
    },

    /** The player read its conversation up to a message (or all of it). */
    async read(
      merchantId: number,
      accountId: number,
      body: { conversationId: number; messageId?: number | undefined },
    ): Promise<ChatReadMark> {
      const found = await conversationOf(merchantId, body.conversationId, accountId);
      return events.transaction(db, async (trx) => {
        const readId = await store.markRead(trx, found.id, 'player', body.messageId);
        events.raise(
          trx,
          'chat.changed',
          changed(found, { kind: 'read', from: 'player', readId: Number(readId) }),
        );
        return { conversationId: Number(found.id), readId: Number(readId) };
      });
    },

    /** The player is typing: a mark for a few seconds, shared by the nodes, never stored. */
    async playerTyping(merchantId: number, accountId: number, conversationId: number): Promise<void> {
      const found = await conversationOf(merchantId, conversationId, accountId);
      if (found.status !== 'open') throw new AppError('chat.closed');
      await limiter.hit(typingKey(found.id, 'player'), TYPING_RULE);
    },

    /** An image of one of the player's own conversations. */
    async playerImage(merchantId: number, accountId: number, imageId: number) {
      const found = await store.image(db, merchantId, imageId, { accountId });
      if (!found) throw new AppError('chat.not.found');
      return found;
    },

    // Operators

    /** A merchant's conversations: waiting ones first, with their unread counts and waiting time. */
    async list(merchantId: number, status?: 'open' | 'closed'): Promise<OpsChatSummary[]> {
      return summariesOf(await store.summaries(db, merchantId, status ? { status } : {}));
    },

    /** One conversation with its latest messages, both read marks and whether the player is typing. */
    async view(merchantId: number, id: number): Promise<OpsChatView> {
      const found = await conversationOf(merchantId, id);
      const rows = await store.messages(db, found.id, { limit: CHAT_PAGE_SIZE * 4 });
      return {
        conversation: await summary(merchantId, found.id),
        playerReadId: Number(found.player_read_id),
        staffReadId: Number(found.staff_read_id),
        playerTyping: found.status === 'open' && (await isTyping(found.id, 'player')),
        messages: rows.reverse().map((m) => ({ ...messageOf(m), operator: m.operator })),
      };
    },

    /** An operator's answer (as the conversation's host when it has one); the conversation must be open. */
    async reply(merchantId: number, id: number, text: string, operator: string | null): Promise<ChatMessage> {
      const body = text.trim();
      if (!body) throw new AppError('chat.empty');
      const answer = await events.transaction(db, async (trx) => {
        const found = await store.conversationById(trx, merchantId, id, { forUpdate: true });
        if (!found) throw new AppError('chat.not.found');
        if (found.status !== 'open') throw new AppError('chat.closed');
        const row = await store.insertMessage(trx, found, { sender: 'staff', operator, body }, []);
        events.raise(
          trx,
          'chat.changed',
          changed(found, { kind: 'message', from: 'staff', messageId: Number(row.id) }),
        );
        return messageOf(row);
      });
      await limiter.reset(typingKey(id, 'staff'));
      return answer;
    },

    /** The staff read a conversation up to a message (or all of it): the player sees the mark. */
    async staffRead(merchantId: number, id: number, messageId?: number): Promise<ChatReadMark> {
      const found = await conversationOf(merchantId, id);
      return events.transaction(db, async (trx) => {
        const readId = await store.markRead(trx, found.id, 'staff', messageId);
        events.raise(
          trx,
          'chat.changed',
          changed(found, { kind: 'read', from: 'staff', readId: Number(readId) }),
        );
        return { conversationId: Number(found.id), readId: Number(readId) };
      });
    },

    /** An operator is typing: pushed to the player at once and marked for a few seconds, never stored. */
    async staffTyping(merchantId: number, id: number): Promise<void> {
      const found = await conversationOf(merchantId, id);
      if (found.status !== 'open') throw new AppError('chat.closed');
      await limiter.hit(typingKey(found.id, 'staff'), TYPING_RULE);
      events.publish('chat.changed', changed(found, { kind: 'typing', from: 'staff' }));
    },

    /** Closes a conversation; the player's next message opens a new one. */
    async close(merchantId: number, id: number, operator: string | null): Promise<OpsChatSummary> {
      const found = await conversationOf(merchantId, id);
      await events.transaction(db, async (trx) => {
        const done = await store.closeConversation(trx, found.id, operator);
        if (Number(done.numUpdatedRows) === 0) throw new AppError('chat.closed');
        events.raise(trx, 'chat.changed', changed(found, { kind: 'closed', from: 'staff' }));
      });
      return summary(merchantId, found.id);
    },

    /** An image of a conversation, for operators. */
    async staffImage(merchantId: number, conversationId: number, imageId: number) {
      const found = await store.image(db, merchantId, imageId, { conversationId });
      if (!found) throw new AppError('chat.not.found');
      return found;
    },

    /** Operators: adds a host. */
    async addHost(merchantId: number, body: Omit<OpsHostCreateBody, 'merchant'>): Promise<LiveHost> {
      const existing = await store.hosts(db, merchantId);
      return hostOf(
        await store.insertHost(db, {
          merchant_id: merchantId,
          name: body.name,
          picture: body.picture,
          languages: body.languages,
          status: body.status ?? 'offline',
          table_code: body.table ?? null,
          sort: existing.length,
        }),
      );
    },

    /** Operators: edits a host, its status among the rest. */
    async editHost(
      merchantId: number,
      id: number,
      body: Omit<OpsHostEditBody, 'merchant'>,
    ): Promise<LiveHost> {
      const row = await store.updateHost(db, merchantId, id, {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.picture !== undefined ? { picture: body.picture } : {}),
        ...(body.languages !== undefined ? { languages: body.languages } : {}),
        ...(body.status !== undefined ? { status: body.status } : {}),
        ...(body.table !== undefined ? { table_code: body.table } : {}),
      });
      if (!row) throw new AppError('live.host.not.found');
      return hostOf(row);
    },
  };
}

export type Chat = ReturnType<typeof createChat>;
