/**
 * Schemas of the operator API's players: search, a player's page and its lists, status changes, operators'
 * notes and manual balance adjustments with their second approval (decision 0020).
 */
import { type Static, Type } from 'typebox';
import {
  ADJUSTMENT_DIRECTIONS,
  ADJUSTMENT_REASON_MAX,
  ADJUSTMENT_STATUSES,
  PLAYER_KINDS,
  PLAYER_NOTE_MAX,
  PLAYER_SEARCH_FIELDS,
  PLAYER_STATUSES,
} from './operators.ts';
import { BankCard } from './payments.schema.ts';
import { DateTime, Minor, RequestId } from './wallet.schema.ts';

const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const Text = Type.Union([Type.String(), Type.Null()]);
const Instant = Type.Union([DateTime, Type.Null()]);
const OneOf = <T extends string>(values: readonly T[]) => Type.Unsafe<T>(Type.String({ enum: [...values] }));

export const OpsPlayersQuery = Type.Object({
  /** A prefix, case aside; a mobile number's digits match the local or the international form. */
  q: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  by: Type.Optional(OneOf(PLAYER_SEARCH_FIELDS)),
  /** One merchant of the scope; every merchant of the scope when left out. */
  merchant: Type.Optional(Type.String({ minLength: 2, maxLength: 40 })),
  /** Keyset cursor: the last id of the previous page (newest accounts first). */
  before: Type.Optional(Id),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
});
export type OpsPlayersQuery = Static<typeof OpsPlayersQuery>;

/** A player as the search lists it. */
export const OpsPlayerSummary = Type.Object({
  id: Type.Integer(),
  merchant: Type.String(),
  username: Type.String(),
  nickname: Text,
  kind: OneOf(PLAYER_KINDS),
  status: OneOf(PLAYER_STATUSES),
  /** The local number as the player gave it, with its country dialing code. */
  mobile: Text,
  email: Text,
  realName: Text,
  createdAt: DateTime,
  lastLoginAt: Instant,
});
export type OpsPlayerSummary = Static<typeof OpsPlayerSummary>;

export const OpsPlayersPage = Type.Object({
  items: Type.Array(OpsPlayerSummary),
  /** The cursor of the next page; null on the last. */
  next: Type.Union([Type.Integer(), Type.Null()]),
});
export type OpsPlayersPage = Static<typeof OpsPlayersPage>;

export const OpsUpline = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  kind: OneOf(PLAYER_KINDS),
});
export type OpsUpline = Static<typeof OpsUpline>;

export const OpsPlayerBalances = Type.Object({
  /** The main wallet, minor units. */
  main: Minor,
  /** The main wallet's ledger account (its lines: the ledger screen); null before its first movement. */
  mainAccountId: Type.Union([Type.Integer(), Type.Null()]),
  /** Game wallets of transfer-wallet vendors the player has used. */
  vendors: Type.Array(Type.Object({ vendor: Type.String(), balance: Minor })),
  /** Held for withdrawals not decided yet. */
  heldWithdrawals: Minor,
});
export type OpsPlayerBalances = Static<typeof OpsPlayerBalances>;

/** A player's page: the account, its money, its place in the tree. */
export const OpsPlayer = Type.Object({
  ...OpsPlayerSummary.properties,
  /** The account's type code (0 player, 1/2/41/42 agents, 4 trial). */
  accountType: Type.Integer(),
  /** The next login must change the password first. */
  mustChangePassword: Type.Boolean(),
  birthday: Text,
  affiliateCode: Text,
  firstLoginAt: Instant,
  lastLoginIp: Text,
  passwordChangedAt: DateTime,
  balances: OpsPlayerBalances,
  /** From the direct upline to the top of the tree. */
  upline: Type.Array(OpsUpline),
  /** Accounts directly under this one. */
  downlineCount: Type.Integer(),
  /** Sessions that are live now. */
  liveSessions: Type.Integer(),
  /** Payee accounts, numbers masked (withdrawals show the full number to the operator paying). */
  bankCards: Type.Array(BankCard),
});
export type OpsPlayer = Static<typeof OpsPlayer>;

export const OpsPlayerParams = Type.Object({ id: Id });

export const OpsPagedQuery = Type.Object({
  pageNum: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
});
export type OpsPagedQuery = Static<typeof OpsPagedQuery>;

/** A login: the session it started, from which address and client, and how it ended. */
export const OpsPlayerLogin = Type.Object({
  id: Type.Integer(),
  ip: Type.String(),
  /** The browser's user agent as it sent it (at most 300 characters). */
  userAgent: Text,
  remember: Type.Boolean(),
  createdAt: DateTime,
  lastSeenAt: DateTime,
  expiresAt: DateTime,
  /** When it was ended (logout, password change, an operator); null while live or once expired. */
  revokedAt: Instant,
  live: Type.Boolean(),
});
export type OpsPlayerLogin = Static<typeof OpsPlayerLogin>;

/** What a status change did. */
export const OpsPlayerStatusResult = Type.Object({
  player: OpsPlayer,
  /** False when the account already was as asked (nothing changed). */
  changed: Type.Boolean(),
  /** Sessions ended now. */
  sessionsEnded: Type.Integer(),
});
export type OpsPlayerStatusResult = Static<typeof OpsPlayerStatusResult>;

export const OpsPlayerStatusBody = Type.Object(
  { reason: Type.Optional(Type.String({ maxLength: 500 })) },
  { additionalProperties: false },
);
export type OpsPlayerStatusBody = Static<typeof OpsPlayerStatusBody>;

