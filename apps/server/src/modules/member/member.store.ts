import { TRIAL_ACCOUNT_TYPES } from '@portal/contracts/member';
import { type QueryCreator, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import type { DB } from '../../db/types.ts';
import { likePrefix } from '../../platform/like.ts';

export const usernameKey = (username: string) => username.trim().toLowerCase();

const ACCOUNT_COLUMNS = [
  'accounts.id',
  'accounts.merchant_id',
  'accounts.username',
  'accounts.password_hash',
  'accounts.type',
  'accounts.status',
  'accounts.parent_id',
  'accounts.nickname',
  'accounts.email',
  'accounts.mobile',
  'accounts.country_dialing_code',
  'accounts.profile',
  'accounts.first_login_at',
  'accounts.password_changed_at',
  'accounts.created_at',
  'accounts.affiliate_code',
  'accounts.icon',
  'accounts.must_change_password',
  'accounts.last_login_at',
  'accounts.last_login_ip',
  'accounts.language',
] as const;

/** Accounts with their parent's username (member info shows it), in one query. */
function selectAccounts(db: Database) {
  return db
    .selectFrom('accounts')
    .leftJoin('accounts as parent', 'parent.id', 'accounts.parent_id')
    .select([...ACCOUNT_COLUMNS, 'parent.username as parent_username']);
}

export type AccountRow = NonNullable<Awaited<ReturnType<typeof findById>>>;

export function findById(db: Database, merchantId: number, id: number) {
  return selectAccounts(db)
    .where('accounts.merchant_id', '=', merchantId)
    .where('accounts.id', '=', id)
    .executeTakeFirst();
}

export function findByUsername(db: Database, merchantId: number, username: string) {
  return selectAccounts(db)
    .where('accounts.merchant_id', '=', merchantId)
    .where('accounts.username_key', '=', usernameKey(username))
    .executeTakeFirst();
}

/** The real (not trial) accounts of a merchant among some usernames, in one query: id and username. */
export async function realIdsByUsernames(db: Database, merchantId: number, names: readonly string[]) {
  if (names.length === 0) return [];
  return db
    .selectFrom('accounts')
    .select(['id', 'username'])
    .where('merchant_id', '=', merchantId)
    .where('username_key', 'in', names.map(usernameKey))
    .where('type', 'not in', [...TRIAL_ACCOUNT_TYPES])
    .execute();
}

/** How many real (not trial) accounts a merchant has: a broadcast's recipients. */
export async function realAccountCount(db: Database, merchantId: number): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('merchant_id', '=', merchantId)
    .where('type', 'not in', [...TRIAL_ACCOUNT_TYPES])
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The usernames of many accounts at once (operator lists), keyed by account id. */
export async function usernames(db: Database, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('accounts')
    .select(['id', 'username'])
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.username]));
}

/** The hash of the device id an account registered from (null: none sent). */
export async function deviceOf(db: Database, id: number): Promise<string | null> {
  const row = await db.selectFrom('accounts').select('device_hash').where('id', '=', id).executeTakeFirst();
  return row?.device_hash ?? null;
}

/** The active accounts directly under an account (an agent's direct downline). */
export async function directDownlines(db: Database, merchantId: number, parentId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('accounts')
    .select('username')
    .where('merchant_id', '=', merchantId)
    .where('parent_id', '=', parentId)
    .where('status', '=', 'active')
    .orderBy('username_key')
    .limit(500)
    .execute();
  return rows.map((r) => r.username);
}

export function findByMobile(db: Database, merchantId: number, dialingCode: string, local: string) {
  return selectAccounts(db)
    .where('accounts.merchant_id', '=', merchantId)
    .where('accounts.mobile', '=', local)
    .where('accounts.country_dialing_code', '=', dialingCode)
    .orderBy('accounts.id')
    .executeTakeFirst();
}

export function findByAffiliateCode(db: Database, merchantId: number, code: string) {
  return selectAccounts(db)
    .where('accounts.merchant_id', '=', merchantId)
    .where(sql<string>`lower(accounts.affiliate_code)`, '=', code.trim().toLowerCase())
    .executeTakeFirst();
}

export type NewAccount = {
  merchantId: number;
  username: string;
  passwordHash: string;
  type: number;
  parentId: number | null;
  email: string | null;
  mobile: string | null;
  countryDialingCode: string | null;
  nickname: string | null;
  profile: Record<string, unknown>;
  affiliateCode?: string | null;
  mustChangePassword?: boolean;
  /** The affiliate link it registered through. */
  agentLinkId?: number | null;
  /** The hash of the device id it registered from (decision 0046). */
  deviceHash?: string | null;
};

