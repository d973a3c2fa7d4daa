import type { FeedbackCategory, FeedbackStatus, MessageStatus } from '@portal/contracts/messages';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { MessagesTable, MessageTarget } from './messages.tables.ts';

/** Messages, their recipients and feedback (decision 0040); only this file touches those tables. */

/** One reader: the account, its merchant, and when it registered (it sees the broadcasts sent since). */
export type Reader = {
  merchantId: number;
  accountId: number;
  registeredAt: Date;
  /** The language the platform's own notices are written in: the stored one, else the merchant's default. */
  language?: string;
};

/**
 * The messages a reader sees, with its read and delete marks: its own recipient rows, and the merchant's
 * broadcasts sent since it registered (their marks are recipient rows written when they happen).
 */
function visible(reader: Reader, ids?: readonly number[]): RawBuilder<unknown> {
  const only = ids ? sql`and m.id = any(${ids.map(String)}::bigint[])` : sql``;
  return sql`
    from messages m
    left join message_recipients r on r.message_id = m.id and r.account_id = ${reader.accountId}
    where m.merchant_id = ${reader.merchantId} and m.status = 'sent'
      and (r.account_id is not null
        or (m.audience = 'merchant' and m.sent_at >= ${reader.registeredAt.toISOString()}::timestamptz))
      and r.deleted_at is null ${only}`;
}

export type InboxRow = {
  id: string;
  kind: MessagesTable['kind'];
  title: Record<string, string>;
  content: Record<string, string>;
  sent_at: Date;
  read_at: Date | null;
};

export async function inbox(
  db: Database,
  reader: Reader,
  page: { offset: number; limit: number; kind?: string | undefined; unreadOnly?: boolean | undefined },
): Promise<{ rows: InboxRow[]; total: number; unread: number }> {
  const kind = page.kind ? sql`and m.kind = ${page.kind}` : sql``;
  const unreadOnly = page.unreadOnly ? sql`and r.read_at is null` : sql``;
  const [rows, counts] = await Promise.all([
    sql<InboxRow>`select m.id::text as id, m.kind, m.title, m.content, m.sent_at, r.read_at
      ${visible(reader)} ${kind} ${unreadOnly}
      order by m.sent_at desc, m.id desc limit ${page.limit} offset ${page.offset}`.execute(db),
    sql<{ total: string; unread: string }>`select
        count(*) filter (where true ${kind} ${unreadOnly})::text as total,
        count(*) filter (where r.read_at is null)::text as unread
      ${visible(reader)}`.execute(db),
  ]);
  const count = counts.rows[0];
  return {
    rows: rows.rows.map((r) => ({
      ...r,
      sent_at: new Date(r.sent_at),
      read_at: r.read_at ? new Date(r.read_at) : null,
    })),
    total: Number(count?.total ?? 0),
    unread: Number(count?.unread ?? 0),
  };
}

export async function unreadCount(db: Database, reader: Reader): Promise<number> {
  const result = await sql<{
    unread: string;
  }>`select count(*)::text as unread ${visible(reader)} and r.read_at is null`.execute(db);
  return Number(result.rows[0]?.unread ?? 0);
}

/**
 * Marks some or all of a reader's visible messages read or deleted: one INSERT ... SELECT over what it
 * sees (a broadcast's first mark is its recipient row). Answers how many it marked.
 */
