import type { OperatorRole } from '@portal/contracts/operators';
import type { OpsIssueBonusBody } from '@portal/contracts/promotions.schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Call, fakeOps, ok, renderScreen } from '../../test/screen.tsx';
import { bonus, MERCHANTS, PROMOTIONS } from './promotions-fixtures.test-data.ts';
import PromotionsPage from './promotions-page.tsx';

const BONUSES = [
  bonus(),
  bonus({
    id: 30,
    promotionId: null,
    source: 'operator:1',
    accountId: 502,
    username: '',
    amount: 50_00,
    required: 0,
    progress: 0,
    remaining: 0,
    status: 'revoked',
    closedAt: new Date().toISOString(),
    takenBack: 50_00,
    reason: 'Duplicate account',
  }),
];

const player = (id: number, username: string) => ({ id, username, merchant: 'siam' });

function bonusesApi(extra: Record<string, (call: Call) => Answer> = {}) {
  return fakeOps({
    'GET /ops/v1/merchants': ok(MERCHANTS),
    'GET /ops/v1/promotions': ok(PROMOTIONS),
    'GET /ops/v1/bonuses': (call) => ({
      value: BONUSES.filter(
        (b) =>
          (!call.query.get('accountId') || String(b.accountId) === call.query.get('accountId')) &&
          (!call.query.get('status') || b.status === call.query.get('status')),
      ),
    }),
    'GET /ops/v1/players': (call) => ({
      value: {
        items: call.query.get('q')?.toLowerCase().startsWith('lucky')
          ? [player(5010, 'lucky77'), player(501, 'lucky7')]
          : [],
        next: null,
      },
    }),
    ...extra,
  });
}

const renderAs = (role: OperatorRole) =>
  renderScreen(role, '/promotions', <PromotionsPage />, '/promotions?merchant=siam&tab=bonuses');

