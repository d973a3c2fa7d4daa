import { VERIFICATION_CODE_MAX_LENGTH } from '@portal/contracts/auth';
import { Button } from '@portal/ui/button.tsx';
import { TextField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalStore } from '../../shell/modals/modal-store.ts';
import { type LoginMethod, useAuthFlags } from './auth-flags.ts';
import styles from './auth-form.module.css';
import { AuthTabs } from './auth-tabs.tsx';
import { CaptchaField } from './captcha-field.tsx';
import headerStyles from './header-login.module.css';
import { LoginMethodSelector, methodIcon } from './login-method-selector.tsx';
import { SmsCodeButton } from './sms-code-button.tsx';
import { SwitchLine } from './switch-line.tsx';
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
type CredentialName = 'username' | 'password' | 'mobileNum' | 'verificationCode';

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
        <LoginChallenges login={login} />
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
            <Icon name="check" size={12} strokeWidth={3} />
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
      <FormAlert testId="login-error">{errors.form}</FormAlert>
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
        <SwitchLine
          prompt={t('login.noAccount')}
          action={t('login.register')}
          to="register"
          testId="login-to-register"
        />
      ) : null}
    </form>
  );
}

function HeaderLayout({ login }: LayoutProps) {
  const { t } = useTranslation('auth');
  const flags = useAuthFlags();
  const openModal = useModalStore((state) => state.open);
  const { errors } = login;
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
          <FormAlert testId="login-error">{inlineError}</FormAlert>
          <LoginChallenges login={login} />
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
  // the header shows its messages in one bubble; the fields are only marked
  const bind = (name: CredentialName) => ({
    name,
    hideLabel: compact,
    variant: compact ? ('compact' as const) : undefined,
    value: login.values[name],
    error: compact ? undefined : login.errors[name],
    invalid: Boolean(login.errors[name]),
    onChange: (event: ChangeEvent<HTMLInputElement>) => login.setValue(name, event.target.value),
  });
  const narrow = compact ? headerStyles.field : undefined;
  const wide = compact ? headerStyles.fieldWide : undefined;
  if (login.method === 'sms') {
    return (
      <>
        <TextField
          label={t('login.mobile')}
          {...bind('mobileNum')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={t('login.mobilePlaceholder')}
          icon={<Icon name="phone" size={18} />}
          testId="login-mobile"
          className={narrow}
        />
        <TextField
          label={t('login.code')}
          {...bind('verificationCode')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_MAX_LENGTH}
          placeholder={t('login.codePlaceholder')}
          icon={<Icon name="code" size={18} />}
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
      <TextField
        label={t('login.username')}
        {...bind('username')}
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        placeholder={t('login.usernamePlaceholder')}
        icon={<Icon name="user" size={18} />}
        testId="login-username"
        className={narrow}
      />
      <TextField
        label={t('login.password')}
        {...bind('password')}
        type="password"
        autoComplete="current-password"
        placeholder={t('login.passwordPlaceholder')}
        icon={<Icon name="lock" size={18} />}
        reveal={compact ? undefined : { show: t('field.showPassword'), hide: t('field.hidePassword') }}
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

/** What the server asks for after a refused try: the captcha, the code for a new IP address. */
function LoginChallenges({ login }: LayoutProps) {
  return (
    <>
      {login.captchaRequired ? (
        <CaptchaField
          value={login.values.captcha}
          onChange={(value) => login.setValue('captcha', value)}
          reloadKey={login.captchaKey}
          error={login.errors.captcha}
        />
      ) : null}
      <IpVerificationField login={login} />
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
      <TextField
        label={t('ipVerification.label')}
        name="ipVerificationCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={VERIFICATION_CODE_MAX_LENGTH}
        placeholder={t('login.codePlaceholder')}
        icon={<Icon name="key" size={18} />}
        value={login.values.ipVerificationCode}
        error={login.errors.ipVerificationCode}
        onChange={(event) => login.setValue('ipVerificationCode', event.target.value)}
        testId="ip-verification-code"
      />
    </div>
  );
}
