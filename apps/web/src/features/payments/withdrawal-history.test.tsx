import type { WithdrawalOrder } from '@portal/contracts/payments.schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, fakeApi, type Reply } from '../../test/fake-api.ts';
import { WithdrawalHistory } from './components/withdrawal-history.tsx';
import { page, renderPayments, withdrawal } from './test-payments.tsx';

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

function paid(overrides: Partial<WithdrawalOrder> = {}): WithdrawalOrder {
  return withdrawal({
    status: 'paid',
    paidAt: new Date().toISOString(),
    autoReceiveAt: minutesFromNow(24.5),
    ...overrides,
  });
}

function api(list: () => WithdrawalOrder[], overrides: Record<string, Reply | ((call: Call) => Reply)> = {}) {
  return fakeApi({
    'GET /wps/v2/wallets/balance': {
      value: { currency: 'THB', currencySymbol: '฿', balance: 0, pendingWithdrawal: 0 },
    },
    'GET /wps/report/withdrawTransaction': () => ({ value: page(list()) }),
    ...overrides,
  });
}

const image = (name: string, bytes = 64, type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });
const pick = (...files: File[]) => fireEvent.change(screen.getByTestId('proof-input'), { target: { files } });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('withdrawal history', () => {
  it('shows each status, and on a paid one the question with the time left to answer', async () => {
    api(() => [
      paid({ id: 1, orderNo: 'W-1' }),
      withdrawal({ id: 2, orderNo: 'W-2', status: 'rejected', note: 'Account closed' }),
      withdrawal({ id: 3, orderNo: 'W-3', status: 'received', autoReceived: true }),
      withdrawal({ id: 4, orderNo: 'W-4', status: 'not_received', comment: 'Nothing came', proofs: 2 }),
      withdrawal({ id: 5, orderNo: 'W-5', status: 'refunded' }),
    ]);
    renderPayments(<WithdrawalHistory symbol="฿" />);
    const rows = await screen.findAllByTestId('withdraw-row');
    expect(rows.map((row) => [row.getAttribute('data-order-no'), row.getAttribute('data-status')])).toEqual([
      ['W-1', 'paid'],
      ['W-2', 'rejected'],
      ['W-3', 'received'],
      ['W-4', 'not_received'],
      ['W-5', 'refunded'],
    ]);
    const [first, second, third, fourth, fifth] = rows as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(first.textContent).toContain('Did you receive it?');
    expect(within(first).getByTestId('withdraw-countdown').textContent).toBe(
      "If you don't confirm within 25 minutes, it counts as received.",
    );
    expect(within(second).queryByTestId('withdraw-received')).toBeNull();
    expect(second.textContent).toContain('Note: Account closed');
    expect(third.textContent).toContain('Counted as received automatically.');
    expect(fourth.textContent).toContain('Nothing came');
    expect(fifth.textContent).toContain('The amount was returned to your wallet.');
  });

  it('counts down in Thai, in the spec’s words', async () => {
    api(() => [paid({ autoReceiveAt: minutesFromNow(0.5) })]);
    renderPayments(<WithdrawalHistory symbol="฿" />, 'th');
    expect((await screen.findByTestId('withdraw-countdown')).textContent).toBe(
      'หากไม่ยืนยันภายใน 1 นาที จะถือว่าได้รับเงินแล้ว',
    );
  });

  it('confirms a payout as received with a JSON answer, and the list reads again', async () => {
    let status: WithdrawalOrder['status'] = 'paid';
    const server = api(() => [paid({ id: 9, status })], {
      'POST /wps/transaction/withdraw/9/confirm': () => {
        status = 'received';
        return { value: withdrawal({ id: 9, status }) };
      },
    });
    renderPayments(<WithdrawalHistory symbol="฿" />);
    fireEvent.click(await screen.findByTestId('withdraw-received'));
    await waitFor(() =>
      expect(screen.getByTestId('withdraw-row').getAttribute('data-status')).toBe('received'),
    );
    const [confirm] = server.to('POST /wps/transaction/withdraw/9/confirm');
    expect(confirm?.body).toEqual({ received: true });
    expect(confirm?.headers.get('Content-Type')).toBe('application/json');
    expect(screen.getByTestId('withdraw-thanks')).toBeTruthy();
  });

  it('checks the proof before the upload: type, size, count and the comment’s length', async () => {
    const server = api(() => [paid({ id: 9 })]);
    renderPayments(<WithdrawalHistory symbol="฿" />);
    fireEvent.click(await screen.findByTestId('withdraw-not-received'));
    await screen.findByTestId('proof-dialog');
    expect(screen.getByTestId('proof-comment-count').textContent).toBe('0 / 140');

    fireEvent.click(screen.getByTestId('proof-submit'));
    expect(screen.getByTestId('proof-required').textContent).toBe('Please add at least one image.');

    pick(
      image('notes.pdf', 64, 'application/pdf'),
      image('huge.jpg', 5 * 1024 * 1024 + 1, 'image/jpeg'),
      image('a.png'),
    );
    const problems = screen.getByTestId('proof-problems');
    expect(problems.textContent).toContain('“notes.pdf” is not a PNG or JPG image.');
    expect(problems.textContent).toContain('“huge.jpg” is larger than 5 MB.');
    expect(screen.getAllByTestId('proof-preview')).toHaveLength(1);

    pick(image('b.jpg', 64, 'image/jpeg'), image('c.png'), image('d.png'));
    expect(screen.getAllByTestId('proof-preview')).toHaveLength(3);
    expect(screen.getByTestId('proof-problems').textContent).toContain(
      '“d.png” was not added: at most 3 images.',
    );
    expect(screen.queryByTestId('proof-input')).toBeNull();
    expect(screen.getByTestId('proof-count').textContent).toBe('3 / 3');

    fireEvent.change(screen.getByTestId('proof-comment'), { target: { value: 'x'.repeat(141) } });
    expect(screen.getByTestId('proof-comment-count').textContent).toBe('141 / 140');
    expect(screen.getByTestId('proof-comment-error').textContent).toBe(
      'The comment must be 140 characters or fewer.',
    );
    fireEvent.click(screen.getByTestId('proof-submit'));
    expect(server.to('POST /wps/transaction/withdraw/9/confirm')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Remove c.png' }));
    expect(screen.getAllByTestId('proof-preview')).toHaveLength(2);
    expect(screen.getByTestId('proof-input')).toBeTruthy();
  });

  it('reports a payout as not received: one multipart form with the comment and the images', async () => {
    let status: WithdrawalOrder['status'] = 'paid';
    const server = api(() => [paid({ id: 9, status })], {
      'POST /wps/transaction/withdraw/9/confirm': () => {
        status = 'not_received';
        return { value: withdrawal({ id: 9, status }) };
      },
    });
    renderPayments(<WithdrawalHistory symbol="฿" />);
    fireEvent.click(await screen.findByTestId('withdraw-not-received'));
    await screen.findByTestId('proof-dialog');
    const statement = image('statement.png');
    const app = image('app.jpg', 128, 'image/jpeg');
    pick(statement, app);
    fireEvent.change(screen.getByTestId('proof-comment'), { target: { value: '  Nothing arrived.  ' } });
    fireEvent.click(screen.getByTestId('proof-submit'));

    await waitFor(() => expect(screen.queryByTestId('proof-dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByTestId('withdraw-row').getAttribute('data-status')).toBe('not_received'),
    );
    const [sent] = server.to('POST /wps/transaction/withdraw/9/confirm');
    expect(sent?.form?.get('received')).toBe('false');
    expect(sent?.form?.get('comment')).toBe('Nothing arrived.');
    expect(sent?.form?.getAll('proof').map((file) => (file as File).name)).toEqual([
      'statement.png',
      'app.jpg',
    ]);
    // the browser writes the multipart type with its boundary; the session and language still go along
    expect(sent?.headers.get('Content-Type')).toBeNull();
    expect(sent?.headers.get('Authorization')).toBe('session-token');
    expect(sent?.headers.get('Accept-Language')).toBeTruthy();
  });

  it('shows an upload refusal translated', async () => {
    api(() => [paid({ id: 9 })], {
      'POST /wps/transaction/withdraw/9/confirm': { errorCode: 'upload.type', status: 415 },
    });
    renderPayments(<WithdrawalHistory symbol="฿" />, 'th');
    fireEvent.click(await screen.findByTestId('withdraw-not-received'));
    await screen.findByTestId('proof-dialog');
    pick(image('fake.png'));
    fireEvent.click(screen.getByTestId('proof-submit'));
    expect((await screen.findByTestId('proof-error')).textContent).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('filters by status and quick range', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T10:00:00Z') });
    const server = api(() => []);
    renderPayments(<WithdrawalHistory symbol="฿" />);
    expect(await screen.findByTestId('withdraw-history-empty')).toBeTruthy();
    fireEvent.click(screen.getByTestId('withdraw-status-not_received'));
    await waitFor(() => expect(server.calls.at(-1)?.query.get('status')).toBe('not_received'));
    fireEvent.click(screen.getByTestId('withdraw-range-30'));
    await waitFor(() => expect(server.calls.at(-1)?.query.get('start')).toBe('2026-10-25T00:00:00.000Z'));
    fireEvent.click(screen.getByTestId('withdraw-status-all'));
    await waitFor(() => expect(server.calls.at(-1)?.query.get('status')).toBeNull());
    expect(server.calls.at(-1)?.query.get('pageNum')).toBe('1');
    vi.useRealTimers();
  });
});
