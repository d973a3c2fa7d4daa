/**
 * Schemas of agent contracts (issue 17, decision 0027): terms, the contract as both sides see it, the
 * consolidated contract info, the four processing calls' body, payments, my income and commission.
 * Money is in minor units, rates and shares in basis points (10,000 = 100 %).
 */
import { type Static, Type } from 'typebox';
import {
  BASIS_POINTS,
  CONTRACT_ACTIONS,
  CONTRACT_KINDS,
  CONTRACT_STATUSES,
  DIVIDEND_PERIODS,
  INCOME_PERIODS,
  MAX_TIERS,
  PAYMENT_STATUSES,
} from './agent-contracts.ts';
import { IsoDay, OneOf, Page } from './common.schema.ts';

const Instant = Type.String({ format: 'date-time' });
const IsoDate = IsoDay("A day (YYYY-MM-DD, the merchant's)");
const Money = Type.Integer({ description: 'Minor units' });
const Bps = Type.Integer({ minimum: 0, maximum: BASIS_POINTS, description: 'Basis points (10,000 = 100 %)' });
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const PageNum = Type.Integer({ minimum: 1, maximum: 10_000, default: 1 });
const PageSize = Type.Integer({ minimum: 1, maximum: 100, default: 20 });

/** One salary tier: the rate earned once the period's team valid bets and active members reach it. */
export const SalaryTier = Type.Object({
  minValidBet: Type.Integer({ minimum: 0, maximum: 1e15, description: 'Team valid bets of the period' }),
  minActive: Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'Active members of the period' }),
  rate: Bps,
});

export type SalaryTier = Static<typeof SalaryTier>;

/** A contract's terms: tiers for a salary, a share and period type for a dividend. */
export const ContractTerms = Type.Object({
  tiers: Type.Optional(Type.Array(SalaryTier, { minItems: 1, maxItems: MAX_TIERS })),
  share: Type.Optional(Bps),
  periodType: Type.Optional(OneOf(DIVIDEND_PERIODS)),
});

export type ContractTerms = Static<typeof ContractTerms>;

/** A contract as either side sees it. `upline` null: the house pays (a top agent's default contract). */
export const AgentContract = Type.Object({
  id: Type.Integer(),
  kind: OneOf(CONTRACT_KINDS),
  status: OneOf(CONTRACT_STATUSES),
  upline: Type.Union([Type.String(), Type.Null()]),
  downline: Type.String(),
  terms: ContractTerms,
  /** Who asked for the termination (its username) while it is requested. */
  terminationBy: Type.Union([Type.String(), Type.Null()]),
  createdAt: Instant,
  signedAt: Type.Union([Instant, Type.Null()]),
  /** The end of the last period the contract pays (a termination takes effect at its period's end). */
  endsAt: Type.Union([Instant, Type.Null()]),
  /** A change offer: the id of the signed contract it replaces once accepted (decision 0032). */
  replaces: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
});

export type AgentContract = Static<typeof AgentContract>;

/** One kind's part of the consolidated info. */
export const ContractKindInfo = Type.Object({
  /** The site offers this kind (its module flag). */
  enabled: Type.Boolean(),
  /** The caller's own contract of this kind (from its upline, or the house's default for a top agent). */
  own: Type.Union([AgentContract, Type.Null()]),
  /** Offers of this kind waiting for the caller's answer. */
  offers: Type.Array(AgentContract),
  /** The contracts the caller made with its direct downlines (every state but declined). */
  downlines: Type.Array(AgentContract),
  /** The most the caller may offer below it (its own terms), null when it has none. */
  ceiling: Type.Union([ContractTerms, Type.Null()]),
});

export type ContractKindInfo = Static<typeof ContractKindInfo>;

/**
 * GET /wps/relay/MCSFE_getConsolidatedContractInfo: the spec's four flags (1 when the kind applies to the
 * caller: enabled and the caller has, is offered or gives a contract of it) and the info of each kind.
 */
export const ConsolidatedContractInfo = Type.Object({
  dailysalreqtype: Type.Integer({ minimum: 0, maximum: 1 }),
  divtypereq: Type.Integer({ minimum: 0, maximum: 1 }),
  contracthoursalreq: Type.Integer({ minimum: 0, maximum: 1 }),
  realtimesalreqtype: Type.Integer({ minimum: 0, maximum: 1 }),
  dailySalary: ContractKindInfo,
  hourSalary: ContractKindInfo,
  realTimeSalary: ContractKindInfo,
  dividend: ContractKindInfo,
});

export type ConsolidatedContractInfo = Static<typeof ConsolidatedContractInfo>;

/**
 * The body of the four processing calls. `offer` names the direct downline agent (`downline`, its
 * username) and the `terms`; every other action names the `contractId`.
 */
export const ContractBody = Type.Object({
  action: OneOf(CONTRACT_ACTIONS),
  contractId: Type.Optional(Id),
  downline: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
  terms: Type.Optional(ContractTerms),
});

export type ContractBody = Static<typeof ContractBody>;

/** One payment of a run: a contract's amount for one period. */
export const ContractPayment = Type.Object({
  id: Type.Integer(),
  contractId: Type.Integer(),
  kind: OneOf(CONTRACT_KINDS),
  periodStart: Instant,
  periodEnd: Instant,
  /** The payer's username; null: the house. */
  payer: Type.Union([Type.String(), Type.Null()]),
  payee: Type.String(),
  /** Team valid bets (salaries) or net loss after the carried loss (dividends) of the period. */
  base: Money,
  activeMembers: Type.Integer(),
  /** The tier rate or the share applied. */
  rate: Type.Integer(),
  amount: Money,
  /** A dividend's negative result carried into the next period (0 or less). */
  carry: Money,
  status: OneOf(PAYMENT_STATUSES),
  paidAt: Type.Union([Instant, Type.Null()]),
});

