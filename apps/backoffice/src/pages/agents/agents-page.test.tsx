import type {
  AgentContract,
  ContractDefault,
  ContractPayment,
} from '@portal/contracts/agent-contracts.schema';
import type { OperatorRole } from '@portal/contracts/operators';
import type { OpsPlayerTeam } from '@portal/contracts/operators-players.schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Call, fakeOps, ok, pageOf, renderScreen } from '../../test/screen.tsx';
import AgentsPage from './agents-page.tsx';
import { draftOf, termsOf } from './terms-model.ts';

const MERCHANTS = [{ code: 'siam', name: 'Siam' }];

const team = (upline: string[]): OpsPlayerTeam => ({
  id: 7,
  merchant: 'siam',
  username: 'sub1',
  kind: 'agent',
  status: 'active',
  upline: upline.map((username, i) => ({ id: 100 + i, username, kind: 'agent' })),
  teamSize: 3,
  directMembers: 2,
});

const contract = (over: Partial<AgentContract> = {}): AgentContract => ({
  id: 11,
  kind: 'daily',
  status: 'success',
  upline: 'agent01',
  downline: 'sub1',
  terms: { tiers: [{ minValidBet: 100_000, minActive: 1, rate: 50 }] },
  terminationBy: null,
  createdAt: '2026-12-01T00:00:00.000Z',
  signedAt: '2026-12-01T01:00:00.000Z',
  endsAt: null,
  ...over,
});

const payment: ContractPayment = {
  id: 5,
  contractId: 11,
  kind: 'daily',
  periodStart: '2026-12-01T00:00:00.000Z',
  periodEnd: '2026-12-02T00:00:00.000Z',
  payer: 'agent01',
  payee: 'sub1',
  base: 200_000,
  activeMembers: 2,
  rate: 50,
  amount: 1_000,
  carry: 0,
  status: 'paid',
  paidAt: '2026-12-02T00:05:00.000Z',
};

const DEFAULTS: ContractDefault[] = [
  { kind: 'daily', enabled: true, terms: { tiers: [{ minValidBet: 100_000, minActive: 1, rate: 100 }] } },
  { kind: 'hourly', enabled: false, terms: { tiers: [{ minValidBet: 10_000, minActive: 1, rate: 50 }] } },
  { kind: 'realtime', enabled: false, terms: { tiers: [{ minValidBet: 10_000, minActive: 1, rate: 50 }] } },
  { kind: 'dividend', enabled: true, terms: { share: 3000, periodType: 'weekly' } },
];

function routes(over: Record<string, (call: Call) => Answer> = {}) {
  let upline = ['agent01'];
  return fakeOps({
    'GET /ops/v1/merchants': ok(MERCHANTS),
    'GET /ops/v1/players': () => ({
      value: { items: [{ id: 7, username: 'sub1', kind: 'agent', merchant: 'siam' }], next: null },
    }),
    'GET /ops/v1/players/7/team': () => ({ value: team(upline) }),
    'GET /ops/v1/agents': ok([
      { id: 200, username: 'agent02', nickname: null, status: 'active', teamSize: 4 },
    ]),
    'POST /ops/v1/players/7/move': (call) => {
      upline = [(call.body as { parent: string }).parent];
      return { value: { moved: true, fromParentId: 100, toParentId: 200 } };
    },
    'GET /ops/v1/contracts': ok(
      pageOf([contract(), contract({ id: 12, upline: null, downline: 'agent01' })]),
    ),
    'POST /ops/v1/contracts/11/terminate': ok(
      contract({ status: 'terminated', endsAt: '2026-12-03T00:00:00Z' }),
    ),
    'GET /ops/v1/contracts/payments': ok(pageOf([payment])),
    'GET /ops/v1/contracts/defaults': ok(DEFAULTS),
    'PUT /ops/v1/contracts/defaults': (call) => ({ value: call.body }),
    'POST /ops/v1/contracts/settle': ok({ paid: 2, owed: 1, nothing: 0 }),
    'POST /ops/v1/rollups/rebuild': ok({
      from: '2026-11-30T17:00:00.000Z',
      to: '2026-12-07T17:00:00.000Z',
      betHours: 24,
      moneyHours: 3,
    }),
    ...over,
  });
}

