import type { PaymentPasswordBody } from '@portal/contracts/payments.schema';
import { ApiError } from '@portal/ui/api/client.ts';
import { Button } from '@portal/ui/button.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { fieldProps, TextField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime } from '@portal/ui/format.ts';
import { Icon } from '@portal/ui/icons.tsx';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { featureErrorNamespaces } from '../../../i18n/feature-errors.ts';
import { PIN_RULE, PinField } from '../../../shell/forms/pin-field.tsx';
import { useSavePaymentPassword } from '../api/save-payment-password.ts';
import { passwordRefusal } from '../lib/password-refusal.ts';
import styles from './forms.module.css';

type Values = { loginPassword: string; oldPassword: string; newPassword: string; confirmPassword: string };
type Field = keyof Values;

type PaymentPasswordFormProps = {
  /** set: the first one, proved by the login password; change: proved by the old payment password. */
  mode: 'set' | 'change';
  onDone: () => void;
  /** The payment password is locked until then: changing it must wait too. */
  lockedUntil?: string | null;
  /** One field a row (a narrow dialog). */
  stacked?: boolean;
};

/** Sets or changes the 6-digit payment password; the server's refusals land on their field. */
export function PaymentPasswordForm({
  mode,
  onDone,
  lockedUntil = null,
  stacked = false,
}: PaymentPasswordFormProps) {
  const { t } = useTranslation('payments');
  const errorText = useApiErrorText(featureErrorNamespaces('payments'));
  const save = useSavePaymentPassword();
  const form = useForm<Values>({
    defaultValues: { loginPassword: '', oldPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const pin = (message: string) => (value: string) => PIN_RULE.test(value) || message;

  const refusalField = (error: unknown): { field: Field | 'root'; message: string } => {
    const code = error instanceof ApiError ? error.code : '';
    if (code === 'password.incorrect')
      return { field: 'loginPassword', message: t('password.loginIncorrect') };
    const refusal = passwordRefusal(error);
    if (refusal?.kind === 'incorrect' && refusal.remaining !== null) {
      return { field: 'oldPassword', message: t('withdraw.form.remaining', { count: refusal.remaining }) };
    }
    if (refusal?.kind === 'incorrect') return { field: 'oldPassword', message: errorText(error) };
    if (refusal?.kind === 'locked' && refusal.lockedUntil) {
      return {
        field: 'root',
        message: t('withdraw.form.lockedNow', { time: formatDateTime(refusal.lockedUntil) }),
      };
    }
    if (code === 'password.confirm.mismatch')
      return { field: 'confirmPassword', message: t('password.mismatch') };
    if (code === 'payment.password.format') return { field: 'newPassword', message: t('password.format') };
    return { field: 'root', message: errorText(error) };
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const body: PaymentPasswordBody = {
      newPassword: values.newPassword,
      confirmPassword: values.confirmPassword,
    };
    if (mode === 'set') body.loginPassword = values.loginPassword;
    else body.oldPassword = values.oldPassword;
    try {
      await save.mutateAsync(body);
      form.reset();
      onDone();
    } catch (error) {
      const { field, message } = refusalField(error);
      form.setError(field, { message });
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} data-testid={`paypw-form-${mode}`}>
      {lockedUntil ? (
        <FormAlert tone="warning" testId="paypw-locked">
          {t('withdraw.form.lockedNow', { time: formatDateTime(lockedUntil) })}
        </FormAlert>
      ) : null}
      {mode === 'set' ? (
        <TextField
          variant="roomy"
          label={t('password.loginPassword')}
          required
          type="password"
          reveal={{ show: t('actions.show'), hide: t('actions.hide') }}
          autoComplete="current-password"
          placeholder={t('password.loginPasswordPlaceholder')}
          icon={<Icon name="lock" size={18} />}
          error={errors.loginPassword?.message}
          testId="paypw-login"
          {...fieldProps(
            form.register('loginPassword', {
              validate: (value) => value !== '' || t('password.loginRequired'),
            }),
          )}
        />
      ) : (
        <PinField
          label={t('password.old')}
          placeholder={t('password.placeholder')}
          error={errors.oldPassword?.message}
          testId="paypw-old"
          registration={form.register('oldPassword', { validate: pin(t('password.oldRequired')) })}
        />
      )}
      <div className={stacked ? styles.form : styles.pair}>
        <PinField
          label={t('password.new')}
          placeholder={t('password.placeholder')}
          autoComplete="new-password"
          error={errors.newPassword?.message}
          testId="paypw-new"
          registration={form.register('newPassword', { validate: pin(t('password.format')) })}
        />
        <PinField
          label={t('password.confirm')}
          placeholder={t('password.placeholder')}
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          testId="paypw-confirm"
          registration={form.register('confirmPassword', {
            validate: (value, all) => value === all.newPassword || t('password.mismatch'),
          })}
        />
      </div>
      {errors.root?.message ? <FormAlert testId="paypw-error">{errors.root.message}</FormAlert> : null}
      <Button
        type="submit"
        size="lg"
        block
        disabled={isSubmitting}
        aria-busy={isSubmitting || undefined}
        icon={<Icon name="shield" size={18} />}
        data-testid="paypw-submit"
      >
        {isSubmitting
          ? t('password.submitting')
          : t(mode === 'set' ? 'password.submitSet' : 'password.submitChange')}
      </Button>
    </form>
  );
}