export const OpsPlayerNoteBody = Type.Object(
  { text: Type.String({ minLength: 1, maxLength: PLAYER_NOTE_MAX }) },
  { additionalProperties: false },
);
export type OpsPlayerNoteBody = Static<typeof OpsPlayerNoteBody>;

export const OpsPlayerNote = Type.Object({
  id: Type.Integer(),
  /** The operator who wrote it. */
  author: Type.String(),
  text: Type.String(),
  createdAt: DateTime,
});
export type OpsPlayerNote = Static<typeof OpsPlayerNote>;

export const OpsAdjustmentBody = Type.Object(
  {
    direction: OneOf(ADJUSTMENT_DIRECTIONS),
    /** Minor units: 1 to 1,000,000,000.00. */
    amount: Type.Integer({ minimum: 1, maximum: 100_000_000_000 }),
    reason: Type.String({ minLength: 1, maxLength: ADJUSTMENT_REASON_MAX }),
    /** A key the browser makes per submit (a UUID) and keeps for its retries: one request makes one adjustment. */
    requestId: RequestId,
  },
  { additionalProperties: false },
);
export type OpsAdjustmentBody = Static<typeof OpsAdjustmentBody>;

export const OpsAdjustment = Type.Object({
  id: Type.Integer(),
  merchant: Type.String(),
  playerId: Type.Integer(),
  username: Type.String(),
  direction: OneOf(ADJUSTMENT_DIRECTIONS),
  amount: Minor,
  reason: Type.String(),
  status: OneOf(ADJUSTMENT_STATUSES),
  requestedBy: Type.String(),
  requestedAt: DateTime,
  decidedBy: Text,
  decidedAt: Instant,
  /** The approver's or rejecter's note. */
  note: Text,
  /** The journal entry once posted. */
  entryId: Type.Union([Type.Integer(), Type.Null()]),
  /** The main wallet after the entry, once posted. */
  balanceAfter: Type.Union([Type.Integer(), Type.Null()]),
});
export type OpsAdjustment = Static<typeof OpsAdjustment>;

export const OpsAdjustmentsQuery = Type.Object({
  status: Type.Optional(OneOf(ADJUSTMENT_STATUSES)),
  merchant: Type.Optional(Type.String({ minLength: 2, maxLength: 40 })),
  ...OpsPagedQuery.properties,
});
export type OpsAdjustmentsQuery = Static<typeof OpsAdjustmentsQuery>;

export const OpsAdjustmentDecisionBody = Type.Object(
  { note: Type.Optional(Type.String({ maxLength: 200 })) },
  { additionalProperties: false },
);

/** How adjustments are decided on this platform: the back office's form says so before a submit. */
export const OpsAdjustmentRules = Type.Object({
  /** Amounts above this (minor units) wait for a second operator's approval. */
  approvalLimit: Minor,
});
export type OpsAdjustmentRules = Static<typeof OpsAdjustmentRules>;

/** POST /ops/v1/players/:id/move: the player (or agent) and its whole team go under another agent. */
export const OpsPlayerMoveBody = Type.Object({
  /** The new upline's username, an agent of the same merchant. */
  parent: Type.String({ minLength: 1, maxLength: 40 }),
});

export const OpsPlayerMoveResult = Type.Object({
  moved: Type.Boolean(),
  fromParentId: Type.Union([Type.Integer(), Type.Null()]),
  toParentId: Type.Integer(),
});

export type OpsPlayerMoveResult = Static<typeof OpsPlayerMoveResult>;

/** GET /ops/v1/players/:id/team: a member's place in the agent tree, for a move. */
export const OpsPlayerTeam = Type.Object({
  id: Type.Integer(),
  merchant: Type.String(),
  username: Type.String(),
  kind: OneOf(PLAYER_KINDS),
  status: OneOf(PLAYER_STATUSES),
  /** From the direct upline to the top of the tree. */
  upline: Type.Array(OpsUpline),
  /** Members below it at any depth: what moves with it. */
  teamSize: Type.Integer(),
  /** Members directly below it. */
  directMembers: Type.Integer(),
});
export type OpsPlayerTeam = Static<typeof OpsPlayerTeam>;

/** GET /ops/v1/agents: a merchant's agents by a prefix of their username. */
export const OpsAgentsQuery = Type.Object({
  merchant: Type.String({ minLength: 1, maxLength: 40 }),
  q: Type.Optional(Type.String({ maxLength: 64 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 20 })),
});
export type OpsAgentsQuery = Static<typeof OpsAgentsQuery>;

export const OpsAgentChoice = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  nickname: Text,
  status: OneOf(PLAYER_STATUSES),
  teamSize: Type.Integer(),
});
export type OpsAgentChoice = Static<typeof OpsAgentChoice>;

/** POST /ops/v1/rollups/rebuild: a merchant's member rollups recomputed from the raw rows. */
export const OpsRollupsRebuildBody = Type.Object({
  merchant: Type.String({ minLength: 1, maxLength: 32 }),
  /** From this instant (default: 31 days ago) to this one (default: now); whole hours. */
  from: Type.Optional(Type.String({ format: 'date-time' })),
  to: Type.Optional(Type.String({ format: 'date-time' })),
});

export const OpsRollupsRebuildResult = Type.Object({
  from: Type.String(),
  to: Type.String(),
  betHours: Type.Integer(),
  moneyHours: Type.Integer(),
});

export type OpsRollupsRebuildResult = Static<typeof OpsRollupsRebuildResult>;
