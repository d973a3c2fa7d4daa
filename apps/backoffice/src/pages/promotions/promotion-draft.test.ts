import type { OpsPromotion } from '@portal/contracts/promotions.schema';
import { describe, expect, it } from 'vitest';
import { levelsOf, previewCard, problemsOf, promotionBody, promotionDraft } from './promotion-draft.ts';
import { PROMOTIONS, promotion } from './promotions-fixtures.test-data.ts';

/** What the API was given for a promotion: its answer without the fields the server adds. */
const inputOf = (p: OpsPromotion) => {
  const { id, paused, state, preview, ...input } = p;
  return input;
};

describe('a promotion’s draft', () => {
  it('sends back exactly what it was opened with, for every type', () => {
    const vip = promotion({
      id: 5,
      type: 'signup',
      audience: { kind: 'vipLevels', levels: [2, 4] },
      rules: { ...promotion().rules, minDeposit: 200_00, fixedAmount: 50_00 },
      categoryWeights: { RNG: 0, SPORTS: 100 },
      forfeitRule: 'bonus_and_winnings',
      banner: '/assets/art/banners/siam-live.svg',
      endAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    for (const p of [...PROMOTIONS.filter((x) => x.type !== 'reload'), vip]) {
      const draft = promotionDraft(p);
      expect(problemsOf(draft), p.title.en).toEqual({});
      const body = promotionBody(p.merchant, draft);
      // times go through the minute-wide field: compare them to the minute
      const minute = (iso: string | null) => (iso ? iso.slice(0, 16) : null);
      expect({ ...body, startAt: minute(body.startAt), endAt: minute(body.endAt) }, p.title.en).toEqual({
        ...inputOf(p),
        startAt: minute(new Date(Math.floor(Date.parse(p.startAt) / 60_000) * 60_000).toISOString()),
        endAt: p.endAt ? minute(p.endAt) : null,
      });
    }
  });

  it('opens a fixed-amount deposit bonus on a fixed amount, and drops the rules its type does not take', () => {
    const draft = promotionDraft(
      promotion({ type: 'welcome', rules: { ...promotion().rules, percent: 0, fixedAmount: 30_00 } }),
    );
    expect(draft.paysBy).toBe('fixed');
    const body = promotionBody('siam', { ...draft, type: 'rebate' });
    expect(body.rules).toMatchObject({ percent: 0, cap: 0, fixedAmount: 0, minDeposit: 0 });
    expect(body.turnoverMultiplier).toBe(0);
    expect(body.categoryWeights).toEqual({});
  });

  it('reads VIP levels typed with commas or spaces, and refuses anything else', () => {
    expect(levelsOf('3, 1 2,3')).toEqual([1, 2, 3]);
    expect(levelsOf('')).toBeNull();
    expect(levelsOf('1, two')).toBeNull();
    expect(levelsOf('101')).toBeNull();
  });

  it('previews a visitor’s card: coming soon before the start, closed after the end, join between', () => {
    const draft = promotionDraft(promotion({ type: 'reload' }));
    const now = new Date();
    expect(previewCard(draft, 'en', now).state).toBe('join');
    expect(previewCard({ ...draft, start: '2099-01-01T00:00' }, 'en', now).state).toBe('comingSoon');
    expect(
      previewCard({ ...draft, end: '2000-01-01T00:00', start: '1999-01-01T00:00' }, 'en', now).state,
    ).toBe('closed');
    expect(previewCard({ ...draft, type: 'rebate' }, 'en', now).state).toBe('signed');
    expect(previewCard({ ...draft, title: { en: 'Hello', th: ' ' } }, 'th', now).title).toBe('Hello');
  });
});
