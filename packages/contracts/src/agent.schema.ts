/**
 * Schemas of the agent centre (issue 17, spec section 2): the team overview, downlines, the register
 * centre's affiliate links, and the team's reports. Money is in minor units; days are the merchant's.
 */
import { type Static, Type } from 'typebox';
import { DOWNLINE_KINDS, PERIOD_TYPES, TEAM_PERIODS, TEAM_TRANSACTION_TYPES } from './agent.ts';
import { IsoDay, OneOf, Page } from './common.schema.ts';
import { CategoryCode } from './games.schema.ts';

const IsoDate = IsoDay();
const Instant = Type.String({ format: 'date-time' });
const Money = Type.Integer({ description: 'Minor units' });
const AccountId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const PageNum = Type.Integer({ minimum: 1, maximum: 10_000, default: 1 });
const PageSize = Type.Integer({ minimum: 1, maximum: 100, default: 20 });

/**
 * The range of every team report: a quick period, or custom with first and last day (inclusive, at most
 * MAX_TEAM_RANGE_DAYS). `agentId` narrows to a downline agent's own team (one of the caller's team).
 */
export const TeamRangeQuery = Type.Object({
  period: Type.Optional(OneOf(TEAM_PERIODS)),
  startDate: Type.Optional(IsoDate),
  endDate: Type.Optional(IsoDate),
  agentId: Type.Optional(AccountId),
});

export type TeamRangeQuery = Static<typeof TeamRangeQuery>;

/** One point of the overview's chart: an hour (today, yesterday) or a day (longer ranges). */
export const TeamPoint = Type.Object({
  /** The hour's or day's start. */
  at: Instant,
  newMembers: Type.Integer(),
  activeMembers: Type.Integer(),
  deposits: Money,
  withdrawals: Money,
  validBet: Money,
  payout: Money,
  /** The team's result against the house: payout - stake of its settled bets (negative: the team lost). */
  profitLoss: Money,
});

/** GET /wps/relay/ODSFE2_getTeamOverviewSum: the team (all descendants, the agent excluded) over a range. */
export const TeamOverview = Type.Object({
  startDate: IsoDate,
  endDate: IsoDate,
  /** Members of the team now, at any depth. */
  teamSize: Type.Integer(),
  directMembers: Type.Integer(),
  /** Registered in the range. */
  newMembers: Type.Integer(),
  /** Placed at least one settled bet in the range. */
  activeMembers: Type.Integer(),
  deposits: Money,
  depositCount: Type.Integer(),
  withdrawals: Money,
  withdrawalCount: Type.Integer(),
  bets: Type.Integer(),
  stake: Money,
  validBet: Money,
  payout: Money,
  profitLoss: Money,
  granularity: Type.Union([Type.Literal('hour'), Type.Literal('day')]),
  series: Type.Array(TeamPoint),
});

export type TeamOverview = Static<typeof TeamOverview>;

/** GET /wps/agent/downlines: a level of the caller's tree (its direct members, or a downline agent's). */
export const DownlinesQuery = Type.Object({
  /** Whose direct members: the caller (default) or an agent of its team. */
  parentId: Type.Optional(AccountId),
  /** Part of a username, case-insensitive; searches the whole team, not only the level. */
  search: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
});

export type DownlinesQuery = Static<typeof DownlinesQuery>;

export const Downline = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  nickname: Type.Union([Type.String(), Type.Null()]),
  /** Account type (0 player, 2 agent, ...). */
  type: Type.Integer(),
  isAgent: Type.Boolean(),
  status: Type.Union([Type.Literal('active'), Type.Literal('locked'), Type.Literal('disabled')]),
  /** Depth below the caller: 1 for a direct member. */
  level: Type.Integer({ minimum: 1 }),
  parentId: Type.Integer(),
  balance: Money,
  /** Members below it, at any depth. */
  teamSize: Type.Integer(),
  directMembers: Type.Integer(),
  registeredAt: Instant,
  lastLoginAt: Type.Union([Instant, Type.Null()]),
});

export type Downline = Static<typeof Downline>;

/** One step of the breadcrumb from the caller down to the listed level. */
export const TreeStep = Type.Object({ id: Type.Integer(), username: Type.String() });

export const DownlinePage = Type.Object({
  ...Page(Downline).properties,
  /** The caller first, the listed level's agent last. */
  path: Type.Array(TreeStep),
});

export type DownlinePage = Static<typeof DownlinePage>;

/** POST /wps/agent/downline: the agent creates a direct member. */
export const CreateDownlineBody = Type.Object({
  kind: OneOf(DOWNLINE_KINDS),
  username: Type.String({ minLength: 1, maxLength: 40 }),
  password: Type.String({ minLength: 1, maxLength: 64 }),
  nickname: Type.Optional(Type.String({ maxLength: 40 })),
});

export type CreateDownlineBody = Static<typeof CreateDownlineBody>;

