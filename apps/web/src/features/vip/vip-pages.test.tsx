import type { RebateAccrued, RebateRate } from '@portal/contracts/rebates';
import type { PlayerRank, VipReward } from '@portal/contracts/vip.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok } from '../../test/fake-api.ts';
import { renderMemberPage } from '../../test/render.tsx';
import { memberPageTestsAt } from '../../test/session.ts';
import { ManualRebatePage } from './manual-rebate-page.tsx';
import { PlayerRankPage } from './player-rank-page.tsx';

memberPageTestsAt(new Date('2026-12-03T05:00:00Z'));

const rates = (rng: number): RebateRate[] => [
  { category: 'RNG', rate: rng },
  { category: 'LIVE', rate: 80 },
  { category: 'PVP', rate: 0 },
];
const level = (n: number, en: string, th: string, minDeposit: number, minValidBet: number) => ({
  level: n,
  names: { en, th },
  minDeposit,
  minValidBet,
  withdrawDailyLimit: n === 3 ? null : 5_000_000 * n,
  withdrawDailyCount: n === 3 ? null : 3,
  levelUpBonus: (n - 1) * 10_000,
  monthlyBonus: (n - 1) * 5_000,
  turnoverMultiplier: 1,
  rebateRates: rates(110 + n * 10),
});
const RANK: PlayerRank = {
  level: 1,
  windowDays: 90,
  deposits: 40_000,
  validBet: 0,
  next: { level: 2, depositLeft: 60_000, validBetLeft: 0, progress: 40 },
  levels: [
    level(1, 'Bronze', 'บรอนซ์', 0, 0),
    level(2, 'Silver', 'ซิลเวอร์', 100_000, 0),
    level(3, 'Gold', 'โกลด์', 1_000_000, 5_000_000),
  ],
};
const REWARD: VipReward = {
  id: 9,
  kind: 'levelUp',
  level: 2,
  period: 'level:2',
  amount: 10_000,
  turnoverMultiplier: 1,
  status: 'claimable',
  createdAt: '2026-12-03T04:00:00.000Z',
  claimedAt: null,
};
const ACCRUED: RebateAccrued = {
  mode: 'both',
  claimPeriod: 'day',
  since: '2026-12-02T17:00:00.000Z',
  until: '2026-12-03T04:59:55.000Z',
  categories: [
    { category: 'LIVE', validBet: 50_000, rate: 80, amount: 400 },
    { category: 'RNG', validBet: 100_000, rate: 120, amount: 1_200 },
  ],
  total: 1_600,
  claimable: true,
  nextClaimAt: null,
  lastClaimAt: null,
};

describe('player rank', () => {
  it('shows the level, the progress to the next with what is left, and every level’s benefits', async () => {
    fakeApi({ 'GET /wps/vip/rank': ok(RANK), 'GET /wps/vip/rewards': ok([]) });
    renderMemberPage(<PlayerRankPage />);
    const badge = await screen.findByTestId('rank-level');
    expect(badge.textContent).toContain('Bronze');
    expect(screen.getByTestId('rank-progress').getAttribute('aria-valuenow')).toBe('40');
    expect(screen.getByTestId('rank-left').textContent).toContain('Deposit ฿600.00 more');
    expect(screen.getByTestId('rank-left').textContent).toContain('Valid bets: reached');
    const rows = screen.getAllByTestId('rank-benefit-row');
    expect(rows.map((r) => r.querySelector('th')?.textContent)).toEqual(['Bronze', 'Silver', 'Gold']);
    expect(rows[0]?.getAttribute('aria-current')).toBe('true');
    expect(rows[2]?.textContent).toContain("The site's usual limits");
    expect(rows[1]?.textContent).toContain('1.3%');
  });

  it('words the levels in Thai, and says when the top is reached', async () => {
    fakeApi({ 'GET /wps/vip/rank': ok({ ...RANK, level: 3, next: null }), 'GET /wps/vip/rewards': ok([]) });
    renderMemberPage(<PlayerRankPage />, { language: 'th' });
    expect((await screen.findByTestId('rank-level')).textContent).toContain('โกลด์');
    expect(screen.getByTestId('rank-top').textContent).toBe('คุณอยู่ระดับสูงสุดแล้ว');
  });

  it('claims a level-up reward and shows the result, or the refusal', async () => {
    const api = fakeApi({
      'GET /wps/vip/rank': ok(RANK),
      'GET /wps/vip/rewards': [ok([REWARD]), ok([])],
      'POST /wps/vip/rewards/9/claim': ok({ ...REWARD, status: 'claimed' }),
    });
    renderMemberPage(<PlayerRankPage />);
    fireEvent.click(await screen.findByTestId('reward-claim'));
    expect((await screen.findByTestId('reward-claimed')).textContent).toContain(
      '฿100.00 was added as a bonus',
    );
    expect(api.to('POST /wps/vip/rewards/9/claim')).toHaveLength(1);
  });

  it('shows a refused claim with its text', async () => {
    fakeApi({
      'GET /wps/vip/rank': ok(RANK),
      'GET /wps/vip/rewards': ok([REWARD]),
      'POST /wps/vip/rewards/9/claim': fail('vip.reward.not.found', 404),
    });
    renderMemberPage(<PlayerRankPage />);
    fireEvent.click(await screen.findByTestId('reward-claim'));
    expect((await screen.findByTestId('reward-failed')).textContent).toContain('already claimed');
  });
});

