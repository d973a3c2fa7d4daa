import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCentreStore } from '../../shell/centre/centre-store.ts';
import { consolidatedOf, contractOf, kindInfoOf } from '../../test/contract-fixtures.ts';
import { type Call, fail, fakeApi, ok } from '../../test/fake-api.ts';
import { feature, statusWith } from '../../test/fixtures.ts';
import { renderMemberPage } from '../../test/render.tsx';
import { DownlineManagementPage } from './downline-management-page.tsx';
import { useTeamFocus } from './lib/team-focus.ts';
import { downline, downlinePage, ME, setUpAgentPageTests } from './test-agent.ts';

const DOWNLINES = '/wps/agent/downlines';

setUpAgentPageTests();

const SUB = downline(30, {
  username: 'subagent30',
  isAgent: true,
  type: 2,
  teamSize: 5,
  directMembers: 2,
  balance: 1_234_500,
});
const PLAYER = downline(31, { username: 'player31', status: 'locked', lastLoginAt: null });
const DEEP = downline(40, { username: 'deep40', level: 2, parentId: 30 });

/** The tree as the server answers it: the agent's level, subagent30's level, or a search. */
function tree(call: Call) {
  if (call.query.get('search')) return ok(downlinePage([DEEP], [ME]));
  if (call.query.get('parentId') === '30')
    return ok(downlinePage([DEEP], [ME, { id: 30, username: 'subagent30' }]));
  return ok(downlinePage([SUB, PLAYER]));
}

describe('downline management page', () => {
  it('lists the direct members with their status, balance, team and last login', async () => {
    const api = fakeApi({ [`GET ${DOWNLINES}`]: tree });
    renderMemberPage(<DownlineManagementPage />);

    const rows = await screen.findAllByTestId('downline-row');
    expect(rows.map((row) => row.dataset.username)).toEqual(['subagent30', 'player31']);
    const [agent, player] = rows as [HTMLElement, HTMLElement];
    expect(within(agent).getByTestId('downline-status').textContent).toBe('Active');
    expect(within(agent).getByTestId('downline-balance').textContent).toBe('฿12,345.00');
    expect(within(agent).getByTestId('downline-team').textContent).toBe('2 direct · 5 in all');
    expect(within(player).getByTestId('downline-status').textContent).toBe('Locked');
    expect(player.textContent).toContain('Never');
    expect(within(player).queryByTestId('downline-open')).toBeNull();
    expect(screen.getByTestId('tree-count').textContent).toBe('2 members');
    expect(Object.fromEntries(api.calls[0]!.query)).toEqual({ pageNum: '1', pageSize: '20' });
  });

  it('drills into a downline agent and comes back up through the breadcrumb', async () => {
    const api = fakeApi({ [`GET ${DOWNLINES}`]: tree });
    renderMemberPage(<DownlineManagementPage />);
    const [agent] = await screen.findAllByTestId('downline-row');
    fireEvent.click(within(agent!).getByTestId('downline-open'));

    await waitFor(() => expect(screen.getByTestId('tree-crumb-current').textContent).toBe('subagent30'));
    expect(screen.getAllByTestId('downline-row').map((row) => row.dataset.username)).toEqual(['deep40']);
    expect(api.calls.at(-1)?.query.get('parentId')).toBe('30');
    // a member two levels down can be watched but not paid from here: transfers go to direct members only
    expect(screen.queryByTestId('downline-transfer')).toBeNull();

    fireEvent.click(screen.getByTestId('tree-crumb-0'));
    await waitFor(() =>
      expect(screen.getAllByTestId('downline-row').map((row) => row.dataset.username)).toEqual([
        'subagent30',
        'player31',
      ]),
    );
    expect(screen.getByTestId('tree-crumb-current').textContent).toBe('My team');
  });

  it('searches the whole team by username', async () => {
    const api = fakeApi({ [`GET ${DOWNLINES}`]: tree });
    renderMemberPage(<DownlineManagementPage />);
    await screen.findAllByTestId('downline-row');
    fireEvent.change(screen.getByTestId('tree-search-input'), { target: { value: ' deep ' } });
    fireEvent.click(screen.getByTestId('tree-search-submit'));
    await waitFor(() => expect(screen.getByTestId('tree-count').textContent).toBe('1 member matches “deep”'));
    expect(api.calls.at(-1)?.query.get('search')).toBe('deep');
    expect(screen.getByTestId('downline-row').textContent).toContain('Level 2');
  });

  it('opens a downline agent’s team overview, and the transfer to a direct member', async () => {
    fakeApi({ [`GET ${DOWNLINES}`]: tree });
    renderMemberPage(<DownlineManagementPage />);
    const [agent, player] = await screen.findAllByTestId('downline-row');

    fireEvent.click(within(agent!).getByTestId('downline-overview'));
    expect(useTeamFocus.getState().member).toEqual({ id: 30, username: 'subagent30' });
    expect(useCentreStore.getState().agent).toBe('agentTeamOverview');

    fireEvent.click(within(player!).getByTestId('downline-transfer'));
    expect(useCentreStore.getState().member).toBe('transferUpline');
  });

  it('leads an agent without members to the register centre, and retries a failed load', async () => {
    fakeApi({ [`GET ${DOWNLINES}`]: [fail('agent.only', 403), ok(downlinePage([]))] });
    renderMemberPage(<DownlineManagementPage />);
    expect((await screen.findByTestId('tree-failed')).textContent).toContain(
      'Only agents can use the agent centre.',
    );
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    fireEvent.click(await screen.findByTestId('tree-recruit'));
    expect(useCentreStore.getState().agent).toBe('registerCenter');
  });
});

