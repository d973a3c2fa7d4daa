import { commitmentOf, drawFromSecret } from '@portal/lottery';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeDraw } from '../test-lottery.ts';
import { VerifyDraw } from './verify-draw.tsx';

const SECRET = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';
const LABEL = 'LOTT_K3:20260101-0001';

async function revealed(overrides: Record<string, unknown> = {}) {
  return makeDraw({
    issue: '20260101-0001',
    label: LABEL,
    status: 'settled',
    secret: SECRET,
    commitment: await commitmentOf(SECRET),
    result: await drawFromSecret('k3', SECRET, LABEL),
    source: 'house',
    ...overrides,
  });
}

const show = () =>
  renderWithProviders(
    <VerifyDraw gameCode="LOTT_K3" family="k3" issue="20260101-0001" onClose={() => undefined} />,
  );

describe('verify a draw', () => {
  it('recomputes the draw in the browser: the commitment and the result both check', async () => {
    const draw = await revealed();
    fakeApi({ '/lgw/draw': ok(draw) });
    show();
    await waitFor(() => expect(screen.getByTestId('verify-commitment').getAttribute('data-ok')).toBe('true'));
    expect(screen.getByTestId('verify-outcome').getAttribute('data-ok')).toBe('true');
    expect(screen.getByTestId('verify-secret').textContent).toBe(SECRET);
    expect(screen.getByTestId('verify-label').textContent).toBe(LABEL);
    expect(screen.getByTestId('verify-commitment-value').textContent).toBe(draw.commitment);
  });

  it('says plainly when a published result is not the secret’s', async () => {
    fakeApi({ '/lgw/draw': ok(await revealed({ result: [6, 6, 6] })) });
    show();
    await waitFor(() => expect(screen.getByTestId('verify-outcome').getAttribute('data-ok')).toBe('false'));
    expect(screen.getByTestId('verify-commitment').getAttribute('data-ok')).toBe('true');
    expect(screen.getByText('The secret gives')).toBeTruthy();
  });

  it('says a commitment that does not match', async () => {
    fakeApi({ '/lgw/draw': ok(await revealed({ commitment: 'ff'.repeat(32) })) });
    show();
    await waitFor(() =>
      expect(screen.getByTestId('verify-commitment').getAttribute('data-ok')).toBe('false'),
    );
  });

  it('explains an operator’s outside draw (no commitment) and a demo simulation', async () => {
    fakeApi({
      '/lgw/draw': ok(await revealed({ source: 'operator', secret: null, commitment: null })),
    });
    show();
    expect(await screen.findByTestId('verify-operator')).toBeTruthy();
    expect(screen.queryByTestId('verify-commitment')).toBeNull();
    expect(screen.getByTestId('verify-commitment-value').textContent).toContain('outside draw');
  });

  it('says a demo simulation is one', async () => {
    fakeApi({ '/lgw/draw': ok(await revealed({ source: 'simulated' })) });
    show();
    expect((await screen.findByTestId('verify-simulated')).textContent).toContain('demo simulation');
  });
});