describe('manual rebate', () => {
  it('shows the rebate by category and pays a claim, then says when the next one opens', async () => {
    const api = fakeApi({
      'GET /wps/rebates/manual': [
        ok(ACCRUED),
        ok({
          ...ACCRUED,
          categories: [],
          total: 0,
          claimable: false,
          nextClaimAt: '2026-12-03T17:00:00.000Z',
        }),
      ],
      'GET /wps/rebates/rates': ok({ level: 1, rates: rates(120), levels: [] }),
      'POST /wps/rebates/manual/claim': ok({
        id: 1,
        kind: 'manual',
        amount: 1_600,
        validBet: 150_000,
        categories: [],
        windowStart: ACCRUED.since,
        windowEnd: ACCRUED.until,
        paidAt: ACCRUED.until,
      }),
    });
    renderMemberPage(<ManualRebatePage />);
    const rows = await screen.findAllByTestId('rebate-row');
    expect(
      rows.map((r) => [r.dataset.category, within(r).getByTestId('rebate-row-amount').textContent]),
    ).toEqual([
      ['LIVE', '฿4.00'],
      ['RNG', '฿12.00'],
    ]);
    expect(rows[1]?.textContent).toContain('Slots');
    expect(rows[1]?.textContent).toContain('1.2%');
    expect(within(screen.getByTestId('rebate-rates')).getByText('Poker').nextSibling?.textContent).toBe(
      'None',
    );
    const button = screen.getByTestId('rebate-claim');
    expect(button.textContent).toBe('Claim ฿16.00');
    fireEvent.click(button);
    expect((await screen.findByTestId('rebate-paid')).textContent).toContain(
      '฿16.00 has been paid to your wallet',
    );
    await waitFor(() => expect(screen.getByTestId('rebate-next')).toBeTruthy());
    expect((screen.getByTestId('rebate-claim') as HTMLButtonElement).disabled).toBe(true);
    expect(api.to('POST /wps/rebates/manual/claim')).toHaveLength(1);
  });

  it('shows a refused claim in Thai', async () => {
    fakeApi({
      'GET /wps/rebates/manual': ok(ACCRUED),
      'GET /wps/rebates/rates': ok({ level: 1, rates: rates(120), levels: [] }),
      'POST /wps/rebates/manual/claim': fail('rebate.claim.too.soon', 409),
    });
    renderMemberPage(<ManualRebatePage />, { language: 'th' });
    fireEvent.click(await screen.findByTestId('rebate-claim'));
    expect((await screen.findByTestId('rebate-claim-failed')).textContent).toContain('รับเงินคืนของรอบนี้ไปแล้ว');
  });

  it('offers no claim where rebates are paid daily only', async () => {
    fakeApi({
      'GET /wps/rebates/manual': ok({ ...ACCRUED, mode: 'daily', claimable: false }),
      'GET /wps/rebates/rates': ok({ level: 1, rates: rates(120), levels: [] }),
    });
    renderMemberPage(<ManualRebatePage />);
    await screen.findAllByTestId('rebate-row');
    expect(screen.queryByTestId('rebate-claim')).toBeNull();
    expect(screen.getByTestId('manual-rebate-page').textContent).toContain('paid automatically every day');
  });
});
