import type { ChatSender, ChatStatus, HostStatus } from '@portal/contracts/chat';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Conversations, their messages and images, and the live hosts (decision 0044); only this file touches them. */

export type HostRow = {
  id: number;
  merchant_id: number;
  name: string;
  picture: string;
  languages: string[];
  status: HostStatus;
  table_code: string | null;
  sort: number;
};

export const hosts = (db: Database, merchantId: number): Promise<HostRow[]> =>
  db
    .selectFrom('live_hosts')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .orderBy('sort')
    .orderBy('id')
    .execute() as Promise<HostRow[]>;

export const hostById = (db: Database, merchantId: number, id: number) =>
  db
    .selectFrom('live_hosts')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .executeTakeFirst() as Promise<HostRow | undefined>;

export async function insertHost(
  db: Database,
  host: Omit<HostRow, 'id' | 'sort'> & { sort?: number },
): Promise<HostRow> {
  return (await db
    .insertInto('live_hosts')
    .values({
      merchant_id: host.merchant_id,
      name: host.name,
      picture: host.picture,
      languages: JSON.stringify(host.languages),
      status: host.status,
      table_code: host.table_code,
      sort: host.sort ?? 0,
    })
    .returningAll()
    .executeTakeFirstOrThrow()) as HostRow;
}

export async function updateHost(
  db: Database,
  merchantId: number,
  id: number,
  change: Partial<Pick<HostRow, 'name' | 'picture' | 'languages' | 'status' | 'table_code'>>,
): Promise<HostRow | undefined> {
  const { languages, ...rest } = change;
  const values = { ...rest, ...(languages ? { languages: JSON.stringify(languages) } : {}) };
  if (Object.keys(values).length === 0) return hostById(db, merchantId, id);
  return (await db
    .updateTable('live_hosts')
    .set(values)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst()) as HostRow | undefined;
}

export type ConversationRow = {
  id: string;
  merchant_id: number;
  account_id: number;
  host_id: number | null;
  status: ChatStatus;
  player_read_id: string;
  staff_read_id: string;
  waiting_since: Date | null;
  last_message_at: Date;
};

const conversationColumns = [
  'id',
  'merchant_id',
  'account_id',
  'host_id',
  'status',
  'player_read_id',
  'staff_read_id',
  'waiting_since',
  'last_message_at',
] as const;

