import type { BankCards, PaymentPasswordState, WithdrawalOrder } from '@portal/contracts/payments.schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, fakeApi, type Reply } from '../../test/fake-api.ts';
import {
  BALANCE,
  cards,
  HAS_PASSWORD,
  NO_PASSWORD,
  page,
  renderPayments,
  SETTINGS,
  withdrawal,
} from './test-payments.tsx';
import { WithdrawPage } from './withdraw-page.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type State = { password: PaymentPasswordState; cards: BankCards; withdrawals: WithdrawalOrder[] };

/** A small stateful server: setting the password and binding a card change what the page reads next. */
function api(state: State, overrides: Record<string, Reply | ((call: Call) => Reply)> = {}) {
  return fakeApi({
    'GET /wps/v2/wallets/balance': { value: BALANCE },
    'GET /wps/member/hasWithdrawalPassword': () => ({ value: state.password }),
    'GET /wps/member/bankCard': () => ({ value: state.cards }),
    'GET /wps/system/withdrawBanks': { value: SETTINGS },
    'GET /wps/report/withdrawTransaction': () => ({ value: page(state.withdrawals) }),
    'PUT /wps/member/paymentPassword': () => {
      state.password = HAS_PASSWORD;
      return { value: HAS_PASSWORD };
    },
    'PUT /wps/member/bankCard': (call) => {
      const body = call.body as { bankCode: string; accountNumber: string; accountName: string };
      state.cards = {
        ...state.cards,
        realName: body.accountName,
        cards: [
          ...state.cards.cards,
          {
            id: state.cards.cards.length + 1,
            bankCode: body.bankCode,
            bankName: 'Kasikorn Bank',
            accountName: body.accountName,
            accountNumber: `****${body.accountNumber.slice(-4)}`,
            createdAt: '2026-11-23T09:00:00Z',
          },
        ],
      };
      return { value: state.cards };
    },
    ...overrides,
  });
}

