import {
  type MessageAudience,
  type MessageKind,
  type MessageStatus,
  messageText,
} from '@portal/contracts/messages';
import type {
  InboxPage,
  InboxQuery,
  MessageIdsBody,
  OpsMessage,
  OpsMessagePage,
  OpsMessagesQuery,
  OpsSendMessageBody,
} from '@portal/contracts/messages.schema';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { playerLanguage } from '../../platform/player-language.ts';
import { MESSAGE_EVENT_ACCOUNTS } from './messages.events.ts';
import * as store from './messages.store.ts';
import type { MessageTarget } from './messages.tables.ts';

/** What the messages module asks of the accounts (member module) and the audiences (vip, agent tree). */
export type MessagesDeps = {
  db: Database;
  events: EventBus;
  accounts: {
    findInMerchants(
      merchantIds: readonly number[],
      id: number,
    ): Promise<{ created_at: Date | string; language?: string | null } | undefined>;
    findByUsername(merchantId: number, username: string): Promise<{ id: number; type: number } | undefined>;
    realIdsByUsernames(
      merchantId: number,
      names: readonly string[],
    ): Promise<Array<{ id: number; username: string }>>;
    realAccountCount(merchantId: number): Promise<number>;
  };
  /** The merchant's default language and the languages it offers (a notice's fallback language). */
  languagesOf(merchantId: number): Promise<{ defaultLanguage: string; languages: readonly string[] }>;
  audiences: {
    /** The accounts at a VIP level. */
    atLevel(merchantId: number, level: number): Promise<number[]>;
    /** Every account below an agent. */
    teamOf(merchantId: number, agentId: number): Promise<number[]>;
  };
  now?: () => Date;
};

/** A message another module sends to one account (the port: a feedback answer, later others). */
export type Notice = {
  kind: MessageKind;
  title: Record<string, string>;
  content: Record<string, string>;
  /** Who sent it, for the sent list: 'feedback', 'system', … */
  source: string;
  createdBy?: string | null;
};

/** The port other modules call to put a message in one player's inbox. */
export type MessagePort = {
  notify(merchantId: number, accountId: number, notice: Notice): Promise<number>;
};

type Resolved = { ids: number[] | null; count: number; single: store.Reader | null };

type MessageRow = NonNullable<Awaited<ReturnType<typeof store.message>>>;

function targetText(audience: MessageAudience, target: MessageTarget): string {
  switch (audience) {
    case 'player':
    case 'list': {
      const names = target.usernames ?? [];
      return names.length > 5 ? `${names.slice(0, 5).join(', ')} +${names.length - 5}` : names.join(', ');
    }
    case 'vip':
      return `VIP ${target.level ?? ''}`;
    case 'team':
      return target.agent ?? '';
    default:
      return '*';
  }
}

function opsDto(row: MessageRow & { reads?: string | number }): OpsMessage {
  return {
    id: Number(row.id),
    kind: row.kind,
    title: row.title,
    content: row.content,
    audience: row.audience,
    target: targetText(row.audience, row.target),
    status: row.status,
    source: row.source,
    sendAt: new Date(row.send_at).toISOString(),
    sentAt: row.sent_at ? new Date(row.sent_at).toISOString() : null,
    recipients: row.recipients,
    reads: Number(row.reads ?? 0),
    createdBy: row.created_by,
  };
}

/**
 * Messages (issue 20, decision 0040): a player's inbox (its own messages and the merchant's broadcasts),
 * read and delete marks, the unread count; operators' sends to a player, a list, a VIP level, an agent's
 * team or the whole merchant, now or at a time (the `messages.dispatch` job); the port other modules
 * call. A send is one job whatever the audience: one message row, and for named accounts one INSERT ...
 * SELECT of their recipient rows; a broadcast has no recipient rows at all.
 */
