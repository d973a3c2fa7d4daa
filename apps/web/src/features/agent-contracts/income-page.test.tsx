import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { commissionOf, incomeOf } from '../../test/contract-fixtures.ts';
import { type Answer, fail, fakeApi, lastQueryTo, ok } from '../../test/fake-api.ts';
import { renderMemberPage } from '../../test/render.tsx';
import { memberPageTestsAt } from '../../test/session.ts';
import { IncomePage } from './pages/income-page.tsx';
import { COMMISSION, CONTRACT_SITE, INCOME, signInAgent } from './test-contracts.ts';

memberPageTestsAt(new Date('2026-11-23T12:00:00Z'));

const row = (kind: 'daily' | 'dividend', amount: number, status: 'paid' | 'owed' = 'paid') => ({
  kind,
  // Bangkok's 22 November: the merchant's day
  periodStart: '2026-11-21T17:00:00.000Z',
  periodEnd: '2026-11-22T17:00:00.000Z',
  payer: kind === 'daily' ? null : 'boss',
  amount,
  status,
  paidAt: status === 'paid' ? '2026-11-23T00:05:00.000Z' : null,
});

const INCOME_WITH_ROWS = incomeOf({
  totals: { daily: 30_000, hourly: 0, realtime: 1_500, dividend: 10_000, commission: 21_500, owed: 5_000 },
  rows: {
    content: [row('daily', 30_000), row('dividend', 10_000), row('dividend', 5_000, 'owed')],
    pageNum: 1,
    pageSize: 20,
    totalPages: 1,
    total: 3,
  },
});

function site({
  income = ok(INCOME_WITH_ROWS),
  commission = ok(
    commissionOf({
      total: 21_500,
      rows: [{ day: '2026-11-22', kind: 'daily', received: 30_000, paidDown: 20_000, commission: 10_000 }],
    }),
  ),
}: {
  income?: Answer | Answer[];
  commission?: Answer | Answer[];
} = {}) {
  return fakeApi({ [`GET ${INCOME}`]: income, [`GET ${COMMISSION}`]: commission });
}

const render = (language = 'en') => {
  signInAgent();
  return renderMemberPage(<IncomePage />, { status: CONTRACT_SITE, language });
};

describe('my income', () => {
  it('shows the totals per kind, the commission kept, the owed amount and each period received', async () => {
    const api = site();
    render();
    const totals = await screen.findByTestId('income-totals');
    expect(within(totals).getByTestId('income-total-daily').textContent).toBe('฿300.00');
    expect(within(totals).getByTestId('income-total-dividend').textContent).toBe('฿100.00');
    expect(within(totals).getByTestId('income-total-realtime').textContent).toBe('฿15.00');
    expect(within(totals).getByTestId('income-total-received').textContent).toBe('฿415.00');
    expect(within(totals).getByTestId('income-total-commission').textContent).toBe('+฿215.00');
    expect(within(totals).getByTestId('income-owed').textContent).toContain(
      "the payer's wallet could not cover it",
    );
    expect(within(totals).getByTestId('income-total-owed').textContent).toBe('฿50.00');

    const rows = screen.getAllByTestId('income-row');
    expect(rows.map((r) => [r.dataset.kind, within(r).getByTestId('income-row-amount').textContent])).toEqual(
      [
        ['daily', '฿300.00'],
        ['dividend', '฿100.00'],
        ['dividend', '฿50.00'],
      ],
    );
    expect(rows[0]?.textContent).toContain('The house');
    expect(within(rows[2] as HTMLElement).getByTestId('income-row-owed')).toBeTruthy();

    const commission = await screen.findByTestId('commission-row');
    expect(within(commission).getByTestId('commission-kept').textContent).toBe('+฿100.00');
    expect(screen.getByTestId('commission-total').textContent).toBe('+฿215.00');
    // the last 7 days by default, by name: the server counts them in the merchant's days
    expect(lastQueryTo(api, INCOME)).toEqual({ period: 'last7', pageNum: '1', pageSize: '20' });
    expect(lastQueryTo(api, COMMISSION)).toEqual({ period: 'last7' });
  });

  it('follows the range chips and custom days, and asks for nothing while the days are wrong', async () => {
    const api = site();
    render();
    await screen.findByTestId('income-totals');
    fireEvent.click(screen.getByTestId('income-range-yesterday'));
    await waitFor(() => expect(lastQueryTo(api, INCOME)).toMatchObject({ period: 'yesterday' }));
    fireEvent.click(screen.getByTestId('income-range-last30'));
    await waitFor(() => expect(lastQueryTo(api, COMMISSION)).toEqual({ period: 'last30' }));
    // custom days start from the days the report last covered (the server's merchant days)
    fireEvent.click(screen.getByTestId('income-range-custom'));
    expect((screen.getByTestId('income-to') as HTMLInputElement).value).toBe('2026-11-23');
    fireEvent.change(screen.getByTestId('income-from'), { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(lastQueryTo(api, INCOME)).toMatchObject({ startDate: '2026-11-01', endDate: '2026-11-23' }),
    );
    const calls = api.to(`GET ${INCOME}`).length;
    fireEvent.change(screen.getByTestId('income-from'), { target: { value: '2026-01-01' } });
    expect(screen.getByTestId('income-range-problem').textContent).toBe('Choose at most 92 days.');
    expect(screen.queryByTestId('income-totals')).toBeNull();
    expect(api.to(`GET ${INCOME}`)).toHaveLength(calls);
  });

  it('says when nothing was received, with zero totals and no owed block', async () => {
    site({ income: ok(incomeOf()), commission: ok(commissionOf()) });
    render();
    expect(await screen.findByTestId('income-empty')).toBeTruthy();
    expect(screen.getByTestId('income-total-daily').textContent).toBe('฿0.00');
    expect(screen.queryByTestId('income-owed')).toBeNull();
    expect(await screen.findByTestId('commission-empty')).toBeTruthy();
  });

  it('says when the report did not load, and tries again', async () => {
    site({
      income: [fail('service.unavailable', 503), ok(INCOME_WITH_ROWS)],
      commission: [fail('service.unavailable', 503), ok(commissionOf())],
    });
    render();
    fireEvent.click(within(await screen.findByTestId('income-failed')).getByRole('button'));
    expect(await screen.findAllByTestId('income-row')).toHaveLength(3);
    fireEvent.click(within(await screen.findByTestId('commission-failed')).getByRole('button'));
    expect(await screen.findByTestId('commission-empty')).toBeTruthy();
  });

  it('reads in Thai', async () => {
    site();
    render('th');
    await screen.findByTestId('income-totals');
    expect(screen.getByRole('heading', { name: 'รายได้ของฉัน' })).toBeTruthy();
    expect(screen.getByTestId('income-range-last7').textContent).toBe('7 วันล่าสุด');
  });
});