const byId = (id: string) => screen.getByTestId(id) as HTMLInputElement;
const type = (id: string, value: string) => fireEvent.change(byId(id), { target: { value } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('withdraw page: set-up', () => {
  it('asks for the payment password first, then a bank card, then shows the withdraw form', async () => {
    const state: State = { password: NO_PASSWORD, cards: cards(0), withdrawals: [] };
    const server = api(state);
    renderPayments(<WithdrawPage />);
    await screen.findByTestId('paypw-login');
    expect(screen.getByTestId('withdraw-steps').getAttribute('data-step')).toBe('password');

    fireEvent.click(byId('paypw-submit'));
    expect(await screen.findByText('Please enter your login password.')).toBeTruthy();
    type('paypw-new', '12ab34');
    expect(byId('paypw-new').value).toBe('1234');
    type('paypw-login', 'Demo@2026');
    type('paypw-new', '135790');
    type('paypw-confirm', '135791');
    fireEvent.click(byId('paypw-submit'));
    expect(await screen.findByText('The two payment passwords do not match.')).toBeTruthy();
    expect(server.to('PUT /wps/member/paymentPassword')).toHaveLength(0);
    type('paypw-confirm', '135790');
    fireEvent.click(byId('paypw-submit'));

    await screen.findByTestId('card-bank');
    expect(server.to('PUT /wps/member/paymentPassword')[0]?.body).toEqual({
      newPassword: '135790',
      confirmPassword: '135790',
      loginPassword: 'Demo@2026',
    });
    expect(screen.getByTestId('withdraw-steps').getAttribute('data-step')).toBe('card');
    const options = within(byId('card-bank')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Choose your bank',
      'Kasikorn Bank',
      'Siam Commercial Bank',
    ]);
    expect(byId('card-name').readOnly).toBe(false);
    expect(
      screen.getByText('This will be saved as your real name and cannot be changed later.'),
    ).toBeTruthy();

    fireEvent.change(byId('card-bank'), { target: { value: 'KBANK' } });
    type('card-number', '0123-45');
    expect(byId('card-number').value).toBe('012345');
    type('card-number', '01234');
    type('card-name', 'Somchai Jaidee');
    fireEvent.click(byId('card-submit'));
    expect(await screen.findByText('The account number must be 6 to 20 digits.')).toBeTruthy();
    type('card-number', '0123456789');
    fireEvent.click(byId('card-submit'));

    await screen.findByTestId('withdraw-amount');
    expect(server.to('PUT /wps/member/bankCard')[0]?.body).toEqual({
      bankCode: 'KBANK',
      accountNumber: '0123456789',
      accountName: 'Somchai Jaidee',
    });
    expect(screen.getAllByTestId('card-item')).toHaveLength(1);
    expect(screen.getByTestId('card-item').textContent).toContain('•••• 6789');
  });

  it('tells a wrong login password on its field', async () => {
    api(
      { password: NO_PASSWORD, cards: cards(0), withdrawals: [] },
      { 'PUT /wps/member/paymentPassword': { errorCode: 'password.incorrect' } },
    );
    renderPayments(<WithdrawPage />);
    await screen.findByTestId('paypw-login');
    type('paypw-login', 'wrong');
    type('paypw-new', '135790');
    type('paypw-confirm', '135790');
    fireEvent.click(byId('paypw-submit'));
    expect(await screen.findByText('The login password is not correct.')).toBeTruthy();
  });

  it('locks the account name to the real name once it is known and shows a mismatch refusal', async () => {
    const server = api(
      { password: HAS_PASSWORD, cards: cards(0, { realName: 'Somchai Jaidee' }), withdrawals: [] },
      { 'PUT /wps/member/bankCard': { errorCode: 'bank.card.name.mismatch' } },
    );
    renderPayments(<WithdrawPage />);
    const name = (await screen.findByTestId('card-name')) as HTMLInputElement;
    expect(name.readOnly).toBe(true);
    expect(name.value).toBe('Somchai Jaidee');
    fireEvent.change(byId('card-bank'), { target: { value: 'SCB' } });
    type('card-number', '9876543210');
    fireEvent.click(byId('card-submit'));
    expect(await screen.findByText('The account name must match your real name.')).toBeTruthy();
    expect(server.to('PUT /wps/member/bankCard')[0]?.body).toMatchObject({ accountName: 'Somchai Jaidee' });
  });
});

describe('withdraw page: the request', () => {
  const ready = (): State => ({ password: HAS_PASSWORD, cards: cards(2), withdrawals: [] });

  it('shows the balance and today’s count, checks the amount, sends the request and shows it pending', async () => {
    const state = ready();
    const server = api(state, {
      'POST /wps/transaction/withdraw': (call) => {
        const order = withdrawal({ amount: call.body?.amount as number, orderNo: 'W-NEW-1' });
        state.withdrawals = [order];
        return { value: order };
      },
    });
    renderPayments(<WithdrawPage />);
    await screen.findByTestId('withdraw-amount');
    expect(await screen.findByText('฿5,000.00')).toBeTruthy();
    expect(screen.getByTestId('withdraw-today').textContent).toContain('Withdrawals today: 1 / 5');
    const options = within(byId('withdraw-card')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Kasikorn Bank •••• 4321',
      'Kasikorn Bank •••• 4322',
    ]);

    type('withdraw-amount', '5000.01');
    type('withdraw-password', '135790');
    fireEvent.click(byId('withdraw-submit'));
    expect(
      await screen.findByText('The amount is more than your available balance (฿5,000.00).'),
    ).toBeTruthy();
    fireEvent.click(screen.getByTestId('withdraw-max'));
    expect(byId('withdraw-amount').value).toBe('5000');
    type('withdraw-amount', '300');
    fireEvent.change(byId('withdraw-card'), { target: { value: '2' } });
    fireEvent.click(byId('withdraw-submit'));

    const order = await screen.findByTestId('withdraw-order');
    expect(order.getAttribute('data-order-no')).toBe('W-NEW-1');
    expect(order.getAttribute('data-status')).toBe('pending');
    expect(order.textContent).toContain('฿300.00 is on hold');
    expect(server.to('POST /wps/transaction/withdraw')[0]?.body).toEqual({
      amount: 300_00,
      bankCardId: 2,
      paymentPassword: '135790',
      requestId: expect.stringMatching(UUID),
    });
    const row = await screen.findByTestId('withdraw-row');
    expect(row.getAttribute('data-status')).toBe('pending');
    expect(server.to('GET /wps/v2/wallets/balance').length).toBeGreaterThan(1);
  });

  it('shows the tries left after a wrong payment password, in English and in Thai', async () => {
    for (const [language, text] of [
      ['en', 'Wrong payment password: 2 tries left before it locks.'],
      ['th', 'รหัสผ่านการชำระเงินไม่ถูกต้อง เหลืออีก 2 ครั้งก่อนถูกล็อก'],
    ] as const) {
      api(ready(), {
        'POST /wps/transaction/withdraw': {
          errorCode: 'payment.password.incorrect',
          value: { remaining: 2 },
        },
      });
      renderPayments(<WithdrawPage />, language);
      await screen.findByTestId('withdraw-amount');
      type('withdraw-amount', '300');
      type('withdraw-password', '111111');
      fireEvent.click(byId('withdraw-submit'));
      expect(await screen.findByText(text)).toBeTruthy();
      expect(byId('withdraw-password').value).toBe('');
      cleanup();
    }
  });

  it('shows the lock: from the refusal, and from the password state', async () => {
    api(ready(), {
      'POST /wps/transaction/withdraw': {
        errorCode: 'payment.password.locked',
        value: { lockedUntil: '2026-11-23T10:30:00Z' },
      },
    });
    renderPayments(<WithdrawPage />);
    await screen.findByTestId('withdraw-amount');
    type('withdraw-amount', '300');
    type('withdraw-password', '111111');
    fireEvent.click(byId('withdraw-submit'));
    expect((await screen.findByTestId('withdraw-error')).textContent).toBe(
      'Your payment password is locked until 23/11/2026 10:30.',
    );
    cleanup();

    const lockedUntil = new Date(Date.now() + 20 * 60_000).toISOString();
    api({ ...ready(), password: { hasPassword: true, lockedUntil } });
    renderPayments(<WithdrawPage />);
    expect((await screen.findByTestId('withdraw-locked')).textContent).toContain('is locked until');
    expect(byId('withdraw-password').disabled).toBe(true);
    expect(byId('withdraw-submit').disabled).toBe(true);
  });

  it('stops at the daily count', async () => {
    api(ready(), { 'GET /wps/system/withdrawBanks': { value: { ...SETTINGS, usedToday: 5 } } });
    renderPayments(<WithdrawPage />);
    expect((await screen.findByTestId('withdraw-daily-limit')).textContent).toContain(
      "You have used all of today's withdrawals.",
    );
    expect(byId('withdraw-submit').disabled).toBe(true);
  });

  it('puts an insufficient-funds refusal under the amount', async () => {
    api(ready(), {
      'POST /wps/transaction/withdraw': { errorCode: 'wallet.insufficient.funds', status: 409 },
    });
    renderPayments(<WithdrawPage />);
    await screen.findByTestId('withdraw-amount');
    type('withdraw-amount', '300');
    type('withdraw-password', '135790');
    fireEvent.click(byId('withdraw-submit'));
    expect(await screen.findByText('Your balance is not enough for this amount.')).toBeTruthy();
  });
});

