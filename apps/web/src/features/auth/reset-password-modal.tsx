import { ApiError } from '@portal/ui/api/client.ts';
import { Button } from '@portal/ui/button.tsx';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { useErrorText } from '@portal/ui/error-text.ts';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../api/auth.ts';
import { useModalStore } from '../../shell/modals/modal-store.ts';
import styles from './auth-form.module.css';
import { NewPasswordFields, type NewPasswordValues } from './new-password-fields.tsx';

const FIELD_OF_CODE: Record<string, keyof NewPasswordValues> = {
  'validation.failed': 'newPassword',
  'password.confirm.mismatch': 'confirmNewPassword',
};

type ResetPasswordModalProps = {
  /** The token of the e-mailed link (/resetPassword?resetToken=...); without one the link is refused. */
  token: string | null;
  onClose: () => void;
};

/** The e-mailed reset link's form: a new password, then a confirmation and the login modal. */
export function ResetPasswordModal({ token, onClose }: ResetPasswordModalProps) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const openModal = useModalStore((state) => state.open);
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<NewPasswordValues>({ defaultValues: { newPassword: '', confirmNewPassword: '' } });

  const onSubmit = handleSubmit(async (values) => {
    if (!token) {
      setError('root', { message: errorText('password.reset.invalid') });
      return;
    }
    try {
      await authApi.resetPassword({ token, ...values });
      setDone(true);
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'unknown.error';
      const message = errorText(code, error instanceof ApiError ? error.message : null);
      setError(FIELD_OF_CODE[code] ?? 'root', { message });
    }
  });

  return (
    <Modal
      open
      onClose={onClose}
      size="sm"
      icon="lock"
      title={t('reset.title')}
      closeLabel={t('common:actions.close')}
      testId="reset-password-modal"
    >
      {done ? (
        <div className={styles.success} data-testid="reset-password-done">
          <span className={styles.successBadge}>
            <Icon name="check" size={32} strokeWidth={2.4} />
          </span>
          <p className={styles.successTitle}>{t('reset.doneTitle')}</p>
          <p className={styles.successText}>{t('reset.doneText')}</p>
          <Button
            block
            size="lg"
            icon={<Icon name="login" size={18} />}
            onClick={() => openModal('login')}
            data-testid="reset-password-login"
          >
            {t('reset.toLogin')}
          </Button>
        </div>
      ) : (
        <form className={styles.form} noValidate onSubmit={onSubmit} data-testid="reset-password-form">
          <p className={styles.lead}>{t('reset.lead')}</p>
          {token ? null : <FormAlert>{errorText('password.reset.invalid')}</FormAlert>}
          <NewPasswordFields
            register={register}
            errors={errors}
            testIds={{ password: 'reset-new-password', confirmation: 'reset-confirm-password' }}
          />
          <FormAlert testId="reset-password-error">{errors.root?.message}</FormAlert>
          <Button
            type="submit"
            size="lg"
            block
            disabled={isSubmitting || !token}
            aria-busy={isSubmitting || undefined}
            data-testid="reset-password-submit"
          >
            {t(isSubmitting ? 'forgot.saving' : 'reset.submit')}
          </Button>
        </form>
      )}
    </Modal>
  );
}

export default ResetPasswordModal;