/** A player's latest conversation with a counterpart (the open one, else the last closed), or undefined. */
export const latestConversation = (
  db: Database,
  merchantId: number,
  accountId: number,
  hostId: number | null,
) =>
  db
    .selectFrom('chat_conversations')
    .select(conversationColumns)
    .where('merchant_id', '=', merchantId)
    .where('account_id', '=', accountId)
    .where((eb) => (hostId === null ? eb('host_id', 'is', null) : eb('host_id', '=', hostId)))
    .orderBy(sql`status = 'open'`, 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst() as Promise<ConversationRow | undefined>;

/** A conversation of a merchant (and of an account when named), locked for update inside a transaction. */
export function conversationById(
  db: Database,
  merchantId: number,
  id: number,
  options: { accountId?: number; forUpdate?: boolean } = {},
) {
  let query = db
    .selectFrom('chat_conversations')
    .select(conversationColumns)
    .where('merchant_id', '=', merchantId)
    .where('id', '=', String(id));
  if (options.accountId !== undefined) query = query.where('account_id', '=', options.accountId);
  if (options.forUpdate) query = query.forUpdate();
  return query.executeTakeFirst() as Promise<ConversationRow | undefined>;
}

/** The player's open conversation with the counterpart, opened now when there is none. */
export async function openConversation(
  db: Database,
  merchantId: number,
  accountId: number,
  hostId: number | null,
): Promise<ConversationRow> {
  await sql`insert into chat_conversations (merchant_id, account_id, host_id, status)
    values (${merchantId}, ${accountId}, ${hostId}, 'open')
    on conflict (account_id, coalesce(host_id, 0)) where status = 'open' do nothing`.execute(db);
  return (await db
    .selectFrom('chat_conversations')
    .select(conversationColumns)
    .where('account_id', '=', accountId)
    .where('merchant_id', '=', merchantId)
    .where((eb) => (hostId === null ? eb('host_id', 'is', null) : eb('host_id', '=', hostId)))
    .where('status', '=', 'open')
    .forUpdate()
    .executeTakeFirstOrThrow()) as ConversationRow;
}

export type MessageRow = {
  id: string;
  sender: ChatSender;
  operator: string | null;
  body: string;
  created_at: Date;
  image_ids: string[] | null;
};

/** A message and its images; the conversation's marks move with it (the sender has read its own message). */
export async function insertMessage(
  db: Database,
  conversation: ConversationRow,
  message: { sender: ChatSender; operator: string | null; body: string },
  images: ReadonlyArray<{ mime: string; data: Uint8Array }>,
): Promise<MessageRow> {
  const row = await db
    .insertInto('chat_messages')
    .values({
      conversation_id: conversation.id,
      sender: message.sender,
      operator: message.operator,
      body: message.body,
    })
    .returning(['id', 'sender', 'operator', 'body', 'created_at'])
    .executeTakeFirstOrThrow();
  let imageIds: string[] = [];
  if (images.length > 0) {
    imageIds = (
      await db
        .insertInto('chat_images')
        .values(
          images.map((i) => ({ message_id: row.id, mime: i.mime, size: i.data.byteLength, data: i.data })),
        )
        .returning('id')
        .execute()
    ).map((i) => String(i.id));
  }
  const player = message.sender === 'player';
  await db
    .updateTable('chat_conversations')
    .set({
      last_message_at: sql`now()`,
      // the player waits from its first message after the staff's last; an answer ends the wait
      waiting_since: player ? sql`coalesce(waiting_since, now())` : null,
      ...(player ? { player_read_id: row.id } : { staff_read_id: row.id }),
    })
    .where('id', '=', conversation.id)
    .execute();
  return { ...row, id: String(row.id), image_ids: imageIds };
}

/** Messages of a conversation, newest first from `before` (exclusive), at most `limit`. */
export const messages = (db: Database, conversationId: string, page: { before?: number; limit: number }) =>
  db
    .selectFrom('chat_messages as m')
    .select([
      'm.id',
      'm.sender',
      'm.operator',
      'm.body',
      'm.created_at',
      sql<
        string[] | null
      >`(select array_agg(i.id::text order by i.id) from chat_images i where i.message_id = m.id)`.as(
        'image_ids',
      ),
    ])
    .where('m.conversation_id', '=', conversationId)
    .$if(page.before !== undefined, (q) => q.where('m.id', '<', String(page.before)))
    .orderBy('m.id', 'desc')
    .limit(page.limit)
    .execute() as Promise<MessageRow[]>;

/** Moves one side's read mark forward (never back) to `upTo`, or to the newest message; answers the mark. */
export async function markRead(
  db: Database,
  conversationId: string,
  side: ChatSender,
  upTo: number | undefined,
): Promise<string> {
  const column = side === 'player' ? 'player_read_id' : 'staff_read_id';
  const newest = sql`(select coalesce(max(id), 0) from chat_messages where conversation_id = ${conversationId})`;
  const target = upTo === undefined ? newest : sql`least(${String(upTo)}::bigint, ${newest})`;
  const row = await db
    .updateTable('chat_conversations')
    .set({ [column]: sql`greatest(${sql.ref(column)}, ${target})` })
    .where('id', '=', conversationId)
    .returning(column)
    .executeTakeFirstOrThrow();
  return String((row as Record<string, unknown>)[column]);
}

export const closeConversation = (db: Database, id: string, operator: string | null) =>
  db
    .updateTable('chat_conversations')
    .set({ status: 'closed', closed_by: operator, closed_at: sql`now()`, waiting_since: null })
    .where('id', '=', id)
    .where('status', '=', 'open')
    .executeTakeFirst();

export type SummaryRow = ConversationRow & {
  unread: number;
  last_text: string | null;
  host_name: string | null;
  host_picture: string | null;
};

/** A merchant's conversations, waiting ones first (longest wait first), then the latest. */
export const summaries = (db: Database, merchantId: number, filter: { status?: ChatStatus; id?: string }) =>
  db
    .selectFrom('chat_conversations as c')
    .leftJoin('live_hosts as h', 'h.id', 'c.host_id')
    .select([
      'c.id',
      'c.merchant_id',
      'c.account_id',
      'c.host_id',
      'c.status',
      'c.player_read_id',
      'c.staff_read_id',
      'c.waiting_since',
      'c.last_message_at',
      'h.name as host_name',
      'h.picture as host_picture',
      sql<number>`(select count(*)::int from chat_messages m where m.conversation_id = c.id and m.sender = 'player' and m.id > c.staff_read_id)`.as(
        'unread',
      ),
      sql<
        string | null
      >`(select m.body from chat_messages m where m.conversation_id = c.id order by m.id desc limit 1)`.as(
        'last_text',
      ),
    ])
    .where('c.merchant_id', '=', merchantId)
    .$if(filter.status !== undefined, (q) => q.where('c.status', '=', filter.status as ChatStatus))
    .$if(filter.id !== undefined, (q) => q.where('c.id', '=', filter.id as string))
    .orderBy(sql`c.waiting_since is null`)
    .orderBy('c.waiting_since')
    .orderBy('c.last_message_at', 'desc')
    .limit(200)
    .execute() as Promise<SummaryRow[]>;

/** One image of a merchant's conversation (of one player's when the account is named). */
export const image = (
  db: Database,
  merchantId: number,
  imageId: number,
  scope: { accountId?: number; conversationId?: number },
) =>
  db
    .selectFrom('chat_images as i')
    .innerJoin('chat_messages as m', 'm.id', 'i.message_id')
    .innerJoin('chat_conversations as c', 'c.id', 'm.conversation_id')
    .select(['i.mime', 'i.data'])
    .where('c.merchant_id', '=', merchantId)
    .where('i.id', '=', String(imageId))
    .$if(scope.accountId !== undefined, (q) => q.where('c.account_id', '=', scope.accountId as number))
    .$if(scope.conversationId !== undefined, (q) =>
      q.where('c.id', '=', String(scope.conversationId as number)),
    )
    .executeTakeFirst();
