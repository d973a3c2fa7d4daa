import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentPasswordDialogProps } from '../../shell/money/payment-password-dialog.ts';
import { type Answer, fail, fakeApi, ok } from '../../test/fake-api.ts';
import { balanceOf } from '../../test/fixtures.ts';
import { renderMemberPage } from '../../test/render.tsx';
import { resetMemberState, signInMember } from '../../test/session.ts';
import { TransferUplinePage } from './transfer-upline-page.tsx';

// The payments feature's dialog, reduced to its contract: it says when the password is set.
function PaymentPasswordDialog({ open, onClose, onDone }: PaymentPasswordDialogProps) {
  return open ? (
    <div data-testid="payment-password-dialog">
      <button type="button" onClick={onDone}>
        password saved
      </button>
      <button type="button" onClick={onClose}>
        close
      </button>
    </div>
  ) : null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

beforeEach(() => {
  resetMemberState();
  signInMember();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function site(routes: Record<string, Answer | Answer[]> = {}) {
  return fakeApi({
    'GET /wps/transaction/transfer/targets': ok([{ username: 'agent01', relation: 'upline' }]),
    'GET /wps/v2/wallets/balance': ok(balanceOf(500_000)),
    'GET /wps/member/hasWithdrawalPassword': ok({ hasPassword: true, lockedUntil: null }),
    ...routes,
  });
}

async function fillAndSend({ amount = '1,250.50', password = '246810', remark = '' } = {}) {
  fireEvent.change(await screen.findByTestId('upline-amount'), { target: { value: amount } });
  if (remark) fireEvent.change(screen.getByTestId('upline-remark'), { target: { value: remark } });
  fireEvent.change(screen.getByTestId('upline-password'), { target: { value: password } });
  fireEvent.click(screen.getByTestId('upline-submit'));
}

describe('transferUpline page', () => {
  it('sends the transfer with the payment password and shows the reference and the new balance', async () => {
    const api = site({
      'POST /wps/transaction/transfer': ok({ reference: 'T2611230001', balance: 374_950 }),
    });
    renderMemberPage(<TransferUplinePage PaymentPasswordDialog={PaymentPasswordDialog} />);

    await waitFor(() => expect(screen.getByTestId('upline-balance').textContent).toContain('฿5,000.00'));
    const target = (await screen.findByTestId('upline-target')) as HTMLSelectElement;
    expect(target.value).toBe('agent01');
    expect(target.textContent).toBe('agent01 · Upline');
    await fillAndSend({ remark: 'for the team dinner' });

    const success = await screen.findByTestId('upline-success');
    expect(success.textContent).toContain('Transfer sent');
    expect(success.textContent).toContain('฿1,250.50');
    expect(success.textContent).toContain('to agent01');
    expect(within(success).getByTestId('upline-reference').textContent).toBe('T2611230001');
    expect(within(success).getByTestId('upline-balance-after').textContent).toBe('฿3,749.50');
    const [call] = api.callsTo('POST', '/wps/transaction/transfer');
    expect(call?.body).toEqual({
      toUsername: 'agent01',
      amount: 125_050,
      paymentPassword: '246810',
      remark: 'for the team dinner',
      requestId: expect.stringMatching(UUID),
    });
    // the balance is read again after the movement (here and in the header)
    await waitFor(() => expect(api.callsTo('GET', '/wps/v2/wallets/balance')).toHaveLength(2));

    fireEvent.click(screen.getByTestId('upline-again'));
    expect(((await screen.findByTestId('upline-amount')) as HTMLInputElement).value).toBe('');
  });

  it('lets an agent choose between the upline and the direct downline', async () => {
    const api = site({
      'GET /wps/transaction/transfer/targets': ok([
        { username: 'master', relation: 'upline' },
        { username: 'player7', relation: 'downline' },
      ]),
      'POST /wps/transaction/transfer': ok({ reference: 'T1', balance: 490_000 }),
    });
    renderMemberPage(<TransferUplinePage PaymentPasswordDialog={PaymentPasswordDialog} />);
    const target = (await screen.findByTestId('upline-target')) as HTMLSelectElement;
    expect([...target.options].map((option) => option.textContent)).toEqual([
      'master · Upline',
      'player7 · Downline',
    ]);
    fireEvent.change(target, { target: { value: 'player7' } });
    await fillAndSend({ amount: '100' });
    await screen.findByTestId('upline-success');
    expect(api.callsTo('POST', '/wps/transaction/transfer')[0]?.body).toMatchObject({
      toUsername: 'player7',
      amount: 10_000,
    });
    expect(api.callsTo('POST', '/wps/transaction/transfer')[0]?.body).not.toHaveProperty('remark');
  });

  it('says so when there is no one to transfer to', async () => {
    site({ 'GET /wps/transaction/transfer/targets': ok([]) });
    renderMemberPage(<TransferUplinePage PaymentPasswordDialog={PaymentPasswordDialog} />);
    const empty = await screen.findByTestId('upline-empty');
    expect(empty.textContent).toContain('There is no one to transfer to');
    expect(screen.queryByTestId('upline-submit')).toBeNull();
  });

  it('checks the amount, the balance and the payment password before sending', async () => {
    const api = site();
    renderMemberPage(<TransferUplinePage PaymentPasswordDialog={PaymentPasswordDialog} />);
    await fillAndSend({ amount: '5,000.01', password: '12345' });
    expect(await screen.findByText('The amount is more than your balance (฿5,000.00).')).toBeTruthy();
    expect(screen.getByText('The payment password is 6 digits.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('upline-amount'), { target: { value: 'abc' } });
    fireEvent.click(screen.getByTestId('upline-submit'));
    expect(await screen.findByText('Please enter a valid amount, with at most 2 decimals.')).toBeTruthy();
    expect(api.callsTo('POST', '/wps/transaction/transfer')).toHaveLength(0);
  });

  it('counts the note against its 140 characters', async () => {
    site();
    renderMemberPage(<TransferUplinePage PaymentPasswordDialog={PaymentPasswordDialog} />);
    const remark = (await screen.findByTestId('upline-remark')) as HTMLTextAreaElement;
    expect(remark.maxLength).toBe(140);
    fireEvent.change(remark, { target: { value: 'rent' } });
    expect(screen.getByText('4/140')).toBeTruthy();
  });

  it('shows the translated refusal, asks for the password again and retries with the same requestId', async () => {
    const api = site({
      'POST /wps/transaction/transfer': [
        fail('payment.password.incorrect'),
        ok({ reference: 'T9', balance: 400_000 }),
      ],
    });
    renderMemberPage(<TransferUplinePage PaymentPasswordDialog={PaymentPasswordDialog} />);
    await fillAndSend({ amount: '1000' });
    expect((await screen.findByTestId('upline-error')).textContent).toBe(
      'The payment password is not correct.',
    );
    await waitFor(() => expect((screen.getByTestId('upline-password') as HTMLInputElement).value).toBe(''));

    fireEvent.change(screen.getByTestId('upline-password'), { target: { value: '246810' } });
    fireEvent.click(screen.getByTestId('upline-submit'));
    await screen.findByTestId('upline-success');
    const [first, retry] = api
      .callsTo('POST', '/wps/transaction/transfer')
      .map((c) => c.body as { requestId: string });
    expect(retry?.requestId).toBe(first?.requestId);
  });

  it('asks for a payment password first when there is none, then lets the transfer through', async () => {
    site({
      'GET /wps/member/hasWithdrawalPassword': [
        ok({ hasPassword: false, lockedUntil: null }),
        ok({ hasPassword: true, lockedUntil: null }),
      ],
    });
    renderMemberPage(<TransferUplinePage PaymentPasswordDialog={PaymentPasswordDialog} />);
    const prompt = await screen.findByTestId('upline-password-missing');
    expect(prompt.textContent).toContain('Set your payment password first');
    expect((screen.getByTestId('upline-submit') as HTMLButtonElement).disabled).toBe(true);
    // the dialog never opens by itself on arrival: the prompt's button opens it, and again once closed
    expect(screen.queryByTestId('payment-password-dialog')).toBeNull();
    fireEvent.click(within(prompt).getByTestId('upline-set-password'));
    fireEvent.click(await screen.findByText('close'));
    expect(screen.queryByTestId('payment-password-dialog')).toBeNull();

    fireEvent.click(within(prompt).getByTestId('upline-set-password'));
    fireEvent.click(await screen.findByText('password saved'));
    await waitFor(() => expect(screen.queryByTestId('upline-password-missing')).toBeNull());
    expect((screen.getByTestId('upline-submit') as HTMLButtonElement).disabled).toBe(false);
    expect(screen.queryByTestId('payment-password-dialog')).toBeNull();
  });

  it('turns a refusal for a missing payment password into the same prompt', async () => {
    site({
      'GET /wps/member/hasWithdrawalPassword': fail('not.found', 404),
      'POST /wps/transaction/transfer': fail('payment.password.not.set', 409),
    });
    renderMemberPage(<TransferUplinePage PaymentPasswordDialog={PaymentPasswordDialog} />);
    await fillAndSend({ amount: '10' });
    expect(await screen.findByTestId('upline-password-missing')).toBeTruthy();
    expect(screen.getByTestId('upline-error').textContent).toBe('Please set your payment password first.');
  });

  it('speaks Thai', async () => {
    site();
    renderMemberPage(<TransferUplinePage PaymentPasswordDialog={PaymentPasswordDialog} />, {
      language: 'th',
    });
    expect((await screen.findByTestId('upline-target')).textContent).toBe('agent01 · อัปไลน์');
    expect(screen.getByTestId('upline-submit').textContent).toBe('ยืนยันการโอน');
    expect(screen.getByText('รหัสผ่านการชำระเงิน')).toBeTruthy();
  });
});
