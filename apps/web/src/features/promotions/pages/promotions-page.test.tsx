import type { PromotionCard } from '@portal/contracts/promotions.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { resetAccountState, signIn } from '../../../test/session.ts';
import { BonusDetailsPage } from './bonus-details-page.tsx';
import PromotionsPage from './promotions-page.tsx';

const RULES = {
  minDeposit: 100_00,
  percent: 100,
  cap: 1_000_00,
  fixedAmount: 0,
  expiryDays: 30,
  periodDays: 0,
  automatic: false,
};
const card = (over: Partial<PromotionCard>): PromotionCard => ({
  id: 1,
  type: 'welcome',
  title: 'Welcome 100%',
  content: '<p>Deposit <b>first</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  banner: null,
  startAt: '2026-11-01T00:00:00.000Z',
  endAt: null,
  rules: RULES,
  turnoverMultiplier: 2,
  forfeitRule: 'bonus',
  state: 'join',
  bonusId: null,
  reason: null,
  ...over,
});
const LIST = [
  card({ id: 1 }),
  card({ id: 2, type: 'custom', title: 'Big win', state: 'join' }),
  card({ id: 3, type: 'reload', title: 'Daily reload', state: 'issued', endAt: '2026-12-31T00:00:00.000Z' }),
  card({ id: 4, type: 'custom', title: 'Lucky shot', state: 'rejected', reason: 'No win shown' }),
  card({ id: 5, type: 'rebate', title: 'Daily rebate', state: 'signed', turnoverMultiplier: 0 }),
];

afterEach(resetAccountState);

const buttons = () =>
  screen
    .getAllByTestId('promotion-card')
    .map(
      (c) =>
        within(c).queryByTestId('promotion-action')?.textContent ??
        within(c).getByTestId('promotion-state').textContent,
    );

describe('promotions page', () => {
  it('shows visitors the merchant’s promotions with their buttons, and asks them to log in to join', async () => {
    const api = fakeApi({ '/wps/relay/MCSFE_getMerchantAvailablePromotions': ok(LIST) });
    renderWithProviders(<PromotionsPage />, { route: '/promotions' });
    expect(await screen.findAllByTestId('promotion-card')).toHaveLength(5);
    expect(buttons()).toEqual(['Join', 'Apply', 'Issued', 'Rejected', 'Automatic']);
    expect(screen.getAllByTestId('promotion-card')[3]?.textContent).toContain('Rejected: No win shown');
    fireEvent.click(screen.getAllByTestId('promotion-action')[0] as HTMLElement);
    expect(api.calls.some((c) => c.path.includes('MCSFE_join'))).toBe(false);
  });

  it('joins for a logged-in player and reads the states again', async () => {
    signIn();
    let joined = false;
    const api = fakeApi({
      '/wps/relay/MCSFE_getAvailablePromotions': () => ok(joined ? [card({ state: 'signed' })] : [card({})]),
      'POST /wps/relay/MCSFE_joinSignUpPromotion': () => {
        joined = true;
        return ok(card({ state: 'signed' }));
      },
      '/wps/v2/wallets/balance': ok({ balance: 0 }),
    });
    renderWithProviders(<PromotionsPage />, { route: '/promotions' });
    fireEvent.click(await screen.findByTestId('promotion-action'));
    await waitFor(() => expect(screen.getByTestId('promotion-state').textContent).toBe('Joined'));
    expect(api.calls.find((c) => c.path.endsWith('MCSFE_joinSignUpPromotion'))?.body).toEqual({
      promotionId: 1,
    });
  });

  it('applies with a comment and an image, and refuses a wrong type before sending', async () => {
    signIn();
    const api = fakeApi({
      '/wps/relay/MCSFE_getAvailablePromotions': ok([card({ id: 2, type: 'custom', title: 'Big win' })]),
      'POST /wps/promotions/2/apply': ok(card({ id: 2, type: 'custom', state: 'applying' })),
      '/wps/v2/wallets/balance': ok({ balance: 0 }),
    });
    renderWithProviders(<PromotionsPage />, { route: '/promotions' });
    fireEvent.click(await screen.findByTestId('promotion-action'));
    const dialog = await screen.findByTestId('promotion-apply');
    fireEvent.change(within(dialog).getByTestId('promotion-apply-comment'), { target: { value: 'My win' } });
    const input = within(dialog).getByTestId('promotion-apply-images');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] } });
    expect(within(dialog).getByTestId('promotion-apply-error').textContent).toBe(
      'Images must be PNG or JPG.',
    );
    fireEvent.change(input, { target: { files: [new File(['png'], 'a.png', { type: 'image/png' })] } });
    fireEvent.click(within(dialog).getByTestId('promotion-apply-submit'));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/wps/promotions/2/apply')).toBe(true));
    const form = api.calls.find((c) => c.path === '/wps/promotions/2/apply')?.form;
    expect(form?.get('comment')).toBe('My win');
    expect((form?.getAll('image') ?? []).length).toBe(1);
  });

  it('opens the details with sanitised HTML', async () => {
    fakeApi({ '/wps/relay/MCSFE_getMerchantAvailablePromotions': ok(LIST) });
    renderWithProviders(<PromotionsPage />, { route: '/promotions' });
    const first = (await screen.findAllByTestId('promotion-card'))[0] as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByTestId('promotion-detail');
    await waitFor(() => expect(dialog.textContent).toContain('first'));
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
    expect(dialog.textContent).toContain('Minimum deposit 100.00');
  });
});

describe('bonus details page', () => {
  const bonus = {
    id: 7,
    promotionId: 1,
    source: 'promotion:1',
    reference: 'D1',
    amount: 100_00,
    turnoverMultiplier: 2,
    categoryWeights: {},
    forfeitRule: 'bonus' as const,
    required: 200_00,
    progress: 50_00,
    remaining: 150_00,
    status: 'active' as const,
    expiresAt: '2026-12-31T00:00:00.000Z',
    createdAt: '2026-11-01T00:00:00.000Z',
    closedAt: null,
    takenBack: 0,
    closedBy: null,
    reason: null,
    title: 'Welcome 100%',
  };

  it('shows the requirement, the progress bar and what is left, and forfeits on confirmation', async () => {
    signIn();
    const api = fakeApi({
      '/wps/promotions/bonuses': ok({ bonuses: [bonus], remaining: 150_00 }),
      'POST /wps/promotions/bonuses/7/forfeit': fail('bonus.state', 409),
      '/wps/v2/wallets/balance': ok({ balance: 0 }),
    });
    renderWithProviders(<BonusDetailsPage />);
    expect((await screen.findByTestId('bonus-remaining')).textContent).toBe('Left to play 150.00');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByTestId('bonus-total-remaining').textContent).toContain('150.00');
    fireEvent.click(screen.getByTestId('bonus-forfeit'));
    fireEvent.click(await screen.findByTestId('bonus-forfeit-confirm'));
    await waitFor(() =>
      expect(api.calls.some((c) => c.path === '/wps/promotions/bonuses/7/forfeit')).toBe(true),
    );
  });
});
