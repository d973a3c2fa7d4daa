import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCentreStore } from '../../shell/centre/centre-store.ts';
import { fail, fakeApi, lastQueryTo, ok } from '../../test/fake-api.ts';
import { renderMemberPage } from '../../test/render.tsx';
import { useTeamFocus } from './lib/team-focus.ts';
import { TeamOverviewPage } from './team-overview-page.tsx';
import { overview, setUpAgentPageTests } from './test-agent.ts';

const OVERVIEW = '/wps/relay/ODSFE2_getTeamOverviewSum';
const lastQuery = (api: ReturnType<typeof fakeApi>) => lastQueryTo(api, OVERVIEW);

setUpAgentPageTests();

describe('team overview page', () => {
  it('shows the team’s figures for today, the profit and loss in its sign’s colour, and an hourly chart', async () => {
    const api = fakeApi({ [`GET ${OVERVIEW}`]: ok(overview()) });
    renderMemberPage(<TeamOverviewPage />);

    expect(screen.getByTestId('overview-loading')).toBeTruthy();
    await screen.findByTestId('overview-stats');
    expect(lastQuery(api)).toEqual({ period: 'today' });
    expect(screen.getByTestId('overview-range').textContent).toBe('23/11/2026 to 23/11/2026');
    expect(screen.getByTestId('overview-team-size-value').textContent).toBe('42');
    expect(screen.getByTestId('overview-direct-value').textContent).toBe('7');
    expect(screen.getByTestId('overview-new-value').textContent).toBe('3');
    expect(screen.getByTestId('overview-active-value').textContent).toBe('18');
    expect(screen.getByTestId('overview-deposits').textContent).toContain('฿12,500.00');
    expect(screen.getByTestId('overview-deposits').textContent).toContain('12 transactions');
    expect(screen.getByTestId('overview-withdrawals-value').textContent).toBe('฿4,800.00');
    expect(screen.getByTestId('overview-valid-bet').textContent).toContain('1,204 bets');
    const profit = screen.getByTestId('overview-profit-loss-value');
    expect(profit.textContent).toBe('−฿3,000.00');
    expect(profit.firstElementChild?.className).toMatch(/debit/);

    const chart = screen.getByTestId('overview-chart');
    expect(chart.textContent).toContain('By hour');
    expect(chart.getAttribute('data-points')).toBe('3');
  });

  it('asks again for each quick period and for custom days, refusing a range over 92 days', async () => {
    const api = fakeApi({ [`GET ${OVERVIEW}`]: ok(overview()) });
    renderMemberPage(<TeamOverviewPage />);
    await screen.findByTestId('overview-stats');

    fireEvent.click(screen.getByTestId('overview-period-thisWeek'));
    await waitFor(() => expect(lastQuery(api)).toEqual({ period: 'thisWeek' }));
    fireEvent.click(screen.getByTestId('overview-period-thisMonth'));
    await waitFor(() => expect(lastQuery(api)).toEqual({ period: 'thisMonth' }));
    fireEvent.click(screen.getByTestId('overview-custom'));
    fireEvent.change(screen.getByTestId('overview-from'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByTestId('overview-to'), { target: { value: '2026-10-31' } });
    await waitFor(() =>
      expect(lastQuery(api)).toEqual({ period: 'custom', startDate: '2026-10-01', endDate: '2026-10-31' }),
    );

    const calls = api.callsTo('GET', OVERVIEW).length;
    fireEvent.change(screen.getByTestId('overview-from'), { target: { value: '2026-01-01' } });
    expect(screen.getByTestId('overview-range-problem').textContent).toBe('Choose at most 92 days.');
    expect(api.callsTo('GET', OVERVIEW)).toHaveLength(calls);
  });

  it('says so in words when nothing happened, instead of an empty chart', async () => {
    const quiet = overview({
      granularity: 'day',
      series: overview().series.map((point) => ({
        ...point,
        newMembers: 0,
        activeMembers: 0,
        deposits: 0,
        withdrawals: 0,
        validBet: 0,
        payout: 0,
        profitLoss: 0,
      })),
    });
    fakeApi({ [`GET ${OVERVIEW}`]: ok(quiet) });
    renderMemberPage(<TeamOverviewPage />);
    expect((await screen.findByTestId('overview-chart-quiet')).textContent).toContain('Nothing happened');
    expect(screen.getByTestId('overview-chart').textContent).toContain('By day');
  });

  it('leads an agent without a team to the register centre', async () => {
    fakeApi({ [`GET ${OVERVIEW}`]: ok(overview({ teamSize: 0, directMembers: 0 })) });
    renderMemberPage(<TeamOverviewPage />);
    fireEvent.click(await screen.findByTestId('overview-recruit'));
    expect(useCentreStore.getState().agent).toBe('registerCenter');
  });

  it('shows a downline agent’s team when one is picked, and goes back to the own team', async () => {
    act(() => useTeamFocus.getState().focus({ id: 35, username: 'subagent35' }));
    const api = fakeApi({ [`GET ${OVERVIEW}`]: ok(overview()) });
    renderMemberPage(<TeamOverviewPage />);
    await screen.findByTestId('overview-stats');
    expect(lastQuery(api)).toEqual({ period: 'today', agentId: '35' });
    expect(screen.getByTestId('overview-focus').textContent).toContain('Showing the team of subagent35');

    fireEvent.click(screen.getByTestId('overview-focus-clear'));
    await waitFor(() => expect(lastQuery(api)).toEqual({ period: 'today' }));
    expect(screen.queryByTestId('overview-focus')).toBeNull();
  });

  it('says why the figures did not load, in the agent’s words, and tries again', async () => {
    const api = fakeApi({
      [`GET ${OVERVIEW}`]: [fail('agent.member.not.in.team', 403), ok(overview())],
    });
    renderMemberPage(<TeamOverviewPage />);
    const failed = await screen.findByTestId('overview-failed');
    expect(failed.textContent).toContain('This member is not in your team.');
    fireEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    await screen.findByTestId('overview-stats');
    expect(api.callsTo('GET', OVERVIEW)).toHaveLength(2);
  });
});
