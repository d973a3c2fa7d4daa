import { AGENT_ACCOUNT_TYPES } from '@portal/contracts/member';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { likePrefix } from '../../platform/like.ts';

/**
 * The account tree's closure table (decision 0026): a row per (ancestor, descendant) pair of one merchant,
 * the account itself at depth 0. New accounts get their rows in the same statement as the account
 * (member.store insertAccount); a move rewrites the rows of the moved subtree here.
 */

/** How far below `ancestorId` an account is (0: itself); null when it is not in that team. */
export async function depthBelow(
  db: Database,
  merchantId: number,
  ancestorId: number,
  descendantId: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('account_tree')
    .select('depth')
    .where('merchant_id', '=', merchantId)
    .where('ancestor_id', '=', ancestorId)
    .where('descendant_id', '=', descendantId)
    .executeTakeFirst();
  return row?.depth ?? null;
}

/**
 * Moves an account and everything below it under a new parent: the pairs linking the subtree to its old
 * ancestors go, pairs to the new parent's ancestors (and the parent) come, parent_id follows. The caller
 * runs it in a transaction and has checked the new parent is not inside the subtree.
 */
export async function moveSubtree(db: Database, merchantId: number, id: number, newParentId: number) {
  await sql`
    delete from account_tree
    where merchant_id = ${merchantId}
      and descendant_id in (select descendant_id from account_tree where ancestor_id = ${id})
      and ancestor_id in (select ancestor_id from account_tree where descendant_id = ${id} and depth > 0)`.execute(
    db,
  );
  await sql`
    insert into account_tree (merchant_id, ancestor_id, descendant_id, depth)
    select ${merchantId}, up.ancestor_id, sub.descendant_id, up.depth + sub.depth + 1
    from account_tree up cross join account_tree sub
    where up.descendant_id = ${newParentId} and up.merchant_id = ${merchantId}
      and sub.ancestor_id = ${id} and sub.merchant_id = ${merchantId}`.execute(db);
  await db
    .updateTable('accounts')
    .set({ parent_id: newParentId })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .execute();
}

/** The accounts above one (depth >= 1). */
export async function ancestorsOf(db: Database, merchantId: number, id: number): Promise<number[]> {
  const rows = await db
    .selectFrom('account_tree')
    .select('ancestor_id')
    .where('merchant_id', '=', merchantId)
    .where('descendant_id', '=', id)
    .where('depth', '>=', 1)
    .execute();
  return rows.map((r) => r.ancestor_id);
}

export type TeamCounts = { teamSize: number; directMembers: number };

/** Members below each account (any depth) and directly below it. */
export async function teamCounts(
  db: Database,
  merchantId: number,
  ids: readonly number[],
): Promise<Map<number, TeamCounts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('account_tree')
    .select([
      'ancestor_id',
      sql<string>`count(*) filter (where depth >= 1)`.as('team'),
      sql<string>`count(*) filter (where depth = 1)`.as('direct'),
    ])
    .where('merchant_id', '=', merchantId)
    .where('ancestor_id', 'in', [...ids])
    .groupBy('ancestor_id')
    .execute();
  return new Map(
    rows.map((r) => [r.ancestor_id, { teamSize: Number(r.team), directMembers: Number(r.direct) }]),
  );
}

/** The accounts from `rootId` down to `id` (both included), top first. */
export function pathBetween(db: Database, merchantId: number, rootId: number, id: number) {
  return db
    .selectFrom('account_tree as up')
    .innerJoin('account_tree as root', (join) =>
      join.onRef('root.descendant_id', '=', 'up.ancestor_id').on('root.ancestor_id', '=', rootId),
    )
    .innerJoin('accounts', 'accounts.id', 'up.ancestor_id')
    .select(['accounts.id', 'accounts.username'])
    .where('up.merchant_id', '=', merchantId)
    .where('up.descendant_id', '=', id)
    .orderBy('up.depth', 'desc')
    .execute();
}

export type TeamMemberRow = Awaited<ReturnType<typeof teamMembers>>[number];

/**
 * One page of a team's members: the direct members of `parentId`, or (with `search`) any member of the
 * root's team whose username contains it. `level` is the depth below the root.
 */