export function createMessages(deps: MessagesDeps) {
  const { db, events } = deps;
  const clock = deps.now ?? (() => new Date());

  async function readerOf(merchantId: number, accountId: number): Promise<store.Reader> {
    const account = await deps.accounts.findInMerchants([merchantId], accountId);
    if (!account) throw new AppError('not.logged.in');
    return {
      merchantId,
      accountId,
      registeredAt: new Date(account.created_at),
      // resolved here, before any transaction opens (PGlite runs one at a time): the merchant is a cache read
      language: playerLanguage(account.language, await deps.languagesOf(merchantId)),
    };
  }

  /** The accounts a message names, resolved when it is sent (a level or a team as it is then). */
  async function recipientsOf(merchantId: number, audience: MessageAudience, target: MessageTarget) {
    switch (audience) {
      case 'player':
      case 'list':
        return target.accountIds ?? [];
      case 'vip':
        return deps.audiences.atLevel(merchantId, target.level ?? 0);
      case 'team':
        return target.agentId ? deps.audiences.teamOf(merchantId, target.agentId) : [];
      default:
        return null;
    }
  }

  /**
   * Whom a message reaches, read before its transaction opens (other modules' reads never run inside it):
   * the named accounts (null for the whole merchant), their count, and the reader when there is one.
   */
  async function resolve(
    merchantId: number,
    audience: MessageAudience,
    target: MessageTarget,
  ): Promise<Resolved> {
    const ids = await recipientsOf(merchantId, audience, target);
    if (ids === null)
      return { ids: null, count: await deps.accounts.realAccountCount(merchantId), single: null };
    const unique = [...new Set(ids)];
    const first = unique.length === 1 ? unique[0] : undefined;
    const single = first === undefined ? null : await readerOf(merchantId, first).catch(() => null);
    return { ids: unique, count: unique.length, single };
  }

  /**
   * Sends a stored message inside `executor`'s transaction: marks it sent (once: false when it already
   * was) and writes its recipients in one INSERT ... SELECT (none for a broadcast); the event after commit.
   */
  async function deliver(
    executor: Database,
    row: { id: number; merchantId: number; kind: MessageKind },
    resolved: Resolved,
  ): Promise<boolean> {
    if (!(await store.claimSend(executor, row.id, resolved.count))) return false;
    if (resolved.ids) await store.insertRecipients(executor, row.merchantId, row.id, resolved.ids);
    const named = resolved.ids !== null && resolved.ids.length <= MESSAGE_EVENT_ACCOUNTS;
    const unread: Record<string, number> = {};
    if (resolved.single)
      unread[String(resolved.single.accountId)] = await store.unreadCount(executor, resolved.single);
    events.raise(executor, 'message.created', {
      merchantId: row.merchantId,
      messageId: row.id,
      kind: row.kind,
      room: named ? 'accounts' : 'merchant',
      accountIds: named ? (resolved.ids ?? []) : [],
      unread,
    });
    return true;
  }

  async function publishUnread(reader: store.Reader) {
    const unread = await store.unreadCount(db, reader);
    events.publish('message.unread', { merchantId: reader.merchantId, accountId: reader.accountId, unread });
    return unread;
  }

  /** A message to one reader inside a transaction already open (its reader read before it opened). */
  async function notifyIn(executor: Database, reader: store.Reader, notice: Notice): Promise<number> {
    const target = { accountIds: [reader.accountId] };
    // written in the player's language (the stored one, else the merchant's default), whatever the page's
    const language = reader.language ?? 'en';
    const id = await store.insertMessage(executor, {
      merchantId: reader.merchantId,
      kind: notice.kind,
      title: { [language]: messageText(notice.title, language) },
      content: { [language]: messageText(notice.content, language) },
      audience: 'player',
      target,
      status: 'scheduled',
      source: notice.source,
      sendAt: clock(),
      createdBy: notice.createdBy ?? null,
    });
    await deliver(
      executor,
      { id, merchantId: reader.merchantId, kind: notice.kind },
      {
        ids: [reader.accountId],
        count: 1,
        single: reader,
      },
    );
    return id;
  }

  const port: MessagePort = {
    async notify(merchantId, accountId, notice) {
      const reader = await readerOf(merchantId, accountId);
      return events.transaction(db, (trx) => notifyIn(trx, reader, notice));
    },
  };

  return {
    ...port,
    readerOf,
    notifyIn,

    /** A page of the inbox in the reader's language, newest first, with the unread count. */
    async inbox(
      merchantId: number,
      accountId: number,
      query: InboxQuery,
      language: string,
    ): Promise<InboxPage> {
      const reader = await readerOf(merchantId, accountId);
      const { rows, total, unread } = await store.inbox(db, reader, {
        offset: (query.pageNum - 1) * query.pageSize,
        limit: query.pageSize,
        kind: query.kind,
        unreadOnly: query.unreadOnly,
      });
      return {
        content: rows.map((r) => ({
          id: Number(r.id),
          kind: r.kind,
          title: messageText(r.title, language),
          content: messageText(r.content, language),
          read: r.read_at !== null,
          sentAt: r.sent_at.toISOString(),
        })),
        pageNum: query.pageNum,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
        unread,
      };
    },

    async unreadCount(merchantId: number, accountId: number): Promise<number> {
      return store.unreadCount(db, await readerOf(merchantId, accountId));
    },

    /** Marks messages read (some, or all): answers the unread count left. */
    async markRead(merchantId: number, accountId: number, body: MessageIdsBody) {
      if (!body.all && !body.ids) throw new AppError('validation.failed', 'Name the messages, or all');
      const reader = await readerOf(merchantId, accountId);
      await store.mark(db, reader, 'read', body.all ? undefined : body.ids);
      return { unread: await publishUnread(reader) };
    },

    /** Deletes messages from the reader's inbox (some, or all): answers the unread count left. */
    async remove(merchantId: number, accountId: number, body: MessageIdsBody) {
      if (!body.all && !body.ids) throw new AppError('validation.failed', 'Name the messages, or all');
      const reader = await readerOf(merchantId, accountId);
      const marked = await store.mark(db, reader, 'deleted', body.all ? undefined : body.ids);
      if (marked === 0 && !body.all) throw new AppError('message.not.found');
      return { unread: await publishUnread(reader) };
    },

    /** Operators: a message to an audience, now or at a time. */
    async send(
      merchantId: number,
      body: Omit<OpsSendMessageBody, 'merchant'>,
      operator: string | null,
    ): Promise<OpsMessage> {
      const target: MessageTarget = {};
      switch (body.audience) {
        case 'player':
        case 'list': {
          const names = [...new Set(body.usernames ?? [])];
          if (names.length === 0 || (body.audience === 'player' && names.length !== 1))
            throw new AppError('message.audience.invalid');
          const found = await deps.accounts.realIdsByUsernames(merchantId, names);
          if (found.length !== names.length) {
            const known = new Set(found.map((f) => f.username.toLowerCase()));
            const missing = names.filter((n) => !known.has(n.toLowerCase()));
            throw new AppError('message.recipient.unknown', undefined, { usernames: missing.slice(0, 20) });
          }
          target.usernames = found.map((f) => f.username);
          target.accountIds = found.map((f) => f.id);
          break;
        }
        case 'vip':
          if (!body.level) throw new AppError('message.audience.invalid');
          target.level = body.level;
          break;
        case 'team': {
          if (!body.agent) throw new AppError('message.audience.invalid');
          const agent = await deps.accounts.findByUsername(merchantId, body.agent);
          if (!agent) throw new AppError('message.recipient.unknown', undefined, { usernames: [body.agent] });
          target.agent = body.agent;
          target.agentId = agent.id;
          break;
        }
        default:
          break;
      }
      const now = clock();
      const sendAt = body.sendAt ? new Date(body.sendAt) : now;
      const later = sendAt.getTime() > now.getTime() + 1000;
      if (body.sendAt && !later) throw new AppError('message.schedule.past');
      const title = { en: body.title.en, ...(body.title.th ? { th: body.title.th } : {}) };
      const content = { en: body.content.en, ...(body.content.th ? { th: body.content.th } : {}) };
      const resolved = later ? null : await resolve(merchantId, body.audience, target);
      const id = await events.transaction(db, async (trx) => {
        const messageId = await store.insertMessage(trx, {
          merchantId,
          kind: body.kind,
          title,
          content,
          audience: body.audience,
          target,
          status: 'scheduled',
          source: 'operator',
          sendAt,
          createdBy: operator,
        });
        if (resolved) await deliver(trx, { id: messageId, merchantId, kind: body.kind }, resolved);
        return messageId;
      });
      const row = await store.message(db, merchantId, id);
      if (!row) throw new AppError('message.not.found');
      return opsDto(row);
    },

    /** Operators: cancels a message still waiting for its time. */
    async cancel(merchantId: number, id: number): Promise<OpsMessage> {
      if (!(await store.cancel(db, merchantId, id))) {
        const row = await store.message(db, merchantId, id);
        throw new AppError(row ? 'message.not.scheduled' : 'message.not.found');
      }
      const row = await store.message(db, merchantId, id);
      if (!row) throw new AppError('message.not.found');
      return opsDto(row);
    },

    /** Operators: the sent and scheduled messages, newest first, with recipients and reads. */
    async list(merchantId: number, query: Omit<OpsMessagesQuery, 'merchant'>): Promise<OpsMessagePage> {
      const { rows, total } = await store.messageList(db, merchantId, {
        status: query.status as MessageStatus | undefined,
        offset: (query.pageNum - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return {
        content: rows.map((r) => opsDto(r)),
        pageNum: query.pageNum,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },

    /**
     * The `messages.dispatch` job: sends the scheduled messages now due. Each is sent once even if two
     * runs meet: marking it sent is conditional on its still waiting, in the transaction that writes it.
     */
    async dispatchDue(now: Date): Promise<number> {
      let sent = 0;
      for (const row of await store.dueMessages(db, now, 500)) {
        const resolved = await resolve(row.merchant_id, row.audience, row.target);
        const done = await events.transaction(db, (trx) =>
          deliver(trx, { id: Number(row.id), merchantId: row.merchant_id, kind: row.kind }, resolved),
        );
        if (done) sent += 1;
      }
      return sent;
    },
  };
}

export type Messages = ReturnType<typeof createMessages>;
