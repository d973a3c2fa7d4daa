import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { HelpCentre } from './help-centre.tsx';

const sections = [
  { id: 1, anchor: 'account', title: 'Account', content: '<p>Your account</p>' },
  { id: 2, anchor: 'deposit', title: 'Deposits', content: '<p>How to deposit</p><script>alert(1)</script>' },
  { id: 3, anchor: 'withdraw', title: 'Withdrawals', content: '<p>How to withdraw</p>' },
];

describe('help centre', () => {
  it('selects the anchor section and renders every section sanitised', async () => {
    const api = fakeApi({ '/wps/help': ok({ sections }) });
    renderWithProviders(<HelpCentre anchor="deposit" />);
    const deposit = await screen.findByTestId('help-section-deposit');
    expect(deposit.getAttribute('data-selected')).toBe('true');
    expect(screen.getByTestId('help-section-account').getAttribute('data-selected')).toBe('false');
    await waitFor(() => expect(deposit.textContent).toContain('How to deposit'));
    expect(deposit.querySelector('script')).toBeNull();
    const query = api.urls('/wps/help')[0]?.searchParams;
    expect(query?.get('device')).toBe('WEB');
    expect(query?.get('lang')).toBe('en');
  });

  it('selects the first section without an anchor and follows clicks in the side list', async () => {
    fakeApi({ '/wps/help': ok({ sections }) });
    renderWithProviders(<HelpCentre />);
    expect((await screen.findByTestId('help-section-account')).getAttribute('data-selected')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Withdrawals' }));
    expect(screen.getByTestId('help-section-withdraw').getAttribute('data-selected')).toBe('true');
  });
});