export async function mark(
  db: Database,
  reader: Reader,
  what: 'read' | 'deleted',
  ids: readonly number[] | undefined,
): Promise<number> {
  const column = what === 'read' ? sql.ref('read_at') : sql.ref('deleted_at');
  const result = await sql`
    insert into message_recipients (message_id, account_id, merchant_id, read_at, deleted_at)
    select m.id, ${reader.accountId}, ${reader.merchantId},
      ${what === 'read' ? sql`now()` : sql`r.read_at`}, ${what === 'deleted' ? sql`now()` : sql`null`}
    ${visible(reader, ids)}
    on conflict (account_id, message_id) do update
      set ${column} = coalesce(message_recipients.${column}, excluded.${column})`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export type NewMessage = {
  merchantId: number;
  kind: MessagesTable['kind'];
  title: Record<string, string>;
  content: Record<string, string>;
  audience: MessagesTable['audience'];
  target: MessageTarget;
  status: MessageStatus;
  source: string;
  sendAt: Date;
  createdBy: string | null;
};

export async function insertMessage(db: Database, message: NewMessage): Promise<number> {
  const row = await db
    .insertInto('messages')
    .values({
      merchant_id: message.merchantId,
      kind: message.kind,
      title: JSON.stringify(message.title),
      content: JSON.stringify(message.content),
      audience: message.audience,
      target: JSON.stringify(message.target),
      status: message.status,
      source: message.source,
      send_at: message.sendAt,
      created_by: message.createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Writes a message's recipients: one INSERT ... SELECT over the id array, however many. */
export async function insertRecipients(
  db: Database,
  merchantId: number,
  messageId: number,
  accountIds: readonly number[],
): Promise<void> {
  if (accountIds.length === 0) return;
  await sql`insert into message_recipients (message_id, account_id, merchant_id)
    select ${messageId}, a, ${merchantId} from unnest(${sql.val([...accountIds])}::int[]) as a
    on conflict do nothing`.execute(db);
}

/** Marks a waiting message sent with its recipient count: false when it was not waiting (sent already). */
export async function claimSend(db: Database, messageId: number, recipients: number): Promise<boolean> {
  const result = await db
    .updateTable('messages')
    .set({ status: 'sent', sent_at: sql`now()`, recipients })
    .where('id', '=', String(messageId))
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The scheduled messages now due, oldest first. */
export async function dueMessages(db: Database, now: Date, limit: number) {
  return db
    .selectFrom('messages')
    .select(['id', 'merchant_id', 'audience', 'target', 'kind'])
    .where('status', '=', 'scheduled')
    .where('send_at', '<=', now)
    .orderBy('send_at')
    .limit(limit)
    .execute();
}

export async function message(db: Database, merchantId: number, id: number) {
  return db
    .selectFrom('messages')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', String(id))
    .executeTakeFirst();
}

export async function cancel(db: Database, merchantId: number, id: number): Promise<boolean> {
  const result = await db
    .updateTable('messages')
    .set({ status: 'cancelled' })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', String(id))
    .where('status', '=', 'scheduled')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The sent list for operators, newest first, with each message's read count. */
export async function messageList(
  db: Database,
  merchantId: number,
  filter: { status?: MessageStatus | undefined; offset: number; limit: number },
) {
  let query = db.selectFrom('messages as m').where('m.merchant_id', '=', merchantId);
  if (filter.status) query = query.where('m.status', '=', filter.status);
  const [rows, total] = await Promise.all([
    query
      .selectAll('m')
      .select(
        sql<string>`(select count(*) from message_recipients r where r.message_id = m.id and r.read_at is not null)`.as(
          'reads',
        ),
      )
      .orderBy('m.send_at', 'desc')
      .orderBy('m.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

// Feedback

export async function insertFeedback(
  db: Database,
  entry: { merchantId: number; accountId: number; category: FeedbackCategory; content: string },
  images: ReadonlyArray<{ mime: string; data: Uint8Array }>,
) {
  const row = await db
    .insertInto('feedback')
    .values({
      merchant_id: entry.merchantId,
      account_id: entry.accountId,
      category: entry.category,
      content: entry.content,
      status: 'open',
    })
    .returning(['id', 'category', 'status', 'created_at'])
    .executeTakeFirstOrThrow();
  if (images.length > 0) {
    await db
      .insertInto('feedback_images')
      .values(
        images.map((i) => ({ feedback_id: row.id, mime: i.mime, size: i.data.byteLength, data: i.data })),
      )
      .execute();
  }
  return row;
}

export async function feedbackList(
  db: Database,
  merchantId: number,
  filter: { status?: FeedbackStatus | undefined; offset: number; limit: number },
) {
  let query = db.selectFrom('feedback as f').where('f.merchant_id', '=', merchantId);
  if (filter.status) query = query.where('f.status', '=', filter.status);
  const [rows, total] = await Promise.all([
    query
      .selectAll('f')
      .select(
        sql<
          string[] | null
        >`(select array_agg(i.id::text order by i.id) from feedback_images i where i.feedback_id = f.id)`.as(
          'image_ids',
        ),
      )
      .orderBy('f.id', 'desc')
      .limit(filter.limit)
      .offset(filter.offset)
      .execute(),
    query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.count) };
}

export async function feedbackById(db: Database, merchantId: number, id: number) {
  return db
    .selectFrom('feedback')
    .selectAll()
    .where('merchant_id', '=', merchantId)
    .where('id', '=', String(id))
    .executeTakeFirst();
}

/** Records the answer once: false when it was already answered. */
export async function answerFeedback(
  db: Database,
  id: number,
  answer: { text: string; operator: string | null; messageId: number },
): Promise<boolean> {
  const result = await db
    .updateTable('feedback')
    .set({
      status: 'answered',
      answer: answer.text,
      answered_by: answer.operator,
      answered_at: sql`now()`,
      message_id: answer.messageId,
    })
    .where('id', '=', String(id))
    .where('status', '=', 'open')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function feedbackImage(db: Database, merchantId: number, feedbackId: number, imageId: number) {
  return db
    .selectFrom('feedback_images as i')
    .innerJoin('feedback as f', 'f.id', 'i.feedback_id')
    .select(['i.mime', 'i.data'])
    .where('f.merchant_id', '=', merchantId)
    .where('i.feedback_id', '=', String(feedbackId))
    .where('i.id', '=', String(imageId))
    .executeTakeFirst();
}