describe('a downline agent’s contract from its row (decision 0032)', () => {
  const SITE = statusWith([
    feature('AGENTPOLICY3', true),
    feature('DAILYSALCONT3', true),
    feature('SIGNCONDIV3', true),
  ]);
  const SECOND = downline(32, { username: 'subagent32', isAgent: true, type: 2 });
  const DEEP_AGENT = downline(41, { username: 'deep41', isAgent: true, type: 2, level: 2, parentId: 30 });
  const info = consolidatedOf({
    dailysalreqtype: 1,
    divtypereq: 1,
    dailySalary: kindInfoOf({ ceiling: { tiers: [{ minValidBet: 0, minActive: 1, rate: 30 }] } }),
    dividend: kindInfoOf({
      downlines: [contractOf({ id: 5, kind: 'dividend', upline: 'somchai88', downline: 'subagent32' })],
    }),
  });

  it('opens the contract page for a direct downline agent: where it has a contract, else where one may be offered', async () => {
    fakeApi({
      [`GET ${DOWNLINES}`]: (call: Call) =>
        call.query.get('parentId') === '30'
          ? ok(downlinePage([DEEP_AGENT], [ME, { id: 30, username: 'subagent30' }]))
          : ok(downlinePage([SUB, SECOND, PLAYER])),
      'GET /wps/relay/MCSFE_getConsolidatedContractInfo': ok(info),
    });
    renderMemberPage(<DownlineManagementPage />, { status: SITE });
    const rows = await screen.findAllByTestId('downline-row');
    const [sub, second, player] = rows as [HTMLElement, HTMLElement, HTMLElement];
    const contract = await within(sub).findByTestId('downline-contract');
    expect(contract.textContent).toBe('Contract');
    expect(within(player).queryByTestId('downline-contract')).toBeNull();

    fireEvent.click(contract);
    expect(useCentreStore.getState()).toMatchObject({
      agent: 'dailyWages',
      agentParams: { downline: 'subagent30' },
    });
    fireEvent.click(within(second).getByTestId('downline-contract'));
    expect(useCentreStore.getState()).toMatchObject({
      agent: 'dividendRecord',
      agentParams: { downline: 'subagent32' },
    });

    // a member two levels down signs with its own upline, not with this agent
    fireEvent.click(within(sub).getByTestId('downline-open'));
    await waitFor(() => expect(screen.getByTestId('tree-crumb-current').textContent).toBe('subagent30'));
    expect(screen.queryByTestId('downline-contract')).toBeNull();
  });

  it('shows no contract action where no contract kind applies', async () => {
    fakeApi({
      [`GET ${DOWNLINES}`]: tree,
      'GET /wps/relay/MCSFE_getConsolidatedContractInfo': ok(consolidatedOf()),
    });
    renderMemberPage(<DownlineManagementPage />, { status: SITE });
    await screen.findAllByTestId('downline-row');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByTestId('downline-contract')).toBeNull();
  });
});
