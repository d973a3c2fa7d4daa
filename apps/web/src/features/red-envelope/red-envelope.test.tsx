import type { PlayerEnvelopes } from '@portal/contracts/red-envelopes.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fail, fakeApi, ok } from '../../test/fake-api.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { resetAccountState, signIn } from '../../test/session.ts';
import EnvelopeFloat from './envelope-float.tsx';
import RedEnvelopePage from './red-envelope-page.tsx';

const NOW = Date.now();
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const LIVE: PlayerEnvelopes = {
  campaigns: [
    {
      id: 7,
      name: 'Lucky red envelopes',
      startsAt: at(-1),
      endsAt: at(600),
      minAmount: 100,
      maxAmount: 500,
      turnoverMultiplier: 3,
      condition: 'none',
      conditionAmount: 0,
      live: { index: 0, opensAt: at(-1), closesAt: at(29), opened: null, empty: false },
      next: [{ index: 1, opensAt: at(59), closesAt: at(89) }],
    },
  ],
  history: [],
};
const OPENED = { campaignId: 7, dropIndex: 0, amount: 200, turnoverMultiplier: 3, at: at(0) };

afterEach(resetAccountState);

describe('red envelope', () => {
  it('shows nothing while no campaign runs', async () => {
    signIn();
    const api = fakeApi({ '/wps/red-envelope': ok({ campaigns: [], history: [] }) });
    renderWithProviders(<EnvelopeFloat />);
    await waitFor(() => expect(api.calls.some((c) => c.path === '/wps/red-envelope')).toBe(true));
    expect(screen.queryByTestId('envelope-float')).toBeNull();
  });

  it('floats an envelope while a drop is live, opens it with the amount, and words a second open', async () => {
    signIn();
    fakeApi({
      '/wps/red-envelope': ok(LIVE),
      'POST /wps/red-envelope/open': [ok(OPENED), fail('envelope.already', 409)],
    });
    renderWithProviders(<EnvelopeFloat />);
    fireEvent.click(await screen.findByTestId('envelope-float'));
    const dialog = await screen.findByTestId('envelope-dialog');
    fireEvent.click(within(dialog).getByTestId('envelope-open'));
    expect((await within(dialog).findByTestId('envelope-amount')).textContent).toContain('2.00');
    expect(within(dialog).getByTestId('envelope-result').textContent).toContain('3× the amount');
    expect(within(dialog).getByTestId('red-envelope').dataset.state).toBe('open');
  });

  it('lists the next drops and the history on its page, and refuses a second open in words', async () => {
    signIn();
    fakeApi({
      '/wps/red-envelope': ok({
        ...LIVE,
        history: [{ ...OPENED, name: 'Lucky red envelopes', dropIndex: 3 }],
      }),
      'POST /wps/red-envelope/open': fail('envelope.already', 409),
    });
    renderWithProviders(<RedEnvelopePage />, { route: '/redEnvelope' });
    expect((await screen.findByTestId('envelope-next')).querySelectorAll('li')).toHaveLength(1);
    expect(screen.getByTestId('envelope-history').textContent).toContain('Lucky red envelopes');
    fireEvent.click(screen.getByTestId('envelope-open'));
    expect((await screen.findByTestId('envelope-error')).textContent).toContain('already opened');
  });
});
