import { Modal } from '@portal/ui/dialog/modal.tsx';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consolidatedOf, kindInfoOf } from '../../test/contract-fixtures.ts';
import { fakeApi, ok } from '../../test/fake-api.ts';
import { AGENT, feature, statusWith, TRIAL } from '../../test/fixtures.ts';
import { renderAccount } from '../../test/render.tsx';
import { resetAccountState, signIn } from '../../test/session.ts';
import { AgentCentre } from './agent-centre.tsx';
import { centrePages } from './centre-pages.ts';
import { useCentreStore } from './centre-store.ts';

vi.mock('../../api/auth.ts', async () => ({
  authApi: (await import('../../test/auth-api-mock.ts')).authApiMock,
  setPayloadKey: vi.fn(),
}));

beforeEach(resetAccountState);
afterEach(cleanup);

/** A centre page that opens its own dialog, as the register centre's QR code does. */
function PageWithDialog() {
  const [open, setOpen] = useState(true);
  return (
    <Modal open={open} onClose={() => setOpen(false)} title="QR" closeLabel="Close" testId="page-dialog">
      <p>code</p>
    </Modal>
  );
}
const CONSOLIDATED = '/wps/relay/MCSFE_getConsolidatedContractInfo';
const ALL_CONTRACTS = statusWith([
  feature('AGENTPOLICY3', true),
  feature('SIGNCONDIV3', true),
  feature('DAILYSALCONT3', true),
  feature('HOURSAL3', true),
  feature('RTSALARY3', true),
]);

const menuPages = () =>
  screen.getAllByTestId(/^agent-centre-menu-(?!toggle)/).map((entry) => entry.getAttribute('data-testid'));

