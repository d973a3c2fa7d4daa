import { VERIFICATION_CODE_MAX_LENGTH } from '@portal/contracts/auth';
import { isEmail } from '@portal/contracts/validation';
import { ApiError } from '@portal/ui/api/client.ts';
import { Button } from '@portal/ui/button.tsx';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { useErrorText } from '@portal/ui/error-text.ts';
import { fieldProps, TextField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../api/auth.ts';
import { AuthBanner } from './auth-banner.tsx';
import { useAuthFlags } from './auth-flags.ts';
import styles from './auth-form.module.css';
import { AuthTabs } from './auth-tabs.tsx';
import modalStyles from './forgot-password-modal.module.css';
import { NewPasswordFields } from './new-password-fields.tsx';
import { SmsCodeButton } from './sms-code-button.tsx';
import { SwitchLine } from './switch-line.tsx';
import { isValidMobile, normaliseMobile, useFinishLogin } from './use-login.ts';
import { useRuleTexts } from './use-register-rules.ts';

type RecoveryTab = 'email' | 'phone';

function failure(error: unknown) {
  return error instanceof ApiError
    ? { code: error.code, message: error.message }
    : { code: 'unknown.error', message: null };
}

/** Password recovery (spec section 4): a reset link by e-mail, or a new password by an SMS code. */
export function ForgotPasswordModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  const flags = useAuthFlags();
  const tabs: RecoveryTab[] = flags.resetBySms ? ['email', 'phone'] : ['email'];
  const [tab, setTab] = useState<RecoveryTab>(tabs[0]!);
  const panelId = useId();
  return (
    <Modal
      open
      onClose={onClose}
      size="sm"
      icon="lock"
      title={t('forgot.title')}
      closeLabel={t('common:actions.close')}
      testId="forgot-password-modal"
    >
      <div className={modalStyles.body}>
        <AuthBanner group="w_forget" />
        {tabs.length > 1 ? (
          <AuthTabs<RecoveryTab>
            tabs={[
              { id: 'email', label: t('forgot.tab.email'), icon: <Icon name="mail" size={16} /> },
              { id: 'phone', label: t('forgot.tab.phone'), icon: <Icon name="phone" size={16} /> },
            ]}
            value={tab}
            onChange={setTab}
            label={t('forgot.tabList')}
            panelId={panelId}
            testId="forgot-tabs"
          />
        ) : null}
        <div id={panelId} role={tabs.length > 1 ? 'tabpanel' : undefined}>
          {tab === 'email' ? <EmailRecovery onClose={onClose} /> : <PhoneRecovery />}
        </div>
        <SwitchLine
          prompt={t('forgot.remembered')}
          action={t('forgot.backToLogin')}
          to="login"
          testId="forgot-to-login"
        />
      </div>
    </Modal>
  );
}

export default ForgotPasswordModal;

type EmailValues = { username: string; email: string };

