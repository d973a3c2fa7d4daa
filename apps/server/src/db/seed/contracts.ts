import type { ContractKind, ContractTerms } from '@portal/contracts/agent-contracts';

/**
 * The merchants' default (top-level) contract terms (decision 0027): what the house pays a top agent,
 * and so the most any agent below it can offer. Rates and shares in basis points, thresholds in minor
 * units (THB satang for Siam). Siam has every kind; other merchants start without defaults.
 */
export const CONTRACT_DEFAULTS: Record<string, Array<{ kind: ContractKind; terms: ContractTerms }>> = {
  siam: [
    {
      kind: 'daily',
      terms: {
        tiers: [
          { minValidBet: 1_000_000, minActive: 3, rate: 30 },
          { minValidBet: 10_000_000, minActive: 10, rate: 60 },
          { minValidBet: 50_000_000, minActive: 30, rate: 100 },
        ],
      },
    },
    {
      kind: 'hourly',
      terms: {
        tiers: [
          { minValidBet: 100_000, minActive: 1, rate: 20 },
          { minValidBet: 1_000_000, minActive: 5, rate: 40 },
        ],
      },
    },
    {
      kind: 'realtime',
      terms: {
        tiers: [
          { minValidBet: 100_000, minActive: 1, rate: 20 },
          { minValidBet: 5_000_000, minActive: 10, rate: 50 },
        ],
      },
    },
    { kind: 'dividend', terms: { share: 3000, periodType: 'halfMonth' } },
  ],
};