export function teamMembers(
  db: Database,
  merchantId: number,
  filter: { rootId: number; parentId: number; search?: string | undefined; limit: number; offset: number },
) {
  let query = db
    .selectFrom('account_tree as t')
    .innerJoin('accounts as a', 'a.id', 't.descendant_id')
    .where('t.merchant_id', '=', merchantId)
    .where('t.ancestor_id', '=', filter.rootId)
    .where('t.depth', '>=', 1);
  query = filter.search
    ? query.where(
        'a.username_key',
        'like',
        `%${likePrefix(filter.search.trim().toLowerCase()).slice(0, -1)}%`,
      )
    : query.where('a.parent_id', '=', filter.parentId);
  return query
    .select([
      'a.id',
      'a.username',
      'a.nickname',
      'a.type',
      'a.status',
      'a.parent_id',
      'a.created_at',
      'a.last_login_at',
      't.depth as level',
      sql<string>`count(*) over ()`.as('total'),
    ])
    .orderBy('t.depth')
    .orderBy('a.username_key')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute();
}

/**
 * A merchant's agents whose username starts with `prefix` (any when empty), by username, with their team
 * sizes: the choices of an operator moving a member under another agent.
 */
export async function agentsByPrefix(db: Database, merchantId: number, prefix: string, limit: number) {
  let query = db
    .selectFrom('accounts as a')
    .where('a.merchant_id', '=', merchantId)
    .where('a.type', 'in', [...AGENT_ACCOUNT_TYPES]);
  const text = prefix.trim().toLowerCase();
  if (text) query = query.where('a.username_key', 'like', likePrefix(text));
  return query
    .select([
      'a.id',
      'a.username',
      'a.nickname',
      'a.status',
      (eb) =>
        eb
          .selectFrom('account_tree as t')
          .select(sql<string>`count(*)`.as('n'))
          .where('t.merchant_id', '=', merchantId)
          .whereRef('t.ancestor_id', '=', 'a.id')
          .where('t.depth', '>=', 1)
          .as('team_size'),
    ])
    .orderBy('a.username_key')
    .limit(limit)
    .execute();
}

/** Every member of a team (depth >= 1): ids only, for lists other modules filter by owner. */
export async function teamIds(db: Database, merchantId: number, rootId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('account_tree')
    .select('descendant_id')
    .where('merchant_id', '=', merchantId)
    .where('ancestor_id', '=', rootId)
    .where('depth', '>=', 1)
    .execute();
  return rows.map((r) => r.descendant_id);
}

/** The merchant's active agents with no agent above them (at any depth): the top of the agent tree. */
export async function topAgents(db: Database, merchantId: number): Promise<number[]> {
  const agents = [...AGENT_ACCOUNT_TYPES];
  const rows = await db
    .selectFrom('accounts as a')
    .select('a.id')
    .where('a.merchant_id', '=', merchantId)
    .where('a.type', 'in', agents)
    .where('a.status', '=', 'active')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('account_tree as t')
            .innerJoin('accounts as up', 'up.id', 't.ancestor_id')
            .select('t.ancestor_id')
            .where('t.merchant_id', '=', merchantId)
            .whereRef('t.descendant_id', '=', 'a.id')
            .where('t.depth', '>=', 1)
            .where('up.type', 'in', agents),
        ),
      ),
    )
    .orderBy('a.id')
    .execute();
  return rows.map((r) => r.id);
}

/** Accounts of a team registered in [from, to), per bucket of `width` starting at `origin`. */
export async function registrationsByBucket(
  db: Database,
  merchantId: number,
  rootId: number,
  range: { from: Date; to: Date; width: string; origin: Date },
): Promise<Map<string, number>> {
  const result = await sql<{ at: Date; n: string }>`
    select date_bin(${range.width}::interval, a.created_at, ${range.origin}::timestamptz) as at, count(*)::text as n
    from account_tree t join accounts a on a.id = t.descendant_id
    where t.merchant_id = ${merchantId} and t.ancestor_id = ${rootId} and t.depth >= 1
      and a.created_at >= ${range.from} and a.created_at < ${range.to}
    group by 1`.execute(db);
  return new Map(result.rows.map((r) => [new Date(r.at).toISOString(), Number(r.n)]));
}