const open = (role: OperatorRole, query = '') =>
  renderScreen(role, '/agents', <AgentsPage />, `/agents${query}`);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the agents screen: tree', () => {
  it('finds a member, shows its path and team, and moves it under another agent after a confirm', async () => {
    const api = routes();
    open('admin');
    fireEvent.change(await screen.findByTestId('bo-agents-username'), { target: { value: 'SUB1' } });
    fireEvent.click(screen.getByTestId('bo-agents-find-submit'));
    const path = await screen.findByTestId('bo-agents-path');
    expect(path.textContent).toContain('agent01');
    expect(screen.getByTestId('bo-agents-team-size').textContent).toBe('3');

    fireEvent.change(screen.getByTestId('bo-agents-parent'), { target: { value: 'agent0' } });
    fireEvent.click(await screen.findByTestId('bo-agents-choice-agent02'));
    fireEvent.click(screen.getByTestId('bo-agents-move-submit'));
    const dialog = await screen.findByTestId('bo-agents-move-confirm');
    expect(dialog.textContent).toContain('sub1 and its whole team (3 members) go under agent02');
    fireEvent.click(within(dialog).getByTestId('bo-agents-move-confirm-ok'));
    await waitFor(() => expect(screen.getByTestId('bo-agents-path').textContent).toContain('agent02'));
    expect(api.sent('POST', '/ops/v1/players/7/move')[0]?.body).toEqual({ parent: 'agent02' });
    expect(screen.getByTestId('bo-agents-move-notice').textContent).toContain('sub1 is now under agent02');
  });

  it('says a refused move in words', async () => {
    routes({
      'POST /ops/v1/players/7/move': () => ({ errorCode: 'tree.move.cycle', status: 400 }),
    });
    open('admin', '?member=7');
    fireEvent.change(await screen.findByTestId('bo-agents-parent'), { target: { value: 'agent0' } });
    fireEvent.click(await screen.findByTestId('bo-agents-choice-agent02'));
    fireEvent.click(screen.getByTestId('bo-agents-move-submit'));
    fireEvent.click(
      within(await screen.findByTestId('bo-agents-move-confirm')).getByTestId('bo-agents-move-confirm-ok'),
    );
    await waitFor(() =>
      expect(screen.getByTestId('bo-agents-move-notice').textContent).toContain(
        'A member cannot move under itself or its own team.',
      ),
    );
  });

  it('lets a viewer read the path without the move, and hides the rollups tab', async () => {
    routes();
    open('viewer', '?member=7');
    await screen.findByTestId('bo-agents-path');
    expect(screen.queryByTestId('bo-agents-move')).toBeNull();
    expect(screen.queryByTestId('bo-tab-rollups')).toBeNull();
  });
});

describe('the agents screen: contracts', () => {
  it('lists contracts with the house as upline, opens one and force-terminates it with a reason', async () => {
    const api = routes();
    open('admin', '?tab=contracts');
    const rows = await screen.findAllByTestId('bo-contracts-row');
    expect(rows).toHaveLength(2);
    expect(rows[1]?.textContent).toContain('House');
    expect(rows[0]?.textContent).toContain('1 × 0.5 %');
    fireEvent.change(screen.getByTestId('bo-contracts-kind'), { target: { value: 'dividend' } });
    await waitFor(() => expect(api.calls.at(-1)?.query.get('kind')).toBe('dividend'));

    fireEvent.click(screen.getAllByTestId('bo-contract-open-11')[0] as HTMLElement);
    const detail = await screen.findByTestId('bo-contract-detail');
    await within(detail).findByTestId('bo-contract-payments');
    fireEvent.click(within(detail).getByTestId('bo-contract-terminate'));
    const dialog = await screen.findByTestId('bo-terminate');
    expect(within(dialog).getByTestId('bo-terminate-ok')).toHaveProperty('disabled', true);
    fireEvent.change(within(dialog).getByTestId('bo-terminate-reason'), { target: { value: 'Agent left' } });
    fireEvent.click(within(dialog).getByTestId('bo-terminate-ok'));
    await screen.findByTestId('bo-contracts-notice');
    const sent = api.sent('POST', '/ops/v1/contracts/11/terminate')[0];
    expect(sent?.body).toEqual({ reason: 'Agent left' });
    expect(sent?.query.get('merchant')).toBe('siam');
  });

  it('shows a viewer the detail without the force-termination', async () => {
    routes();
    open('viewer', '?tab=contracts');
    fireEvent.click((await screen.findAllByTestId('bo-contract-open-11'))[0] as HTMLElement);
    await screen.findByTestId('bo-contract-detail');
    expect(screen.queryByTestId('bo-contract-terminate')).toBeNull();
  });
});

