import type { ChangePasswordBody } from '@portal/contracts/auth';
import { ApiError } from '@portal/ui/api/client.ts';
import { Button } from '@portal/ui/button.tsx';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { useErrorText } from '@portal/ui/error-text.ts';
import { fieldProps, TextField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authApi } from '../../api/auth.ts';
import { useSession } from '../../shell/session/session-store.ts';
import styles from './auth-form.module.css';
import modalStyles from './change-password-modal.module.css';
import { NewPasswordFields } from './new-password-fields.tsx';
import { useRuleTexts } from './use-register-rules.ts';

type ChangePasswordValues = ChangePasswordBody;

/** Error codes the server answers for a field of the password forms, by field. */
const FIELD_OF_CODE: Record<string, keyof ChangePasswordValues> = {
  'password.incorrect': 'oldPassword',
  'password.unchanged': 'newPassword',
  'validation.failed': 'newPassword',
  'password.confirm.mismatch': 'confirmNewPassword',
};

type ChangePasswordModalProps = {
  /** After a login with a default or expired password: it cannot be dismissed (spec section 4). */
  forced?: boolean;
  onClose: () => void;
};

/** Old password, new password per the merchant's rule, confirmation; then home (spec sections 4 and 5). */
export function ChangePasswordModal({ forced = false, onClose }: ChangePasswordModalProps) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const texts = useRuleTexts();
  const setUser = useSession((state) => state.setUser);
  const clearSession = useSession((state) => state.clear);
  const [blocked, setBlocked] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordValues>({
    defaultValues: { oldPassword: '', newPassword: '', confirmNewPassword: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await authApi.changePassword(values);
      setUser(await authApi.memberInfo());
      onClose();
      navigate('/');
    } catch (error) {
      const code = error instanceof ApiError ? error.code : 'unknown.error';
      const message = errorText(code, error instanceof ApiError ? error.message : null);
      setError(FIELD_OF_CODE[code] ?? 'root', { message });
    }
  });

  // the forced change has no way around it but signing out
  const signOut = async () => {
    setLeaving(true);
    try {
      await authApi.logout();
    } catch {
      // the session ends here whatever the server answered
    }
    clearSession();
    onClose();
    navigate('/');
  };

  return (
    <Modal
      open
      onClose={forced ? () => setBlocked(true) : onClose}
      size="sm"
      icon="lock"
      title={t(forced ? 'changePassword.forcedTitle' : 'changePassword.title')}
      closeLabel={t('common:actions.close')}
      testId="change-password-modal"
    >
      <form className={styles.form} noValidate onSubmit={onSubmit}>
        {forced ? (
          <div className={styles.notice} data-testid="change-password-forced">
            <p className={styles.noticeText}>
              <Icon name="shield" size={18} className={styles.noticeIcon} />
              {t('changePassword.forcedLead')}
            </p>
          </div>
        ) : (
          <p className={styles.lead}>{t('changePassword.lead')}</p>
        )}
        {blocked ? (
          <FormAlert testId="change-password-blocked">{errorText('password.change.required')}</FormAlert>
        ) : null}
        <TextField
          label={t('changePassword.oldPassword')}
          requiredMark
          type="password"
          reveal={{ show: t('field.showPassword'), hide: t('field.hidePassword') }}
          autoComplete="current-password"
          icon={<Icon name="lock" size={18} />}
          placeholder={t('changePassword.oldPasswordPlaceholder')}
          error={errors.oldPassword?.message}
          testId="change-password-old"
          {...fieldProps(
            register('oldPassword', {
              validate: (value) => value.trim() !== '' || texts.message('inputEmpty'),
            }),
          )}
        />
        <NewPasswordFields
          register={register}
          errors={errors}
          testIds={{ password: 'change-password-new', confirmation: 'change-password-confirm' }}
        />
        <FormAlert testId="change-password-error">{errors.root?.message}</FormAlert>
        <div className={modalStyles.actions}>
          <Button
            type="submit"
            size="lg"
            block
            disabled={isSubmitting || leaving}
            aria-busy={isSubmitting || undefined}
            data-testid="change-password-submit"
          >
            {t(isSubmitting ? 'changePassword.submitting' : 'changePassword.submit')}
          </Button>
          {forced ? (
            <Button
              variant="ghost"
              block
              disabled={isSubmitting || leaving}
              onClick={() => void signOut()}
              data-testid="change-password-sign-out"
            >
              {t('changePassword.signOut')}
            </Button>
          ) : null}
        </div>
      </form>
    </Modal>
  );
}

export default ChangePasswordModal;
