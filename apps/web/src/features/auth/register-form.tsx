import type { RegisterBody } from '@portal/contracts/auth';
import { VERIFICATION_CODE_MAX_LENGTH } from '@portal/contracts/auth';
import type { CountryCode, RegisterField } from '@portal/contracts/system';
import type { FieldRule } from '@portal/contracts/validation';
import { ApiError } from '@portal/ui/api/client.ts';
import { Button } from '@portal/ui/button.tsx';
import { useErrorText } from '@portal/ui/error-text.ts';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import type { IconName } from '@portal/ui/icons.tsx';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { authApi } from '../../api/auth.ts';
import { deviceHeader } from '../../api/device-id.ts';
import { useModalStore } from '../../shell/modals/modal-store.ts';
import { useLoadedStatus } from '../../shell/system/use-status.ts';
import { AuthTabs } from './auth-tabs.tsx';
import { completeLogin } from './complete-login.ts';
import { checkPasswordConfirmation } from './password-rule.ts';
import styles from './register.module.css';
import { CaptchaPicture, CheckField, CountrySelect, RegisterInput } from './register-fields.tsx';
import { SmsCodeButton } from './sms-code-button.tsx';
import {
  mobileRule,
  PROFILE_GROUP,
  type ProfileFieldName,
  type RegisterSetup,
  type RegisterTab,
  SOCIAL_GROUP,
  useCountryCodes,
  useRegisterSetup,
  useRuleTexts,
} from './use-register-rules.ts';

export type RegisterValues = {
  username: string;
  password: string;
  confirmPassword: string;
  countryDialingCode: string;
  mobileNum: string;
  verificationCode: string;
  payeeName: string;
  email: string;
  qqNum: string;
  line: string;
  whatsapp: string;
  facebook: string;
  wechat: string;
  idNumber: string;
  paymentPassword: string;
  recommenderId: string;
  affiliateCode: string;
  referralCode: string;
  captcha: string;
  termsAccepted: boolean;
  ageConfirmed: boolean;
};

type Values = RegisterValues;

const NO_COUNTRIES: CountryCode[] = [];

/** Server error codes that belong to one field: the message also shows under it. */
const FIELD_OF_ERROR: Record<string, FieldPath<Values>> = {
  'username.taken': 'username',
  'mobile.taken': 'mobileNum',
  'phone.invalid.format': 'mobileNum',
  'phone.missing': 'mobileNum',
  invitation_code_error: 'affiliateCode',
  'captcha.required': 'captcha',
  'captcha.invalid': 'captcha',
  'verification.code.invalid': 'verificationCode',
  'verification.code.expired': 'verificationCode',
  'password.confirm.mismatch': 'confirmPassword',
  'terms.required': 'termsAccepted',
  'age.required': 'ageConfirmed',
};

const FIELD_INPUT: Record<ProfileFieldName, { icon?: IconName; type?: string; autoComplete?: string }> = {
  email: { type: 'email', autoComplete: 'email' },
  payeeName: { icon: 'user', autoComplete: 'name' },
  idNumber: { icon: 'shield', autoComplete: 'off' },
  paymentPassword: { icon: 'lock', type: 'password', autoComplete: 'off' },
  line: { icon: 'line', autoComplete: 'off' },
  whatsapp: { type: 'tel', autoComplete: 'off' },
  facebook: { icon: 'facebook', autoComplete: 'off' },
  wechat: { icon: 'chat', autoComplete: 'off' },
  qqNum: { autoComplete: 'off' },
};

type BodyOptions = { tab: RegisterTab; setup: RegisterSetup; askMobile: boolean; sms: boolean };