const rowOf = async (id: number) => {
  const table = await screen.findByTestId('bo-bonuses');
  await waitFor(() => expect(within(table).getByText(`#${id}`)).toBeTruthy());
  return within(table)
    .getAllByTestId('bo-bonuses-row')
    .find((row) => row.textContent?.startsWith(`#${id}`)) as HTMLElement;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the bonuses', () => {
  it('shows each bonus with its source, amount, turnover done and required, state, expiry and closing', async () => {
    bonusesApi();
    renderAs('viewer');
    const open = await rowOf(31);
    await waitFor(() => expect(open.textContent).toContain('Share Your Big Win'));
    expect(open.textContent).toContain('100.00');
    expect(within(open).getByTestId('bo-bonus-turnover').textContent).toBe('50.00 / 200.00');
    expect(within(open).getByTestId('bo-bonus-status').dataset.status).toBe('active');
    expect(within(open).getByRole('link', { name: 'lucky7' }).getAttribute('href')).toBe(
      '/players?player=501',
    );
    const revoked = await rowOf(30);
    // A player the member module no longer names (a deleted account) reads by its number.
    expect(revoked.textContent).toContain('Account #502');
    expect(revoked.textContent).toContain('By hand');
    expect(revoked.textContent).toContain('Revoked');
    expect(revoked.textContent).toContain('50.00 taken back');
    expect(revoked.textContent).toContain('Duplicate account');
    // a viewer reads
    expect(screen.queryByTestId('bo-bonus-issue')).toBeNull();
    expect(within(open).queryByTestId('bo-bonus-revoke')).toBeNull();
  });

  it('filters by a player’s username and by state', async () => {
    const api = bonusesApi();
    renderAs('viewer');
    await rowOf(30);
    fireEvent.change(screen.getByTestId('bo-bonuses-player'), { target: { value: 'Lucky7' } });
    fireEvent.change(screen.getByTestId('bo-bonuses-status'), { target: { value: 'active' } });
    fireEvent.click(screen.getByTestId('bo-bonuses-find'));
    await waitFor(() =>
      expect(api.sent('GET', '/ops/v1/bonuses').at(-1)?.query.get('accountId')).toBe('501'),
    );
    expect(api.sent('GET', '/ops/v1/bonuses').at(-1)?.query.get('status')).toBe('active');
    expect(api.sent('GET', '/ops/v1/players')[0]?.query.get('by')).toBe('username');
    const row = await rowOf(31);
    await waitFor(() => expect(row.textContent).toContain('lucky7'));
    expect(screen.getAllByTestId('bo-bonuses-row')).toHaveLength(1);
    fireEvent.change(screen.getByTestId('bo-bonuses-player'), { target: { value: 'nobody' } });
    fireEvent.click(screen.getByTestId('bo-bonuses-find'));
    expect((await screen.findByTestId('bo-bonuses-no-player')).textContent).toBe(
      'This merchant has no player named “nobody”.',
    );
  });

  it('issues a bonus by hand to a player by username, once per request, with its reason', async () => {
    const api = bonusesApi({
      'POST /ops/v1/bonuses': (call) => {
        const body = call.body as OpsIssueBonusBody;
        return {
          value: bonus({ id: 40, amount: body.amount, accountId: body.accountId, promotionId: null }),
        };
      },
    });
    renderAs('finance');
    fireEvent.click(await screen.findByTestId('bo-bonus-issue'));
    fireEvent.click(await screen.findByTestId('bo-issue-bonus-ok'));
    const dialog = screen.getByTestId('bo-issue-bonus');
    expect(dialog.textContent).toContain("Enter the player's username.");
    expect(dialog.textContent).toContain('An amount above 0');
    expect(dialog.textContent).toContain('Write a reason of at least 3 characters.');
    fireEvent.change(screen.getByTestId('bo-issue-player'), { target: { value: 'lucky7' } });
    fireEvent.change(screen.getByTestId('bo-issue-amount'), { target: { value: '250.50' } });
    fireEvent.change(screen.getByTestId('bo-issue-turnover'), { target: { value: '3' } });
    expect(dialog.textContent).toContain('Turnover required: 751.50');
    fireEvent.change(screen.getByTestId('bo-issue-expiry'), { target: { value: '7' } });
    fireEvent.change(screen.getByTestId('bo-issue-reason'), { target: { value: 'VIP birthday gift' } });
    fireEvent.click(screen.getByTestId('bo-issue-bonus-ok'));
    await waitFor(() =>
      expect(screen.getByTestId('bo-bonuses-notice').textContent).toBe(
        'Issued 250.50 to lucky7 (bonus #40).',
      ),
    );
    const [sent] = api.sent('POST', '/ops/v1/bonuses');
    const body = sent?.body as OpsIssueBonusBody;
    expect(body).toMatchObject({
      merchant: 'siam',
      accountId: 501,
      amount: 250_50,
      turnoverMultiplier: 3,
      expiryDays: 7,
      reason: 'VIP birthday gift',
    });
    expect(body.requestId).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('says when the player does not exist and issues nothing', async () => {
    const api = bonusesApi();
    renderAs('admin');
    fireEvent.click(await screen.findByTestId('bo-bonus-issue'));
    fireEvent.change(screen.getByTestId('bo-issue-player'), { target: { value: 'ghost' } });
    fireEvent.change(screen.getByTestId('bo-issue-amount'), { target: { value: '10' } });
    fireEvent.change(screen.getByTestId('bo-issue-reason'), { target: { value: 'Goodwill' } });
    fireEvent.click(screen.getByTestId('bo-issue-bonus-ok'));
    await waitFor(() =>
      expect(screen.getByTestId('bo-issue-bonus-refusal').textContent).toBe(
        'This merchant has no player named “ghost”.',
      ),
    );
    expect(api.sent('POST', '/ops/v1/bonuses')).toHaveLength(0);
  });

  it('revokes an open bonus with a reason, and words a bonus already closed', async () => {
    let closed = false;
    const api = bonusesApi({
      'POST /ops/v1/bonuses/31/revoke': (call) =>
        closed
          ? { errorCode: 'bonus.state', status: 409 }
          : {
              value: bonus({
                status: 'revoked',
                takenBack: 100_00,
                reason: (call.body as { reason: string }).reason,
              }),
            },
    });
    renderAs('finance');
    fireEvent.click(within(await rowOf(31)).getByTestId('bo-bonus-revoke'));
    const dialog = await screen.findByTestId('bo-bonus-revoke-dialog');
    expect(dialog.textContent).toContain("The bonus of 100.00 leaves the player's wallet");
    fireEvent.change(screen.getByTestId('bo-bonus-revoke-dialog-reason'), {
      target: { value: 'Bonus abuse' },
    });
    fireEvent.click(screen.getByTestId('bo-bonus-revoke-dialog-ok'));
    await waitFor(() =>
      expect(screen.getByTestId('bo-bonuses-notice').textContent).toBe(
        'Bonus #31 revoked: 100.00 taken back.',
      ),
    );
    expect(api.sent('POST', '/ops/v1/bonuses/31/revoke')[0]?.body).toEqual({ reason: 'Bonus abuse' });
    closed = true;
    fireEvent.click(within(await rowOf(31)).getByTestId('bo-bonus-revoke'));
    fireEvent.change(await screen.findByTestId('bo-bonus-revoke-dialog-reason'), {
      target: { value: 'Bonus abuse' },
    });
    fireEvent.click(screen.getByTestId('bo-bonus-revoke-dialog-ok'));
    await waitFor(() =>
      expect(screen.getByTestId('bo-bonus-revoke-dialog-refusal').textContent).toContain(
        'This bonus is already closed',
      ),
    );
  });
});