/**
 * Inserts an account and its rows of the tree (decision 0026) in one statement, so no path can create an
 * account without them; null when the username is taken (the unique key decides, not a read before). A
 * parent of another merchant gives no ancestor rows (callers refuse it before).
 */
export async function insertAccount(db: Database, a: NewAccount) {
  const row = await db
    .with('created', (qb) => newAccountRow(qb, a).returning(['id', 'merchant_id', 'parent_id']))
    .insertInto('account_tree')
    .columns(['merchant_id', 'ancestor_id', 'descendant_id', 'depth'])
    .expression((eb) =>
      eb
        .selectFrom('created')
        .select([
          'created.merchant_id',
          'created.id as ancestor_id',
          'created.id',
          sql<number>`0`.as('depth'),
        ])
        .unionAll(
          eb
            .selectFrom('created')
            .innerJoin('account_tree as up', (join) =>
              join
                .onRef('up.descendant_id', '=', 'created.parent_id')
                .onRef('up.merchant_id', '=', 'created.merchant_id'),
            )
            .select([
              'created.merchant_id',
              'up.ancestor_id',
              'created.id',
              sql<number>`up.depth + 1`.as('depth'),
            ]),
        ),
    )
    .returning(['descendant_id', 'depth'])
    .execute();
  return row.find((r) => r.depth === 0)?.descendant_id ?? null;
}

function newAccountRow(db: QueryCreator<DB>, a: NewAccount) {
  return db
    .insertInto('accounts')
    .values({
      merchant_id: a.merchantId,
      username: a.username.trim(),
      username_key: usernameKey(a.username),
      password_hash: a.passwordHash,
      type: a.type,
      parent_id: a.parentId,
      email: a.email,
      mobile: a.mobile,
      country_dialing_code: a.countryDialingCode,
      nickname: a.nickname,
      profile: JSON.stringify(a.profile) as never,
      affiliate_code: a.affiliateCode ?? null,
      must_change_password: a.mustChangePassword ?? false,
      agent_link_id: a.agentLinkId ?? null,
      // only when there is one: the demo seed writes accounts on schemas older than the column too
      ...(a.deviceHash ? { device_hash: a.deviceHash } : {}),
    })
    .onConflict((oc) => oc.columns(['merchant_id', 'username_key']).doNothing());
}

export function setPassword(db: Database, id: number, passwordHash: string, at: Date) {
  return db
    .updateTable('accounts')
    .set({ password_hash: passwordHash, password_changed_at: at, must_change_password: false })
    .where('id', '=', id)
    .execute();
}

/** Keeps a rehash made at login (parameters changed) without touching the password's age. */
export function replaceHash(db: Database, id: number, passwordHash: string) {
  return db.updateTable('accounts').set({ password_hash: passwordHash }).where('id', '=', id).execute();
}

export function setMustChangePassword(db: Database, id: number, value: boolean) {
  return db.updateTable('accounts').set({ must_change_password: value }).where('id', '=', id).execute();
}

/**
 * Notes a login: the first and the last login of the account, and the language it logged in with when
 * the member has not chosen one (decision 0045).
 */
export function recordLogin(db: Database, id: number, ip: string, at: Date, language?: string) {
  return db
    .updateTable('accounts')
    .set((eb) => ({
      first_login_at: eb.fn.coalesce('first_login_at', eb.val(at)),
      last_login_at: at,
      last_login_ip: ip,
      ...(language ? { language: eb.fn.coalesce('language', eb.val(language)) } : {}),
    }))
    .where('id', '=', id)
    .execute();
}

export function updateProfile(
  db: Database,
  id: number,
  change: { profile: Record<string, unknown>; nickname?: string | null; email?: string | null },
) {
  return db
    .updateTable('accounts')
    .set({
      profile: JSON.stringify(change.profile) as never,
      ...(change.nickname !== undefined ? { nickname: change.nickname } : {}),
      ...(change.email !== undefined ? { email: change.email } : {}),
    })
    .where('id', '=', id)
    .execute();
}

/** What an operator's search matches, each by prefix; the conditions are alternatives. */
export type AccountSearch = {
  /** null: every merchant. */
  merchantIds: readonly number[] | null;
  username?: string;
  email?: string;
  /** Digits: the local number, or the international form (dialing code and number without its 0). */
  mobile?: string;
  /** Accounts found elsewhere (a bank card's holder), matched as well. */
  ids?: readonly number[];
  /** Keyset: ids below this one (newest first). */
  beforeId?: number;
  limit: number;
};

