import type {
  AgentContract,
  CommissionReport,
  ConsolidatedContractInfo,
  ContractKindInfo,
  ContractPayment,
  ContractPaymentPage,
  IncomeReport,
} from '@portal/contracts/agent-contracts';

/** Agent contracts as the platform answers them (decision 0027), for the shell's menu and the pages. */

export const DAILY_TIERS = [
  { minValidBet: 1_000_000, minActive: 1, rate: 100 },
  { minValidBet: 5_000_000, minActive: 5, rate: 200 },
];

export function contractOf(overrides: Partial<AgentContract> = {}): AgentContract {
  return {
    id: 1,
    kind: 'daily',
    status: 'success',
    upline: 'boss',
    downline: 'agent01',
    terms: { tiers: DAILY_TIERS },
    terminationBy: null,
    createdAt: '2026-11-20T03:00:00.000Z',
    signedAt: '2026-11-20T04:00:00.000Z',
    endsAt: null,
    ...overrides,
  };
}

export function kindInfoOf(overrides: Partial<ContractKindInfo> = {}): ContractKindInfo {
  return { enabled: true, own: null, offers: [], downlines: [], ceiling: null, ...overrides };
}

/** Consolidated info where no kind applies, with each kind's part overridable. */
export function consolidatedOf(overrides: Partial<ConsolidatedContractInfo> = {}): ConsolidatedContractInfo {
  return {
    dailysalreqtype: 0,
    divtypereq: 0,
    contracthoursalreq: 0,
    realtimesalreqtype: 0,
    dailySalary: kindInfoOf({ enabled: false }),
    hourSalary: kindInfoOf({ enabled: false }),
    realTimeSalary: kindInfoOf({ enabled: false }),
    dividend: kindInfoOf({ enabled: false }),
    ...overrides,
  };
}

export function paymentOf(overrides: Partial<ContractPayment> = {}): ContractPayment {
  return {
    id: 1,
    contractId: 1,
    kind: 'daily',
    periodStart: '2026-11-22T00:00:00.000Z',
    periodEnd: '2026-11-23T00:00:00.000Z',
    payer: 'boss',
    payee: 'agent01',
    base: 2_000_000,
    activeMembers: 3,
    rate: 100,
    amount: 20_000,
    carry: 0,
    status: 'paid',
    paidAt: '2026-11-23T00:05:00.000Z',
    ...overrides,
  };
}

export function paymentPageOf(content: ContractPayment[]): ContractPaymentPage {
  return { content, pageNum: 1, pageSize: 20, totalPages: content.length > 0 ? 1 : 0, total: content.length };
}

export function incomeOf(overrides: Partial<IncomeReport> = {}): IncomeReport {
  return {
    startDate: '2026-11-17',
    endDate: '2026-11-23',
    totals: { daily: 0, hourly: 0, realtime: 0, dividend: 0, commission: 0, owed: 0 },
    rows: { content: [], pageNum: 1, pageSize: 20, totalPages: 0, total: 0 },
    ...overrides,
  };
}

export function commissionOf(overrides: Partial<CommissionReport> = {}): CommissionReport {
  return { startDate: '2026-11-17', endDate: '2026-11-23', total: 0, rows: [], ...overrides };
}
