import type { OpsAdjustment, OpsPlayer } from '@portal/contracts/operators-players.schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeOps, ok, pageOf, renderScreen } from '../../test/screen.tsx';
import AdjustmentsPage from './adjustments-page.tsx';
import { deviceOf } from './player-lists.tsx';
import PlayersPage from './players-page.tsx';

const PLAYER: OpsPlayer = {
  id: 42,
  merchant: 'siam',
  username: 'somchai',
  nickname: 'Chai',
  kind: 'player',
  status: 'active',
  mobile: '+66 812345678',
  email: 'somchai@example.com',
  realName: 'Somchai Jaidee',
  createdAt: '2026-11-01T08:00:00.000Z',
  lastLoginAt: '2026-11-25T09:30:00.000Z',
  accountType: 0,
  mustChangePassword: false,
  birthday: null,
  affiliateCode: null,
  firstLoginAt: '2026-11-01T08:05:00.000Z',
  lastLoginIp: '203.0.113.9',
  passwordChangedAt: '2026-11-01T08:00:00.000Z',
  balances: { main: 500_000, mainAccountId: 77, vendors: [], heldWithdrawals: 20_000 },
  upline: [
    { id: 7, username: 'agent01', kind: 'agent' },
    { id: 3, username: 'master', kind: 'agent' },
  ],
  downlineCount: 0,
  liveSessions: 2,
  bankCards: [],
};

const adjustment = (overrides: Partial<OpsAdjustment> = {}): OpsAdjustment => ({
  id: 9,
  merchant: 'siam',
  playerId: 42,
  username: 'somchai',
  direction: 'credit',
  amount: 1_500_000,
  reason: 'Jackpot paid by hand',
  status: 'pending',
  requestedBy: 'finance',
  requestedAt: '2026-11-25T10:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  note: null,
  entryId: null,
  balanceAfter: null,
  ...overrides,
});

const RULES = ok({ approvalLimit: 1_000_000 });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the players screen', () => {
  it('searches by the field chosen and opens a player from the results', async () => {
    const api = fakeOps({
      'GET /ops/v1/players': (call) => ({
        value: { items: call.query.get('q') ? [PLAYER] : [], next: null },
      }),
      'GET /ops/v1/players/42': ok(PLAYER),
    });
    renderScreen('viewer', '/players', <PlayersPage />, '/players');
    await waitFor(() => expect(api.sent('GET', '/ops/v1/players')).toHaveLength(1));
    fireEvent.change(screen.getByTestId('bo-player-q'), { target: { value: '0812' } });
    fireEvent.change(screen.getByTestId('bo-player-by'), { target: { value: 'mobile' } });
    fireEvent.click(screen.getByTestId('bo-player-search'));
    fireEvent.click(await screen.findByTestId('bo-player-open'));
    const asked = api.sent('GET', '/ops/v1/players').at(-1);
    expect(asked?.query.get('q')).toBe('0812');
    expect(asked?.query.get('by')).toBe('mobile');
    await screen.findByTestId('bo-player');
    expect(screen.getByTestId('bo-player-main').textContent).toBe('5,000.00');
    expect(screen.getByTestId('bo-player-ledger').getAttribute('href')).toBe('/ledger?account=77');
    // the chain runs from the top of the tree down to the player
    const chain = within(screen.getByTestId('bo-player-upline')).getAllByRole('listitem');
    expect(chain.map((li) => li.textContent)).toEqual([
      'masterAgent',
      'agent01Agent',
      'somchai0 direct downlines',
    ]);
    // a viewer reads, and has no buttons
    expect(screen.queryByTestId('bo-player-lock')).toBeNull();
    expect(screen.queryByTestId('bo-player-adjust')).toBeNull();
  });

  it('locks a player after a second look, with the reason, and says what ended', async () => {
    const api = fakeOps({
      'GET /ops/v1/players/42': ok(PLAYER),
      'POST /ops/v1/players/42/lock': ok({
        player: { ...PLAYER, status: 'locked' },
        changed: true,
        sessionsEnded: 2,
      }),
    });
    renderScreen('admin', '/players', <PlayersPage />, '/players?player=42');
    fireEvent.click(await screen.findByTestId('bo-player-lock'));
    const dialog = screen.getByTestId('bo-player-confirm');
    expect(dialog.textContent).toContain('its sessions end now (2 live)');
    fireEvent.change(within(dialog).getByTestId('bo-player-reason'), { target: { value: 'Chargeback' } });
    fireEvent.click(screen.getByTestId('bo-player-confirm-ok'));
    await waitFor(() =>
      expect(screen.getByTestId('bo-player-notice').textContent).toContain(
        'somchai is locked; 2 sessions ended.',
      ),
    );
    expect(api.sent('POST', '/ops/v1/players/42/lock')[0]?.body).toEqual({ reason: 'Chargeback' });
  });

  it('says before a submit that an adjustment above the limit waits, and keeps its key for a retry', async () => {
    let fail = true;
    const api = fakeOps({
      'GET /ops/v1/players/42': ok(PLAYER),
      'GET /ops/v1/adjustments/rules': RULES,
      'POST /ops/v1/players/42/adjustments': (call) =>
        fail
          ? { errorCode: 'wallet.insufficient.funds', status: 409 }
          : { value: adjustment(call.body as object) },
    });
    renderScreen('finance', '/players', <PlayersPage />, '/players?player=42');
    fireEvent.click(await screen.findByTestId('bo-player-adjust'));
    await screen.findByText(/Above 10,000.00 an adjustment waits/);
    fireEvent.click(screen.getByTestId('bo-adjust-debit'));
    fireEvent.change(screen.getByTestId('bo-adjust-amount'), { target: { value: '15,000' } });
    expect(screen.getByText("Above the limit: it will wait for another operator's approval.")).toBeTruthy();
    fireEvent.change(screen.getByTestId('bo-adjust-reason'), { target: { value: 'Bonus abuse' } });
    fireEvent.click(screen.getByTestId('bo-adjust-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('bo-adjust-error').textContent).toContain(
        'The balance is too low for this debit',
      ),
    );
    fail = false;
    fireEvent.click(screen.getByTestId('bo-adjust-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('bo-player-notice').textContent).toContain(
        "ADJ9 (−15,000.00) waits for a second operator's approval.",
      ),
    );
    const [first, second] = api
      .sent('POST', '/ops/v1/players/42/adjustments')
      .map((c) => c.body as Record<string, unknown>);
    expect(second).toMatchObject({ direction: 'debit', amount: 1_500_000, reason: 'Bonus abuse' });
    // a refusal is an outcome: the next submit is a new request
    expect(second?.requestId).not.toBe(first?.requestId);
  });

  it('adds a note and shows it with its author', async () => {
    const notes: Array<{ id: number; author: string; text: string; createdAt: string }> = [];
    fakeOps({
      'GET /ops/v1/players/42': ok(PLAYER),
      'GET /ops/v1/players/42/notes': () => ({ value: pageOf([...notes], 10) }),
      'POST /ops/v1/players/42/notes': (call) => {
        const note = {
          id: 1,
          author: 'finance',
          text: (call.body as { text: string }).text,
          createdAt: '2026-11-25T11:00:00.000Z',
        };
        notes.unshift(note);
        return { value: note };
      },
    });
    renderScreen('finance', '/players', <PlayersPage />, '/players?player=42&tab=notes');
    fireEvent.change(await screen.findByTestId('bo-note-text'), {
      target: { value: 'Called about a deposit' },
    });
    fireEvent.click(screen.getByTestId('bo-note-add'));
    const list = await screen.findByTestId('bo-player-notes');
    expect(list.textContent).toContain('finance');
    expect(list.textContent).toContain('Called about a deposit');
  });
});

