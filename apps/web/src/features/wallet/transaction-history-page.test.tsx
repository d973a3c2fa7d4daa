import { ENTRY_TYPES, RECORD_FAMILIES } from '@portal/contracts/wallet';
import type { TransactionRecord } from '@portal/contracts/wallet.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import enWallet from '../../i18n/locales/en/wallet.json';
import thWallet from '../../i18n/locales/th/wallet.json';
import { fakeApi, lastQueryTo, ok } from '../../test/fake-api.ts';
import { renderMemberPage } from '../../test/render.tsx';
import { memberPageTestsAt } from '../../test/session.ts';
import { TransactionHistoryPage } from './transaction-history-page.tsx';

const NOW = new Date('2026-11-23T10:30:00Z');

function record(id: number, overrides: Partial<TransactionRecord> = {}): TransactionRecord {
  return {
    id,
    type: 'deposit',
    amount: 500_000,
    balanceAfter: 500_000,
    reference: `D${id}`,
    counterparty: 'BANK',
    createdAt: '2026-11-22T09:15:00Z',
    ...overrides,
  };
}

const page = (content: TransactionRecord[], { pageNum = 1, totalPages = 1, total = content.length } = {}) =>
  ok({ content, pageNum, pageSize: 10, totalPages, total });

function site(answer = page([record(1)])) {
  return fakeApi({ 'GET /wps/report/transaction': answer });
}

const lastQuery = (api: ReturnType<typeof fakeApi>) => lastQueryTo(api, '/wps/report/transaction');

memberPageTestsAt(NOW);

