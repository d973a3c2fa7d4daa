import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../test/fake-api.ts';
import { PaymentPasswordDialog } from './payment-password-dialog.tsx';
import { HAS_PASSWORD, NO_PASSWORD, renderPayments } from './test-payments.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });

describe('payment password dialog', () => {
  it('sets the first payment password with the login password, then calls onDone', async () => {
    const server = fakeApi({
      'GET /wps/member/hasWithdrawalPassword': { value: NO_PASSWORD },
      'PUT /wps/member/paymentPassword': { value: HAS_PASSWORD },
    });
    const onDone = vi.fn();
    renderPayments(<PaymentPasswordDialog open onClose={vi.fn()} onDone={onDone} />);
    const dialog = await screen.findByTestId('payment-password-dialog');
    await within(dialog).findByTestId('paypw-login');
    expect(within(dialog).getByRole('heading').textContent).toBe('Set your payment password');
    type('paypw-login', 'Demo@2026');
    type('paypw-new', '135790');
    type('paypw-confirm', '135790');
    fireEvent.click(screen.getByTestId('paypw-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(server.to('PUT /wps/member/paymentPassword')[0]?.body).toEqual({
      newPassword: '135790',
      confirmPassword: '135790',
      loginPassword: 'Demo@2026',
    });
  });

  it('changes it with the old one; a wrong old one shows the tries left', async () => {
    fakeApi({
      'GET /wps/member/hasWithdrawalPassword': { value: HAS_PASSWORD },
      'PUT /wps/member/paymentPassword': { errorCode: 'payment.password.incorrect', value: { remaining: 1 } },
    });
    const onDone = vi.fn();
    renderPayments(<PaymentPasswordDialog open onClose={vi.fn()} onDone={onDone} />, 'th');
    await screen.findByTestId('paypw-old');
    expect(screen.queryByTestId('paypw-login')).toBeNull();
    type('paypw-old', '111111');
    type('paypw-new', '246810');
    type('paypw-confirm', '246810');
    fireEvent.click(screen.getByTestId('paypw-submit'));
    expect(await screen.findByText('รหัสผ่านการชำระเงินไม่ถูกต้อง เหลืออีก 1 ครั้งก่อนถูกล็อก')).toBeTruthy();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('closes with its close button and shows nothing while closed', async () => {
    fakeApi({ 'GET /wps/member/hasWithdrawalPassword': { value: HAS_PASSWORD } });
    const onClose = vi.fn();
    renderPayments(<PaymentPasswordDialog open onClose={onClose} onDone={vi.fn()} />);
    await screen.findByTestId('paypw-old');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
    cleanup();
    renderPayments(<PaymentPasswordDialog open={false} onClose={onClose} onDone={vi.fn()} />);
    expect(screen.queryByTestId('payment-password-dialog')).toBeNull();
  });
});