describe('withdraw page: cards and password', () => {
  it('adds another card up to the most allowed', async () => {
    const state: State = { password: HAS_PASSWORD, cards: cards(2), withdrawals: [] };
    api(state);
    renderPayments(<WithdrawPage />);
    expect((await screen.findByTestId('card-count')).textContent).toBe('2 / 3');
    fireEvent.click(screen.getByTestId('card-add'));
    expect(byId('card-name').value).toBe('Somchai Jaidee');
    fireEvent.change(byId('card-bank'), { target: { value: 'SCB' } });
    type('card-number', '5556667778');
    fireEvent.click(byId('card-submit'));
    await waitFor(() => expect(screen.getAllByTestId('card-item')).toHaveLength(3));
    expect(screen.getByTestId('card-count').textContent).toBe('3 / 3');
    expect(screen.queryByTestId('card-add')).toBeNull();
    expect(screen.getByTestId('card-limit').textContent).toContain('(3)');
  });

  it('changes the payment password with the old one in the dialog', async () => {
    const server = api({ password: HAS_PASSWORD, cards: cards(1), withdrawals: [] });
    renderPayments(<WithdrawPage />);
    fireEvent.click(await screen.findByTestId('paypw-change'));
    const dialog = await screen.findByTestId('payment-password-dialog');
    expect(within(dialog).getByText('Change payment password', { selector: 'h2' })).toBeTruthy();
    expect(within(dialog).queryByTestId('paypw-login')).toBeNull();
    type('paypw-old', '135790');
    type('paypw-new', '246810');
    type('paypw-confirm', '246810');
    fireEvent.click(byId('paypw-submit'));
    await waitFor(() => expect(screen.queryByTestId('payment-password-dialog')).toBeNull());
    expect(server.to('PUT /wps/member/paymentPassword')[0]?.body).toEqual({
      oldPassword: '135790',
      newPassword: '246810',
      confirmPassword: '246810',
    });
  });
});
