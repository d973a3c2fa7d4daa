import { VERIFICATION_CODE_MAX_LENGTH } from '@portal/contracts/accounts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { Icon } from '../../ui/icons.tsx';
import { useModalStore } from '../../ui/modal-store.ts';
import { AuthField } from './auth-field.tsx';
import { type LoginMethod, useAuthFlags } from './auth-flags.ts';
import styles from './auth-form.module.css';
import { AuthIcon } from './auth-icons.tsx';
import { AuthTabs } from './auth-tabs.tsx';
import { CaptchaField } from './captcha-field.tsx';
import headerStyles from './header-login.module.css';
import { LoginMethodSelector, methodIcon } from './login-method-selector.tsx';
import { SmsCodeButton } from './sms-code-button.tsx';
import { type LoginController, useLogin } from './use-login.ts';

type LoginFormProps = {
  /** The header's one-line form, or the login modal's full form. */
  variant: 'header' | 'modal';
  agentPage?: boolean;
};

/** The login form of the header and of the login modal: one form, two layouts (spec section 2). */
export function LoginForm({ variant, agentPage }: LoginFormProps) {
  const flags = useAuthFlags();
  const login = useLogin({ methods: flags.loginMethods, agentPage });
  return variant === 'header' ? <HeaderLayout login={login} /> : <ModalLayout login={login} />;
}

export default LoginForm;

type LayoutProps = { login: LoginController };

function ModalLayout({ login }: LayoutProps) {
  const { t } = useTranslation('auth');
  const flags = useAuthFlags();
  const openModal = useModalStore((state) => state.open);
  const panelId = useId();
  const { values, errors, setValue } = login;
  return (
    <form className={styles.form} noValidate onSubmit={login.submit} data-testid="login-form">
      {flags.loginMethods.length > 1 ? (
        <AuthTabs<LoginMethod>
          tabs={flags.loginMethods.map((method) => ({
            id: method,
            label: t(`login.method.${method}`),
            icon: methodIcon(method),
          }))}
          value={login.method}
          onChange={login.setMethod}
          label={t('login.methodList')}
          panelId={panelId}
          testId="login-tabs"
        />
      ) : null}
      <div
        id={panelId}
        className={styles.fields}
        role={flags.loginMethods.length > 1 ? 'tabpanel' : undefined}
      >
        <CredentialFields login={login} compact={false} />
        {login.captchaRequired ? (
          <CaptchaField
            value={values.captcha}
            onChange={(value) => setValue('captcha', value)}
            reloadKey={login.captchaKey}
            error={errors.captcha}
          />
        ) : null}
        <IpVerificationField login={login} />
      </div>
      <div className={styles.optionsRow}>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            checked={values.remember}
            onChange={(event) => setValue('remember', event.target.checked)}
            data-testid="login-remember"
          />
          <span className={styles.checkboxBox} aria-hidden="true">
            <AuthIcon name="check" size={12} strokeWidth={3} />
          </span>
          {t('login.remember')}
        </label>
        {flags.forgotPassword ? (
          <button
            type="button"
            className={styles.link}
            onClick={() => openModal('forgotPassword')}
            data-testid="login-forgot"
          >
            {t('login.forgot')}
          </button>
        ) : null}
      </div>
      {errors.form ? (
        <p className={styles.formError} role="alert" data-testid="login-error">
          <AuthIcon name="alert" size={16} />
          {errors.form}
        </p>
      ) : null}
      <Button
        type="submit"
        size="lg"
        block
        disabled={login.pending}
        aria-busy={login.pending || undefined}
        icon={<Icon name="login" size={18} />}
        data-testid="login-submit"
      >
        {t(login.pending ? 'login.submitting' : 'login.submit')}
      </Button>
      {flags.registration ? (
        <p className={styles.switchLine}>
          {t('login.noAccount')}{' '}
          <button
            type="button"
            className={styles.link}
            onClick={() => openModal('register')}
            data-testid="login-to-register"
          >
            {t('login.register')}
          </button>
        </p>
      ) : null}
    </form>
  );
}