/** The register payload (spec section 3): only asked fields, trimmed; the mobile tab's username is the number. */
export function buildRegisterBody(values: Values, { tab, setup, askMobile, sms }: BodyOptions): RegisterBody {
  const asked = (field: RegisterField & keyof Values) =>
    setup.rules[field] ? values[field].trim() || undefined : undefined;
  const mobileNum = askMobile ? values.mobileNum.trim() || undefined : undefined;
  return {
    username: tab === 'mobile' ? mobileNum : values.username.trim(),
    password: values.password,
    confirmPassword: values.confirmPassword,
    mobileNum,
    countryDialingCode: mobileNum ? values.countryDialingCode || undefined : undefined,
    verificationCode: sms ? values.verificationCode.trim() : undefined,
    payeeName: asked('payeeName'),
    email: asked('email'),
    qqNum: asked('qqNum'),
    line: asked('line'),
    whatsapp: asked('whatsapp'),
    facebook: asked('facebook'),
    wechat: asked('wechat'),
    idNumber: asked('idNumber'),
    paymentPassword: setup.rules.paymentPassword ? values.paymentPassword || undefined : undefined,
    recommenderId: asked('recommenderId'),
    affiliateCode: setup.affiliate ? values.affiliateCode.trim() || undefined : undefined,
    referralCode: setup.referral ? values.referralCode.trim() || undefined : undefined,
    captcha: setup.captcha ? values.captcha.trim() : undefined,
    domain: window.location.hostname,
    registerUrl: window.location.href,
    registerMethod: 'WEB',
    login: true,
    termsAccepted: values.termsAccepted,
    ageConfirmed: values.ageConfirmed,
  };
}

const REGISTER_PANEL_ID = 'register-panel';

type RegisterFormProps = { onRegistered: () => void };

/** Registration: a tab per flag-enabled method (the first is the default), then its form. */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const setup = useRegisterSetup();
  const { t } = useTranslation('register');
  const [chosen, setChosen] = useState<RegisterTab | null>(null);
  const tab = chosen && setup.tabs.includes(chosen) ? chosen : setup.tabs[0];
  if (!tab) {
    return (
      <p className={styles.unavailable} data-testid="register-unavailable">
        {t('unavailable')}
      </p>
    );
  }
  const tabs = setup.tabs.map((id) => ({ id, label: t(`tabs.${id}`) }));
  return (
    <>
      {tabs.length > 1 ? (
        <AuthTabs
          tabs={tabs}
          value={tab}
          onChange={setChosen}
          label={t('tabs.label')}
          panelId={REGISTER_PANEL_ID}
          testId="register-tab"
        />
      ) : null}
      <div role={tabs.length > 1 ? 'tabpanel' : undefined} id={REGISTER_PANEL_ID}>
        <TabForm key={tab} tab={tab} setup={setup} onRegistered={onRegistered} />
      </div>
    </>
  );
}

const defaultsFrom = (setup: RegisterSetup, params: URLSearchParams): Values => ({
  username: '',
  password: '',
  confirmPassword: '',
  countryDialingCode: '',
  mobileNum: '',
  verificationCode: '',
  payeeName: '',
  email: '',
  qqNum: '',
  line: '',
  whatsapp: '',
  facebook: '',
  wechat: '',
  idNumber: '',
  paymentPassword: '',
  recommenderId: '',
  // invitation links carry ?affiliateCode= (or the short ?code=) and ?referralCode=
  affiliateCode: params.get('affiliateCode') ?? params.get('code') ?? '',
  referralCode: params.get('referralCode') ?? '',
  captcha: '',
  termsAccepted: setup.termsDefaultChecked,
  ageConfirmed: false,
});

type TabFormProps = { tab: RegisterTab; setup: RegisterSetup; onRegistered: () => void };

