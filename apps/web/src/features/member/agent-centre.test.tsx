import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AgentCentre } from './agent-centre.tsx';
import { AgentHomePage } from './agent-home-page.tsx';
import { useCentreStore } from './centre-store.ts';
import { AGENT, feature, renderAccount, resetAccountState, signIn, statusWith } from './test-helpers.tsx';
import { useSessionBootState } from './use-session-boot.ts';

vi.mock('../../api/auth.ts', async () => ({
  authApi: (await import('./test-auth-api.ts')).authApiMock,
  setPayloadKey: vi.fn(),
}));

beforeEach(resetAccountState);
afterEach(cleanup);

const menuPages = () =>
  screen.getAllByTestId(/^agent-centre-menu-(?!toggle)/).map((entry) => entry.getAttribute('data-testid'));

describe('agent centre', () => {
  it('opens at the team overview and hides the salary entries the site has off', async () => {
    signIn(AGENT);
    act(() => {
      useCentreStore.getState().openAgent();
    });
    const status = statusWith([
      feature('SIGNCONDIV3', true),
      feature('DAILYSALCONT3', false),
      feature('HOURSAL3', true),
    ]);
    renderAccount(<AgentCentre />, { status });

    await screen.findByTestId('agent-centre');
    expect(screen.getByTestId('agent-centre-page').getAttribute('data-page')).toBe('agentTeamOverview');
    expect(menuPages()).toEqual([
      'agent-centre-menu-agentAnnouncement',
      'agent-centre-menu-agentTeamOverview',
      'agent-centre-menu-registerCenter',
      'agent-centre-menu-downlineManagement',
      'agent-centre-menu-teamBetting',
      'agent-centre-menu-teamProfitLoss',
      'agent-centre-menu-agentRevenueReport',
      'agent-centre-menu-downlineTransactions',
      'agent-centre-menu-dividendRecord',
      'agent-centre-menu-hourlySalary',
    ]);
  });

  it('drops the contracts group when no contract option is on', async () => {
    signIn(AGENT);
    act(() => {
      useCentreStore.getState().openAgent('realTimeSalary');
    });
    renderAccount(<AgentCentre />);
    await screen.findByTestId('agent-centre');
    expect(screen.queryByText('Contracts')).toBeNull();
    expect(screen.queryByTestId('agent-centre-menu-dividendRecord')).toBeNull();
    // a switched-off page is not shown; the overview is
    expect(screen.getByTestId('agent-centre-page').getAttribute('data-page')).toBe('agentTeamOverview');
  });

  it('shows a designed empty state, not figures, for pages still to come', async () => {
    signIn(AGENT);
    act(() => {
      useCentreStore.getState().openAgent('agentRevenueReport');
    });
    renderAccount(<AgentCentre />);
    const soon = await screen.findByTestId('coming-soon');
    expect(soon.textContent).toContain('My income');
    expect(soon.textContent).not.toMatch(/\d/);
  });

  it('does not open for a player', () => {
    signIn();
    act(() => {
      useCentreStore.getState().openAgent();
    });
    renderAccount(<AgentCentre />);
    expect(screen.queryByTestId('agent-centre')).toBeNull();
  });
});

describe('/agentHome', () => {
  it('welcomes an agent and opens the agent centre from its button', () => {
    signIn({ ...AGENT, nickname: 'Boss Nok' });
    renderAccount(<AgentHomePage home={<p>home page</p>} />, { path: '/agentHome' });
    expect(screen.getByTestId('agent-welcome').textContent).toContain('Welcome back, Boss Nok');
    expect(screen.getByText('home page')).toBeTruthy();
    fireEvent.click(screen.getByTestId('agent-home-open'));
    expect(useCentreStore.getState().agent).toBe('agentTeamOverview');
    fireEvent.click(screen.getByTestId('agent-home-registerCenter'));
    expect(useCentreStore.getState().agent).toBe('registerCenter');
  });

  it('shows anyone else the home page only', () => {
    signIn();
    renderAccount(<AgentHomePage home={<p>home page</p>} />, { path: '/agentHome' });
    expect(screen.queryByTestId('agent-welcome')).toBeNull();
    expect(screen.getByText('home page')).toBeTruthy();
  });

  it('offers a visitor the agent login once the session check is done', () => {
    renderAccount(<AgentHomePage home={<p>home page</p>} />, { path: '/agentHome' });
    expect(screen.queryByTestId('agent-login')).toBeNull();
    act(() => useSessionBootState.getState().settle());
    expect(screen.getByTestId('agent-login')).toBeTruthy();
    expect(screen.queryByText('home page')).toBeNull();
  });
});