describe('the agents screen: default terms', () => {
  it('refuses falling tiers before saving, then saves rising ones', async () => {
    const api = routes();
    open('admin', '?tab=defaults');
    fireEvent.click(await screen.findByTestId('bo-defaults-daily-add'));
    fireEvent.change(screen.getByTestId('bo-defaults-daily-bet-1'), { target: { value: '5000' } });
    fireEvent.change(screen.getByTestId('bo-defaults-daily-active-1'), { target: { value: '1' } });
    fireEvent.change(screen.getByTestId('bo-defaults-daily-rate-1'), { target: { value: '0.5' } });
    expect(screen.getByTestId('bo-defaults-daily-problem').textContent).toContain('Tiers must rise');
    expect(screen.getByTestId('bo-defaults-daily-save')).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByTestId('bo-defaults-daily-rate-1'), { target: { value: '1.5' } });
    expect(screen.queryByTestId('bo-defaults-daily-problem')).toBeNull();
    fireEvent.click(screen.getByTestId('bo-defaults-daily-save'));
    await waitFor(() => expect(screen.getByTestId('bo-defaults-daily-notice').textContent).toBe('Saved.'));
    expect(api.sent('PUT', '/ops/v1/contracts/defaults')[0]?.body).toEqual({
      merchant: 'siam',
      kind: 'daily',
      enabled: true,
      terms: {
        tiers: [
          { minValidBet: 100_000, minActive: 1, rate: 100 },
          { minValidBet: 500_000, minActive: 1, rate: 150 },
        ],
      },
    });
  });

  it('gives a viewer the terms read only, without a save', async () => {
    routes();
    open('viewer', '?tab=defaults');
    const share = await screen.findByTestId('bo-defaults-dividend-share');
    expect((share as HTMLInputElement).value).toBe('30');
    // the section's fieldset disables every control inside it
    expect(share.closest('fieldset')).toHaveProperty('disabled', true);
    expect(screen.queryByTestId('bo-defaults-daily-save')).toBeNull();
    expect(screen.queryByTestId('bo-defaults-daily-add')).toBeNull();
  });
});

describe('the agents screen: payments and rollups', () => {
  it('lists payments and settles a kind now, with the jobs link for an operator of every merchant', async () => {
    const api = routes();
    renderScreen('admin', '/agents', <AgentsPage />, '/agents?tab=payments', { merchant: null });
    const row = await screen.findByTestId('bo-payments-row');
    expect(row.textContent).toContain('10.00');
    expect(row.textContent).toContain('Paid');
    fireEvent.change(screen.getByTestId('bo-settle-kind'), { target: { value: 'dividend' } });
    expect(screen.getByTestId('bo-settle-jobs').getAttribute('href')).toBe('/jobs?job=contracts.dividend');
    fireEvent.click(screen.getByTestId('bo-settle-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('bo-settle-result').textContent).toContain(
        'Dividend: 2 paid, 1 owed, 0 with nothing due',
      ),
    );
    expect(api.sent('POST', '/ops/v1/contracts/settle')[0]?.body).toEqual({
      merchant: 'siam',
      kind: 'dividend',
    });
  });

  it('gives a viewer the payments without settling', async () => {
    routes();
    open('viewer', '?tab=payments');
    await screen.findByTestId('bo-payments-row');
    expect(screen.queryByTestId('bo-settle')).toBeNull();
  });

  it('rebuilds the rollups of a range of days for an administrator', async () => {
    const api = routes();
    open('admin', '?tab=rollups');
    fireEvent.change(await screen.findByTestId('bo-rollups-from'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByTestId('bo-rollups-to'), { target: { value: '2026-12-07' } });
    fireEvent.click(screen.getByTestId('bo-rollups-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('bo-rollups-result').textContent).toContain(
        'Rebuilt 24 hours of bets and 3 hours',
      ),
    );
    const body = api.sent('POST', '/ops/v1/rollups/rebuild')[0]?.body as { from: string; to: string };
    expect(Date.parse(body.to) - Date.parse(body.from)).toBe(7 * 86_400_000);
  });
});

describe('terms drafts', () => {
  it('round-trip the server’s terms and word the faults', () => {
    const daily = DEFAULTS[0] as ContractDefault;
    expect(termsOf('daily', draftOf(daily))).toEqual({ terms: daily.terms });
    const dividend = DEFAULTS[3] as ContractDefault;
    expect(termsOf('dividend', draftOf(dividend))).toEqual({ terms: dividend.terms });
    expect(termsOf('dividend', { ...draftOf(dividend), share: '101' })).toEqual({ problem: 'rate' });
    expect(termsOf('daily', { ...draftOf(daily), tiers: [] })).toEqual({ problem: 'tiers' });
    expect(
      termsOf('daily', { ...draftOf(daily), tiers: [{ minValidBet: 'x', minActive: '1', rate: '1' }] }),
    ).toEqual({ problem: 'number' });
  });
});