function HeaderLayout({ login }: LayoutProps) {
  const { t } = useTranslation('auth');
  const flags = useAuthFlags();
  const openModal = useModalStore((state) => state.open);
  const { values, errors, setValue } = login;
  // one message for the inline inputs: the header has no room under each of them
  const inlineError =
    errors.form ?? errors.username ?? errors.password ?? errors.mobileNum ?? errors.verificationCode;
  const showPanel = Boolean(inlineError) || login.captchaRequired || login.ipVerification !== null;
  return (
    <form className={headerStyles.form} noValidate onSubmit={login.submit} data-testid="header-login">
      {flags.loginMethods.length > 1 ? (
        <LoginMethodSelector methods={flags.loginMethods} value={login.method} onChange={login.setMethod} />
      ) : null}
      <CredentialFields login={login} compact />
      <button
        type="submit"
        className={headerStyles.submit}
        disabled={login.pending}
        aria-busy={login.pending || undefined}
        data-testid="header-login-submit"
      >
        <Icon name="login" size={16} />
        {t('login.submit')}
      </button>
      {flags.registerButton ? (
        <button
          type="button"
          className={headerStyles.register}
          onClick={() => openModal('register')}
          data-testid="header-register"
        >
          {t('login.registerShort')}
        </button>
      ) : null}
      {showPanel ? (
        <div className={headerStyles.panel} data-testid="header-login-panel">
          {inlineError ? (
            <p className={styles.formError} role="alert" data-testid="login-error">
              <AuthIcon name="alert" size={16} />
              {inlineError}
            </p>
          ) : null}
          {login.captchaRequired ? (
            <CaptchaField
              value={values.captcha}
              onChange={(value) => setValue('captcha', value)}
              reloadKey={login.captchaKey}
              error={errors.captcha}
            />
          ) : null}
          <IpVerificationField login={login} />
          {login.captchaRequired || login.ipVerification ? (
            <Button type="submit" block disabled={login.pending} data-testid="header-login-panel-submit">
              {t(login.pending ? 'login.submitting' : 'login.submit')}
            </Button>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}

function CredentialFields({ login, compact }: LayoutProps & { compact: boolean }) {
  const { t } = useTranslation('auth');
  const flags = useAuthFlags();
  const openModal = useModalStore((state) => state.open);
  const { values, errors, setValue } = login;
  // the header shows its messages in one bubble; the fields are only marked
  const message = (error: string | undefined) => (compact ? undefined : error);
  const narrow = compact ? headerStyles.field : undefined;
  const wide = compact ? headerStyles.fieldWide : undefined;
  if (login.method === 'sms') {
    return (
      <>
        <AuthField
          label={t('login.mobile')}
          hideLabel={compact}
          compact={compact}
          name="mobileNum"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('login.mobilePlaceholder')}
          icon={<AuthIcon name="phone" size={18} />}
          value={values.mobileNum}
          error={message(errors.mobileNum)}
          invalid={Boolean(errors.mobileNum)}
          onChange={(event) => setValue('mobileNum', event.target.value)}
          testId="login-mobile"
          className={narrow}
        />
        <AuthField
          label={t('login.code')}
          hideLabel={compact}
          compact={compact}
          name="verificationCode"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_MAX_LENGTH}
          placeholder={t('login.codePlaceholder')}
          icon={<AuthIcon name="code" size={18} />}
          value={values.verificationCode}
          error={message(errors.verificationCode)}
          invalid={Boolean(errors.verificationCode)}
          onChange={(event) => setValue('verificationCode', event.target.value)}
          testId="login-code"
          className={wide}
          trailing={
            <SmsCodeButton request={login.requestSmsCode} validate={login.validateMobile} compact={compact} />
          }
        />
      </>
    );
  }
  return (
    <>
      <AuthField
        label={t('login.username')}
        hideLabel={compact}
        compact={compact}
        name="username"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t('login.usernamePlaceholder')}
        icon={<Icon name="user" size={18} />}
        value={values.username}
        error={message(errors.username)}
        invalid={Boolean(errors.username)}
        onChange={(event) => setValue('username', event.target.value)}
        testId="login-username"
        className={narrow}
      />
      <AuthField
        label={t('login.password')}
        hideLabel={compact}
        compact={compact}
        name="password"
        type="password"
        autoComplete="current-password"
        placeholder={t('login.passwordPlaceholder')}
        icon={<Icon name="lock" size={18} />}
        revealable={!compact}
        value={values.password}
        error={message(errors.password)}
        invalid={Boolean(errors.password)}
        onChange={(event) => setValue('password', event.target.value)}
        testId="login-password"
        className={wide}
        trailing={
          compact && flags.forgotPassword ? (
            <button
              type="button"
              className={headerStyles.forgot}
              onClick={() => openModal('forgotPassword')}
              data-testid="header-forgot"
            >
              {t('login.forgotShort')}
            </button>
          ) : null
        }
      />
    </>
  );
}

function IpVerificationField({ login }: LayoutProps) {
  const { t } = useTranslation('auth');
  const challenge = login.ipVerification;
  if (!challenge) return null;
  return (
    <div className={styles.notice} data-testid="ip-verification">
      <p className={styles.noticeText}>
        <Icon name="shield" size={18} className={styles.noticeIcon} />
        {t(`ipVerification.prompt.${challenge.channel}`, { target: challenge.target })}
      </p>
      <AuthField
        label={t('ipVerification.label')}
        name="ipVerificationCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_MAX_LENGTH}
        placeholder={t('login.codePlaceholder')}
        icon={<AuthIcon name="key" size={18} />}
        value={login.values.ipVerificationCode}
        error={login.errors.ipVerificationCode}
        onChange={(event) => login.setValue('ipVerificationCode', event.target.value)}
        testId="ip-verification-code"
      />
    </div>
  );
}
