/**
 * Agent contracts (issue 17, spec sections 3, 4, 6, 7 and 9): daily, hourly and real-time salaries and
 * dividends that an agent signs with its direct downline agents, and the runs that pay them.
 */

/** The kinds of contract, each with its spec call and module flag. */
export const CONTRACT_KINDS = ['daily', 'hourly', 'realtime', 'dividend'] as const;

export type ContractKind = (typeof CONTRACT_KINDS)[number];

/**
 * A contract's state (spec section 4's contract actions: request new, request termination, success),
 * with the two ends a contract can come to.
 */
export const CONTRACT_STATUSES = [
  'requestNew',
  'success',
  'requestTermination',
  'declined',
  'terminated',
] as const;

export type ContractStatus = (typeof CONTRACT_STATUSES)[number];

/** What a processing call asks for (the body's action). */
export const CONTRACT_ACTIONS = [
  'offer',
  'accept',
  'decline',
  'requestTermination',
  'confirmTermination',
  'rejectTermination',
] as const;

export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/** A dividend's period types (spec section 9: daily, weekly, half-month, monthly). */
export const DIVIDEND_PERIODS = ['daily', 'weekly', 'halfMonth', 'monthly'] as const;

export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

/** How a payment of a run ended: paid, waiting for the payer's funds, or nothing due. */
export const PAYMENT_STATUSES = ['paid', 'owed', 'nothing'] as const;

export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Rates and shares are in basis points: 10,000 is 100 %. */
export const BASIS_POINTS = 10_000;

/** Tiers a salary contract may have. */
export const MAX_TIERS = 10;

/** The module flag that enables each kind (DESIGN.md 5). */
export const CONTRACT_MODULE: Readonly<Record<ContractKind, string>> = {
  daily: 'DAILYSALCONT3',
  hourly: 'HOURSAL3',
  realtime: 'RTSALARY3',
  dividend: 'SIGNCONDIV3',
};

/** The spec's processing call of each kind (`POST /wps/relay/<name>`). */
export const CONTRACT_CALL: Readonly<Record<ContractKind, string>> = {
  daily: 'MCSFE_processDailySalaryContract',
  hourly: 'MCSFE_processContractHourSalary',
  realtime: 'MCSFE_processRealTimeSalaryContract',
  dividend: 'MCSFE_processContractDividend',
};

export type {
  AgentContract,
  CommissionReport,
  ConsolidatedContractInfo,
  ContractBody,
  ContractDefault,
  ContractKindInfo,
  ContractPayment,
  ContractPaymentPage,
  ContractTerms,
  IncomeReport,
  SalaryTier,
} from './agent-contracts.schema.ts';
