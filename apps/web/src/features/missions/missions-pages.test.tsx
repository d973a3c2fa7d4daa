import type {
  MissionLeaderboard,
  MissionSummary,
  PlayerMission,
  ReferralSummary,
} from '@portal/contracts/missions.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok } from '../../test/fake-api.ts';
import { renderMemberPage } from '../../test/render.tsx';
import { memberPageTestsAt } from '../../test/session.ts';
import { MissionsPage } from './missions-page.tsx';
import { ReferralPage } from './referral-page.tsx';

memberPageTestsAt(new Date('2026-12-03T05:00:00Z'));

const mission = (over: Partial<PlayerMission>): PlayerMission => ({
  id: 1,
  title: 'Spin any slot 5 times',
  period: 'daily',
  kind: 'rounds',
  category: 'RNG',
  target: 5,
  progress: 2,
  reward: 2_000,
  turnoverMultiplier: 1,
  points: 10,
  claimable: false,
  claimed: false,
  endsAt: '2026-12-03T17:00:00.000Z',
  ...over,
});
const SUMMARY: MissionSummary = {
  missions: [
    mission({}),
    mission({
      id: 2,
      title: 'Bet ฿5,000 this week',
      period: 'weekly',
      kind: 'bet',
      category: null,
      target: 500_000,
      progress: 500_000,
      reward: 10_000,
      points: 50,
      claimable: true,
    }),
  ],
  weekPoints: 10,
  claimable: 1,
};
const BOARD: MissionLeaderboard = {
  start: '2026-11-29T17:00:00.000Z',
  end: '2026-12-06T17:00:00.000Z',
  rows: [
    { place: 1, name: 'so****i', points: 60, prize: 100_000, own: false },
    { place: 2, name: 'de****o', points: 10, prize: 50_000, own: true },
  ],
  prizes: [
    { place: 1, amount: 100_000, turnoverMultiplier: 1 },
    { place: 2, amount: 50_000, turnoverMultiplier: 1 },
    { place: 3, amount: 20_000, turnoverMultiplier: 1 },
  ],
  own: { place: 2, points: 10 },
};

describe('missions view', () => {
  it('shows each mission’s progress, claims a completed one, and the leaderboard with prizes and the own place', async () => {
    const api = fakeApi({
      'GET /wps/relay/MCSFE_getMissionSummaryDetails': ok(SUMMARY),
      'GET /wps/relay/MCSFE_getMissionLeaderboard': ok(BOARD),
      'POST /wps/missions/2/claim': ok({
        mission: { ...SUMMARY.missions[1], claimed: true },
        amount: 10_000,
        points: 50,
      }),
    });
    renderMemberPage(<MissionsPage />);
    const cards = await screen.findAllByTestId('mission');
    expect(cards).toHaveLength(2);
    expect(
      within(cards[0] as HTMLElement)
        .getByRole('progressbar')
        .getAttribute('aria-valuenow'),
    ).toBe('2');
    expect(within(cards[0] as HTMLElement).getByTestId('mission-progress').textContent).toContain('2 / 5');
    expect(within(cards[0] as HTMLElement).getByTestId('mission-claim')).toHaveProperty('disabled', true);
    expect(within(cards[1] as HTMLElement).getByTestId('mission-progress').textContent).toContain(
      '฿5,000.00 / ฿5,000.00',
    );
    expect(screen.getByTestId('week-points').textContent).toBe('10 points this week');

    fireEvent.click(within(cards[1] as HTMLElement).getByTestId('mission-claim'));
    expect((await screen.findByTestId('mission-claimed')).textContent).toContain(
      '฿100.00 paid to your wallet and 50 points',
    );
    expect(api.to('POST /wps/missions/2/claim')).toHaveLength(1);

    const rows = await screen.findAllByTestId('board-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('so****i'),
      expect.stringContaining('de****oYou'),
    ]);
    expect(rows[1]?.getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('board-own').textContent).toBe('You are in place 2 with 10 points.');
    expect(screen.getByTestId('board-prizes').textContent).toContain('฿1,000.00');
  });

  it('words a refused claim in Thai', async () => {
    fakeApi({
      'GET /wps/relay/MCSFE_getMissionSummaryDetails': ok(SUMMARY),
      'GET /wps/relay/MCSFE_getMissionLeaderboard': ok({
        ...BOARD,
        rows: [],
        own: { place: null, points: 0 },
      }),
      'POST /wps/missions/2/claim': fail('mission.not.found', 404),
    });
    renderMemberPage(<MissionsPage />, { language: 'th' });
    const cards = await screen.findAllByTestId('mission');
    fireEvent.click(within(cards[1] as HTMLElement).getByTestId('mission-claim'));
    expect((await screen.findByTestId('mission-failed')).textContent).toBe('ไม่มีภารกิจนี้ หรือรับรางวัลไปแล้ว');
    expect(screen.getByTestId('board-empty')).toBeTruthy();
  });
});

const REFERRAL: ReferralSummary = {
  code: 'K7PQ2MXA',
  rule: { enabled: true, reward: 10_000, turnoverMultiplier: 1, minDeposit: 30_000, minValidBet: 100_000 },
  friends: [
    { name: 'fr****1', status: 'rewarded', registeredAt: '2026-12-01T05:00:00.000Z', reward: 10_000 },
    { name: 'bo****y', status: 'registered', registeredAt: '2026-12-02T05:00:00.000Z', reward: null },
  ],
};

describe('invite friends', () => {
  it('shows the own link and code, the rule, and the invited friends masked with their status', async () => {
    fakeApi({ 'GET /wps/referral': ok(REFERRAL) });
    renderMemberPage(<ReferralPage />);
    expect((await screen.findByTestId('referral-code')).textContent).toBe('K7PQ2MXA');
    expect(screen.getByTestId('referral-link').textContent).toBe(
      `${window.location.origin}/register?referralCode=K7PQ2MXA`,
    );
    expect(screen.getByTestId('referral-rule').textContent).toContain('deposits at least ฿300.00');
    expect(screen.getByTestId('referral-rule').textContent).toContain('You receive ฿100.00 as a bonus');
    const rows = screen.getAllByTestId('friend-row');
    expect(rows.map((r) => r.querySelector('th')?.textContent)).toEqual(['fr****1', 'bo****y']);
    expect(rows[0]?.textContent).toContain('Rewarded');
    await waitFor(() => expect(screen.getByTestId('referral-qr').querySelector('svg')).toBeTruthy());
  });

  it('says when nobody registered yet and when the site has no reward, in Thai', async () => {
    fakeApi({ 'GET /wps/referral': ok({ ...REFERRAL, rule: null, friends: [] }) });
    renderMemberPage(<ReferralPage />, { language: 'th' });
    expect((await screen.findByTestId('friends-empty')).textContent).toContain('ยังไม่มีเพื่อนสมัคร');
    expect(screen.getByTestId('referral-rule').textContent).toContain('ยังไม่มีรางวัลแนะนำเพื่อน');
  });
});
