import { describe, expect, it } from 'vitest';
import { draftFrom, formatRate, offerTerms, parseRate } from './terms.ts';

const CEILING = {
  tiers: [
    { minValidBet: 1_000_000, minActive: 1, rate: 100 },
    { minValidBet: 5_000_000, minActive: 5, rate: 200 },
  ],
};

describe('offer terms', () => {
  it('reads rates as percentages with at most two decimals', () => {
    expect(parseRate('1.25')).toBe(125);
    expect(parseRate('100')).toBe(10_000);
    expect(parseRate('100.01')).toBeNull();
    expect(parseRate('1.234')).toBeNull();
    expect(formatRate(125)).toBe('1.25%');
  });

  it('starts from my own terms and accepts them unchanged', () => {
    const draft = draftFrom(CEILING, 'sub01');
    expect(draft.tiers[1]).toEqual({ minValidBet: '50,000.00', minActive: '5', rate: '2' });
    expect(offerTerms('daily', draft, CEILING)).toEqual({ terms: CEILING });
  });

  it('refuses a tier that pays more than mine at its threshold', () => {
    const draft = draftFrom(CEILING, 'sub01');
    // 2 % from 10,000 with one active member: mine pays 1 % there
    draft.tiers[1] = { minValidBet: '10,000.01', minActive: '1', rate: '2' };
    expect(offerTerms('daily', draft, CEILING)).toEqual({ problem: 'exceed' });
  });

  it('names what is wrong with what was typed', () => {
    const draft = draftFrom(CEILING, '');
    expect(offerTerms('daily', draft, CEILING)).toEqual({ problem: 'downline' });
    draft.downline = 'sub01';
    draft.tiers[0] = { minValidBet: 'ten', minActive: '1', rate: '1' };
    expect(offerTerms('daily', draft, CEILING)).toEqual({ problem: 'amount' });
    draft.tiers[0] = { minValidBet: '10,000', minActive: '1.5', rate: '1' };
    expect(offerTerms('daily', draft, CEILING)).toEqual({ problem: 'members' });
    draft.tiers[0] = { minValidBet: '10,000', minActive: '1', rate: '-1' };
    expect(offerTerms('daily', draft, CEILING)).toEqual({ problem: 'rate' });
  });

  it('keeps a dividend on my period type and at most my share', () => {
    const mine = { share: 3000, periodType: 'weekly' as const };
    const draft = draftFrom(mine, 'sub01');
    expect(offerTerms('dividend', { ...draft, share: '30' }, mine)).toEqual({ terms: mine });
    expect(offerTerms('dividend', { ...draft, share: '30.01' }, mine)).toEqual({ problem: 'exceed' });
  });

  it('refuses every offer when I have no terms myself', () => {
    expect(offerTerms('daily', draftFrom(CEILING, 'sub01'), null)).toEqual({ problem: 'exceed' });
  });
});
