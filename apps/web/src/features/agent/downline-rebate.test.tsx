import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fail, fakeApi, ok } from '../../test/fake-api.ts';
import { renderMemberPage } from '../../test/render.tsx';
import { RegisterCenterPage } from './register-center-page.tsx';
import { setUpAgentPageTests } from './test-agent.ts';

const CREATE = 'POST /wps/agent/downline';
const LINKS = 'GET /wps/relay/MCSFE_viewAffiliateUrls';
const RATES = 'GET /wps/rebates/rates';
const SET = 'POST /wps/rebates/downline';
const OWN = {
  level: 1,
  levels: [],
  rates: [
    { category: 'RNG', rate: 120 },
    { category: 'LIVE', rate: 80 },
    { category: 'PVP', rate: 0 },
  ],
};

setUpAgentPageTests();

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

function fill(rebate: string) {
  type('downline-username', 'newplayer1');
  type('downline-password', 'Secret@2026');
  type('downline-confirm', 'Secret@2026');
  type('downline-rebate', rebate);
  fireEvent.click(screen.getByTestId('downline-submit'));
}

describe('register centre: the new downline’s rebate terms', () => {
  it('gives a share of the agent’s own rates, each category floored', async () => {
    const api = fakeApi({
      [LINKS]: ok([]),
      [CREATE]: ok({ id: 91, username: 'newplayer1', type: 0, parentId: 7 }),
      [RATES]: ok(OWN),
      [SET]: ok({ own: OWN.rates, downline: [] }),
    });
    renderMemberPage(<RegisterCenterPage />);
    fill('50');
    await screen.findByTestId('downline-created');
    expect(api.to(SET)[0]?.body).toEqual({
      downline: 'newplayer1',
      rates: [
        { category: 'RNG', rate: 60 },
        { category: 'LIVE', rate: 40 },
        { category: 'PVP', rate: 0 },
      ],
    });
    expect(screen.queryByTestId('downline-rebate-failed')).toBeNull();
  });

  it('sends no rebate terms when left empty, refuses a share over 100, and says when the terms were refused', async () => {
    const api = fakeApi({
      [LINKS]: ok([]),
      [CREATE]: ok({ id: 92, username: 'newplayer1', type: 0, parentId: 7 }),
      [RATES]: ok(OWN),
      [SET]: fail('rebate.rate.exceeds'),
    });
    renderMemberPage(<RegisterCenterPage />);
    fill('150');
    expect(await screen.findByText('Enter a whole number from 0 to 100.')).toBeTruthy();
    expect(api.to(CREATE)).toHaveLength(0);
    fill('');
    await screen.findByTestId('downline-created');
    expect(api.to(SET)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('downline-create-another'));
    fill('100');
    expect((await screen.findByTestId('downline-rebate-failed')).textContent).toContain(
      'The account was made, but its rebate was not set',
    );
  });
});
