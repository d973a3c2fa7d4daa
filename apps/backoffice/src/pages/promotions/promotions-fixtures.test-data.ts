import type { OpsApplication, OpsPromotion } from '@portal/contracts/promotions.schema';
import type { OpsBonusRow } from '../../api/ops-promotions.ts';

/** Promotions, applications and bonuses as the operator API answers them, for the screen's tests. */

const at = (ms: number) => new Date(Date.now() + ms).toISOString();

export const MERCHANTS = [
  { code: 'siam', name: 'Siam Royal', primaryColor: '#f5b301', accentColor: '#e11d48' },
];

const RULES: OpsPromotion['rules'] = {
  minDeposit: 0,
  percent: 0,
  cap: 0,
  fixedAmount: 100_00,
  expiryDays: 14,
  periodDays: 0,
  automatic: false,
};

export function promotion(over: Partial<OpsPromotion> = {}): OpsPromotion {
  const base: OpsPromotion = {
    id: 1,
    merchant: 'siam',
    type: 'custom',
    audience: { kind: 'merchant' },
    startAt: at(-86_400_000),
    endAt: null,
    rules: RULES,
    turnoverMultiplier: 1,
    categoryWeights: {},
    forfeitRule: 'bonus',
    title: { en: 'Share Your Big Win', th: 'แชร์ชัยชนะ' },
    content: { en: '<p>Apply with a screenshot.</p>', th: '' },
    banner: null,
    sort: 5,
    paused: false,
    state: 'running',
    preview: {
      id: 1,
      type: 'custom',
      title: 'Share Your Big Win',
      content: '<p>Apply with a screenshot.</p>',
      banner: null,
      startAt: at(-86_400_000),
      endAt: null,
      rules: RULES,
      turnoverMultiplier: 1,
      forfeitRule: 'bonus',
      state: 'join',
      bonusId: null,
      reason: null,
    },
  };
  return { ...base, ...over };
}

export const PROMOTIONS: OpsPromotion[] = [
  promotion(),
  promotion({
    id: 2,
    type: 'welcome',
    title: { en: 'Welcome 100%', th: '' },
    audience: { kind: 'newMembers', days: 30 },
    rules: {
      minDeposit: 100_00,
      percent: 100,
      cap: 1_000_00,
      fixedAmount: 0,
      expiryDays: 0,
      periodDays: 0,
      automatic: false,
    },
    turnoverMultiplier: 2,
    startAt: at(86_400_000),
    state: 'scheduled',
  }),
  promotion({
    id: 3,
    title: { en: 'Weekend Reload', th: '' },
    type: 'reload',
    paused: true,
    state: 'paused',
  }),
  promotion({
    id: 4,
    title: { en: 'Old Rebate', th: '' },
    type: 'rebate',
    rules: { ...promotion().rules, fixedAmount: 0, expiryDays: 0 },
    turnoverMultiplier: 0,
    state: 'ended',
  }),
];

export function application(over: Partial<OpsApplication> = {}): OpsApplication {
  return {
    id: 11,
    merchant: 'siam',
    promotionId: 1,
    promotionTitle: 'Share Your Big Win',
    accountId: 501,
    username: 'lucky7',
    status: 'applying',
    comment: 'x120 on Fortune Tiger',
    reason: null,
    imageIds: [21, 22],
    bonusId: null,
    createdAt: at(-3_600_000),
    decidedAt: null,
    ...over,
  };
}

export function bonus(over: Partial<OpsBonusRow> = {}): OpsBonusRow {
  return {
    id: 31,
    promotionId: 1,
    source: 'promotion',
    reference: 'PROMO-1',
    amount: 100_00,
    turnoverMultiplier: 2,
    categoryWeights: {},
    forfeitRule: 'bonus',
    required: 200_00,
    progress: 50_00,
    remaining: 150_00,
    status: 'active',
    expiresAt: at(13 * 86_400_000),
    createdAt: at(-86_400_000),
    closedAt: null,
    takenBack: 0,
    closedBy: null,
    reason: null,
    merchantId: 1,
    accountId: 501,
    username: 'lucky7',
    ...over,
  };
}