export const CreatedDownline = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  type: Type.Integer(),
  parentId: Type.Integer(),
});

export type CreatedDownline = Static<typeof CreatedDownline>;

/** POST /wps/relay/MCSFE_createAffiliateUrl. */
export const CreateAffiliateLinkBody = Type.Object({
  kind: OneOf(DOWNLINE_KINDS),
  note: Type.Optional(Type.String({ maxLength: 60 })),
});

export type CreateAffiliateLinkBody = Static<typeof CreateAffiliateLinkBody>;

/** An affiliate link: registering through it places the account under the agent, of the link's kind. */
export const AffiliateLink = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  kind: OneOf(DOWNLINE_KINDS),
  note: Type.Union([Type.String(), Type.Null()]),
  /** The registration address on the merchant's main domain (the QR code encodes it). */
  url: Type.String(),
  registered: Type.Integer(),
  createdAt: Instant,
});

export type AffiliateLink = Static<typeof AffiliateLink>;

/** DELETE /wps/relay/MCSFE_deleteAffiliateUrl?id=: the link stops placing registrations. */
export const DeleteAffiliateLinkQuery = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2_147_483_647, examples: [1] }),
});

/** GET /wps/relay/MCSFE_viewRegisteredAffiliates: who registered through the caller's links. */
export const RegisteredAffiliatesQuery = Type.Object({
  linkId: Type.Optional(AccountId),
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
});

export const RegisteredAffiliate = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  type: Type.Integer(),
  linkId: Type.Integer(),
  code: Type.String(),
  registeredAt: Instant,
});

export type RegisteredAffiliate = Static<typeof RegisteredAffiliate>;

/** Sums of bets: count, stake, valid bet, payout, and the team's win/loss (payout - stake). */
const BetSums = {
  bets: Type.Integer(),
  stake: Money,
  validBet: Money,
  payout: Money,
  winLoss: Money,
};

/** GET /wps/report/teamBetting: the team's settled bets by category and by member. */
export const TeamBettingQuery = Type.Object({
  ...TeamRangeQuery.properties,
  gameCategory: Type.Optional(CategoryCode),
  username: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
});

export const TeamBettingReport = Type.Object({
  startDate: IsoDate,
  endDate: IsoDate,
  categories: Type.Array(Type.Object({ gameCategory: Type.String(), ...BetSums })),
  members: Page(
    Type.Object({ id: Type.Integer(), username: Type.String(), level: Type.Integer(), ...BetSums }),
  ),
  totals: Type.Object(BetSums),
});

export type TeamBettingReport = Static<typeof TeamBettingReport>;

/** GET /wps/report/teamProfitLoss: profit and loss per period, per member and per category. */
export const TeamProfitLossQuery = Type.Object({
  ...TeamRangeQuery.properties,
  periodType: Type.Optional(OneOf(PERIOD_TYPES)),
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
});

const ProfitSums = {
  deposits: Money,
  withdrawals: Money,
  validBet: Money,
  payout: Money,
  /** The team's result: payout - stake (negative: the team lost, the house won). */
  profitLoss: Money,
};

export const TeamProfitLossReport = Type.Object({
  startDate: IsoDate,
  endDate: IsoDate,
  periodType: OneOf(PERIOD_TYPES),
  periods: Type.Array(Type.Object({ startDate: IsoDate, endDate: IsoDate, ...ProfitSums })),
  categories: Type.Array(Type.Object({ gameCategory: Type.String(), ...ProfitSums })),
  members: Page(
    Type.Object({ id: Type.Integer(), username: Type.String(), level: Type.Integer(), ...ProfitSums }),
  ),
  totals: Type.Object(ProfitSums),
});

export type TeamProfitLossReport = Static<typeof TeamProfitLossReport>;

/** GET /wps/report/downlineTransaction: the team's deposits, withdrawals and transfers. */
export const TeamTransactionQuery = Type.Object({
  ...TeamRangeQuery.properties,
  type: Type.Optional(OneOf(TEAM_TRANSACTION_TYPES)),
  username: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
});

export const TeamTransaction = Type.Object({
  id: Type.String(),
  type: OneOf(TEAM_TRANSACTION_TYPES),
  accountId: Type.Integer(),
  username: Type.String(),
  level: Type.Integer(),
  /** Positive into the member's wallet, negative out of it. */
  amount: Money,
  status: Type.String(),
  /** The channel of a deposit, the bank of a withdrawal, the other side of a transfer: never a number. */
  detail: Type.String(),
  createdAt: Instant,
});

export type TeamTransaction = Static<typeof TeamTransaction>;

export const TeamTransactionPage = Type.Object({
  ...Page(TeamTransaction).properties,
  totals: Type.Object({ deposits: Money, withdrawals: Money, transfersIn: Money, transfersOut: Money }),
});

export type TeamTransactionPage = Static<typeof TeamTransactionPage>;
