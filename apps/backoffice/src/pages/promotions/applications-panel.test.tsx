import type { OperatorRole } from '@portal/contracts/operators';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Call, fakeOps, ok, renderScreen } from '../../test/screen.tsx';
import { application, MERCHANTS, PROMOTIONS } from './promotions-fixtures.test-data.ts';
import PromotionsPage from './promotions-page.tsx';

const WAITING = [application(), application({ id: 12, username: 'bigfan', imageIds: [], comment: null })];

function reviewApi(extra: Record<string, (call: Call) => Answer> = {}) {
  return fakeOps({
    'GET /ops/v1/merchants': ok(MERCHANTS),
    'GET /ops/v1/promotions': ok(PROMOTIONS),
    'GET /ops/v1/promotions/applications': (call) => ({
      value: call.query.get('status') === 'rejected' ? [] : WAITING,
    }),
    'GET /ops/v1/promotions/applications/11/images/21': ok('png'),
    'GET /ops/v1/promotions/applications/11/images/22': ok('png'),
    ...extra,
  });
}

const renderAs = (role: OperatorRole) =>
  renderScreen(role, '/promotions', <PromotionsPage />, '/promotions?merchant=siam&tab=applications');

const rowOf = async (username: string) => {
  const table = await screen.findByTestId('bo-applications');
  await waitFor(() => expect(within(table).getByText(username)).toBeTruthy());
  return within(table)
    .getAllByTestId('bo-applications-row')
    .find((row) => row.textContent?.includes(username)) as HTMLElement;
};

beforeEach(() => {
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:image') });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the applications review', () => {
  it('lists the waiting applications with player, promotion, comment and images read with the session', async () => {
    const api = reviewApi();
    renderAs('viewer');
    const row = await rowOf('lucky7');
    expect(row.textContent).toContain('Share Your Big Win');
    expect(row.textContent).toContain('x120 on Fortune Tiger');
    expect(row.textContent).toContain('Waiting');
    expect(screen.getByTestId('bo-tab-applications').textContent).toBe('Applications2');
    await waitFor(() => expect(within(row).getAllByTestId('bo-application-image')).toHaveLength(2));
    expect(
      within(row)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Image 1 from lucky7', 'Image 2 from lucky7']);
    const image = api.calls.find((c) => c.path === '/ops/v1/promotions/applications/11/images/21');
    expect(image).toBeTruthy();
    const init = vi.mocked(fetch).mock.calls.find(([url]) => String(url).endsWith('/images/21'))?.[1];
    expect((init?.headers as Record<string, string> | undefined)?.Authorization).toBe('ops_test');
    expect(api.sent('GET', '/ops/v1/promotions/applications')[0]?.query.get('status')).toBe('applying');
    // a viewer reads: no decisions
    expect(within(row).queryByTestId('bo-application-approve')).toBeNull();
    expect(screen.getByText('Read only: finance and administrators review applications.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('bo-applications-status'), { target: { value: 'rejected' } });
    await screen.findByText('No applications in this state.');
  });

  it('approves after a second look that says what it pays, and says which bonus was issued', async () => {
    const api = reviewApi({
      'POST /ops/v1/promotions/applications/11/approve': ok(
        application({ status: 'issued', bonusId: 77, decidedAt: new Date().toISOString() }),
      ),
    });
    renderAs('finance');
    fireEvent.click(within(await rowOf('lucky7')).getByTestId('bo-application-approve'));
    const dialog = await screen.findByTestId('bo-application-approve-confirm');
    await waitFor(() =>
      expect(dialog.textContent).toContain(
        '“Share Your Big Win” pays 100.00 now, with a turnover of 1 time the bonus.',
      ),
    );
    fireEvent.click(screen.getByTestId('bo-application-approve-confirm-ok'));
    await waitFor(() =>
      expect(screen.getByTestId('bo-applications-notice').textContent).toBe(
        'Approved: lucky7 has bonus #77.',
      ),
    );
    expect(api.sent('POST', '/ops/v1/promotions/applications/11/approve')).toHaveLength(1);
  });

  it('keeps an approval another operator made first in the dialog', async () => {
    reviewApi({
      'POST /ops/v1/promotions/applications/12/approve': () => ({
        errorCode: 'promotion.review.decided',
        status: 409,
      }),
    });
    renderAs('admin');
    fireEvent.click(within(await rowOf('bigfan')).getByTestId('bo-application-approve'));
    fireEvent.click(await screen.findByTestId('bo-application-approve-confirm-ok'));
    await waitFor(() =>
      expect(screen.getByTestId('bo-application-approve-error').textContent).toBe(
        'This application has already been decided by another operator.',
      ),
    );
  });

  it('rejects with the reason the player sees', async () => {
    const api = reviewApi({
      'POST /ops/v1/promotions/applications/11/reject': (call) => ({
        value: application({ status: 'rejected', reason: (call.body as { reason: string }).reason }),
      }),
    });
    renderAs('finance');
    fireEvent.click(within(await rowOf('lucky7')).getByTestId('bo-application-reject'));
    const ok = await screen.findByTestId('bo-application-reject-dialog-ok');
    fireEvent.change(screen.getByTestId('bo-application-reject-dialog-reason'), { target: { value: 'no' } });
    expect((ok as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('bo-application-reject-dialog-reason'), {
      target: { value: '  The win is below 50 times the stake  ' },
    });
    fireEvent.click(ok);
    await waitFor(() =>
      expect(screen.getByTestId('bo-applications-notice').textContent).toBe(
        'Rejected: lucky7 sees your reason.',
      ),
    );
    expect(api.sent('POST', '/ops/v1/promotions/applications/11/reject')[0]?.body).toEqual({
      reason: 'The win is below 50 times the stake',
    });
  });
});
