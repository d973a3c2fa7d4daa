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
    .select(['kind', 'code', 'balance'])
    .where('merchant_id', '=', merchantId)
    .where('owner_id', '=', ownerId)
    .execute();
}
