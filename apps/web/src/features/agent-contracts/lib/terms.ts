import {
  BASIS_POINTS,
  type ContractKind,
  type ContractTerms,
  DIVIDEND_PERIODS,
  type DividendPeriod,
  MAX_TIERS,
  termsProblem,
  withinTerms,
} from '@portal/contracts/agent-contracts';
import { formatMinor, parseMajor } from '@portal/contracts/wallet';

/** A rate or share in basis points as a percentage: 150 is "1.5%". */
export function formatRate(bps: number): string {
  return `${(bps / 100).toLocaleString('en', { maximumFractionDigits: 2 })}%`;
}

/** A typed percentage ("1.25") in basis points; null when it is not one (at most two decimals, 0-100). */
export function parseRate(text: string): number | null {
  const match = /^(\d{1,3})(?:\.(\d{0,2}))?$/.exec(text.trim());
  if (!match) return null;
  const bps = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return bps <= BASIS_POINTS ? bps : null;
}

/** A tier as the offer form holds it: what the agent typed. */
export type TierDraft = { minValidBet: string; minActive: string; rate: string };

/** The offer form: the downline, and the tiers (salaries) or the share and period (dividend). */
export type OfferDraft = {
  downline: string;
  tiers: TierDraft[];
  share: string;
  periodType: DividendPeriod;
};

/** Why an offer cannot be sent yet: each is a text of the offer form. */
export type OfferProblem = 'downline' | 'amount' | 'members' | 'rate' | 'rising' | 'tiers' | 'exceed';

const rateText = (bps: number) => String(bps / 100);

/** The form an offer starts from: the agent's own terms, which it may only lower. */
export function draftFrom(ceiling: ContractTerms | null, downline = ''): OfferDraft {
  return {
    downline,
    tiers: (ceiling?.tiers ?? [{ minValidBet: 0, minActive: 1, rate: 0 }]).map((tier) => ({
      minValidBet: formatMinor(tier.minValidBet),
      minActive: String(tier.minActive),
      rate: rateText(tier.rate),
    })),
    share: ceiling?.share === undefined ? '' : rateText(ceiling.share),
    periodType: ceiling?.periodType ?? DIVIDEND_PERIODS[0],
  };
}

export const blankTier = (): TierDraft => ({ minValidBet: '', minActive: '', rate: '' });

export const canAddTier = (draft: OfferDraft) => draft.tiers.length < MAX_TIERS;

/**
 * The terms an offer sends, or why it cannot be sent: every field a number, the tiers rising (the
 * server's own rule), and nothing above the agent's own terms (the server checks both again).
 */
export function offerTerms(
  kind: ContractKind,
  draft: OfferDraft,
  ceiling: ContractTerms | null,
): { terms: ContractTerms } | { problem: OfferProblem } {
  if (draft.downline.trim() === '') return { problem: 'downline' };
  let terms: ContractTerms;
  if (kind === 'dividend') {
    const share = parseRate(draft.share);
    if (share === null) return { problem: 'rate' };
    terms = { share, periodType: draft.periodType };
  } else {
    const tiers = [];
    for (const tier of draft.tiers) {
      const minValidBet = parseMajor(tier.minValidBet);
      if (minValidBet === null) return { problem: 'amount' };
      if (!/^\d{1,7}$/.test(tier.minActive.trim())) return { problem: 'members' };
      const rate = parseRate(tier.rate);
      if (rate === null) return { problem: 'rate' };
      tiers.push({ minValidBet, minActive: Number(tier.minActive.trim()), rate });
    }
    if (tiers.length === 0 || tiers.length > MAX_TIERS) return { problem: 'tiers' };
    terms = { tiers };
  }
  if (termsProblem(kind, terms) !== null) return { problem: 'rising' };
  if (!ceiling || !withinTerms(kind, terms, ceiling)) return { problem: 'exceed' };
  return { terms };
}
