import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Call, fakeApi, type Reply } from '../../test/fake-api.ts';
import { DepositPage } from './deposit-page.tsx';
import { openPayPage } from './lib/pay-page.ts';
import { BALANCE, BANK, depositOrder, page, renderPayments, SANDBOX } from './test-payments.tsx';

vi.mock('./lib/pay-page.ts', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./lib/pay-page.ts')>()),
  openPayPage: vi.fn(),
}));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

function api(overrides: Record<string, Reply | ((call: Call) => Reply)> = {}) {
  return fakeApi({
    'GET /wps/system/depositBanks': { value: [BANK, SANDBOX] },
    'GET /wps/v2/wallets/balance': { value: BALANCE },
    'GET /wps/report/depositTransaction': { value: page([]) },
    ...overrides,
  });
}

const amountInput = () => screen.getByTestId('deposit-amount') as HTMLInputElement;

beforeEach(() => {
  sessionStorage.clear();
  vi.mocked(openPayPage).mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('deposit page', () => {
  it('shows the channels with their limits and fills the amount from a quick amount', async () => {
    api();
    renderPayments(<DepositPage />);
    const bank = await screen.findByTestId('deposit-channel-BANK');
    expect(bank.getAttribute('aria-checked')).toBe('true');
    expect(bank.textContent).toContain('100.00 – 500,000.00');
    expect(screen.getByTestId('deposit-channel-SANDBOX').textContent).toContain('Instant');
    expect(screen.getByText('Min 100.00 · Max 500,000.00')).toBeTruthy();
    fireEvent.click(screen.getByTestId('deposit-quick-50000'));
    expect(amountInput().value).toBe('500');
    expect(screen.getByTestId('deposit-quick-50000').getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('฿5,000.00')).toBeTruthy();
  });

  it('checks the amount and the payer before anything is sent', async () => {
    const server = api();
    renderPayments(<DepositPage />);
    await screen.findByTestId('deposit-channel-BANK');
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByText('Please enter an amount.')).toBeTruthy();
    expect(screen.getByText('Please enter the name on the account you pay from.')).toBeTruthy();
    fireEvent.change(amountInput(), { target: { value: '99.99' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect(await screen.findByText('The minimum amount is 100.00.')).toBeTruthy();
    fireEvent.change(amountInput(), { target: { value: '600000' } });
    expect(await screen.findByText('The maximum amount is 500,000.00.')).toBeTruthy();
    fireEvent.change(amountInput(), { target: { value: '12.345' } });
    expect(await screen.findByText('Please enter a valid amount, with at most 2 decimals.')).toBeTruthy();
    expect(server.to('POST /wps/transaction/deposit/BANK')).toHaveLength(0);
  });

  it('sends a bank transfer with the payer and reference, shows the order waiting, and reads the money again', async () => {
    const server = api({
      'POST /wps/transaction/deposit/BANK': (call) => ({
        value: depositOrder({ amount: call.body?.amount as number, orderNo: 'D-BANK-1' }),
      }),
    });
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPayments(<DepositPage />);
    await screen.findByTestId('deposit-channel-BANK');
    const payee = screen.getByTestId('deposit-payee');
    expect(payee.textContent).toContain('Kasikorn Bank');
    expect(payee.textContent).toContain('Siam Royal Co., Ltd.');
    fireEvent.click(within(screen.getByTestId('payee-number')).getByRole('button'));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('0381234567'));
    expect(await within(screen.getByTestId('payee-number')).findByText('Copied')).toBeTruthy();

    fireEvent.change(amountInput(), { target: { value: '1,500.50' } });
    fireEvent.change(screen.getByTestId('deposit-payer-name'), { target: { value: '  Somchai Demo ' } });
    fireEvent.change(screen.getByTestId('deposit-reference'), { target: { value: 'KBANK-7781' } });
    const balanceReads = server.to('GET /wps/v2/wallets/balance').length;
    fireEvent.click(screen.getByTestId('deposit-submit'));

    const order = await screen.findByTestId('deposit-order');
    expect(order.getAttribute('data-order-no')).toBe('D-BANK-1');
    expect(order.textContent).toContain('Waiting for approval');
    expect(order.textContent).toContain('฿1,500.50');
    const [sent] = server.to('POST /wps/transaction/deposit/BANK');
    expect(sent?.body).toEqual({
      amount: 1_500_50,
      payerName: 'Somchai Demo',
      payerReference: 'KBANK-7781',
      requestId: expect.stringMatching(UUID),
    });
    await waitFor(() =>
      expect(server.to('GET /wps/v2/wallets/balance').length).toBeGreaterThan(balanceReads),
    );
    expect(server.to('GET /wps/report/depositTransaction').length).toBeGreaterThan(1);
    fireEvent.click(screen.getByTestId('deposit-another'));
    expect(await screen.findByTestId('deposit-form')).toBeTruthy();
  });

  it('sends the same requestId again when a submit is retried after a network failure, a new one when the form changes after a refusal', async () => {
    let attempt = 0;
    const server = api({
      'POST /wps/transaction/deposit/BANK': () => {
        attempt += 1;
        if (attempt === 1) throw new TypeError('Failed to fetch');
        if (attempt === 2) return { errorCode: 'too.many.requests', status: 429 };
        return { value: depositOrder() };
      },
    });
    renderPayments(<DepositPage />);
    await screen.findByTestId('deposit-channel-BANK');
    fireEvent.change(amountInput(), { target: { value: '200' } });
    fireEvent.change(screen.getByTestId('deposit-payer-name'), { target: { value: 'Somchai' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    expect((await screen.findByTestId('deposit-error')).textContent).toBe(
      'Network link is abnormal, please try again',
    );
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() =>
      expect(screen.getByTestId('deposit-error').textContent).toBe(
        'Too many requests, please try again later.',
      ),
    );
    fireEvent.change(amountInput(), { target: { value: '250' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await screen.findByTestId('deposit-order');
    const ids = server.to('POST /wps/transaction/deposit/BANK').map((call) => call.body?.requestId);
    expect(ids).toHaveLength(3);
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[1]);
  });

  it('opens the gateway pay page with the order, and remembers it for the way back', async () => {
    const server = api({
      'POST /wps/transaction/deposit/SANDBOX': {
        value: depositOrder({
          channel: 'SANDBOX',
          orderNo: 'D-GW-7',
          payee: null,
          payerName: null,
          payerReference: null,
          payUrl: '/pay/sandbox/D-GW-7',
        }),
      },
    });
    renderPayments(<DepositPage />);
    fireEvent.click(await screen.findByTestId('deposit-channel-SANDBOX'));
    expect(screen.queryByTestId('deposit-payee')).toBeNull();
    expect(screen.queryByTestId('deposit-payer-name')).toBeNull();
    expect(screen.getByTestId('deposit-submit').textContent).toBe('Continue to payment');
    fireEvent.change(amountInput(), { target: { value: '250' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    await waitFor(() => expect(openPayPage).toHaveBeenCalledWith('/pay/sandbox/D-GW-7'));
    expect(server.to('POST /wps/transaction/deposit/SANDBOX')[0]?.body).toEqual({
      amount: 250_00,
      requestId: expect.stringMatching(UUID),
    });
    expect(sessionStorage.getItem('payments.gatewayOrder')).toBe('D-GW-7');
    expect(screen.getByTestId('deposit-pay-link').getAttribute('href')).toBe('/pay/sandbox/D-GW-7');
  });

  it('back from the gateway: reads the money again and tells what became of the order', async () => {
    sessionStorage.setItem('payments.gatewayOrder', 'D-GW-7');
    const server = api({
      'GET /wps/report/depositTransaction': {
        value: page([
          depositOrder({ orderNo: 'D-GW-7', status: 'paid', amount: 250_00, channelName: 'Instant' }),
        ]),
      },
    });
    const { client } = renderPayments(<DepositPage />);
    const refetch = vi.spyOn(client, 'invalidateQueries');
    const banner = await screen.findByTestId('deposit-returned');
    await waitFor(() => expect(banner.getAttribute('data-status')).toBe('paid'));
    expect(banner.textContent).toContain('Payment received: ฿250.00 has been added to your wallet.');
    expect(sessionStorage.getItem('payments.gatewayOrder')).toBeNull();
    await waitFor(() => expect(refetch).toHaveBeenCalledWith({ queryKey: ['wallet'] }));
    expect(server.to('GET /wps/v2/wallets/balance').length).toBeGreaterThan(0);
    fireEvent.click(within(banner).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('deposit-returned')).toBeNull();
  });

  it('shows a refusal in Thai from the error catalogue', async () => {
    api({ 'POST /wps/transaction/deposit/BANK': { errorCode: 'deposit.channel.unknown', status: 404 } });
    renderPayments(<DepositPage />, 'th');
    await screen.findByTestId('deposit-channel-BANK');
    expect(screen.getByTestId('deposit-submit').textContent).toBe('ยืนยันการฝากเงิน');
    fireEvent.change(amountInput(), { target: { value: '300' } });
    fireEvent.change(screen.getByTestId('deposit-payer-name'), { target: { value: 'สมชาย' } });
    fireEvent.click(screen.getByTestId('deposit-submit'));
    const error = await screen.findByTestId('deposit-error');
    expect(error.textContent).toMatch(/[\u0E00-\u0E7F]/);
    expect(error.textContent).not.toContain('deposit.channel.unknown');
  });

  it('lists deposits with their status and filters by status, quick range and page', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:00:00Z') });
    const server = api({
      'GET /wps/report/depositTransaction': (call) => ({
        value: page(
          [
            depositOrder({
              id: 1,
              orderNo: 'D-1',
              status: (call.query.get('status') as 'paid') ?? 'pending',
            }),
            depositOrder({ id: 2, orderNo: 'D-2', status: 'rejected', note: 'Not found on the statement' }),
          ],
          Number(call.query.get('pageNum')),
          3,
        ),
      }),
    });
    renderPayments(<DepositPage />);
    const rows = await screen.findAllByTestId('deposit-history-row');
    expect(rows.map((row) => row.getAttribute('data-status'))).toEqual(['pending', 'rejected']);
    expect(rows[1]?.textContent).toContain('Rejected');
    expect(rows[1]?.textContent).toContain('Note: Not found on the statement');
    const first = server.to('GET /wps/report/depositTransaction')[0];
    expect(first?.query.get('start')).toBe('2026-11-17T00:00:00.000Z');
    expect(first?.query.get('end')).toBe('2026-11-24T00:00:00.000Z');
    expect(first?.query.get('status')).toBeNull();

    fireEvent.click(screen.getByTestId('deposit-status-paid'));
    await waitFor(() => expect(server.calls.at(-1)?.query.get('status')).toBe('paid'));
    fireEvent.click(screen.getByTestId('deposit-range-30'));
    await waitFor(() => expect(server.calls.at(-1)?.query.get('start')).toBe('2026-10-25T00:00:00.000Z'));
    fireEvent.click(screen.getByTestId('deposit-pager-next'));
    await waitFor(() => expect(server.calls.at(-1)?.query.get('pageNum')).toBe('2'));
    expect(server.calls.at(-1)?.query.get('status')).toBe('paid');
    await waitFor(() =>
      expect(screen.getByTestId('deposit-pager-page-2').getAttribute('aria-current')).toBe('page'),
    );
    vi.useRealTimers();
  });
});
