import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { makeAnnouncement } from '../../../test/game-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import PromotionsPage from './promotions-page.tsx';

const promotions = [
  makeAnnouncement({ id: 11, type: 'PR', title: 'Welcome bonus 100%', promotionType: 'NEW_MEMBER' }),
  makeAnnouncement({
    id: 12,
    type: 'PR',
    title: 'Daily rebate 1%',
    promotionType: 'REBATE',
    endDateStr: null,
  }),
  makeAnnouncement({
    id: 13,
    type: 'PR',
    title: 'Reload Friday',
    promotionType: 'DEPOSIT',
    content: '<p>Deposit <b>every Friday</b></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  }),
  makeAnnouncement({ id: 14, type: 'PR', title: 'Second rebate', promotionType: 'REBATE' }),
];

function api() {
  return fakeApi({
    '/wps/announcement': ok({ banners: [], player: [], popup: [], promotion: promotions, help: [] }),
  });
}

const titles = () =>
  screen.getAllByTestId('promotion-card').map((card) => card.querySelector('h2')?.textContent);

describe('promotions page', () => {
  it('lists every promotion with its type and dates', async () => {
    api();
    renderWithProviders(<PromotionsPage />, { route: '/promotions' });
    expect(await screen.findAllByTestId('promotion-card')).toHaveLength(4);
    const first = screen.getAllByTestId('promotion-card')[0]!;
    expect(within(first).getByText('New member')).toBeTruthy();
    expect(first.textContent).toContain('01/11/2026 – 31/12/2026');
    expect(screen.getAllByTestId('promotion-card')[1]?.textContent).toContain('From 01/11/2026');
    expect(screen.queryByRole('button', { name: /apply/i })).toBeNull();
  });

  it('filters by promotion type and back to all', async () => {
    api();
    renderWithProviders(<PromotionsPage />, { route: '/promotions' });
    await screen.findAllByTestId('promotion-card');
    fireEvent.click(screen.getByTestId('promotion-filter-REBATE'));
    expect(titles()).toEqual(['Daily rebate 1%', 'Second rebate']);
    expect(screen.getByTestId('promotion-filter-REBATE').getAttribute('aria-checked')).toBe('true');
    fireEvent.click(screen.getByTestId('promotion-filter-DEPOSIT'));
    expect(titles()).toEqual(['Reload Friday']);
    fireEvent.click(screen.getByTestId('promotion-filter-ALL'));
    expect(titles()).toHaveLength(4);
  });

  it('opens the details with sanitised HTML', async () => {
    api();
    renderWithProviders(<PromotionsPage />, { route: '/promotions' });
    const card = (await screen.findAllByTestId('promotion-card'))[2]!;
    fireEvent.click(within(card).getByRole('button', { name: 'Details' }));
    const dialog = await screen.findByTestId('promotion-detail');
    await waitFor(() => expect(dialog.textContent).toContain('every Friday'));
    expect(dialog.querySelector('b')).not.toBeNull();
    expect(dialog.querySelector('script')).toBeNull();
    expect(dialog.querySelector('[onerror]')).toBeNull();
  });
});