/** Accounts matching any of a search's prefixes, newest first; no condition lists every account. */
export function searchAccounts(db: Database, search: AccountSearch) {
  let query = selectAccounts(db);
  if (search.merchantIds) {
    if (search.merchantIds.length === 0) return Promise.resolve([]);
    query = query.where('accounts.merchant_id', 'in', [...search.merchantIds]);
  }
  if (search.beforeId !== undefined) query = query.where('accounts.id', '<', search.beforeId);
  const { username, email, mobile, ids } = search;
  if (username !== undefined || email !== undefined || mobile !== undefined || ids !== undefined) {
    query = query.where((eb) =>
      eb.or([
        ...(username !== undefined ? [eb('accounts.username_key', 'like', likePrefix(username))] : []),
        ...(email !== undefined ? [eb(sql`lower(accounts.email)`, 'like', likePrefix(email))] : []),
        ...(mobile !== undefined
          ? [
              eb('accounts.mobile', 'like', likePrefix(mobile)),
              eb(
                sql`(accounts.country_dialing_code || substr(accounts.mobile, 2))`,
                'like',
                likePrefix(mobile),
              ),
            ]
          : []),
        ...(ids !== undefined && ids.length > 0 ? [eb('accounts.id', 'in', [...ids])] : []),
      ]),
    );
  }
  return query.orderBy('accounts.id', 'desc').limit(search.limit).execute();
}

/** An account by id within some merchants (null: any), for operators. */
export function findInMerchants(db: Database, merchantIds: readonly number[] | null, id: number) {
  let query = selectAccounts(db).where('accounts.id', '=', id);
  if (merchantIds) {
    if (merchantIds.length === 0) return Promise.resolve(undefined);
    query = query.where('accounts.merchant_id', 'in', [...merchantIds]);
  }
  return query.executeTakeFirst();
}

/** The accounts above one, from its direct parent to the top of the tree (at most 100 levels). */
export async function uplineOf(db: Database, merchantId: number, id: number) {
  const result = await sql<{ id: number; username: string; type: number; depth: number }>`
    with recursive chain(id, username, type, parent_id, depth) as (
      select p.id, p.username, p.type, p.parent_id, 1
        from accounts a join accounts p on p.id = a.parent_id and p.merchant_id = a.merchant_id
       where a.id = ${id} and a.merchant_id = ${merchantId}
      union all
      select p.id, p.username, p.type, p.parent_id, c.depth + 1
        from chain c join accounts p on p.id = c.parent_id and p.merchant_id = ${merchantId}
       where c.depth < 100
    )
    select id, username, type, depth from chain order by depth`.execute(db);
  return result.rows;
}

/** How many accounts sit directly under one. */
export async function downlineCount(db: Database, merchantId: number, id: number): Promise<number> {
  const row = await db
    .selectFrom('accounts')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('merchant_id', '=', merchantId)
    .where('parent_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Sets an account's status from one of `from`: true when it changed, false when it already was `to`, null
 * when its status is neither.
 */
export async function setStatus(
  db: Database,
  id: number,
  from: readonly AccountStatus[],
  to: AccountStatus,
): Promise<boolean | null> {
  const changed = await db
    .updateTable('accounts')
    .set({ status: to })
    .where('id', '=', id)
    .where('status', 'in', [...from])
    .returning('id')
    .executeTakeFirst();
  if (changed) return true;
  const now = await db.selectFrom('accounts').select('status').where('id', '=', id).executeTakeFirst();
  return now?.status === to ? false : null;
}

export type AccountStatus = 'active' | 'locked' | 'disabled';

export function setIcon(db: Database, merchantId: number, id: number, icon: string) {
  return db
    .updateTable('accounts')
    .set({ icon })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .execute();
}

/** The member's chosen language (spec section 4: the language-update action). */
export function setLanguage(db: Database, merchantId: number, id: number, language: string) {
  return db
    .updateTable('accounts')
    .set({ language })
    .where('merchant_id', '=', merchantId)
    .where('id', '=', id)
    .execute();
}

/** New accounts (trial ones not counted) per merchant and UTC day of registration, over a period of days. */
export async function registrationsByDay(
  db: Database,
  merchantIds: readonly number[] | null,
  fromDay: string,
  toDay: string,
): Promise<Array<{ merchantId: number; day: string; count: number }>> {
  const within = merchantIds ? sql`and merchant_id in (${sql.join([...merchantIds, -1])})` : sql``;
  const rows = await sql<{ merchant_id: number; day: string; count: string }>`
    select merchant_id, (created_at at time zone 'UTC')::date::text as day, count(*)::text as count
    from accounts
    where created_at >= ${fromDay}::date and created_at < ${toDay}::date + 1
      and type <> all(${sql.val([...TRIAL_ACCOUNT_TYPES])}::int[]) ${within}
    group by 1, 2 order by 2`.execute(db);
  return rows.rows.map((r) => ({ merchantId: r.merchant_id, day: r.day, count: Number(r.count) }));
}
