import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** An agent's affiliate links (agent_links) and the accounts registered through them. */

export type LinkRow = Awaited<ReturnType<typeof liveLinks>>[number];

const LINK_COLUMNS = ['l.id', 'l.agent_id', 'l.code', 'l.kind', 'l.note', 'l.created_at'] as const;

/** An agent's links not deleted, newest first, with the accounts registered through each. */
export function liveLinks(db: Database, merchantId: number, agentId: number) {
  return db
    .selectFrom('agent_links as l')
    .select([
      ...LINK_COLUMNS,
      (eb) =>
        eb
          .selectFrom('accounts')
          .select(sql<string>`count(*)`.as('n'))
          .whereRef('accounts.agent_link_id', '=', 'l.id')
          .as('registered'),
    ])
    .where('l.merchant_id', '=', merchantId)
    .where('l.agent_id', '=', agentId)
    .where('l.deleted_at', 'is', null)
    .orderBy('l.created_at', 'desc')
    .orderBy('l.id', 'desc')
    .execute();
}

/** Inserts a link; null when its code is taken in the merchant (the caller draws another). */
export async function insertLink(
  db: Database,
  link: { merchantId: number; agentId: number; code: string; kind: 'player' | 'agent'; note: string | null },
) {
  const row = await db
    .insertInto('agent_links')
    .values({
      merchant_id: link.merchantId,
      agent_id: link.agentId,
      code: link.code,
      kind: link.kind,
      note: link.note,
    })
    .onConflict((oc) => oc.doNothing())
    .returning(['id', 'created_at'])
    .executeTakeFirst();
  return row ?? null;
}

/** Deletes (stops) a live link of an agent; false when it has none of that id. */
export async function deleteLink(db: Database, merchantId: number, agentId: number, id: number) {
  const result = await db
    .updateTable('agent_links')
    .set({ deleted_at: sql`now()` })
    .where('merchant_id', '=', merchantId)
    .where('agent_id', '=', agentId)
    .where('id', '=', id)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The live link of a code (case-insensitive) with its agent's type and status. */
export function liveLinkByCode(db: Database, merchantId: number, code: string) {
  return db
    .selectFrom('agent_links as l')
    .innerJoin('accounts as a', 'a.id', 'l.agent_id')
    .select([...LINK_COLUMNS, 'a.type as agent_type', 'a.status as agent_status', 'a.username', 'a.nickname'])
    .where('l.merchant_id', '=', merchantId)
    .where(sql<string>`lower(l.code)`, '=', code.trim().toLowerCase())
    .where('l.deleted_at', 'is', null)
    .executeTakeFirst();
}

/** Accounts registered through an agent's links (deleted links too), newest first. */
export function registeredThrough(
  db: Database,
  merchantId: number,
  agentId: number,
  filter: { linkId?: number | undefined; limit: number; offset: number },
) {
  let query = db
    .selectFrom('accounts as a')
    .innerJoin('agent_links as l', 'l.id', 'a.agent_link_id')
    .where('l.merchant_id', '=', merchantId)
    .where('l.agent_id', '=', agentId);
  if (filter.linkId !== undefined) query = query.where('l.id', '=', filter.linkId);
  return query
    .select([
      'a.id',
      'a.username',
      'a.type',
      'l.id as link_id',
      'l.code',
      'a.created_at',
      sql<string>`count(*) over ()`.as('total'),
    ])
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}
