import type { OperatorRole } from '@portal/contracts/operators';
import type { OpsRatesBody } from '@portal/contracts/rebates.schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Answer, type Call, fakeOps, ok, pageOf, renderScreen } from '../../test/screen.tsx';
import { LEVELS, level, RATES, run } from './vip-rebates-fixtures.test-data.ts';
import VipRebatesPage from './vip-rebates-page.tsx';

const MERCHANTS = [{ code: 'siam', name: 'Siam' }];

function routes(over: Record<string, (call: Call) => Answer> = {}) {
  return fakeOps({
    'GET /ops/v1/merchants': ok(MERCHANTS),
    'GET /ops/v1/vip/levels': ok(LEVELS),
    'GET /ops/v1/rebates/rates': ok(RATES),
    'GET /ops/v1/rebates/runs': ok(pageOf([run(), run({ id: 30, day: '2026-11-23', amount: 12_000 })])),
    ...over,
  });
}

const open = (role: OperatorRole, query = '') =>
  renderScreen(role, '/vip-rebates', <VipRebatesPage />, `/vip-rebates${query}`);

const rowOf = async (testId: string, text: string) => {
  const table = await screen.findByTestId(testId);
  await waitFor(() => expect(table.textContent).toContain(text));
  return within(table)
    .getAllByRole('row')
    .find((row) => row.textContent?.includes(text)) as HTMLElement;
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the VIP levels tab', () => {
  it("lists the merchant's levels with thresholds and benefits, and the window", async () => {
    routes();
    open('admin');
    const silver = await rowOf('bo-vip-levels', 'Silver');
    expect(silver.textContent).toContain('1,000.00');
    expect(silver.textContent).toContain('5 × up to 100,000.00');
    expect(silver.textContent).toContain('0.90–1.30 %');
    expect(silver.textContent).toContain('50.00');
    expect((await rowOf('bo-vip-levels', 'Gold')).textContent).toContain("Merchant's rule");
    expect((screen.getByTestId('bo-vip-window-days') as HTMLInputElement).value).toBe('90');
    expect(screen.getByTestId('bo-vip-review-rule').textContent).toContain('first day of each month');
  });

  it("changes a level's monthly bonus and shows the levels the server answers", async () => {
    const api = routes({
      'PUT /ops/v1/vip/levels/2': (call) => ({
        value: { ...LEVELS, levels: [level(1), level(2, { monthlyBonus: 7_500 }), level(3)] },
        ...(call.body ? {} : {}),
      }),
    });
    open('admin');
    fireEvent.click(await screen.findByTestId('bo-vip-level-edit-2'));
    const bonus = (await screen.findByTestId('bo-vip-level-monthlyBonus')) as HTMLInputElement;
    expect(bonus.value).toBe('50.00');
    fireEvent.change(bonus, { target: { value: '75' } });
    fireEvent.click(screen.getByTestId('bo-vip-level-save'));
    await waitFor(() => expect(api.sent('PUT', '/ops/v1/vip/levels/2')).toHaveLength(1));
    expect(api.sent('PUT', '/ops/v1/vip/levels/2')[0]?.body).toEqual({
      merchant: 'siam',
      names: { en: 'Silver', th: 'ซิลเวอร์' },
      minDeposit: 100_000,
      minValidBet: 0,
      withdrawDailyLimit: 10_000_000,
      withdrawDailyCount: 5,
      levelUpBonus: 10_000,
      monthlyBonus: 7_500,
      turnoverMultiplier: 1,
    });
    await waitFor(() => expect(screen.queryByTestId('bo-vip-level-dialog')).toBeNull());
    expect(screen.getByTestId('bo-vip-levels-notice').textContent).toContain('Level 2 is saved.');
    expect((await rowOf('bo-vip-levels', 'Silver')).textContent).toContain('75.00');
  });

  it('says what is wrong next to each field before sending, and sends nothing', async () => {
    const api = routes();
    open('admin');
    fireEvent.click(await screen.findByTestId('bo-vip-level-edit-2'));
    fireEvent.change(await screen.findByTestId('bo-vip-level-minDeposit'), { target: { value: 'lots' } });
    fireEvent.change(screen.getByTestId('bo-vip-level-nameTh'), { target: { value: ' ' } });
    fireEvent.change(screen.getByTestId('bo-vip-level-turnoverMultiplier'), { target: { value: '500' } });
    fireEvent.click(screen.getByTestId('bo-vip-level-save'));
    const dialog = screen.getByTestId('bo-vip-level-dialog');
    expect(dialog.textContent).toContain('Enter an amount, like 1,000 or 1,000.50.');
    expect(dialog.textContent).toContain('Enter a name of 1 to 40 characters.');
    expect(dialog.textContent).toContain('Enter a whole number from 0 to 100.');
    expect(screen.getByTestId('bo-vip-level-minDeposit').getAttribute('aria-invalid')).toBe('true');
    expect(api.sent('PUT', '/ops/v1/vip/levels/2')).toHaveLength(0);
  });

  it("shows the server's refusal next to the fields it names", async () => {
    routes({
      'PUT /ops/v1/vip/levels/2': () => ({
        errorCode: 'vip.levels.invalid',
        status: 400,
        message: 'Levels must be numbered from 1 without gaps',
      }),
      'PUT /ops/v1/vip/levels/3': () => ({
        errorCode: 'validation.failed',
        status: 400,
        message: 'body/monthlyBonus must be <= 10000000000000',
      }),
    });
    open('admin');
    fireEvent.click(await screen.findByTestId('bo-vip-level-edit-2'));
    fireEvent.change(await screen.findByTestId('bo-vip-level-minDeposit'), { target: { value: '100,000' } });
    fireEvent.click(screen.getByTestId('bo-vip-level-save'));
    await waitFor(() =>
      expect(screen.getByTestId('bo-vip-level-minDeposit').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByTestId('bo-vip-level-minValidBet').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('bo-vip-level-dialog').textContent).toContain('thresholds');
    // changing the field clears its refusal
    fireEvent.change(screen.getByTestId('bo-vip-level-minDeposit'), { target: { value: '1,000' } });
    expect(screen.getByTestId('bo-vip-level-minDeposit').getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(screen.getByText('Cancel'));

    fireEvent.click(await screen.findByTestId('bo-vip-level-edit-3'));
    fireEvent.click(await screen.findByTestId('bo-vip-level-save'));
    await waitFor(() =>
      expect(screen.getByTestId('bo-vip-level-monthlyBonus').getAttribute('aria-invalid')).toBe('true'),
    );
    expect(screen.getByTestId('bo-vip-level-minDeposit').getAttribute('aria-invalid')).toBeNull();
  });

  it('adds a level above the top one and removes the top level after a confirm', async () => {
    const four = level(4, { names: { en: 'Platinum', th: 'แพลทินัม' }, minDeposit: 5_000_000 });
    const api = routes({
      'PUT /ops/v1/vip/levels/4': ok({ ...LEVELS, levels: [...LEVELS.levels, four] }),
      'DELETE /ops/v1/vip/levels/3': ok({ ...LEVELS, levels: LEVELS.levels.slice(0, 2) }),
    });
    open('admin');
    fireEvent.click(await screen.findByTestId('bo-vip-level-add'));
    expect(screen.getByTestId('bo-vip-level-dialog').textContent).toContain('New level 4');
    // it starts from the top level's thresholds
    expect((screen.getByTestId('bo-vip-level-minDeposit') as HTMLInputElement).value).toBe('10,000.00');
    fireEvent.change(screen.getByTestId('bo-vip-level-nameEn'), { target: { value: 'Platinum' } });
    fireEvent.change(screen.getByTestId('bo-vip-level-nameTh'), { target: { value: 'แพลทินัม' } });
    fireEvent.change(screen.getByTestId('bo-vip-level-minDeposit'), { target: { value: '50,000' } });
    fireEvent.click(screen.getByTestId('bo-vip-level-save'));
    await waitFor(() => expect(api.sent('PUT', '/ops/v1/vip/levels/4')).toHaveLength(1));
    expect(api.sent('PUT', '/ops/v1/vip/levels/4')[0]?.body).toMatchObject({
      names: { en: 'Platinum', th: 'แพลทินัม' },
      minDeposit: 5_000_000,
    });
    await rowOf('bo-vip-levels', 'Platinum');

    // only the top level offers a removal
    expect(screen.queryByTestId('bo-vip-level-remove-3')).toBeNull();
    expect(screen.queryByTestId('bo-vip-level-remove-2')).toBeNull();
    expect(screen.getByTestId('bo-vip-level-remove-4')).toBeTruthy();
  });

  it('removes the top level only once the confirm is given', async () => {
    const api = routes({
      'DELETE /ops/v1/vip/levels/3': ok({ ...LEVELS, levels: LEVELS.levels.slice(0, 2) }),
    });
    open('admin');
    fireEvent.click(await screen.findByTestId('bo-vip-level-remove-3'));
    expect(screen.getByTestId('bo-vip-level-remove').textContent).toContain('next monthly review');
    expect(api.sent('DELETE', '/ops/v1/vip/levels/3')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('bo-vip-level-remove-ok'));
    await waitFor(() => expect(api.sent('DELETE', '/ops/v1/vip/levels/3')).toHaveLength(1));
    expect(api.sent('DELETE', '/ops/v1/vip/levels/3')[0]?.query.get('merchant')).toBe('siam');
    await waitFor(() => expect(screen.getByTestId('bo-vip-levels').textContent).not.toContain('Gold'));
  });

  it('sets the window', async () => {
    const api = routes({ 'PUT /ops/v1/vip/settings': ok({ ...LEVELS, windowDays: 60 }) });
    open('admin');
    const days = await screen.findByTestId('bo-vip-window-days');
    fireEvent.change(days, { target: { value: '0' } });
    expect(screen.getByTestId('bo-vip-window').textContent).toContain('from 1 to 366');
    expect((screen.getByTestId('bo-vip-window-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(days, { target: { value: '60' } });
    fireEvent.click(screen.getByTestId('bo-vip-window-save'));
    await waitFor(() => expect(api.sent('PUT', '/ops/v1/vip/settings')).toHaveLength(1));
    expect(api.sent('PUT', '/ops/v1/vip/settings')[0]?.body).toEqual({ merchant: 'siam', windowDays: 60 });
  });
});

describe('the rebate rates tab', () => {
  it("shows every level's rates and changes one level's slots rate", async () => {
    const api = routes({
      'PUT /ops/v1/rebates/rates': (call) => {
        const body = call.body as OpsRatesBody;
        return {
          value: {
            ...RATES,
            levels: RATES.levels.map((l) => (l.level === body.level ? { ...l, rates: body.rates ?? [] } : l)),
          },
        };
      },
    });
    open('admin', '?tab=rates');
    const silver = await rowOf('bo-rebate-rates', '2 · Silver');
    expect(silver.textContent).toContain('1.30 %');
    expect((await rowOf('bo-rebate-rates', 'Below VIP')).textContent).toContain('0.80 %');

    fireEvent.click(screen.getByTestId('bo-rebate-edit-2'));
    const slots = screen.getByTestId('bo-rebate-rate-RNG') as HTMLInputElement;
    expect(slots.value).toBe('1.30');
    fireEvent.change(slots, { target: { value: '20' } });
    expect(screen.getByTestId('bo-rebate-level-rates').textContent).toContain('from 0 to 10.00 %');
    expect((screen.getByTestId('bo-rebate-level-rates-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(slots, { target: { value: '1.5' } });
    fireEvent.click(screen.getByTestId('bo-rebate-level-rates-save'));
    await waitFor(() => expect(api.sent('PUT', '/ops/v1/rebates/rates')).toHaveLength(1));
    const body = api.sent('PUT', '/ops/v1/rebates/rates')[0]?.body as OpsRatesBody;
    expect(body.level).toBe(2);
    expect(body.merchant).toBe('siam');
    expect(body.rates).toContainEqual({ category: 'RNG', rate: 150 });
    expect(body.rates).toContainEqual({ category: 'LIVE', rate: 90 });
    await waitFor(() => expect(silver.isConnected && silver.textContent).toContain('1.50 %'));
  });

  it('changes how rebates are paid', async () => {
    const api = routes({
      'PUT /ops/v1/rebates/rates': (call) => ({
        value: { ...RATES, settings: { ...RATES.settings, ...(call.body as object) } },
      }),
    });
    open('admin', '?tab=rates');
    const mode = await screen.findByTestId('bo-rebate-mode');
    fireEvent.change(mode, { target: { value: 'manual' } });
    expect((screen.getByTestId('bo-rebate-hour') as HTMLSelectElement).disabled).toBe(true);
    fireEvent.change(screen.getByTestId('bo-rebate-period'), { target: { value: 'week' } });
    fireEvent.click(screen.getByTestId('bo-rebate-settings-save'));
    await waitFor(() => expect(api.sent('PUT', '/ops/v1/rebates/rates')).toHaveLength(1));
    expect(api.sent('PUT', '/ops/v1/rebates/rates')[0]?.body).toEqual({
      merchant: 'siam',
      mode: 'manual',
      dailyHour: 12,
      claimPeriod: 'week',
    });
  });
});

describe('the rebate runs tab', () => {
  it('re-runs a day after a confirm that says nothing is paid twice, and shows what it paid', async () => {
    const api = routes({ 'POST /ops/v1/rebates/runs/31/rerun': ok(run({ attempts: 2 })) });
    open('admin', '?tab=runs');
    const day = await rowOf('bo-rebate-runs', '2026-11-24');
    expect(day.textContent).toContain('482.10');
    expect(day.textContent).toContain('Done');
    fireEvent.click(screen.getByTestId('bo-rebate-rerun-31'));
    const confirm = screen.getByTestId('bo-rebate-rerun');
    expect(confirm.textContent).toContain('never pays anything twice');
    expect(confirm.textContent).toContain('6 payments, 482.10 in all');
    expect(api.sent('POST', '/ops/v1/rebates/runs/31/rerun')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('bo-rebate-rerun-ok'));
    await waitFor(() => expect(api.sent('POST', '/ops/v1/rebates/runs/31/rerun')).toHaveLength(1));
    expect(api.sent('POST', '/ops/v1/rebates/runs/31/rerun')[0]?.body).toEqual({ merchant: 'siam' });
    await waitFor(() =>
      expect(screen.getByTestId('bo-rebate-runs-notice').textContent).toContain(
        'The run of 2026-11-24 ran again: 0 new payments, 0.00 more; 482.10 in all.',
      ),
    );
    expect(api.sent('GET', '/ops/v1/rebates/runs').length).toBeGreaterThan(1);
  });
});

describe('roles', () => {
  it('lets a viewer read every tab and change nothing', async () => {
    const api = routes();
    open('viewer');
    await rowOf('bo-vip-levels', 'Silver');
    expect(screen.getByTestId('bo-vip-rebates').textContent).toContain('Read only');
    expect(screen.queryByTestId('bo-vip-level-add')).toBeNull();
    expect(screen.queryByTestId('bo-vip-level-edit-2')).toBeNull();
    expect(screen.queryByTestId('bo-vip-level-remove-3')).toBeNull();
    expect(screen.getByTestId('bo-vip-window-days').matches(':disabled')).toBe(true);
    expect(screen.queryByTestId('bo-vip-window-save')).toBeNull();

    fireEvent.click(screen.getByTestId('bo-tab-rates'));
    await rowOf('bo-rebate-rates', '2 · Silver');
    expect(screen.getByTestId('bo-rebate-mode').matches(':disabled')).toBe(true);
    expect(screen.queryByTestId('bo-rebate-settings-save')).toBeNull();
    expect(screen.queryByTestId('bo-rebate-level-rates')).toBeNull();
    expect(screen.queryByTestId('bo-rebate-edit-2')).toBeNull();

    fireEvent.click(screen.getByTestId('bo-tab-runs'));
    await rowOf('bo-rebate-runs', '2026-11-24');
    expect(screen.queryByTestId('bo-rebate-rerun-31')).toBeNull();
    expect(api.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});
