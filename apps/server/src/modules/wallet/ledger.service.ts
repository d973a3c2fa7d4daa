import type { EntryType } from '@portal/contracts/wallet';
import { type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { LedgerCounter } from '../../platform/metrics.ts';
import type { Executor } from './ledger.store.ts';
import * as store from './ledger.store.ts';
import type { BalanceChanged } from './wallet.events.ts';

/**
 * The ledger (DESIGN.md section 4): the only writer of ledger accounts, journal entries and their lines.
 * Every other module moves money by asking it to post an entry.
 */

/** The merchant's side of every movement. Balances here may go negative; they are sums of lines. */
export type HouseAccount =
  | `deposits:${string}`
  | 'withdrawals_payable'
  | 'payouts'
  | 'vendor_settlement'
  | 'bonus_expense'
  | 'rebate_expense'
  | 'salary_expense'
  | 'dividend_expense'
  /** The other side of an operator's manual credit or debit of a player's wallet (decision 0020). */
  | 'manual_adjustment'
  /** The lottery's book: stakes in, wins and refunds out (decision 0024). */
  | 'lottery'
  /** Points (decision 0035): the other side of every points movement, in points, never in money. */
  | 'points'
  /** The money paid for converted points (decision 0035). */
  | 'points_expense';

export type AccountRef =
  | { kind: 'wallet'; ownerId: number }
  | { kind: 'vendor'; ownerId: number; vendor: string }
  | { kind: 'house'; code: HouseAccount }
  /** A player's points (decision 0035): a unit of its own, never in one entry with money. */
  | { kind: 'points'; ownerId: number };

export const walletOf = (ownerId: number): AccountRef => ({ kind: 'wallet', ownerId });
export const vendorWalletOf = (ownerId: number, vendor: string): AccountRef => ({
  kind: 'vendor',
  ownerId,
  vendor,
});
export const house = (code: HouseAccount): AccountRef => ({ kind: 'house', code });
export const pointsOf = (ownerId: number): AccountRef => ({ kind: 'points', ownerId });

/** Whether an account counts points rather than money (an entry is all one or all the other). */
const inPoints = (ref: AccountRef) =>
  ref.kind === 'points' || (ref.kind === 'house' && ref.code === 'points');

export type Posting = {
  merchantId: number;
  type: EntryType;
  /** What the movement belongs to: an order number, a round, a transfer reference. */
  reference: string;
  /** Who asked ('deposit', 'gateway:SANDBOX', 'member:42', 'vendor:INHOUSE'); keys are unique per source. */
  source: string;
  idempotencyKey: string;
  memo?: Record<string, unknown>;
  /** Signed amounts in minor units (positive adds to the account); they must sum to zero. */
  lines: Array<{ account: AccountRef; amount: number }>;
};

export type PostedLine = { accountId: number; amount: number; balanceAfter: number | null };

export type Posted = {
  entryId: number;
  reference: string;
  createdAt: Date;
  /** True when the key had been applied before: nothing moved now, the original lines are returned. */
  replayed: boolean;
  lines: PostedLine[];
};

/**
 * Rows another module writes in the same statement as an entry (the seamless wallet's claim and bet
 * record): one statement is one round trip, and it commits or fails as a whole. The ledger still writes
 * its own tables only; the companion's common table expressions write the caller's.
 */
export type Companion = {
  /** Common table expressions before the entry ("claim as (...), bet as (...)"). */
  before: RawBuilder<unknown>;
  /** The entry is written only when this holds ("exists (select 1 from bet)"). */
  when: RawBuilder<unknown>;
  /** Common table expressions after the entry; they may read `entry` (its id) and `updated`. */
  after?: RawBuilder<unknown>;
  /** The answer's own columns ("(select count(*) from claim) as claimed"). */
  select: RawBuilder<unknown>;
};

export type CompanionResult<R> = {
  /** The companion's columns. */
  row: R;
  /** The entry when it was written now; null when `when` did not hold or its key was used before. */
  entryId: number | null;
  /** Owned balances after the entry, by ledger account id. */
  balances: Map<number, number>;
};

export type { Executor } from './ledger.store.ts';

const NOT_NEGATIVE = 'ledger_accounts_owned_not_negative';
/** Deadlock and serialisation failures: the statement did nothing, so it is safe to run again. */
const RETRYABLE = new Set(['40P01', '40001']);
const MAX_ATTEMPTS = 5;

type PgError = { code?: string; constraint?: string; message?: string };

function refKey(merchantId: number, ref: AccountRef): string {
  if (ref.kind === 'house') return `${merchantId}:house:${ref.code}`;
  if (ref.kind === 'vendor') return `${merchantId}:vendor:${ref.vendor}:${ref.ownerId}`;
  if (ref.kind === 'points') return `${merchantId}:points:POINTS:${ref.ownerId}`;
  return `${merchantId}:wallet:MAIN:${ref.ownerId}`;
}

function columnsOf(ref: AccountRef): { kind: string; ownerId: number | null; code: string } {
  if (ref.kind === 'house') return { kind: 'house', ownerId: null, code: ref.code };
  if (ref.kind === 'vendor') return { kind: 'vendor', ownerId: ref.ownerId, code: ref.vendor };
  if (ref.kind === 'points') return { kind: 'points', ownerId: ref.ownerId, code: 'POINTS' };
  return { kind: 'wallet', ownerId: ref.ownerId, code: 'MAIN' };
}

/** Checks an entry's shape: whole non-zero amounts on two or more accounts that sum to zero. */
export function checkLines(lines: Posting['lines']): void {
  if (lines.length < 2) throw new Error('ledger: an entry needs at least two lines');
  let sum = 0;
  for (const { amount } of lines) {
    if (!Number.isSafeInteger(amount) || amount === 0) throw new Error(`ledger: bad amount ${amount}`);
    sum += amount;
  }
  if (sum !== 0) throw new Error(`ledger: lines sum to ${sum}, not zero`);
  // Balanced per unit: points and money never meet in one entry (decision 0035).
  const units = new Set(lines.map(({ account }) => inPoints(account)));
  if (units.size > 1) throw new Error('ledger: an entry mixes points and money');
}

/** A refused balance (the CHECK that no owned account goes below zero) as the API's error; others as they are. */
function translate(error: unknown): unknown {
  const pg = error as PgError;
  if (pg.code === '23514' && (pg.constraint === NOT_NEGATIVE || pg.message?.includes(NOT_NEGATIVE))) {
    return new AppError('wallet.insufficient.funds');
  }
  return error;
}

export type Ledger = ReturnType<typeof createLedger>;

/**
 * With `events`, every entry that moves an owned account publishes balance.changed after it commits. With
 * `counter`, each posting is counted once it has run (inside a caller's transaction: before that commits).
 */
export function createLedger(db: Database, events?: EventBus, counter?: LedgerCounter) {
  /** Account ids never change once created: resolved once per process. */
  const ids = new Map<string, number>();

  async function accountId(merchantId: number, ref: AccountRef, executor: Executor = db): Promise<number> {
    const key = refKey(merchantId, ref);
    const known = ids.get(key);
    if (known !== undefined) return known;
    const columns = columnsOf(ref);
    const fresh = await store.insertAccount(executor, merchantId, columns);
    if (fresh !== undefined) {
      // Made inside a caller's transaction, the row may still roll back: an id is remembered only once
      // it is surely committed (a later call finds the row and remembers it then).
      if (executor === db) ids.set(key, fresh);
      return fresh;
    }
    const id = await store.findAccountId(executor, merchantId, columns);
    ids.set(key, id);
    return id;
  }

  /** An entry's net movement per ledger account, in account order (so concurrent entries lock alike). */
  async function movesOf(posting: Posting, executor: Executor) {
    const byAccount = new Map<number, number>();
    const refs = new Map<number, AccountRef>();
    for (const line of posting.lines) {
      const id = await accountId(posting.merchantId, line.account, executor);
      byAccount.set(id, (byAccount.get(id) ?? 0) + line.amount);
      refs.set(id, line.account);
    }
    const moves = [...byAccount].filter(([, amount]) => amount !== 0).sort(([a], [b]) => a - b);
    const values = sql.join(moves.map(([id, amount]) => sql`(${id}::int, ${amount}::bigint)`));
    return { moves, values, refs };
  }

  /**
   * balance.changed for each owned account an entry moved: the last step of an attempt that wrote the
   * entry, so a retried attempt announces once; inside a caller's transaction it waits for the commit.
   */
  function announce(
    posting: Posting,
    entryId: number,
    moved: { moves: Array<[number, number]>; refs: Map<number, AccountRef> },
    balances: Map<number | null, number | null>,
    executor: Executor,
  ) {
    if (!events) return;
    for (const [id, amount] of moved.moves) {
      const ref = moved.refs.get(id);
      const balance = balances.get(id);
      // Points are not money: the wallet's balance.changed is never raised for them.
      if (!ref || ref.kind === 'house' || ref.kind === 'points') continue;
      if (balance === undefined || balance === null) continue;
      const change: BalanceChanged = {
        merchantId: posting.merchantId,
        accountId: ref.ownerId,
        wallet: ref.kind === 'vendor' ? ref.vendor : 'MAIN',
        amount,
        balance,
        entryId,
        type: posting.type,
        reference: posting.reference,
      };
      events.raise(executor, 'balance.changed', change);
    }
  }

  /** Runs an attempt again after a deadlock or serialisation failure, unless inside a caller's transaction. */
  async function withRetries<T>(executor: Executor, attempt: () => Promise<T>): Promise<T> {
    for (let n = 1; ; n++) {
      try {
        return await attempt();
      } catch (error) {
        const translated = translate(error);
        if (translated !== error) throw translated;
        // Inside a caller's transaction the failure has aborted it: only the caller can retry.
        const own = executor === db;
        if (!own || !RETRYABLE.has((error as PgError).code ?? '') || n >= MAX_ATTEMPTS) throw error;
      }
    }
  }

  async function existing(posting: Posting, executor: Executor): Promise<Posted | null> {
    const found = await store.findEntry(executor, posting.merchantId, posting.source, posting.idempotencyKey);
    if (!found) return null;
    const { entry, lines } = found;
    return {
      entryId: Number(entry.id),
      reference: entry.reference,
      createdAt: entry.created_at,
      replayed: true,
      lines: lines.map((l) => ({ accountId: l.account_id, amount: l.amount, balanceAfter: l.balance_after })),
    };
  }

  /** The new entry's columns as the store writes them. */
  const newEntry = (posting: Posting, values: RawBuilder<unknown>): store.NewEntry => ({
    merchantId: posting.merchantId,
    type: posting.type,
    reference: posting.reference,
    source: posting.source,
    idempotencyKey: posting.idempotencyKey,
    memo: JSON.stringify(posting.memo ?? {}),
    values,
  });

  /** The entry, the owned balances and the lines in one statement; a replayed key answers the original. */
  async function postOnce(posting: Posting, executor: Executor): Promise<Posted> {
    const moved = await movesOf(posting, executor);
    const { moves, values } = moved;
    const rows = await store.insertEntry(executor, newEntry(posting, values));
    const first = rows[0];
    if (!first) {
      const before = await existing(posting, executor);
      if (!before) throw new Error('ledger: entry neither written nor found');
      return before;
    }
    const after = new Map(rows.map((r) => [r.account_id, r.balance]));
    announce(posting, Number(first.entry_id), moved, after, executor);
    return {
      entryId: Number(first.entry_id),
      reference: posting.reference,
      createdAt: first.created_at,
      replayed: false,
      lines: moves.map(([accountId, amount]) => ({
        accountId,
        amount,
        balanceAfter: after.get(accountId) ?? null,
      })),
    };
  }

  /** An entry and its companion rows in one statement (see Companion). */
  async function postWithOnce<R>(
    posting: Posting,
    companion: Companion,
    executor: Executor,
  ): Promise<CompanionResult<R>> {
    const moved = await movesOf(posting, executor);
    const { values } = moved;
    const first = await store.insertEntryWith(executor, newEntry(posting, values), companion);
    const pairs = (typeof first.balances === 'string' ? JSON.parse(first.balances) : first.balances) as Array<
      [number, number | string]
    >;
    const entryId = first.entry_id === null ? null : Number(first.entry_id);
    const balances = new Map(pairs.map(([id, balance]) => [id, Number(balance)]));
    if (entryId !== null) announce(posting, entryId, moved, balances, executor);
    return { row: first as R, entryId, balances };
  }

  /** Counts a posting's end: written or not, refused for funds, or failed. */
  async function counted<T>(type: EntryType, work: Promise<T>, written: (result: T) => boolean): Promise<T> {
    if (!counter) return work;
    try {
      const result = await work;
      counter.posted(type, written(result) ? 'posted' : 'unchanged');
      return result;
    } catch (error) {
      const funds = error instanceof AppError && error.code === 'wallet.insufficient.funds';
      counter.refused(type, funds ? 'insufficient_funds' : 'error');
      throw error;
    }
  }

  return {
    accountId,

    /**
     * Applies an entry together with a companion's rows in one statement: the entry only when the
     * companion's condition holds, all or nothing. Throws wallet.insufficient.funds as `post` does.
     */
    async postWith<R>(
      posting: Posting,
      companion: Companion,
      executor: Executor = db,
    ): Promise<CompanionResult<R>> {
      checkLines(posting.lines);
      return counted(
        posting.type,
        withRetries(executor, () => postWithOnce<R>(posting, companion, executor)),
        (result) => result.entryId !== null,
      );
    },

    /**
     * Applies an entry once per (merchant, source, idempotency key). Throws wallet.insufficient.funds, with
     * nothing moved, when an owned account would go below zero. Inside a caller's transaction pass it as
     * the executor: the entry then commits or rolls back with the caller's own writes.
     */
    async post(posting: Posting, executor: Executor = db): Promise<Posted> {
      checkLines(posting.lines);
      return counted(
        posting.type,
        withRetries(executor, () => postOnce(posting, executor)),
        (posted) => !posted.replayed,
      );
    },

    /** An owned account's balance as a column of a companion's answer (see Companion). */
    async balanceColumn(
      merchantId: number,
      ref: AccountRef,
      executor: Executor = db,
    ): Promise<RawBuilder<number>> {
      return store.balanceColumnOf(await accountId(merchantId, ref, executor));
    },

    /** The entry an idempotency key applied, if any. */
    find(merchantId: number, source: string, idempotencyKey: string, executor: Executor = db) {
      return existing({ merchantId, source, idempotencyKey } as Posting, executor);
    },

    /** An owned account's balance (0 before its first movement); a house account's sum of lines. */
    async balanceOf(merchantId: number, ref: AccountRef, executor: Executor = db): Promise<number> {
      const id = await accountId(merchantId, ref, executor);
      return ref.kind === 'house' ? store.sumOfLines(executor, id) : store.ownedBalance(executor, id);
    },

    /**
     * The account record: every line of a member's main wallet, newest first, with its entry. The family
     * filter matches a type and its sub-types ('withdraw' matches 'withdraw.release').
     */
    async records(
      merchantId: number,
      ownerId: number,
      query: { family?: string; start?: string; end?: string; pageNum: number; pageSize: number },
      /** The points' record instead of the main wallet's (decision 0035). */
      account: 'wallet' | 'points' = 'wallet',
    ) {
      const ref = account === 'points' ? pointsOf(ownerId) : walletOf(ownerId);
      const id = await accountId(merchantId, ref);
      const { rows, total: count } = await store.linesPage(db, id, query);
      return {
        content: rows.map((r) => ({
          id: Number(r.entry_id),
          type: r.type,
          amount: r.amount,
          balanceAfter: r.balance_after ?? 0,
          reference: r.reference,
          counterparty: r.counterparty,
          createdAt: new Date(r.created_at).toISOString(),
        })),
        pageNum: query.pageNum,
        pageSize: query.pageSize,
        totalPages: Math.ceil(count / query.pageSize),
        total: count,
      };
    },

    /** Ledger accounts for operators, a keyset page in id order. */
    accounts: (filter: store.AccountFilter) => store.accountsPage(db, filter),

    account: (id: number) => store.accountById(db, id),

    /** An account's lines for operators, newest first, a keyset page (cursor: the last entry id seen). */
    lines: (accountId: number, filter: store.LineFilter) => store.linesKeyset(db, accountId, filter),

    /** An entry with all its lines. */
    entry: (id: number) => store.entryWithLines(db, id),

    /** A house account's balance: the sum of its lines (house rows keep no running balance). */
    houseBalance: (id: number) => store.sumOfLines(db, id),

    /** The ledger's invariants over some merchants (null: all), for the reconciliation view. */
    reconcile: (merchantIds: readonly number[] | null) => store.reconciliation(db, merchantIds),

    /** The main wallet balances of many members (an agent's downline list); 0 for one with no wallet yet. */
    walletBalances: (merchantId: number, ownerIds: readonly number[]) =>
      store.walletBalances(db, merchantId, ownerIds),

    /** Member transfers on some members' wallets, newest first, with their sums (an agent's team list). */
    transfersOf: (
      merchantId: number,
      ownerIds: readonly number[],
      filter: Parameters<typeof store.transfersOf>[3],
    ) => store.transfersOf(db, merchantId, ownerIds, filter),

    /** Every wallet one member owns: the main wallet and the vendor wallets it has used. */
    async walletsOf(merchantId: number, ownerId: number, executor: Executor = db) {
      const rows = await store.ownedAccounts(executor, merchantId, ownerId);
      const wallet = rows.find((r) => r.kind === 'wallet');
      const vendors = new Map(rows.filter((r) => r.kind === 'vendor').map((r) => [r.code, r.balance]));
      return { main: wallet?.balance ?? 0, mainId: wallet?.id ?? null, vendors };
    },
  };
}
