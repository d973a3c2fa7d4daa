import { DEFAULT_REBATE_RATES } from '@portal/contracts/betting';
import type { RebateRate } from '@portal/contracts/betting.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type Answer, fail, fakeApi, lastQueryTo, ok } from '../../test/fake-api.ts';
import { renderMemberPage } from '../../test/render.tsx';
import { PersonalProfitPage } from './personal-profit-page.tsx';
import { profitReport, profitRow, setUpRecordPageTests } from './test-betting.ts';

const PROFIT = '/wps/report/personalProfit';
const RATES = '/wps/relay/MCSFE_getCustomerRebateSettingByProductType';

const SPEC_RATES: RebateRate[] = Object.entries(DEFAULT_REBATE_RATES).map(([productType, rate]) => ({
  productType,
  rate,
}));

function site({
  profit = ok(profitReport([profitRow('RNG')])),
  rates = ok(SPEC_RATES),
}: {
  profit?: Answer | Answer[];
  rates?: Answer | Answer[];
} = {}) {
  return fakeApi({ [`GET ${PROFIT}`]: profit, [`GET ${RATES}`]: rates });
}

const lastQuery = (api: ReturnType<typeof fakeApi>) => lastQueryTo(api, PROFIT);

setUpRecordPageTests();

describe('personal profit page', () => {
  it('opens on this month and follows the quick ranges and custom days', async () => {
    const api = site();
    renderMemberPage(<PersonalProfitPage />);
    await screen.findAllByTestId('profit-row');
    expect(lastQuery(api)).toEqual({ period: 'thisMonth' });
    expect(screen.getByTestId('profit-range').textContent).toBe('01/11/2026 to 23/11/2026');

    fireEvent.click(screen.getByTestId('profit-period-yesterday'));
    await waitFor(() => expect(lastQuery(api)).toEqual({ period: 'yesterday' }));
    fireEvent.click(screen.getByTestId('profit-custom'));
    fireEvent.change(screen.getByTestId('profit-from'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByTestId('profit-to'), { target: { value: '2026-10-31' } });
    await waitFor(() => expect(lastQuery(api)).toEqual({ startDate: '2026-10-01', endDate: '2026-10-31' }));

    const calls = api.callsTo('GET', PROFIT).length;
    fireEvent.change(screen.getByTestId('profit-from'), { target: { value: '2026-06-01' } });
    expect(screen.getByTestId('profit-range-problem').textContent).toBe('Choose at most 90 days.');
    expect(screen.queryByTestId('profit-summary')).toBeNull();
    expect(api.callsTo('GET', PROFIT)).toHaveLength(calls);
  });

  it('sums up the period with the profit coloured, and lists each game type with its rate and estimated rebate', async () => {
    site({
      profit: ok(
        profitReport([
          profitRow('RNG', {
            bets: 1_204,
            stake: 1_234_567_89,
            validBet: 1_200_000_00,
            payout: 1_300_000_00,
            profit: 65_432_11,
            rebateRate: 1.2,
            rebate: 1_440_000,
          }),
          profitRow('LIVE', { validBet: 50_000, profit: -20_000, rebateRate: 0.8, rebate: 400 }),
          profitRow('PVP', { validBet: 80_000, profit: 5_000, rebateRate: null, rebate: 0 }),
        ]),
      ),
    });
    renderMemberPage(<PersonalProfitPage />);

    const rows = await screen.findAllByTestId('profit-row');
    expect(rows.map((row) => row.dataset.category)).toEqual(['RNG', 'LIVE', 'PVP']);
    const [slots, live, poker] = rows as [HTMLElement, HTMLElement, HTMLElement];

    expect(slots.textContent).toContain('Slots');
    expect(within(slots).getByTestId('profit-bets').textContent).toBe('1,204');
    expect(within(slots).getByTestId('profit-stake').textContent).toBe('฿1,234,567.89');
    expect(within(slots).getByTestId('profit-valid').textContent).toBe('฿1,200,000.00');
    expect(within(slots).getByTestId('profit-profit').textContent).toBe('+฿65,432.11');
    expect(within(slots).getByTestId('profit-profit').className).toMatch(/credit/);
    expect(within(slots).getByTestId('profit-rate').textContent).toBe('1.2%');
    expect(within(slots).getByTestId('profit-rebate').textContent).toBe('฿14,400.00');

    expect(within(live).getByTestId('profit-profit').textContent).toBe('−฿200.00');
    expect(within(live).getByTestId('profit-profit').className).toMatch(/debit/);
    expect(within(live).getByTestId('profit-rate').textContent).toBe('0.8%');
    expect(within(live).getByTestId('profit-rebate').textContent).toBe('฿4.00');

    // poker earns no rebate: a dash, not a zero rate
    expect(poker.textContent).toContain('Poker');
    expect(within(poker).getByTestId('profit-rate').textContent).toBe('—');
    expect(within(poker).getByTestId('profit-rebate').textContent).toBe('—');

    const summary = screen.getByTestId('profit-summary');
    expect(within(summary).getByTestId('profit-total-stake').textContent).toBe('฿1,235,167.89');
    expect(within(summary).getByTestId('profit-total-valid').textContent).toBe('฿1,201,300.00');
    expect(within(summary).getByTestId('profit-total-payout').textContent).toBe('฿1,300,400.00');
    expect(within(summary).getByTestId('profit-total-profit').textContent).toBe('+฿65,282.11');
    expect(within(summary).getByTestId('profit-total-profit').className).toMatch(/credit/);
    expect(within(summary).getByTestId('profit-total-rebate').textContent).toBe('฿14,404.00');
    expect(screen.getByTestId('profit-note').textContent).toContain('estimate');
  });

  it('colours a losing period red', async () => {
    site({ profit: ok(profitReport([profitRow('FISH', { profit: -987_65 })])) });
    renderMemberPage(<PersonalProfitPage />);
    const profit = await screen.findByTestId('profit-total-profit');
    expect(profit.textContent).toBe('−฿987.65');
    expect(profit.className).toMatch(/debit/);
  });

  it('lists the merchant rebate rates in the spec order, poker with none', async () => {
    site({ rates: ok([...SPEC_RATES].reverse()) });
    renderMemberPage(<PersonalProfitPage />);
    const rates = await screen.findAllByTestId('rebate-rate');
    expect(
      rates.map((rate) => [rate.dataset.product, within(rate).getByTestId('rebate-rate-value').textContent]),
    ).toEqual([
      ['LOTT', '1%'],
      ['ELOTT', '1%'],
      ['FISH', '1%'],
      ['RNG', '1.2%'],
      ['LIVE', '0.8%'],
      ['SPORTS', '1%'],
      ['ESPORTS', '1%'],
      ['PVP', '—'],
    ]);
    expect(rates.map((rate) => rate.textContent)).toContain('Poker—');
  });

  it('shows the rates a merchant configured instead of the defaults', async () => {
    site({
      rates: ok([
        { productType: 'RNG', rate: 1.5 },
        { productType: 'PVP', rate: 0.25 },
      ]),
    });
    renderMemberPage(<PersonalProfitPage />);
    const rates = await screen.findAllByTestId('rebate-rate');
    expect(rates.map((rate) => within(rate).getByTestId('rebate-rate-value').textContent)).toEqual([
      '1.5%',
      '0.25%',
    ]);
  });

  it('shows an empty state with zero totals when nothing was played, and the rates all the same', async () => {
    site({ profit: ok(profitReport([])) });
    renderMemberPage(<PersonalProfitPage />);
    expect(await screen.findByTestId('profit-empty')).toBeTruthy();
    expect(screen.getByTestId('profit-total-profit').textContent).toBe('฿0.00');
    expect(screen.queryAllByTestId('profit-row')).toHaveLength(0);
    expect(await screen.findAllByTestId('rebate-rate')).toHaveLength(8);
  });

  it('says when the report or the rates did not load, and tries again', async () => {
    const api = site({
      profit: [fail('service.unavailable', 503), ok(profitReport([profitRow('RNG')]))],
      rates: [fail('service.unavailable', 503), ok(SPEC_RATES)],
    });
    renderMemberPage(<PersonalProfitPage />);
    fireEvent.click(within(await screen.findByTestId('profit-failed')).getByRole('button'));
    expect(await screen.findAllByTestId('profit-row')).toHaveLength(1);
    fireEvent.click(within(await screen.findByTestId('rebate-rates-failed')).getByRole('button'));
    expect(await screen.findAllByTestId('rebate-rate')).toHaveLength(8);
    expect(api.callsTo('GET', RATES)).toHaveLength(2);
  });

  it('reads in Thai', async () => {
    site();
    renderMemberPage(<PersonalProfitPage />, { language: 'th' });
    await screen.findAllByTestId('profit-row');
    expect(screen.getByRole('heading', { name: 'กำไรขาดทุน' })).toBeTruthy();
    expect(screen.getByTestId('profit-period-thisMonth').textContent).toBe('เดือนนี้');
    expect(screen.getByTestId('profit-row').textContent).toContain('สล็อต');
  });
});
