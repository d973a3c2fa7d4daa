import type { OpsPromotion, OpsPromotionInput } from '@portal/contracts/promotions.schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Call, fakeOps, ok, renderScreen } from '../../test/screen.tsx';
import { MERCHANTS, PROMOTIONS } from './promotions-fixtures.test-data.ts';
import PromotionsPage from './promotions-page.tsx';

function editorApi(extra: Record<string, (call: Call) => Answer> = {}) {
  return fakeOps({
    'GET /ops/v1/merchants': ok(MERCHANTS),
    'GET /ops/v1/promotions': ok(PROMOTIONS),
    ...extra,
  });
}

const open = (edit: string) =>
  renderScreen('admin', '/promotions', <PromotionsPage />, `/promotions?merchant=siam&edit=${edit}`);

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

/** The preview's card in one theme (dark first). */
const card = (theme = 0) =>
  within(screen.getByTestId('bo-promotion-preview')).getAllByTestId('bo-promotion-preview-card')[
    theme
  ] as HTMLElement;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the promotion editor', () => {
  it('draws the portal’s card as it is typed, in both themes and in the language written', async () => {
    editorApi();
    open('new');
    await screen.findByTestId('bo-promotion-form');
    expect(within(screen.getByTestId('bo-promotion-preview')).getAllByRole('figure')).toHaveLength(2);
    type('bo-content-title-en', 'Jackpot Selfie');
    type('bo-promotion-fixedAmount', '88');
    type('bo-promotion-turnover', '3');
    expect(within(card()).getByTestId('bo-promotion-preview-title').textContent).toBe('Jackpot Selfie');
    expect(within(card(1)).getByTestId('bo-promotion-preview-title').textContent).toBe('Jackpot Selfie');
    expect(within(card()).getByTestId('bo-promotion-preview-turnover').textContent).toBe(
      'Turnover 3 times the bonus',
    );
    // a custom promotion that has started asks the player to apply; a later start says coming soon
    expect(within(card()).getByTestId('bo-promotion-preview-state').textContent).toBe('Apply');
    type('bo-promotion-start', '2099-01-02T10:00');
    expect(within(card()).getByTestId('bo-promotion-preview-state').textContent).toBe('Coming soon');
    expect(card().textContent).toContain('From 02/01/2099');
    // the Thai tab previews the Thai texts, in Thai words
    fireEvent.click(screen.getByTestId('bo-content-lang-th'));
    expect(within(card()).getByTestId('bo-promotion-preview-title').textContent).toBe('Jackpot Selfie');
    type('bo-content-title-th', 'เซลฟี่แจ็คพอต');
    expect(within(card()).getByTestId('bo-promotion-preview-title').textContent).toBe('เซลฟี่แจ็คพอต');
    expect(within(card()).getByTestId('bo-promotion-preview-turnover').textContent).toBe(
      'ยอดเทิร์น 3 เท่าของโบนัส',
    );
  });

  it('says beside each field what is wrong and sends nothing until it reads', async () => {
    const api = editorApi();
    open('new');
    await screen.findByTestId('bo-promotion-form');
    type('bo-promotion-start', '2030-05-02T10:00');
    type('bo-promotion-end', '2030-05-01T10:00');
    type('bo-promotion-turnover', '101');
    type('bo-promotion-weight-LIVE', '150');
    fireEvent.click(screen.getByTestId('bo-promotion-save'));
    expect(screen.getByTestId('bo-promotion-problems').textContent).toContain('Some fields need attention');
    expect(screen.getByTestId('bo-promotion-title-problem').textContent).toBe(
      'Write at least the English title.',
    );
    const form = screen.getByTestId('bo-promotion-form');
    expect(form.textContent).toContain('The end must come after the start.');
    expect(form.textContent).toContain('This type pays a fixed amount above 0.');
    expect(form.textContent).toContain('A whole multiple from 0 to 100.');
    expect(form.textContent).toContain('0 to 100.');
    expect(api.sent('POST', '/ops/v1/promotions')).toHaveLength(0);
  });

  it('creates a deposit bonus with exactly the fields the API takes, in minor units', async () => {
    const api = editorApi({
      'POST /ops/v1/promotions': (call) => ({
        value: { ...(PROMOTIONS[1] as OpsPromotion), ...(call.body as object), id: 9 },
      }),
    });
    open('new');
    await screen.findByTestId('bo-promotion-form');
    type('bo-promotion-type', 'reload');
    type('bo-content-title-en', 'Friday Reload');
    type('bo-content-html-en', '<p>20% every Friday</p>');
    type('bo-promotion-start', '2030-05-01T10:00');
    type('bo-promotion-audience', 'vipLevels');
    type('bo-promotion-levels', '3, 2');
    type('bo-promotion-minDeposit', '200');
    type('bo-promotion-percent', '20');
    type('bo-promotion-cap', '1,500.50');
    type('bo-promotion-periodDays', '7');
    type('bo-promotion-turnover', '5');
    type('bo-promotion-weight-SPORTS', '50');
    type('bo-promotion-forfeit', 'bonus_and_winnings');
    fireEvent.click(screen.getByTestId('bo-promotion-save'));
    await waitFor(() => expect(api.sent('POST', '/ops/v1/promotions')).toHaveLength(1));
    const body = api.sent('POST', '/ops/v1/promotions')[0]?.body as OpsPromotionInput;
    expect(body).toEqual({
      merchant: 'siam',
      type: 'reload',
      audience: { kind: 'vipLevels', levels: [2, 3] },
      startAt: new Date('2030-05-01T10:00').toISOString(),
      endAt: null,
      rules: {
        minDeposit: 200_00,
        percent: 20,
        cap: 1_500_50,
        fixedAmount: 0,
        expiryDays: 0,
        periodDays: 7,
        automatic: false,
      },
      turnoverMultiplier: 5,
      categoryWeights: { SPORTS: 50 },
      forfeitRule: 'bonus_and_winnings',
      title: { en: 'Friday Reload', th: '' },
      content: { en: '<p>20% every Friday</p>', th: '' },
      banner: null,
      sort: 0,
    });
    // saved: back to the list
    await screen.findByTestId('bo-promotions', {}, { timeout: 5000 });
  });

  it('edits a promotion under its own merchant and type, and shows the server’s refusal with its reason', async () => {
    const api = editorApi({
      'PUT /ops/v1/promotions/2': () => ({
        errorCode: 'promotion.config.invalid',
        status: 400,
        message:
          'These promotion settings are not valid: a deposit bonus needs a percentage or a fixed amount',
      }),
    });
    open('2');
    await screen.findByTestId('bo-promotion-form');
    expect((screen.getByTestId('bo-promotion-type') as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByTestId('bo-promotion-percent') as HTMLInputElement).value).toBe('100');
    expect((screen.getByTestId('bo-promotion-cap') as HTMLInputElement).value).toBe('1,000.00');
    expect((screen.getByTestId('bo-promotion-days') as HTMLInputElement).value).toBe('30');
    type('bo-promotion-percent', '150');
    fireEvent.click(screen.getByTestId('bo-promotion-save'));
    await waitFor(() =>
      expect(screen.getByTestId('bo-promotion-error').textContent).toBe(
        'These promotion settings are not valid: check the period, the rules and the audience. Reason: a deposit bonus needs a percentage or a fixed amount.',
      ),
    );
    const body = api.sent('PUT', '/ops/v1/promotions/2')[0]?.body as OpsPromotionInput;
    expect(body).toMatchObject({ merchant: 'siam', type: 'welcome', rules: { percent: 150, cap: 1_000_00 } });
    // still on the form, the draft kept
    expect((screen.getByTestId('bo-promotion-percent') as HTMLInputElement).value).toBe('150');
  });

  it('opens no editor for an ended promotion: ending is final', async () => {
    editorApi();
    open('4');
    await screen.findByTestId('bo-promotions');
    await waitFor(() => expect(screen.getByText('Old Rebate')).toBeTruthy());
    expect(screen.queryByTestId('bo-promotion-form')).toBeNull();
  });

  it('opens no editor for a role that only reads', async () => {
    editorApi();
    renderScreen('finance', '/promotions', <PromotionsPage />, '/promotions?merchant=siam&edit=new');
    await screen.findByTestId('bo-promotions');
    expect(screen.queryByTestId('bo-promotion-form')).toBeNull();
  });
});
