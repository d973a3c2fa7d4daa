import { Modal } from '@portal/ui/dialog/modal.tsx';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AGENT, feature, statusWith } from '../../test/fixtures.ts';
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
    renderAccount(<AgentCentre pages={{}} />, { status });

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