describe('the adjustments queue', () => {
  it('lets another operator approve, and the requester only withdraw its own', async () => {
    const api = fakeOps({
      'GET /ops/v1/adjustments/rules': RULES,
      'GET /ops/v1/adjustments': ok(
        pageOf([adjustment(), adjustment({ id: 10, requestedBy: 'admin', direction: 'debit' })]),
      ),
      'POST /ops/v1/adjustments/9/approve': ok(adjustment({ status: 'posted', decidedBy: 'admin' })),
    });
    renderScreen('admin', '/adjustments', <AdjustmentsPage />, '/adjustments', {
      username: 'admin',
      merchant: null,
    });
    const rows = await screen.findAllByTestId('bo-adjustments-row');
    expect(within(rows[0] as HTMLElement).getByTestId('bo-adjustment-approve')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).queryByTestId('bo-adjustment-approve')).toBeNull();
    expect(within(rows[1] as HTMLElement).getByTestId('bo-adjustment-reject').textContent).toBe('Withdraw');
    expect(rows[1]?.textContent).toContain('−15,000.00');
    fireEvent.click(within(rows[0] as HTMLElement).getByTestId('bo-adjustment-approve'));
    expect(screen.getByTestId('bo-adjustment-confirm').textContent).toContain(
      "+15,000.00 on somchai's main wallet is posted now.",
    );
    fireEvent.click(screen.getByTestId('bo-adjustment-confirm-ok'));
    await waitFor(() =>
      expect(screen.getByTestId('bo-adjustments-notice').textContent).toContain('ADJ9 approved'),
    );
    expect(api.sent('POST', '/ops/v1/adjustments/9/approve')).toHaveLength(1);
    expect(api.sent('GET', '/ops/v1/adjustments')[0]?.query.get('status')).toBe('pending');
  });
});

describe('a login’s device', () => {
  it('reads the system and the browser of a user agent', () => {
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1',
      ),
    ).toBe('iPhone · Safari');
    expect(
      deviceOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0',
      ),
    ).toBe('Windows · Edge');
    expect(
      deviceOf('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36'),
    ).toBe('Android · Chrome');
    expect(deviceOf(null)).toBe('');
  });
});
