/** Schemas of the operator API's ledger views: accounts, their lines, entries, and the reconciliation. */
import { type Static, Type } from 'typebox';
import { DateTime } from './wallet.schema.ts';

const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });
/** Ledger accounts are numbered in a 32-bit column: a larger cursor would fail in the database, not validate. */
const AccountId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const LedgerKind = Type.Union([
  Type.Literal('wallet'),
  Type.Literal('vendor'),
  Type.Literal('house'),
  /** A player's points (decision 0035). */
  Type.Literal('points'),
]);

export const OpsLedgerAccount = Type.Object({
  id: Type.Integer(),
  merchant: Type.String(),
  kind: LedgerKind,
  /** The owning member's username; null for the merchant's house accounts. */
  owner: Type.Union([Type.String(), Type.Null()]),
  /** MAIN, a vendor code, or the house account's name. */
  code: Type.String(),
  /** Minor units. A house account's balance is the sum of its lines, shown on its own page only (null in lists). */
  balance: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: DateTime,
});
export type OpsLedgerAccount = Static<typeof OpsLedgerAccount>;

export const OpsLedgerAccountsQuery = Type.Object({
  merchant: Type.Optional(Type.String({ minLength: 2, maxLength: 40 })),
  kind: Type.Optional(LedgerKind),
  /** A member's accounts (within the merchant given, or every merchant of the scope). */
  username: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  /** Keyset cursor: the last id of the previous page. */
  after: Type.Optional(AccountId),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 50 })),
});
export type OpsLedgerAccountsQuery = Static<typeof OpsLedgerAccountsQuery>;

export const OpsLedgerAccountsPage = Type.Object({
  items: Type.Array(OpsLedgerAccount),
  /** The cursor of the next page; null on the last. */
  next: Type.Union([Type.Integer(), Type.Null()]),
});
export type OpsLedgerAccountsPage = Static<typeof OpsLedgerAccountsPage>;

export const OpsLedgerLine = Type.Object({
  entryId: Type.Integer(),
  type: Type.String(),
  amount: Type.Integer(),
  balanceAfter: Type.Union([Type.Integer(), Type.Null()]),
  reference: Type.String(),
  source: Type.String(),
  createdAt: DateTime,
});
export type OpsLedgerLine = Static<typeof OpsLedgerLine>;

export const OpsLedgerLinesQuery = Type.Object({
  /** An entry type and its sub-types ('withdraw' matches 'withdraw.release'). */
  type: Type.Optional(Type.String({ pattern: '^[a-z_]+(\\.[a-z_]+)*$', maxLength: 40 })),
  start: Type.Optional(DateTime),
  end: Type.Optional(DateTime),
  /** Keyset cursor: the last entry id of the previous page (lines come newest first). */
  before: Type.Optional(Id),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
});
export type OpsLedgerLinesQuery = Static<typeof OpsLedgerLinesQuery>;

export const OpsLedgerLinesPage = Type.Object({
  account: OpsLedgerAccount,
  items: Type.Array(OpsLedgerLine),
  next: Type.Union([Type.Integer(), Type.Null()]),
});
export type OpsLedgerLinesPage = Static<typeof OpsLedgerLinesPage>;

export const OpsLedgerEntry = Type.Object({
  id: Type.Integer(),
  merchant: Type.String(),
  type: Type.String(),
  reference: Type.String(),
  source: Type.String(),
  memo: Type.Record(Type.String(), Type.Unknown()),
  createdAt: DateTime,
  lines: Type.Array(
    Type.Object({
      accountId: Type.Integer(),
      kind: LedgerKind,
      owner: Type.Union([Type.String(), Type.Null()]),
      code: Type.String(),
      amount: Type.Integer(),
      balanceAfter: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
});
export type OpsLedgerEntry = Static<typeof OpsLedgerEntry>;

export const OpsReconciliationQuery = Type.Object({
  merchant: Type.Optional(Type.String({ minLength: 2, maxLength: 40 })),
});

export const OpsReconciliation = Type.Object({
  /** The merchant checked; null: every merchant of the operator's scope. */
  merchant: Type.Union([Type.String(), Type.Null()]),
  lines: Type.Integer(),
  /** The sum of every line: zero in a sound ledger. */
  total: Type.Integer(),
  /** Entries whose lines do not sum to zero: none in a sound ledger. */
  unbalancedEntries: Type.Integer(),
  /** Owned accounts whose balance differs from the sum of their lines (at most 100). */
  mismatched: Type.Array(Type.Object({ account: OpsLedgerAccount, lines: Type.Integer() })),
  balanced: Type.Boolean(),
  checkedAt: DateTime,
});
export type OpsReconciliation = Static<typeof OpsReconciliation>;
