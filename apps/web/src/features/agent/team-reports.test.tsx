import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, lastQueryTo, ok } from '../../test/fake-api.ts';
import { renderMemberPage } from '../../test/render.tsx';
import { AgentAnnouncementPage } from './agent-announcement-page.tsx';
import { DownlineTransactionsPage } from './downline-transactions-page.tsx';
import { TeamBettingPage } from './team-betting-page.tsx';
import { TeamProfitLossPage } from './team-profit-loss-page.tsx';
import {
  announcement,
  bettingReport,
  profitLossReport,
  setUpAgentPageTests,
  transaction,
  transactionPage,
} from './test-agent.ts';

const BETTING = '/wps/report/teamBetting';
const PROFIT = '/wps/report/teamProfitLoss';
const TRANSACTIONS = '/wps/report/downlineTransaction';
const NEWS = '/wps/agent/announcements';

setUpAgentPageTests();

describe('team betting page', () => {
  it('sums the team’s bets by game type and by member, with totals and pages', async () => {
    const api = fakeApi({ [`GET ${BETTING}`]: ok(bettingReport()) });
    renderMemberPage(<TeamBettingPage />);

    const categories = await screen.findAllByTestId('team-betting-category');
    expect(categories.map((row) => row.dataset.key)).toEqual(['RNG', 'LIVE']);
    expect(categories[0]?.textContent).toContain('Slots');
    expect(within(categories[0]!).getByTestId('team-betting-category-win-loss').textContent).toBe('−฿150.00');
    const members = screen.getAllByTestId('team-betting-member');
    expect(members.map((row) => row.dataset.key)).toEqual(['member21', 'member35']);
    expect(members[1]?.textContent).toContain('Level 2');
    expect(screen.getByTestId('team-betting-totals-win-loss').textContent).toBe('−฿110.00');
    expect(lastQueryTo(api, BETTING)).toEqual({ period: 'today', pageNum: '1', pageSize: '20' });

    fireEvent.click(within(screen.getByTestId('team-betting-pager')).getByRole('button', { name: '2' }));
    await waitFor(() => expect(lastQueryTo(api, BETTING).pageNum).toBe('2'));
  });

  it('filters by period, game type and member, from the first page again', async () => {
    const api = fakeApi({ [`GET ${BETTING}`]: ok(bettingReport()) });
    renderMemberPage(<TeamBettingPage />);
    await screen.findAllByTestId('team-betting-member');

    fireEvent.click(screen.getByTestId('team-betting-period-yesterday'));
    await waitFor(() => expect(lastQueryTo(api, BETTING).period).toBe('yesterday'));
    fireEvent.click(screen.getByTestId('team-betting-category-LIVE'));
    await waitFor(() => expect(lastQueryTo(api, BETTING).gameCategory).toBe('LIVE'));
    fireEvent.change(screen.getByTestId('team-betting-username-input'), { target: { value: 'member35' } });
    fireEvent.click(screen.getByTestId('team-betting-username-submit'));
    await waitFor(() =>
      expect(lastQueryTo(api, BETTING)).toEqual({
        period: 'yesterday',
        gameCategory: 'LIVE',
        username: 'member35',
        pageNum: '1',
        pageSize: '20',
      }),
    );
  });

  it('says when the team placed no bets', async () => {
    const empty = bettingReport({
      categories: [],
      members: { content: [], pageNum: 1, pageSize: 20, totalPages: 0, total: 0 },
    });
    fakeApi({ [`GET ${BETTING}`]: ok(empty) });
    renderMemberPage(<TeamBettingPage />);
    expect((await screen.findByTestId('team-betting-empty')).textContent).toContain('No bets in this period');
  });
});

describe('team profit and loss page', () => {
  it('opens on this month by day, with per-period, per-category and per-member rows and totals', async () => {
    const api = fakeApi({ [`GET ${PROFIT}`]: ok(profitLossReport()) });
    renderMemberPage(<TeamProfitLossPage />);

    const periods = await screen.findAllByTestId('profit-loss-period');
    expect(lastQueryTo(api, PROFIT)).toEqual({
      period: 'thisMonth',
      periodType: 'daily',
      pageNum: '1',
      pageSize: '20',
    });
    expect(periods.map((row) => row.querySelector('th')?.textContent)).toEqual(['22/11/2026', '23/11/2026']);
    expect(within(periods[0]!).getByTestId('profit-loss-period-profit-loss').textContent).toBe('−฿500.00');
    expect(within(periods[1]!).getByTestId('profit-loss-period-profit-loss').textContent).toBe('+฿200.00');
    expect(screen.getAllByTestId('profit-loss-category')[0]?.textContent).toContain('Slots');
    expect(screen.getAllByTestId('profit-loss-member')[0]?.dataset.key).toBe('member21');
    expect(screen.getByTestId('profit-loss-total-value').textContent).toBe('−฿300.00');
  });

  it('groups by week, half month or month, over another range', async () => {
    const weekly = profitLossReport({
      periodType: 'weekly',
      periods: [{ ...profitLossReport().periods[0]!, startDate: '2026-11-16', endDate: '2026-11-22' }],
    });
    const api = fakeApi({ [`GET ${PROFIT}`]: ok(weekly) });
    renderMemberPage(<TeamProfitLossPage />);
    await screen.findAllByTestId('profit-loss-period');

    fireEvent.click(screen.getByTestId('profit-loss-type-halfMonth'));
    await waitFor(() => expect(lastQueryTo(api, PROFIT).periodType).toBe('halfMonth'));
    fireEvent.click(screen.getByTestId('profit-loss-type-weekly'));
    fireEvent.click(screen.getByTestId('profit-loss-period-thisWeek'));
    await waitFor(() =>
      expect(lastQueryTo(api, PROFIT)).toMatchObject({ periodType: 'weekly', period: 'thisWeek' }),
    );
    expect(screen.getByTestId('profit-loss-period').querySelector('th')?.textContent).toBe(
      '16/11/2026 – 22/11/2026',
    );
  });
});

