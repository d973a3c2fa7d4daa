import type {
  AffiliateLink,
  Downline,
  DownlinePage,
  RegisteredAffiliate,
  TeamBettingReport,
  TeamOverview,
  TeamProfitLossReport,
  TeamTransaction,
  TeamTransactionPage,
} from '@portal/contracts/agent';
import type { Announcement } from '@portal/contracts/content';
import { act } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { useCentreStore } from '../../shell/centre/centre-store.ts';
import { AGENT } from '../../test/fixtures.ts';
import { memberPageTestsAt, signIn } from '../../test/session.ts';
import { useTeamFocus } from './lib/team-focus.ts';

/** The agent of these tests: id 7 (makeUser), account somchai88. */
export const ME = { id: 7, username: 'somchai88' };

/** Each test of an agent page starts signed in as an agent on 23 November 2026, the overview on its own team. */
export function setUpAgentPageTests(): void {
  memberPageTestsAt(new Date('2026-11-23T10:30:00Z'));
  beforeEach(() => {
    signIn(AGENT);
    act(() => {
      useTeamFocus.setState({ member: null });
      useCentreStore.setState({ member: null, agent: null, agentParams: null, refusal: false });
    });
  });
}

const hour = (h: number) => `2026-11-23T${String(h).padStart(2, '0')}:00:00Z`;

export function overview(overrides: Partial<TeamOverview> = {}): TeamOverview {
  return {
    startDate: '2026-11-23',
    endDate: '2026-11-23',
    teamSize: 42,
    directMembers: 7,
    newMembers: 3,
    activeMembers: 18,
    deposits: 1_250_000,
    depositCount: 12,
    withdrawals: 480_000,
    withdrawalCount: 4,
    bets: 1_204,
    stake: 3_400_000,
    validBet: 3_300_000,
    payout: 3_100_000,
    profitLoss: -300_000,
    granularity: 'hour',
    series: [8, 9, 10].map((h, index) => ({
      at: hour(h),
      newMembers: index,
      activeMembers: 5 + index,
      deposits: 100_000 * index,
      withdrawals: 0,
      validBet: 1_100_000,
      payout: 1_000_000,
      profitLoss: -100_000,
    })),
    ...overrides,
  };
}

export function downline(id: number, overrides: Partial<Downline> = {}): Downline {
  return {
    id,
    username: `member${id}`,
    nickname: null,
    type: 0,
    isAgent: false,
    status: 'active',
    level: 1,
    parentId: ME.id,
    balance: 150_000,
    teamSize: 0,
    directMembers: 0,
    registeredAt: '2026-10-01T08:00:00Z',
    lastLoginAt: '2026-11-22T19:45:00Z',
    ...overrides,
  };
}

export function downlinePage(
  content: Downline[],
  path: DownlinePage['path'] = [ME],
  { pageNum = 1, totalPages = 1 } = {},
): DownlinePage {
  return { content, pageNum, pageSize: 20, totalPages, total: content.length, path };
}

export function link(id: number, overrides: Partial<AffiliateLink> = {}): AffiliateLink {
  return {
    id,
    code: `AF${id}XYZ`,
    kind: 'player',
    note: 'Facebook group',
    url: `https://siam.example/register?affiliateCode=AF${id}XYZ`,
    registered: 2,
    createdAt: '2026-11-20T08:00:00Z',
    ...overrides,
  };
}

export function registered(id: number, linkId: number): RegisteredAffiliate {
  return {
    id,
    username: `joined${id}`,
    type: 0,
    linkId,
    code: `AF${linkId}XYZ`,
    registeredAt: '2026-11-21T09:00:00Z',
  };
}

const sums = (bets: number, winLoss: number) => ({
  bets,
  stake: bets * 1_000,
  validBet: bets * 1_000,
  payout: bets * 1_000 + winLoss,
  winLoss,
});

export function bettingReport(overrides: Partial<TeamBettingReport> = {}): TeamBettingReport {
  return {
    startDate: '2026-11-23',
    endDate: '2026-11-23',
    categories: [
      { gameCategory: 'RNG', ...sums(120, -15_000) },
      { gameCategory: 'LIVE', ...sums(30, 4_000) },
    ],
    members: {
      content: [
        { id: 21, username: 'member21', level: 1, ...sums(100, -20_000) },
        { id: 35, username: 'member35', level: 2, ...sums(50, 9_000) },
      ],
      pageNum: 1,
      pageSize: 20,
      totalPages: 2,
      total: 22,
    },
    totals: sums(150, -11_000),
    ...overrides,
  };
}

const money = (profitLoss: number) => ({
  deposits: 500_000,
  withdrawals: 200_000,
  validBet: 900_000,
  payout: 900_000 + profitLoss,
  profitLoss,
});

export function profitLossReport(overrides: Partial<TeamProfitLossReport> = {}): TeamProfitLossReport {
  return {
    startDate: '2026-11-01',
    endDate: '2026-11-23',
    periodType: 'daily',
    periods: [
      { startDate: '2026-11-22', endDate: '2026-11-22', ...money(-50_000) },
      { startDate: '2026-11-23', endDate: '2026-11-23', ...money(20_000) },
    ],
    categories: [{ gameCategory: 'RNG', ...money(-30_000) }],
    members: {
      content: [{ id: 21, username: 'member21', level: 1, ...money(-30_000) }],
      pageNum: 1,
      pageSize: 20,
      totalPages: 1,
      total: 1,
    },
    totals: money(-30_000),
    ...overrides,
  };
}

export function transaction(id: string, overrides: Partial<TeamTransaction> = {}): TeamTransaction {
  return {
    id,
    type: 'deposit',
    accountId: 21,
    username: 'member21',
    level: 1,
    amount: 50_000,
    status: 'paid',
    detail: 'Bank transfer',
    createdAt: '2026-11-23T09:15:00Z',
    ...overrides,
  };
}

export function transactionPage(content: TeamTransaction[], { totalPages = 1 } = {}): TeamTransactionPage {
  return {
    content,
    pageNum: 1,
    pageSize: 20,
    totalPages,
    total: content.length,
    totals: { deposits: 50_000, withdrawals: 20_000, transfersIn: 10_000, transfersOut: 5_000 },
  };
}

export function announcement(id: number, overrides: Partial<Announcement> = {}): Announcement {
  return {
    id,
    type: 'AG',
    title: `Agent notice ${id}`,
    content: `<p>Commission news ${id}</p><script>alert(1)</script>`,
    startDateStr: '2026-11-20 09:00:00',
    endDateStr: null,
    promotionType: null,
    execution: 'B',
    groupName: null,
    imageUrl: null,
    url: null,
    linkageType: 'NONE',
    ...overrides,
  };
}
