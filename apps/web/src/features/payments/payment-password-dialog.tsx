import { Modal } from '@portal/ui/dialog/modal.tsx';
import { LoadFailed } from '@portal/ui/load-failed.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import type { PaymentPasswordDialogProps } from '../../shell/money/payment-password-dialog.ts';
import { usePaymentPasswordState } from './api/payment-password.ts';
import dialogStyles from './components/dialog.module.css';
import { PaymentPasswordForm } from './components/payment-password-form.tsx';

/**
 * Sets the payment password, or changes it when one exists (GET /wps/member/hasWithdrawalPassword
 * decides). Other pages open it where a payment password is asked (the transfer to the upline).
 */
export function PaymentPasswordDialog({ open, onClose, onDone }: PaymentPasswordDialogProps) {
  const { t } = useTranslation('payments');
  const state = usePaymentPasswordState();
  const mode = state.data?.hasPassword ? 'change' : 'set';
  return (
    <Modal
      open={open}
      onClose={onClose}
      size="sm"
      icon="key"
      title={
        state.data
          ? t(mode === 'set' ? 'password.setTitle' : 'password.changeTitle')
          : t('withdraw.security.title')
      }
      closeLabel={t('actions.close')}
      testId="payment-password-dialog"
    >
      <div className={dialogStyles.body}>
        {state.isPending ? (
          <div className={dialogStyles.loading} aria-busy="true">
            <Skeleton height={48} radius={12} />
            <Skeleton height={48} radius={12} />
            <Skeleton height={48} radius={12} />
          </div>
        ) : state.isError ? (
          <LoadFailed
            error={state.error}
            onRetry={() => void state.refetch()}
            testId="payments-load-failed"
          />
        ) : (
          <>
            <p className={dialogStyles.lead}>
              {t(mode === 'set' ? 'password.setLead' : 'password.changeLead')}
            </p>
            <PaymentPasswordForm
              key={mode}
              mode={mode}
              stacked
              lockedUntil={state.data.lockedUntil}
              onDone={onDone}
            />
          </>
        )}
      </div>
    </Modal>
  );
}
