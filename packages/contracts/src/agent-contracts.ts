/**
 * Agent contracts (issue 17, spec sections 3, 4, 6, 7 and 9): daily, hourly and real-time salaries and
 * dividends that an agent signs with its direct downline agents, and the runs that pay them.
 */
import type { ContractTerms, SalaryTier } from './agent-contracts.schema.ts';

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
  // the upline offers new terms replacing a signed contract (`contractId`): decision 0032
  'change',
] as const;

export type ContractAction = (typeof CONTRACT_ACTIONS)[number];

/** A dividend's period types (spec section 9: daily, weekly, half-month, monthly). */
export const DIVIDEND_PERIODS = ['daily', 'weekly', 'halfMonth', 'monthly'] as const;

export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

/** My income's quick ranges, in the merchant's days (spec section 9: quick ranges of 7 and 30 days). */
export const INCOME_PERIODS = ['today', 'yesterday', 'last7', 'last30'] as const;

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

/**
 * The rate a salary's tiers give for a period: the highest rate among the tiers whose valid-bet
 * threshold AND minimum of active members are both met; 0 when none is. Tiers are checked to rise with
 * their thresholds, so this is the highest tier reached, and the rate never falls as activity grows.
 */
export function tierRate(tiers: readonly SalaryTier[], validBet: number, activeMembers: number): number {
  let rate = 0;
  for (const tier of tiers) {
    if (validBet >= tier.minValidBet && activeMembers >= tier.minActive && tier.rate > rate) rate = tier.rate;
  }
  return rate;
}

/** Why terms are not acceptable, or null when they are (the shape of the kind, tiers rising). */
export function termsProblem(kind: ContractKind, terms: ContractTerms): string | null {
  if (kind === 'dividend') {
    if (terms.share === undefined || terms.periodType === undefined)
      return 'a dividend needs share and periodType';
    if (!DIVIDEND_PERIODS.includes(terms.periodType)) return 'periodType is not a dividend period';
    if (terms.share < 0 || terms.share > BASIS_POINTS) return 'share is out of range';
    if (terms.tiers !== undefined) return 'a dividend has no tiers';
    return null;
  }
  const tiers = terms.tiers;
  if (!tiers || tiers.length === 0) return 'a salary needs tiers';
  if (tiers.length > MAX_TIERS) return `a salary has at most ${MAX_TIERS} tiers`;
  if (terms.share !== undefined || terms.periodType !== undefined) return 'a salary has no share';
  for (let i = 0; i < tiers.length; i++) {
    const tier = tiers[i] as SalaryTier;
    if (!Number.isSafeInteger(tier.minValidBet) || tier.minValidBet < 0) return 'minValidBet is out of range';
    if (!Number.isSafeInteger(tier.minActive) || tier.minActive < 0) return 'minActive is out of range';
    if (!Number.isInteger(tier.rate) || tier.rate < 0 || tier.rate > BASIS_POINTS)
      return 'rate is out of range';
    const before = tiers[i - 1];
    if (
      before &&
      (tier.minValidBet <= before.minValidBet || tier.minActive < before.minActive || tier.rate < before.rate)
    )
      return 'tiers must rise: higher valid bets, at least as many active members, at least the rate';
  }
  return null;
}

/**
 * Whether a downline's terms never exceed its upline's. Salaries: at every tier's own threshold (the
 * least activity that reaches it) the upline's rate is at least the tier's; since rates only rise with
 * activity, the downline's rate is then at most the upline's at every activity. Dividends: the share
 * is at most the upline's, over the same period type.
 */
export function withinTerms(kind: ContractKind, downline: ContractTerms, upline: ContractTerms): boolean {
  if (kind === 'dividend') {
    return downline.periodType === upline.periodType && (downline.share ?? 0) <= (upline.share ?? 0);
  }
  const ceiling = upline.tiers ?? [];
  return (downline.tiers ?? []).every(
    (tier) => tierRate(ceiling, tier.minValidBet, tier.minActive) >= tier.rate,
  );
}

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
