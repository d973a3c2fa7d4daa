import type { ContractKind, DividendPeriod } from '@portal/contracts/agent-contracts';
import { BASIS_POINTS, DIVIDEND_PERIODS, MAX_TIERS } from '@portal/contracts/agent-contracts';
import type { ContractDefault, ContractTerms, SalaryTier } from '@portal/contracts/agent-contracts.schema';

/** A tier as the form holds it: the threshold in major units, the rate in per cent, as typed. */
export type TierDraft = { minValidBet: string; minActive: string; rate: string };
export type TermsDraft = { enabled: boolean; tiers: TierDraft[]; share: string; periodType: DividendPeriod };

/** Why a draft cannot be saved, as a text key of the agents namespace (null: it can). */
export type DraftProblem = 'number' | 'rise' | 'rate' | 'tiers' | null;

const percent = (bps: number) => (bps / 100).toFixed(2).replace(/\.?0+$/, '');
const major = (minor: number) => (minor / 100).toFixed(2).replace(/\.00$/, '');

export function draftOf(value: ContractDefault | undefined): TermsDraft {
  const terms = value?.terms ?? {};
  return {
    enabled: value?.enabled ?? false,
    tiers: (terms.tiers ?? []).map((t) => ({
      minValidBet: major(t.minValidBet),
      minActive: String(t.minActive),
      rate: percent(t.rate),
    })),
    share: terms.share === undefined ? '' : percent(terms.share),
    periodType: terms.periodType ?? 'weekly',
  };
}

/** A typed decimal to an integer in hundredths (2.5 -> 250); null when it is not one. */
function hundredths(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}

/** The terms a draft stands for, or why it cannot be saved (the server's rules, checked first here). */
export function termsOf(
  kind: ContractKind,
  draft: TermsDraft,
): { terms: ContractTerms } | { problem: DraftProblem } {
  if (kind === 'dividend') {
    const share = hundredths(draft.share);
    if (share === null) return { problem: 'number' };
    if (share > BASIS_POINTS) return { problem: 'rate' };
    if (!DIVIDEND_PERIODS.includes(draft.periodType)) return { problem: 'number' };
    return { terms: { share, periodType: draft.periodType } };
  }
  if (draft.tiers.length === 0 || draft.tiers.length > MAX_TIERS) return { problem: 'tiers' };
  const tiers: SalaryTier[] = [];
  for (const tier of draft.tiers) {
    const minValidBet = hundredths(tier.minValidBet);
    const rate = hundredths(tier.rate);
    const minActive = /^\d+$/.test(tier.minActive.trim()) ? Number(tier.minActive) : null;
    if (minValidBet === null || rate === null || minActive === null) return { problem: 'number' };
    if (rate > BASIS_POINTS) return { problem: 'rate' };
    const before = tiers.at(-1);
    if (before && (minValidBet <= before.minValidBet || minActive < before.minActive || rate < before.rate))
      return { problem: 'rise' };
    tiers.push({ minValidBet, minActive, rate });
  }
  return { terms: { tiers } };
}

/** A contract's terms in a few words: "3 tiers, 0.5–1.5 %" or "30 % weekly" (the period's word from t). */
export function termsSummary(terms: ContractTerms, period: (p: DividendPeriod) => string): string {
  if (terms.tiers && terms.tiers.length > 0) {
    const first = terms.tiers[0]?.rate ?? 0;
    const last = terms.tiers.at(-1)?.rate ?? 0;
    const rates = first === last ? `${percent(last)} %` : `${percent(first)}–${percent(last)} %`;
    return `${terms.tiers.length} × ${rates}`;
  }
  if (terms.share !== undefined)
    return `${percent(terms.share)} % · ${terms.periodType ? period(terms.periodType) : ''}`;
  return '';
}

export { percent };