export type ContractPayment = Static<typeof ContractPayment>;

export const ContractPaymentPage = Page(ContractPayment);

export type ContractPaymentPage = Static<typeof ContractPaymentPage>;

/** GET /wps/relay/MCSFE_getContractPayments: the caller's payments of one kind, received or paid. */
export const ContractPaymentsQuery = Type.Object({
  kind: Type.Unsafe<(typeof CONTRACT_KINDS)[number]>(
    Type.String({ enum: [...CONTRACT_KINDS], examples: ['daily'] }),
  ),
  side: Type.Optional(OneOf(['received', 'paid'] as const)),
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
});

export type ContractPaymentsQuery = Static<typeof ContractPaymentsQuery>;

/**
 * The range of my income and commission, in the merchant's days (its time zone, as the settlement's
 * periods): a quick period, or days (at most 92 of them; the last 7 days when none is given).
 */
export const IncomeQuery = Type.Object({
  period: Type.Optional(OneOf(INCOME_PERIODS)),
  startDate: Type.Optional(IsoDate),
  endDate: Type.Optional(IsoDate),
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
});

export type IncomeQuery = Static<typeof IncomeQuery>;

/** One line of my income: what one contract paid the caller for one period. */
export const IncomeRow = Type.Object({
  kind: OneOf(CONTRACT_KINDS),
  periodStart: Instant,
  periodEnd: Instant,
  payer: Type.Union([Type.String(), Type.Null()]),
  amount: Money,
  status: OneOf(PAYMENT_STATUSES),
  paidAt: Type.Union([Instant, Type.Null()]),
});

/** GET /wps/report/income: salaries and dividends received per period, with totals per kind. */
export const IncomeReport = Type.Object({
  startDate: IsoDate,
  endDate: IsoDate,
  totals: Type.Object({
    daily: Money,
    hourly: Money,
    realtime: Money,
    dividend: Money,
    commission: Money,
    /** Amounts due to the caller that wait for its upline's funds. */
    owed: Money,
  }),
  rows: Page(IncomeRow),
});

export type IncomeReport = Static<typeof IncomeReport>;

/** One day and kind of commission: received, paid down to the direct downlines, and kept. */
export const CommissionRow = Type.Object({
  day: IsoDate,
  kind: OneOf(CONTRACT_KINDS),
  received: Money,
  paidDown: Money,
  /** received - paidDown: the agent's commission on its team. */
  commission: Money,
});

/**
 * GET /wps/report/commission: the caller's commission, the difference between what its contracts
 * received and what it paid its direct downlines under theirs, per day and kind.
 */
export const CommissionReport = Type.Object({
  startDate: IsoDate,
  endDate: IsoDate,
  total: Money,
  rows: Type.Array(CommissionRow),
});

export type CommissionReport = Static<typeof CommissionReport>;

/** A merchant's default (top-level) terms of one kind: what the house pays its top agents. */
export const ContractDefault = Type.Object({
  kind: OneOf(CONTRACT_KINDS),
  terms: ContractTerms,
  enabled: Type.Boolean(),
});

export type ContractDefault = Static<typeof ContractDefault>;

/** Operators: a merchant's contracts (GET /ops/v1/contracts). */
export const OpsContractsQuery = Type.Object({
  merchant: Type.String({ minLength: 1, maxLength: 32, examples: ['siam'] }),
  kind: Type.Optional(OneOf(CONTRACT_KINDS)),
  status: Type.Optional(OneOf(CONTRACT_STATUSES)),
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
});

export const OpsContractParams = Type.Object({ id: Id });

export const OpsContractPage = Page(AgentContract);

/** Operators: a merchant's payments (GET /ops/v1/contracts/payments), the owed ones first when asked. */
export const OpsPaymentsQuery = Type.Object({
  merchant: Type.String({ minLength: 1, maxLength: 32, examples: ['siam'] }),
  kind: Type.Optional(OneOf(CONTRACT_KINDS)),
  status: Type.Optional(OneOf(PAYMENT_STATUSES)),
  pageNum: Type.Optional(PageNum),
  pageSize: Type.Optional(PageSize),
});

export const OpsDefaultsQuery = Type.Object({
  merchant: Type.String({ minLength: 1, maxLength: 32, examples: ['siam'] }),
});

export const OpsDefaultBody = Type.Object({
  merchant: Type.String({ minLength: 1, maxLength: 32 }),
  kind: OneOf(CONTRACT_KINDS),
  terms: ContractTerms,
  enabled: Type.Boolean(),
});

/** Operators: settle a kind again now (owed payments and periods not yet paid). */
export const OpsSettleBody = Type.Object({
  merchant: Type.String({ minLength: 1, maxLength: 32 }),
  kind: OneOf(CONTRACT_KINDS),
  /**
   * Settle as of this instant (default now), at most a day ahead: the periods that have ended by then. A
   * later instant closes the periods it ends early (e.g. today's merchant day at its end); bets placed after
   * the run in those periods are then not paid. Each (contract, period) is still paid once.
   */
  at: Type.Optional(Type.String({ format: 'date-time' })),
});

export const OpsSettled = Type.Object({
  paid: Type.Integer(),
  owed: Type.Integer(),
  nothing: Type.Integer(),
});