describe('agent centre', () => {
  it('opens at the team overview and hides the salary entries the site has off', async () => {
    signIn(AGENT);
    act(() => {
      useCentreStore.getState().openAgent();
    });
    const status = statusWith([
      feature('AGENTPOLICY3', true),
      feature('SIGNCONDIV3', true),
      feature('DAILYSALCONT3', false),
      feature('HOURSAL3', true),
    ]);
    // the server says daily applies, but the site has it off: the module flag still hides it
    fakeApi({
      [CONSOLIDATED]: ok(consolidatedOf({ divtypereq: 1, contracthoursalreq: 1, dailysalreqtype: 1 })),
    });
    renderAccount(<AgentCentre pages={{}} />, { status });

    await screen.findByTestId('agent-centre-menu-hourlySalary');
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

  it('shows only the contract pages the consolidated info says apply', async () => {
    signIn(AGENT);
    act(() => {
      useCentreStore.getState().openAgent('dailyWages');
    });
    const api = fakeApi({
      [CONSOLIDATED]: ok(
        consolidatedOf({ dailysalreqtype: 1, dailySalary: kindInfoOf(), dividend: kindInfoOf() }),
      ),
    });
    renderAccount(<AgentCentre pages={{}} />, { status: ALL_CONTRACTS });
    await screen.findByTestId('agent-centre-menu-dailyWages');
    // every kind's module is on; the agent's info says only daily applies
    expect(menuPages().filter((id) => /dividend|Salary|Wages/.test(id ?? ''))).toEqual([
      'agent-centre-menu-dailyWages',
    ]);
    expect(screen.getByTestId('agent-centre-page').getAttribute('data-page')).toBe('dailyWages');
    expect(api.to(`GET ${CONSOLIDATED}`)).toHaveLength(1);
  });

  it('shows the overview for a contract page the info says does not apply', async () => {
    signIn(AGENT);
    act(() => {
      useCentreStore.getState().openAgent('hourlySalary');
    });
    const api = fakeApi({ [CONSOLIDATED]: ok(consolidatedOf({ dailysalreqtype: 1 })) });
    renderAccount(<AgentCentre pages={{}} />, { status: ALL_CONTRACTS });
    await screen.findByTestId('agent-centre-menu-dailyWages');
    expect(screen.queryByTestId('agent-centre-menu-hourlySalary')).toBeNull();
    expect(screen.getByTestId('agent-centre-page').getAttribute('data-page')).toBe('agentTeamOverview');
    expect(api.to(`GET ${CONSOLIDATED}`)).toHaveLength(1);
  });

  it('loads no contract info and shows no contract page without AGENTPOLICY3', async () => {
    signIn(AGENT);
    act(() => {
      useCentreStore.getState().openAgent('dailyWages');
    });
    const api = fakeApi({ [CONSOLIDATED]: ok(consolidatedOf({ dailysalreqtype: 1 })) });
    const status = statusWith([
      feature('AGENTPOLICY3', false),
      feature('DAILYSALCONT3', true),
      feature('SIGNCONDIV3', true),
    ]);
    renderAccount(<AgentCentre pages={{}} />, { status });
    await screen.findByTestId('agent-centre');
    expect(screen.queryByTestId('agent-centre-menu-dailyWages')).toBeNull();
    expect(screen.queryByTestId('agent-centre-menu-dividendRecord')).toBeNull();
    expect(screen.getByTestId('agent-centre-page').getAttribute('data-page')).toBe('agentTeamOverview');
    expect(api.calls.filter((call) => call.path === CONSOLIDATED)).toHaveLength(0);
  });

  it('loads no contract info for a trial account', () => {
    signIn({ ...AGENT, ...TRIAL });
    act(() => {
      useCentreStore.getState().openAgent('dailyWages');
    });
    const api = fakeApi({ [CONSOLIDATED]: ok(consolidatedOf({ dailysalreqtype: 1 })) });
    renderAccount(<AgentCentre pages={{}} />, { status: ALL_CONTRACTS });
    expect(screen.queryByTestId('agent-centre')).toBeNull();
    expect(api.calls.filter((call) => call.path === CONSOLIDATED)).toHaveLength(0);
  });

  it('drops the contracts group when no contract option is on', async () => {
    signIn(AGENT);
    act(() => {
      useCentreStore.getState().openAgent('realTimeSalary');
    });
    renderAccount(<AgentCentre pages={{}} />);
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
    renderAccount(<AgentCentre pages={{}} />);
    const soon = await screen.findByTestId('coming-soon');
    expect(soon.textContent).toContain('My income');
    expect(soon.textContent).not.toMatch(/\d/);
  });

  it('shows the page a feature registered for an entry', async () => {
    signIn(AGENT);
    act(() => {
      useCentreStore.getState().openAgent('teamBetting');
    });
    const pages = centrePages([
      {
        agent: { teamBetting: { texts: [], load: async () => () => <p data-testid="team-betting">team</p> } },
      },
    ]).agent;
    renderAccount(<AgentCentre pages={pages} />);
    expect(await screen.findByTestId('team-betting')).toBeTruthy();
    expect(screen.queryByTestId('coming-soon')).toBeNull();
  });

  it('leaves Escape to a dialog a page opened, and closes on the next one', async () => {
    signIn(AGENT);
    act(() => {
      useCentreStore.getState().openAgent('registerCenter');
    });
    const pages = centrePages([
      { agent: { registerCenter: { texts: [], load: async () => PageWithDialog } } },
    ]).agent;
    renderAccount(<AgentCentre pages={pages} />);
    const dialog = await screen.findByTestId('page-dialog');
    // the dialog listens once its effect has run
    await waitFor(() => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
      expect(screen.queryByTestId('page-dialog')).toBeNull();
    });
    expect(screen.getByTestId('agent-centre')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(useCentreStore.getState().agent).toBeNull();
  });

  it('does not open for a player', () => {
    signIn();
    act(() => {
      useCentreStore.getState().openAgent();
    });
    renderAccount(<AgentCentre pages={{}} />);
    expect(screen.queryByTestId('agent-centre')).toBeNull();
  });
});