function EmailRecovery({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const texts = useRuleTexts();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<EmailValues>({ defaultValues: { username: '', email: '' } });

  const onSubmit = handleSubmit(async (values) => {
    const body = { username: values.username.trim(), email: values.email.trim() };
    try {
      await authApi.forgotByEmail(body);
      setSentTo(body.email);
    } catch (error) {
      const { code, message } = failure(error);
      setError('root', { message: errorText(code, message) });
    }
  });

  if (sentTo !== null) {
    return (
      <div className={styles.success} data-testid="forgot-email-sent">
        <span className={styles.successBadge}>
          <Icon name="mail" size={30} />
        </span>
        <p className={styles.successTitle}>{t('forgot.sentTitle')}</p>
        <p className={styles.successText}>{t('forgot.sentText', { email: sentTo })}</p>
        <Button block size="lg" onClick={onClose} data-testid="forgot-email-done">
          {t('forgot.done')}
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} data-testid="forgot-email-form">
      <p className={styles.lead}>{t('forgot.emailLead')}</p>
      <TextField
        label={t('forgot.username')}
        requiredMark
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        icon={<Icon name="user" size={18} />}
        placeholder={t('login.usernamePlaceholder')}
        error={errors.username?.message}
        testId="forgot-username"
        {...fieldProps(
          register('username', { validate: (value) => value.trim() !== '' || texts.message('inputEmpty') }),
        )}
      />
      <TextField
        label={t('forgot.email')}
        requiredMark
        type="email"
        inputMode="email"
        autoComplete="email"
        icon={<Icon name="mail" size={18} />}
        placeholder={t('forgot.emailPlaceholder')}
        error={errors.email?.message}
        testId="forgot-email"
        {...fieldProps(
          register('email', { validate: (value) => isEmail(value.trim()) || t('validation.email') }),
        )}
      />
      <FormAlert testId="forgot-error">{errors.root?.message}</FormAlert>
      <Button
        type="submit"
        size="lg"
        block
        disabled={isSubmitting}
        aria-busy={isSubmitting || undefined}
        data-testid="forgot-email-submit"
      >
        {t(isSubmitting ? 'forgot.sending' : 'forgot.sendLink')}
      </Button>
    </form>
  );
}

type PhoneValues = {
  mobileNum: string;
  verificationCode: string;
  newPassword: string;
  confirmNewPassword: string;
};

const PHONE_FIELD_OF_CODE: Record<string, keyof PhoneValues> = {
  'phone.invalid.format': 'mobileNum',
  'phone.missing': 'mobileNum',
  'verification.code.invalid': 'verificationCode',
  'verification.code.expired': 'verificationCode',
  'validation.failed': 'newPassword',
  'password.confirm.mismatch': 'confirmNewPassword',
};

function PhoneRecovery() {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const finishLogin = useFinishLogin();
  const {
    register,
    handleSubmit,
    setError,
    clearErrors,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<PhoneValues>({
    defaultValues: { mobileNum: '', verificationCode: '', newPassword: '', confirmNewPassword: '' },
  });

  const validateMobile = () => {
    if (isValidMobile(getValues('mobileNum'))) {
      clearErrors('mobileNum');
      return true;
    }
    setError('mobileNum', { message: t('validation.mobile') });
    return false;
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      const result = await authApi.setPasswordByPhone({
        mobileNum: normaliseMobile(values.mobileNum),
        verificationCode: values.verificationCode.trim(),
        newPassword: values.newPassword,
        confirmNewPassword: values.confirmNewPassword,
      });
      // spec section 4: success logs in and goes to /
      finishLogin(result);
    } catch (error) {
      const { code, message } = failure(error);
      setError(PHONE_FIELD_OF_CODE[code] ?? 'root', { message: errorText(code, message) });
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} data-testid="forgot-phone-form">
      <p className={styles.lead}>{t('forgot.phoneLead')}</p>
      <TextField
        label={t('login.mobile')}
        requiredMark
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        icon={<Icon name="phone" size={18} />}
        placeholder={t('login.mobilePlaceholder')}
        error={errors.mobileNum?.message}
        testId="forgot-mobile"
        {...fieldProps(
          register('mobileNum', { validate: (value) => isValidMobile(value) || t('validation.mobile') }),
        )}
      />
      <TextField
        label={t('login.code')}
        requiredMark
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_MAX_LENGTH}
        icon={<Icon name="code" size={18} />}
        placeholder={t('login.codePlaceholder')}
        error={errors.verificationCode?.message}
        testId="forgot-code"
        trailing={
          <SmsCodeButton
            request={() => authApi.smsLoginCode({ mobileNum: normaliseMobile(getValues('mobileNum')) })}
            validate={validateMobile}
          />
        }
        {...fieldProps(
          register('verificationCode', { validate: (value) => value.trim() !== '' || t('validation.code') }),
        )}
      />
      <NewPasswordFields
        register={register}
        errors={errors}
        testIds={{ password: 'forgot-new-password', confirmation: 'forgot-confirm-password' }}
      />
      <FormAlert testId="forgot-error">{errors.root?.message}</FormAlert>
      <Button
        type="submit"
        size="lg"
        block
        disabled={isSubmitting}
        aria-busy={isSubmitting || undefined}
        data-testid="forgot-phone-submit"
      >
        {t(isSubmitting ? 'forgot.saving' : 'forgot.setPassword')}
      </Button>
    </form>
  );
}
