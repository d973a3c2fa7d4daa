import type { OperatorRole } from '@portal/contracts/operators';
import type { OpsPromotion } from '@portal/contracts/promotions.schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Call, fakeOps, ok, renderScreen } from '../../test/screen.tsx';
import { MERCHANTS, PROMOTIONS } from './promotions-fixtures.test-data.ts';
import PromotionsPage from './promotions-page.tsx';

function promotionsApi(extra: Record<string, (call: Call) => Answer> = {}) {
  return fakeOps({
    'GET /ops/v1/merchants': ok(MERCHANTS),
    'GET /ops/v1/promotions': ok(PROMOTIONS),
    ...extra,
  });
}

const renderAs = (role: OperatorRole) =>
  renderScreen(role, '/promotions', <PromotionsPage />, '/promotions?merchant=siam');

const rowOf = async (title: string) => {
  const table = await screen.findByTestId('bo-promotions');
  await waitFor(() => expect(within(table).getByText(title)).toBeTruthy());
  return within(table)
    .getAllByTestId('bo-promotions-row')
    .find((row) => row.textContent?.includes(title)) as HTMLElement;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the promotions list', () => {
  it('shows each promotion with its type, audience, period, what it pays, turnover and state', async () => {
    promotionsApi();
    renderAs('viewer');
    const welcome = await rowOf('Welcome 100%');
    expect(welcome.textContent).toContain('First deposit');
    expect(welcome.textContent).toContain('Registered within 30 days');
    expect(welcome.textContent).toContain('100% up to 1,000.00');
    expect(welcome.textContent).toContain('deposit 100.00+');
    expect(welcome.textContent).toContain('no end');
    expect(welcome.textContent).toContain('2×');
    expect(within(welcome).getByTestId('bo-promotion-state').dataset.state).toBe('scheduled');
    expect(welcome.textContent).toContain('Scheduled');
    const custom = await rowOf('Share Your Big Win');
    expect(custom.textContent).toContain('Application');
    expect(custom.textContent).toContain('Every member');
    expect(custom.textContent).toContain('100.00');
    expect(custom.textContent).toContain('Live');
    const rebate = await rowOf('Old Rebate');
    expect(rebate.textContent).toContain('Paid by the rebates module');
    expect(rebate.textContent).toContain('Ended');
  });

  it('offers a viewer no changes, only the promotion as the portal shows it', async () => {
    promotionsApi();
    renderAs('viewer');
    const row = await rowOf('Share Your Big Win');
    expect(screen.queryByTestId('bo-promotion-new')).toBeNull();
    expect(within(row).queryByTestId('bo-promotion-edit')).toBeNull();
    expect(within(row).queryByTestId('bo-promotion-pause')).toBeNull();
    fireEvent.click(within(row).getByTestId('bo-promotion-open'));
    const view = await screen.findByTestId('bo-promotion-view');
    expect(view.textContent).toContain('Turnover 1 time the bonus');
    expect(view.textContent).toContain('14 days after it is issued');
    const figures = within(view).getAllByRole('figure');
    expect(figures.map((f) => f.dataset.theme)).toEqual(['dark', 'light']);
    expect(within(figures[0] as HTMLElement).getByTestId('bo-promotion-preview-state').textContent).toBe(
      'Apply',
    );
  });

  it('gives an administrator the changes each state allows', async () => {
    promotionsApi();
    renderAs('admin');
    const actions = async (title: string) =>
      within(await rowOf(title))
        .queryAllByRole('button')
        .map((b) => b.dataset.testid)
        .filter((id) => id !== 'bo-promotion-open');
    expect(await actions('Welcome 100%')).toEqual([
      'bo-promotion-edit',
      'bo-promotion-pause',
      'bo-promotion-end',
    ]);
    expect(await actions('Share Your Big Win')).toEqual([
      'bo-promotion-edit',
      'bo-promotion-pause',
      'bo-promotion-end',
    ]);
    expect(await actions('Weekend Reload')).toEqual([
      'bo-promotion-edit',
      'bo-promotion-resume',
      'bo-promotion-end',
    ]);
    expect(await actions('Old Rebate')).toEqual([]);
    expect(screen.getByTestId('bo-promotion-new')).toBeTruthy();
  });

  it('pauses a promotion after a second look, says so and reloads the list', async () => {
    let paused = false;
    const api = promotionsApi({
      'GET /ops/v1/promotions': () => ({
        value: PROMOTIONS.map((p) => (p.id === 1 && paused ? { ...p, paused: true, state: 'paused' } : p)),
      }),
      'POST /ops/v1/promotions/1/pause': () => {
        paused = true;
        return { value: { ...(PROMOTIONS[0] as OpsPromotion), paused: true, state: 'paused' } };
      },
    });
    renderAs('admin');
    fireEvent.click(within(await rowOf('Share Your Big Win')).getByTestId('bo-promotion-pause'));
    const dialog = await screen.findByTestId('bo-promotion-confirm');
    expect(dialog.textContent).toContain('Pause “Share Your Big Win”?');
    expect(api.sent('POST', '/ops/v1/promotions/1/pause')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('bo-promotion-confirm-ok'));
    await waitFor(() =>
      expect(screen.getByTestId('bo-promotions-notice').textContent).toContain(
        '“Share Your Big Win” is paused',
      ),
    );
    expect(api.sent('POST', '/ops/v1/promotions/1/pause')).toHaveLength(1);
    await waitFor(async () =>
      expect(within(await rowOf('Share Your Big Win')).getByTestId('bo-promotion-state').dataset.state).toBe(
        'paused',
      ),
    );
  });

  it('keeps a refused change in the dialog, in the operator’s words', async () => {
    promotionsApi({
      'POST /ops/v1/promotions/3/end': () => ({
        errorCode: 'promotion.not.found',
        status: 404,
        message: 'This promotion does not exist',
      }),
    });
    renderAs('admin');
    fireEvent.click(within(await rowOf('Weekend Reload')).getByTestId('bo-promotion-end'));
    fireEvent.click(await screen.findByTestId('bo-promotion-confirm-ok'));
    await waitFor(() =>
      expect(screen.getByTestId('bo-promotion-change-error').textContent).toContain(
        'This promotion does not exist, or belongs to a merchant outside your scope.',
      ),
    );
  });
});