describe('transactionHistory page', () => {
  it('lists every movement with a readable type, a signed amount, the balance after and the reference', async () => {
    site(
      page([
        record(3, {
          type: 'wallet.in',
          amount: -10_000,
          balanceAfter: 490_000,
          reference: 'W3',
          counterparty: 'HOUSE',
        }),
        record(2, {
          type: 'wallet.out',
          amount: 2_550,
          balanceAfter: 500_000,
          reference: 'W2',
          counterparty: 'ALL',
        }),
        record(1, {
          type: 'adjustment',
          amount: 500_000,
          balanceAfter: 497_450,
          reference: 'DEMO-OPENING',
          counterparty: null,
        }),
      ]),
    );
    renderMemberPage(<TransactionHistoryPage />);

    const rows = await screen.findAllByTestId('records-row');
    expect(rows).toHaveLength(3);
    const [first, second, third] = rows as [HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByTestId('records-type-name').textContent).toBe('To game wallet');
    expect(within(first).getByTestId('records-amount').textContent).toBe('−฿100.00');
    expect(within(first).getByTestId('records-amount').className).toMatch(/debit/);
    expect(first.textContent).toContain('฿4,900.00');
    expect(first.textContent).toContain('HOUSE');
    expect(first.textContent).toContain('22/11/2026 09:15');
    expect(within(second).getByTestId('records-type-name').textContent).toBe('From game wallet');
    expect(within(second).getByTestId('records-amount').textContent).toBe('+฿25.50');
    expect(within(second).getByTestId('records-amount').className).toMatch(/credit/);
    expect(second.textContent).toContain('All game wallets');
    expect(within(third).getByTestId('records-type-name').textContent).toBe('Balance adjustment');
    expect(third.textContent).toContain('DEMO-OPENING');
    expect(screen.getByTestId('records-total').textContent).toBe('3 records');
  });

  it('asks for the previous 7 local days by default, first page, every type', async () => {
    const api = site();
    renderMemberPage(<TransactionHistoryPage />);
    await screen.findAllByTestId('records-row');
    expect(lastQuery(api)).toEqual({
      start: new Date(2026, 10, 17).toISOString(),
      end: new Date(2026, 10, 24).toISOString(),
      pageNum: '1',
      pageSize: '10',
    });
    expect(screen.getByTestId('records-range-7').getAttribute('aria-checked')).toBe('true');
  });

  it('filters by type and by the previous 30 days, back on the first page', async () => {
    const api = site(page([record(1)], { pageNum: 1, totalPages: 3, total: 25 }));
    renderMemberPage(<TransactionHistoryPage />);
    fireEvent.click(await screen.findByTestId('records-pager-next'));
    await waitFor(() => expect(lastQuery(api).pageNum).toBe('2'));

    fireEvent.click(screen.getByTestId('records-type-withdraw'));
    await waitFor(() => expect(lastQuery(api)).toMatchObject({ type: 'withdraw', pageNum: '1' }));
    fireEvent.click(screen.getByTestId('records-range-30'));
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({
        type: 'withdraw',
        start: new Date(2026, 9, 25).toISOString(),
        end: new Date(2026, 10, 24).toISOString(),
        pageNum: '1',
      }),
    );
    fireEvent.click(screen.getByTestId('records-type-all'));
    await waitFor(() => expect(lastQuery(api)).not.toHaveProperty('type'));
  });

  it('offers a chip for every record family', async () => {
    site();
    renderMemberPage(<TransactionHistoryPage />);
    await screen.findAllByTestId('records-row');
    for (const family of RECORD_FAMILIES) expect(screen.getByTestId(`records-type-${family}`)).toBeTruthy();
  });

  it('asks for custom dates from midnight to the midnight after the last day, and refuses a backwards range', async () => {
    const api = site();
    renderMemberPage(<TransactionHistoryPage />);
    fireEvent.click(await screen.findByTestId('records-range-custom'));
    fireEvent.change(screen.getByTestId('records-from'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByTestId('records-to'), { target: { value: '2026-11-10' } });
    await waitFor(() =>
      expect(lastQuery(api)).toMatchObject({
        start: new Date(2026, 10, 1).toISOString(),
        end: new Date(2026, 10, 11).toISOString(),
      }),
    );
    const asked = api.callsTo('GET', '/wps/report/transaction').length;
    fireEvent.change(screen.getByTestId('records-from'), { target: { value: '2026-11-12' } });
    expect(await screen.findByText('The start date must be on or before the end date.')).toBeTruthy();
    expect(api.callsTo('GET', '/wps/report/transaction')).toHaveLength(asked);
  });

  it('pages through the records', async () => {
    const api = fakeApi({
      'GET /wps/report/transaction': (call) =>
        page([record(Number(call.query.get('pageNum')) * 100)], {
          pageNum: Number(call.query.get('pageNum')),
          totalPages: 12,
          total: 115,
        }),
    });
    renderMemberPage(<TransactionHistoryPage />);
    await screen.findAllByTestId('records-row');
    expect(screen.getByTestId('records-total').textContent).toBe('115 records');
    expect((screen.getByTestId('records-pager-prev') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('records-pager-page-12'));
    await waitFor(() => expect(screen.getByTestId('records-row').textContent).toContain('D1200'));
    expect(lastQuery(api).pageNum).toBe('12');
    expect(screen.getByTestId('records-pager-page-12').getAttribute('aria-current')).toBe('page');
    expect((screen.getByTestId('records-pager-next') as HTMLButtonElement).disabled).toBe(true);
  });

  it('says when the period has no records', async () => {
    site(page([]));
    renderMemberPage(<TransactionHistoryPage />);
    expect((await screen.findByTestId('records-empty')).textContent).toContain('No records in this period');
    expect(screen.queryByTestId('records-pager')).toBeNull();
  });

  it('names every entry type and family in English and Thai', () => {
    for (const texts of [enWallet, thWallet]) {
      for (const type of ENTRY_TYPES) expect(texts.entryTypes[type], type).toBeTruthy();
      for (const family of RECORD_FAMILIES) expect(texts.families[family], family).toBeTruthy();
    }
  });

  it('speaks Thai', async () => {
    site(page([record(1, { type: 'transfer', amount: -25_000, counterparty: 'agent01' })]));
    renderMemberPage(<TransactionHistoryPage />, { language: 'th' });
    const row = await screen.findByTestId('records-row');
    expect(within(row).getByTestId('records-type-name').textContent).toBe('โอนเงินระหว่างสมาชิก');
    expect(screen.getByTestId('records-range-7').textContent).toBe('ย้อนหลัง 7 วัน');
    expect(screen.getByTestId('records-type-deposit').textContent).toBe('ฝากเงิน');
  });
});
