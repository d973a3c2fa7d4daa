import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { PREPARED } from '../../db/prepared.ts';

/**
 * The ledger's statements: the only code that reads or writes ledger_accounts, journal_entries and
 * journal_lines. The service (ledger.ts) resolves accounts, checks lines, retries and announces.
 */

/** Anything that runs queries: the database or a transaction of it. */
export type Executor = Database;

export type AccountColumns = { kind: string; ownerId: number | null; code: string };

/** The owned balances an entry changes, and its lines with the balance each line leaves. */
const BALANCES_AND_LINES = sql`updated as (
        update ledger_accounts a set balance = a.balance + m.amount
        from moves m
        where a.id = m.account_id and a.kind <> 'house' and exists (select 1 from entry)
        returning a.id, a.balance
      ),
      lines as (
        insert into journal_lines (entry_id, account_id, amount, balance_after)
        select e.id, m.account_id, m.amount, u.balance
        from entry e cross join moves m left join updated u on u.id = m.account_id
      )`;

/** Creates a ledger account; its id, or undefined when it existed already. */
export async function insertAccount(executor: Executor, merchantId: number, a: AccountColumns) {
  const created = await sql<{ id: number }>`insert into ledger_accounts (merchant_id, kind, owner_id, code)
      values (${merchantId}, ${a.kind}, ${a.ownerId}, ${a.code})
      on conflict (merchant_id, kind, code, coalesce(owner_id, 0)) do nothing
      returning id`.execute(executor);
  return created.rows[0]?.id;
}