function TabForm({ tab, setup, onRegistered }: TabFormProps) {
  const { t } = useTranslation('register');
  const texts = useRuleTexts();
  const errorText = useErrorText();
  const status = useLoadedStatus();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const countries = useCountryCodes();
  const [formError, setFormError] = useState<string | null>(null);
  const [agent, setAgent] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [codeSentMinutes, setCodeSentMinutes] = useState<number | null>(null);

  const mobile = mobileRule(setup, tab);
  const sms = setup.sms[tab] && mobile !== null;
  const { rules } = setup;
  const form = useForm<Values>({ mode: 'onTouched', defaultValues: defaultsFrom(setup, params) });
  const { register, handleSubmit, formState, setError, getValues, setValue, trigger } = form;
  const { errors, isSubmitting } = formState;

  // The dialing code is the site's own (Lucky +63, Siam +66) once the list arrives, else the visitor's
  // country, else the first entry.
  const countryList = countries.data ?? NO_COUNTRIES;
  const siteDialingCode = status.info.dialingCode;
  useEffect(() => {
    if (countryList.length === 0 || getValues('countryDialingCode')) return;
    const home =
      countryList.find((country) => country.dialingCode === siteDialingCode) ??
      countryList.find((country) => country.code === status.location.country) ??
      countryList[0]!;
    setValue('countryDialingCode', home.dialingCode);
  }, [countryList, getValues, setValue, siteDialingCode, status.location.country]);

  const ruleOptions = (rule: FieldRule) => ({ validate: texts.validate(rule) });

  /** True when the code is empty or belongs to an agent; shows the agent's name under the field. */
  const checkAffiliate = async (code: string): Promise<boolean> => {
    const trimmed = code.trim();
    if (!trimmed) {
      setAgent(null);
      return true;
    }
    try {
      const info = await queryClient.fetchQuery({
        queryKey: ['auth', 'affiliate', trimmed] as const,
        queryFn: () => authApi.affiliate(trimmed),
        staleTime: 60_000,
        // an unknown code is an answer, not a failure worth repeating
        retry: false,
      });
      setAgent(info.agent);
      return true;
    } catch (error) {
      setAgent(null);
      if (error instanceof ApiError && error.code === 'invitation_code_error') {
        setError('affiliateCode', { type: 'server', message: errorText(error.code, error.message) });
        return false;
      }
      throw error;
    }
  };

  /** The number must pass its rule before a code goes to it; the field shows why not. */
  const validateMobile = () => {
    if (!mobile) return false;
    const valid = texts.validate(mobile)(getValues('mobileNum')) === true;
    if (!valid) void trigger('mobileNum', { shouldFocus: true });
    return valid;
  };

  const requestCode = () => {
    const values = getValues();
    return authApi.smsRegisterCode({
      mobileNo: values.mobileNum.trim(),
      countryDialingCode: values.countryDialingCode || undefined,
      username: tab === 'username' ? values.username.trim() || undefined : undefined,
    });
  };

  const mutation = useMutation({
    // The browser's device id goes with the registration (decision 0046), read here in the lazy form.
    mutationFn: (body: RegisterBody) =>
      tab === 'mobile'
        ? authApi.registerMobile(body, deviceHeader())
        : authApi.register(body, deviceHeader()),
  });

  const isShown = (field: FieldPath<Values>): boolean => {
    switch (field) {
      case 'username':
        return tab === 'username';
      case 'mobileNum':
        return mobile !== null;
      case 'verificationCode':
        return sms;
      case 'affiliateCode':
        return setup.affiliate;
      case 'captcha':
        return setup.captcha;
      default:
        return true;
    }
  };

  const showServerError = (error: unknown) => {
    const code = error instanceof ApiError ? error.code : 'unknown.error';
    const message = errorText(code, error instanceof ApiError ? error.message : null);
    setFormError(message);
    // on the mobile tab the number is the username
    const field = code === 'username.taken' && tab === 'mobile' ? 'mobileNum' : FIELD_OF_ERROR[code];
    // an error on a field the form does not show would block every later submit
    if (field && isShown(field)) setError(field, { type: 'server', message }, { shouldFocus: true });
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    if (setup.affiliate) {
      try {
        if (!(await checkAffiliate(values.affiliateCode))) {
          form.setFocus('affiliateCode');
          return;
        }
      } catch (error) {
        showServerError(error);
        return;
      }
    }
    try {
      const result = await mutation.mutateAsync(
        buildRegisterBody(values, { tab, setup, askMobile: mobile !== null, sms }),
      );
      completeLogin(result);
      onRegistered();
    } catch (error) {
      showServerError(error);
      if (setup.captcha) {
        setValue('captcha', '');
        setCaptchaRound((round) => round + 1);
      }
    }
  });

  const label = (field: string) => t(`fields.${field}.label`);
  const placeholder = (field: string) => t(`fields.${field}.placeholder`);

  const mobileField = mobile ? (
    <RegisterInput
      key="mobileNum"
      name="mobileNum"
      label={label('mobileNum')}
      required={mobile.required}
      hint={texts.hint(mobile)}
      error={errors.mobileNum?.message}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      placeholder={placeholder('mobileNum')}
      maxLength={mobile.max || undefined}
      wide={!sms && tab === 'mobile'}
      before={
        countryList.length > 0 ? (
          <CountrySelect
            countries={countryList}
            label={t('fields.countryDialingCode.label')}
            registration={register('countryDialingCode')}
          />
        ) : null
      }
      registration={register('mobileNum', ruleOptions(mobile))}
    />
  ) : null;

  const codeField = sms ? (
    <RegisterInput
      key="verificationCode"
      name="verificationCode"
      label={label('verificationCode')}
      required
      hint={codeSentMinutes === null ? null : t('sms.sent', { minutes: codeSentMinutes })}
      error={errors.verificationCode?.message}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={placeholder('verificationCode')}
      maxLength={VERIFICATION_CODE_MAX_LENGTH}
      trailing={
        <SmsCodeButton
          request={requestCode}
          validate={validateMobile}
          onSent={(sent) => {
            setCodeSentMinutes(sent.expiredMinutes);
            form.clearErrors('verificationCode');
          }}
          testId="register-send-code"
        />
      }
      registration={register('verificationCode', {
        validate: (value) => value.trim() !== '' || texts.message('invalidVerificationCode'),
      })}
    />
  ) : null;

  const password = rules.password!;
  const passwordFields = [
    <RegisterInput
      key="password"
      name="password"
      label={label('password')}
      required
      hint={texts.hint(password)}
      error={errors.password?.message}
      icon="lock"
      type="password"
      autoComplete="new-password"
      placeholder={placeholder('password')}
      maxLength={password.max || undefined}
      registration={register('password', {
        ...ruleOptions(password),
        onChange: () => {
          if (form.getFieldState('confirmPassword').isTouched) void trigger('confirmPassword');
        },
      })}
    />,
    <RegisterInput
      key="confirmPassword"
      name="confirmPassword"
      label={label('confirmPassword')}
      required
      error={errors.confirmPassword?.message}
      icon="lock"
      type="password"
      autoComplete="new-password"
      placeholder={placeholder('confirmPassword')}
      registration={register('confirmPassword', {
        validate: (value, all) => checkPasswordConfirmation(texts, all.password, value),
      })}
    />,
  ];

  const username = rules.username!;
  const account =
    tab === 'mobile'
      ? [mobileField, codeField, ...passwordFields]
      : [
          <RegisterInput
            key="username"
            name="username"
            label={label('username')}
            required
            hint={texts.hint(username)}
            error={errors.username?.message}
            icon="user"
            autoComplete="username"
            placeholder={placeholder('username')}
            maxLength={username.max || undefined}
            wide
            registration={register('username', ruleOptions(username))}
          />,
          ...passwordFields,
          mobileField,
          codeField,
        ];

  const optionalField = (field: ProfileFieldName) => {
    const rule = rules[field];
    if (!rule) return null;
    const input = FIELD_INPUT[field];
    return (
      <RegisterInput
        key={field}
        name={field}
        label={label(field)}
        required={rule.required}
        hint={texts.hint(rule)}
        error={errors[field]?.message}
        icon={input.icon}
        type={input.type}
        autoComplete={input.autoComplete}
        placeholder={placeholder(field)}
        maxLength={rule.max || undefined}
        registration={register(field, ruleOptions(rule))}
      />
    );
  };
  const profile = PROFILE_GROUP.map(optionalField).filter(Boolean);
  const social = SOCIAL_GROUP.map(optionalField).filter(Boolean);

  const affiliateRule = setup.affiliate ? rules.affiliateCode : undefined;
  const recommenderRule = rules.recommenderId;
  const invitation = [
    affiliateRule ? (
      <RegisterInput
        key="affiliateCode"
        name="affiliateCode"
        label={label('affiliateCode')}
        required={affiliateRule.required}
        hint={texts.hint(affiliateRule)}
        error={errors.affiliateCode?.message}
        icon="gift"
        autoComplete="off"
        placeholder={placeholder('affiliateCode')}
        maxLength={affiliateRule.max || undefined}
        status={
          agent ? (
            <span className={styles.ok} data-testid="register-affiliate-agent">
              {t('affiliate.valid', { agent })}
            </span>
          ) : null
        }
        registration={register('affiliateCode', {
          ...ruleOptions(affiliateRule),
          onChange: () => setAgent(null),
          onBlur: (event) => {
            const code = String(event.target.value);
            if (texts.validate(affiliateRule)(code) === true)
              void checkAffiliate(code).catch(() => undefined);
          },
        })}
      />
    ) : null,
    recommenderRule ? (
      <RegisterInput
        key="recommenderId"
        name="recommenderId"
        label={label('recommenderId')}
        required={recommenderRule.required}
        hint={texts.hint(recommenderRule)}
        error={errors.recommenderId?.message}
        icon="user"
        autoComplete="off"
        placeholder={placeholder('recommenderId')}
        maxLength={recommenderRule.max || undefined}
        registration={register('recommenderId', ruleOptions(recommenderRule))}
      />
    ) : null,
    setup.referral ? (
      <RegisterInput
        key="referralCode"
        name="referralCode"
        label={label('referralCode')}
        required={false}
        error={errors.referralCode?.message}
        icon="gift"
        autoComplete="off"
        placeholder={placeholder('referralCode')}
        maxLength={40}
        registration={register('referralCode')}
      />
    ) : null,
  ].filter(Boolean);

  const captchaRule = setup.captcha ? rules.captcha : undefined;

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} data-testid={`register-form-${tab}`}>
      <Section title={t('sections.account')}>{account}</Section>
      {profile.length > 0 ? <Section title={t('sections.profile')}>{profile}</Section> : null}
      {social.length > 0 ? <Section title={t('sections.social')}>{social}</Section> : null}
      {invitation.length > 0 ? <Section title={t('sections.invitation')}>{invitation}</Section> : null}
      {captchaRule ? (
        <Section title={t('sections.verification')}>
          <RegisterInput
            name="captcha"
            label={label('captcha')}
            required
            error={errors.captcha?.message}
            icon="shield"
            autoComplete="off"
            placeholder={placeholder('captcha')}
            maxLength={16}
            trailing={<CaptchaPicture round={captchaRound} />}
            // The picture decides the characters and length; the form only asks that it is filled in.
            registration={register('captcha', {
              validate: (value) => value.trim() !== '' || texts.message('inputEmpty'),
            })}
          />
        </Section>
      ) : null}

      <div className={styles.agreements}>
        <CheckField
          name="termsAccepted"
          error={errors.termsAccepted?.message}
          registration={register('termsAccepted', { validate: (value) => value || t('terms.required') })}
        >
          <Trans
            t={t}
            i18nKey="terms.label"
            components={{
              link: (
                // biome-ignore lint/a11y/useAnchorContent: Trans puts the translated text inside
                <a className={styles.link} href="/help#rules" target="_blank" rel="noopener noreferrer" />
              ),
            }}
          />
        </CheckField>
        <CheckField
          name="ageConfirmed"
          error={errors.ageConfirmed?.message}
          registration={register('ageConfirmed', {
            validate: (value) => value || t('age.required', { age: setup.minAge }),
          })}
        >
          {t('age.label', { age: setup.minAge })}
        </CheckField>
      </div>

      <FormAlert testId="register-error">{formError}</FormAlert>

      <Button
        type="submit"
        variant="primary"
        size="lg"
        block
        disabled={isSubmitting}
        aria-busy={isSubmitting}
        data-testid="register-submit"
      >
        {isSubmitting ? t('submitting') : t('submit')}
      </Button>
      <p className={styles.switch}>
        {t('haveAccount')}{' '}
        <button
          type="button"
          className={styles.link}
          onClick={() => useModalStore.getState().open('login')}
          data-testid="register-to-login"
        >
          {t('login')}
        </button>
      </p>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{title}</legend>
      <div className={styles.grid}>{children}</div>
    </fieldset>
  );
}