describe('downline transactions page', () => {
  it('lists the team’s money movements with totals, filtered by type, member and period', async () => {
    const api = fakeApi({
      [`GET ${TRANSACTIONS}`]: ok(
        transactionPage(
          [
            transaction('D1'),
            transaction('W1', { type: 'withdrawal', amount: -20_000, status: 'pending', detail: 'KBank' }),
          ],
          { totalPages: 2 },
        ),
      ),
    });
    renderMemberPage(<DownlineTransactionsPage />);

    const rows = await screen.findAllByTestId('team-tx-row');
    expect(rows.map((row) => row.dataset.type)).toEqual(['deposit', 'withdrawal']);
    expect(within(rows[0]!).getByTestId('team-tx-amount').textContent).toBe('+฿500.00');
    expect(within(rows[1]!).getByTestId('team-tx-amount').textContent).toBe('−฿200.00');
    expect(rows[1]?.textContent).toContain('Pending');
    expect(screen.getByTestId('team-tx-deposits-value').textContent).toBe('฿500.00');
    expect(screen.getByTestId('team-tx-out-value').textContent).toBe('฿50.00');

    fireEvent.click(screen.getByTestId('team-tx-type-withdrawal'));
    await waitFor(() => expect(lastQueryTo(api, TRANSACTIONS).type).toBe('withdrawal'));
    fireEvent.change(screen.getByTestId('team-tx-username-input'), { target: { value: 'member21' } });
    fireEvent.click(screen.getByTestId('team-tx-username-submit'));
    fireEvent.click(screen.getByTestId('team-tx-period-thisMonth'));
    await waitFor(() =>
      expect(lastQueryTo(api, TRANSACTIONS)).toEqual({
        period: 'thisMonth',
        type: 'withdrawal',
        username: 'member21',
        pageNum: '1',
        pageSize: '20',
      }),
    );
    fireEvent.click(screen.getByTestId('team-tx-type-all'));
    await waitFor(() => expect(lastQueryTo(api, TRANSACTIONS).type).toBeUndefined());
  });

  it('says when there is nothing, and why a load failed', async () => {
    fakeApi({ [`GET ${TRANSACTIONS}`]: [fail('agent.only', 403), ok(transactionPage([]))] });
    renderMemberPage(<DownlineTransactionsPage />);
    expect((await screen.findByTestId('team-tx-failed')).textContent).toContain('Only agents');
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect((await screen.findByTestId('team-tx-empty')).textContent).toContain(
      'No transactions in this period',
    );
  });
});

describe('agent announcements page', () => {
  it('lists the agents’ notices, the first one open and its HTML sanitised', async () => {
    fakeApi({ [`GET ${NEWS}`]: ok([announcement(1), announcement(2)]) });
    renderMemberPage(<AgentAnnouncementPage />);

    const items = await screen.findAllByTestId('agent-news-item');
    expect(items.map((item) => within(item).getByTestId('agent-news-title').textContent)).toEqual([
      'Agent notice 1',
      'Agent notice 2',
    ]);
    expect(items[0]?.textContent).toContain('20/11/2026');
    await waitFor(() =>
      expect(screen.getByTestId('agent-news-body').textContent).toContain('Commission news 1'),
    );
    expect(screen.getByTestId('agent-news-body').querySelector('script')).toBeNull();

    fireEvent.click(within(items[1]!).getByRole('button'));
    await waitFor(() =>
      expect(screen.getByTestId('agent-news-body').textContent).toContain('Commission news 2'),
    );
    expect(screen.getAllByTestId('agent-news-body')).toHaveLength(1);
  });

  it('says when there are none', async () => {
    fakeApi({ [`GET ${NEWS}`]: ok([]) });
    renderMemberPage(<AgentAnnouncementPage />);
    expect((await screen.findByTestId('agent-news-empty')).textContent).toContain('No announcements');
  });
});