export async function findAccountId(executor: Executor, merchantId: number, a: AccountColumns) {
  const row = await executor
    .selectFrom('ledger_accounts')
    .select('id')
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', a.kind as 'wallet')
    .where('code', '=', a.code)
    .where(sql<boolean>`coalesce(owner_id, 0) = ${a.ownerId ?? 0}`)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The entry an idempotency key applied, with its lines in account order. */
export async function findEntry(
  executor: Executor,
  merchantId: number,
  source: string,
  idempotencyKey: string,
) {
  const entry = await executor
    .selectFrom('journal_entries')
    .select(['id', 'created_at', 'reference'])
    .where('merchant_id', '=', merchantId)
    .where('source', '=', source)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirst();
  if (!entry) return null;
  const lines = await executor
    .selectFrom('journal_lines')
    .select(['account_id', 'amount', 'balance_after'])
    .where('entry_id', '=', entry.id)
    .orderBy('account_id')
    .execute();
  return { entry, lines };
}

export type NewEntry = {
  merchantId: number;
  type: string;
  reference: string;
  source: string;
  idempotencyKey: string;
  /** The memo as JSON text. */
  memo: string;
  /** `(account id, amount)` rows of the entry's net moves. */
  values: RawBuilder<unknown>;
};

/**
 * One statement: the entry (skipped when its key was applied before), the owned balances and the lines.
 * A balance that would go below zero fails the CHECK and the whole statement moves nothing. No row when
 * the key was applied before.
 */
export async function insertEntry(executor: Executor, e: NewEntry) {
  const { rows } = await sql<{
    entry_id: string | number;
    created_at: Date;
    account_id: number | null;
    balance: number | null;
  }>`${PREPARED}
      with entry as (
        insert into journal_entries (merchant_id, type, reference, source, idempotency_key, memo)
        values (${e.merchantId}, ${e.type}, ${e.reference}, ${e.source},
                ${e.idempotencyKey}, ${e.memo}::jsonb)
        on conflict (merchant_id, source, idempotency_key) do nothing
        returning id, created_at
      ),
      moves (account_id, amount) as (values ${e.values}),
      ${BALANCES_AND_LINES}
      select e.id as entry_id, e.created_at, u.id as account_id, u.balance
      from entry e left join updated u on true`.execute(executor);
  return rows;
}

/** The parts of a companion statement (the service's Companion type). */
export type CompanionSql = {
  before: RawBuilder<unknown>;
  when: RawBuilder<unknown>;
  after?: RawBuilder<unknown>;
  select: RawBuilder<unknown>;
};

/** An entry and its companion's rows in one statement: the entry only when the companion's `when` holds. */
export async function insertEntryWith(executor: Executor, e: NewEntry, companion: CompanionSql) {
  const { rows } = await sql<
    Record<string, unknown> & { entry_id: string | number | null; balances: unknown }
  >`${PREPARED}
      with ${companion.before},
      moves (account_id, amount) as (values ${e.values}),
      entry as (
        insert into journal_entries (merchant_id, type, reference, source, idempotency_key, memo)
        select ${e.merchantId}::int, ${e.type}::text, ${e.reference}::text,
               ${e.source}::text, ${e.idempotencyKey}::text, ${e.memo}::jsonb
        where ${companion.when}
        on conflict (merchant_id, source, idempotency_key) do nothing
        returning id, created_at
      ),
      ${BALANCES_AND_LINES}${companion.after ? sql`, ${companion.after}` : sql``}
      select ${companion.select},
        (select id from entry) as entry_id,
        (select coalesce(json_agg(json_build_array(u.id, u.balance)), '[]'::json) from updated u) as balances`.execute(
    executor,
  );
  return rows[0] as Record<string, unknown> & { entry_id: string | number | null; balances: unknown };
}

/** An owned account's balance as a column of a companion's answer. */
export const balanceColumnOf = (id: number) =>
  sql<number>`(select balance from ledger_accounts where id = ${id}::int)`;

/** A house account's sum of lines. */
export async function sumOfLines(executor: Executor, id: number): Promise<number> {
  const row = await executor
    .selectFrom('journal_lines')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`).as('sum'))
    .where('account_id', '=', id)
    .executeTakeFirstOrThrow();
  return Number(row.sum);
}

export async function ownedBalance(executor: Executor, id: number): Promise<number> {
  const row = await executor
    .selectFrom('ledger_accounts')
    .select('balance')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.balance;
}

/** One page of an account's lines with their entries, newest first, and the count. */
export async function linesPage(
  db: Database,
  accountId: number,
  query: { family?: string; start?: string; end?: string; pageNum: number; pageSize: number },
) {
  let base = db
    .selectFrom('journal_lines as l')
    .innerJoin('journal_entries as e', 'e.id', 'l.entry_id')
    .where('l.account_id', '=', accountId);
  if (query.family) {
    const family = query.family;
    base = base.where((eb) => eb.or([eb('e.type', '=', family), eb('e.type', 'like', `${family}.%`)]));
  }
  if (query.start) base = base.where('e.created_at', '>=', new Date(query.start));
  if (query.end) base = base.where('e.created_at', '<', new Date(query.end));
  const [{ total }, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    base
      .select([
        'l.entry_id',
        'e.type',
        'l.amount',
        'l.balance_after',
        'e.reference',
        'e.created_at',
        sql<string | null>`coalesce(e.memo->>'counterparty',
              case when l.amount < 0 then e.memo->>'to' else e.memo->>'from' end)`.as('counterparty'),
      ])
      .orderBy('l.entry_id', 'desc')
      .limit(query.pageSize)
      .offset((query.pageNum - 1) * query.pageSize)
      .execute(),
  ]);
  return { rows, total: Number(total) };
}

/** Every owned account of one member: the main wallet and the vendor wallets. */
export function ownedAccounts(executor: Executor, merchantId: number, ownerId: number) {
  return executor
    .selectFrom('ledger_accounts')
    .select(['id', 'kind', 'code', 'balance'])
    .where('merchant_id', '=', merchantId)
    .where('owner_id', '=', ownerId)
    .execute();
}

/** Which accounts an operator list shows: within some merchants, of a kind, of some owners, after an id. */
export type AccountFilter = {
  /** null: every merchant. */
  merchantIds: readonly number[] | null;
  kind?: 'wallet' | 'vendor' | 'house' | 'points';
  ownerIds?: readonly number[];
  afterId?: number;
  limit: number;
};

/** Ledger accounts in id order, one keyset page (the id is the cursor). */
export function accountsPage(db: Database, filter: AccountFilter) {
  let query = db
    .selectFrom('ledger_accounts')
    .select(['id', 'merchant_id', 'kind', 'owner_id', 'code', 'balance', 'created_at'])
    .orderBy('id')
    .limit(filter.limit);
  if (filter.merchantIds) query = query.where('merchant_id', 'in', [...filter.merchantIds, -1]);
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.ownerIds) query = query.where('owner_id', 'in', [...filter.ownerIds, -1]);
  if (filter.afterId !== undefined) query = query.where('id', '>', filter.afterId);
  return query.execute();
}

export function accountById(db: Database, id: number) {
  return db
    .selectFrom('ledger_accounts')
    .select(['id', 'merchant_id', 'kind', 'owner_id', 'code', 'balance', 'created_at'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export type LineFilter = {
  family?: string;
  start?: string;
  end?: string;
  beforeEntry?: number;
  limit: number;
};

/**
 * An account's lines with their entries, newest first, one keyset page: the entry id is the cursor, so
 * any page is one walk down the (account, entry) index, however deep.
 */
export function linesKeyset(db: Database, accountId: number, filter: LineFilter) {
  let query = db
    .selectFrom('journal_lines as l')
    .innerJoin('journal_entries as e', 'e.id', 'l.entry_id')
    .select([
      'l.entry_id',
      'e.type',
      'l.amount',
      'l.balance_after',
      'e.reference',
      'e.source',
      'e.created_at',
    ])
    .where('l.account_id', '=', accountId)
    .orderBy('l.entry_id', 'desc')
    .limit(filter.limit);
  const family = filter.family;
  if (family)
    query = query.where((eb) => eb.or([eb('e.type', '=', family), eb('e.type', 'like', `${family}.%`)]));
  if (filter.start) query = query.where('e.created_at', '>=', new Date(filter.start));
  if (filter.end) query = query.where('e.created_at', '<', new Date(filter.end));
  if (filter.beforeEntry !== undefined) {
    // The bound on both sides: with it on the lines only, PostgreSQL merge-joins the entries from the
    // newest down to the cursor (a walk as long as the page is deep); with both, a page is 51 index rows.
    query = query.where('l.entry_id', '<', filter.beforeEntry).where('e.id', '<', filter.beforeEntry);
  }
  return query.execute();
}

/** One entry with every line and the account each line moved. */
export async function entryWithLines(db: Database, entryId: number) {
  const entry = await db
    .selectFrom('journal_entries')
    .select(['id', 'merchant_id', 'type', 'reference', 'source', 'memo', 'created_at'])
    .where('id', '=', entryId)
    .executeTakeFirst();
  if (!entry) return null;
  const lines = await db
    .selectFrom('journal_lines as l')
    .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
    .select(['l.account_id', 'a.kind', 'a.owner_id', 'a.code', 'l.amount', 'l.balance_after'])
    .where('l.entry_id', '=', entryId)
    .orderBy('l.amount')
    .execute();
  return { entry, lines };
}

/**
 * The ledger's two invariants over some merchants: the lines of every entry sum to zero (so all lines
 * do), and every owned account's balance equals the sum of its lines. Answers the sums and the accounts
 * that break the second.
 */
export async function reconciliation(db: Database, merchantIds: readonly number[] | null) {
  const within = merchantIds ? sql`where a.merchant_id in (${sql.join([...merchantIds, -1])})` : sql``;
  const totals = await sql<{ lines: string; total: string | null; unbalanced_entries: string }>`
    select count(*)::text as lines, sum(l.amount)::text as total,
      (select count(*) from (
         select l2.entry_id from journal_lines l2 join ledger_accounts a on a.id = l2.account_id ${within}
         group by l2.entry_id having sum(l2.amount) <> 0) u)::text as unbalanced_entries
    from journal_lines l join ledger_accounts a on a.id = l.account_id ${within}`.execute(db);
  const mismatched = await sql<{
    id: number;
    merchant_id: number;
    kind: 'wallet' | 'vendor' | 'house' | 'points';
    owner_id: number | null;
    code: string;
    balance: string;
    lines: string;
    created_at: Date;
  }>`
    select a.id, a.merchant_id, a.kind, a.owner_id, a.code, a.balance::text as balance, a.created_at,
      coalesce(s.sum, 0)::text as lines
    from ledger_accounts a
    left join (select account_id, sum(amount) as sum from journal_lines group by account_id) s on s.account_id = a.id
    ${merchantIds ? sql`where a.merchant_id in (${sql.join([...merchantIds, -1])}) and` : sql`where`}
      a.kind <> 'house' and a.balance <> coalesce(s.sum, 0)
    order by a.id limit 100`.execute(db);
  const row = totals.rows[0];
  return {
    lines: Number(row?.lines ?? 0),
    total: Number(row?.total ?? 0),
    unbalancedEntries: Number(row?.unbalanced_entries ?? 0),
    mismatched: mismatched.rows,
  };
}

/** The main wallet balance of many members at once (an agent's downline list). */
export async function walletBalances(
  db: Database,
  merchantId: number,
  ownerIds: readonly number[],
): Promise<Map<number, number>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('ledger_accounts')
    .select(['owner_id', 'balance'])
    .where('merchant_id', '=', merchantId)
    .where('kind', '=', 'wallet')
    .where('owner_id', 'in', [...ownerIds])
    .execute();
  return new Map(rows.map((r) => [r.owner_id as number, Number(r.balance)]));
}

/**
 * The newest `limit` member transfers (entries of type transfer) on some members' main wallets made in
 * [from, to), with their count and the sums in and out: positive into the member's wallet.
 */
export async function transfersOf(
  db: Database,
  merchantId: number,
  ownerIds: readonly number[],
  filter: { from: Date; to: Date; limit: number },
) {
  if (ownerIds.length === 0) return { rows: [], count: 0, in: 0, out: 0 };
  const base = db
    .selectFrom('journal_lines as l')
    .innerJoin('journal_entries as e', 'e.id', 'l.entry_id')
    .innerJoin('ledger_accounts as a', 'a.id', 'l.account_id')
    .where('a.merchant_id', '=', merchantId)
    .where('a.kind', '=', 'wallet')
    .where('a.owner_id', 'in', [...ownerIds])
    .where('e.type', '=', 'transfer')
    .where('e.created_at', '>=', filter.from)
    .where('e.created_at', '<', filter.to);
  const [rows, sums] = await Promise.all([
    base
      .select([
        'l.entry_id',
        'a.owner_id',
        'l.amount',
        'e.created_at',
        sql<string | null>`case when l.amount < 0 then e.memo->>'to' else e.memo->>'from' end`.as(
          'counterparty',
        ),
      ])
      .orderBy('e.created_at', 'desc')
      .orderBy('l.entry_id', 'desc')
      .limit(filter.limit)
      .execute(),
    base
      .select([
        sql<string>`count(*)`.as('n'),
        sql<string>`coalesce(sum(l.amount) filter (where l.amount > 0), 0)`.as('in'),
        sql<string>`coalesce(-sum(l.amount) filter (where l.amount < 0), 0)`.as('out'),
      ])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((r) => ({
      entryId: Number(r.entry_id),
      ownerId: r.owner_id as number,
      amount: Number(r.amount),
      counterparty: r.counterparty,
      createdAt: new Date(r.created_at),
    })),
    count: Number(sums.n),
    in: Number(sums.in),
    out: Number(sums.out),
  };
}
