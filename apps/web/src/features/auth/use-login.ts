import type { LoginBody, LoginResult } from '@portal/contracts/auth';
import { VERIFICATION_CODE_MAX_LENGTH } from '@portal/contracts/auth';
import type { LoginRefusal } from '@portal/contracts/auth.schema';
import { ApiError } from '@portal/ui/api/client.ts';
import { useErrorText } from '@portal/ui/error-text.ts';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { authApi, loginRefusal } from '../../api/auth.ts';
import { useModalStore } from '../../shell/modals/modal-store.ts';
import type { LoginMethod } from './auth-flags.ts';
import { completeLogin } from './complete-login.ts';

export type LoginValues = {
  username: string;
  password: string;
  mobileNum: string;
  verificationCode: string;
  captcha: string;
  ipVerificationCode: string;
  remember: boolean;
};
type TextField = Exclude<keyof LoginValues, 'remember'>;
export type LoginErrors = Partial<Record<TextField | 'form', string>>;
export type IpVerification = NonNullable<LoginRefusal['ipVerification']>;

const EMPTY: LoginValues = {
  username: '',
  password: '',
  mobileNum: '',
  verificationCode: '',
  captcha: '',
  ipVerificationCode: '',
  remember: false,
};

/** What a player types as a mobile number (spaces and dashes allowed), as the server reads it. */
export function normaliseMobile(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

export function isValidMobile(raw: string): boolean {
  return /^\+?[0-9]{6,15}$/.test(normaliseMobile(raw));
}

/**
 * Where a successful login (or a login by password reset) leads, spec section 4: the forced
 * change-password modal, /agentHome for an agent-page login, else home.
 */
export function useFinishLogin() {
  const navigate = useNavigate();
  const openModal = useModalStore((state) => state.open);
  const closeModal = useModalStore((state) => state.close);
  return useCallback(
    (result: LoginResult, options: { agentPage?: boolean } = {}) => {
      const outcome = completeLogin(result, options);
      if (outcome === 'changePassword') {
        openModal('changePassword', { forced: true });
        return outcome;
      }
      closeModal();
      navigate(outcome === 'agentHome' ? '/agentHome' : '/');
      return outcome;
    },
    [navigate, openModal, closeModal],
  );
}

type UseLoginOptions = {
  methods: readonly LoginMethod[];
  /** The agent page's login: refuses non-agents and lands on /agentHome. */
  agentPage?: boolean;
};

/**
 * The login form's state and rules, shared by the header and the modal: the chosen method, the
 * values, the messages, the captcha asked after a refusal, the new-IP code and the submit itself.
 */
export function useLogin({ methods, agentPage = false }: UseLoginOptions) {
  const { t } = useTranslation('auth');
  const errorText = useErrorText();
  const finishLogin = useFinishLogin();
  const [method, setMethodState] = useState<LoginMethod>(methods[0] ?? 'username');
  const [values, setValues] = useState<LoginValues>(EMPTY);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [captchaRequired, setCaptchaRequired] = useState(false);
  // a new key fetches a new picture: a refused try spends the code it carried
  const [captchaKey, setCaptchaKey] = useState(0);
  const [ipVerification, setIpVerification] = useState<IpVerification | null>(null);
  const [pending, setPending] = useState(false);

  const activeMethod = methods.includes(method) ? method : (methods[0] ?? 'username');

  const setMethod = (next: LoginMethod) => {
    setMethodState(next);
    setErrors({});
    setIpVerification(null);
  };

  const setValue = <K extends keyof LoginValues>(name: K, value: LoginValues[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current) && !current.form) return current;
      const { [name as TextField]: _field, form: _form, ...rest } = current;
      return rest;
    });
  };

  const mobileError = (): string | undefined =>
    isValidMobile(values.mobileNum) ? undefined : t('validation.mobile');

  /** Before a code is sent for SMS login: the number must be valid (shown under the field). */
  const validateMobile = (): boolean => {
    const message = mobileError();
    setErrors((current) => ({ ...current, mobileNum: message }));
    return message === undefined;
  };

  const requestSmsCode = () => authApi.smsLoginCode({ mobileNum: normaliseMobile(values.mobileNum) });

  const validate = (): LoginErrors => {
    const found: LoginErrors = {};
    if (activeMethod === 'username') {
      // spec section 5: both are required, trimmed; the message is in_incorrect_password
      const missing = errorText('in_incorrect_password');
      if (!values.username.trim()) found.username = missing;
      else if (!values.password.trim()) found.password = missing;
    } else {
      const mobile = mobileError();
      if (mobile) found.mobileNum = mobile;
      const code = values.verificationCode.trim();
      if (!code || code.length > VERIFICATION_CODE_MAX_LENGTH) found.verificationCode = t('validation.code');
    }
    if (captchaRequired && !values.captcha.trim()) found.captcha = errorText('captcha.required');
    if (ipVerification && !values.ipVerificationCode.trim()) found.ipVerificationCode = t('validation.code');
    return found;
  };

  const buildBody = (): LoginBody => {
    const body: LoginBody =
      activeMethod === 'username'
        ? { type: 'username', username: values.username.trim(), password: values.password.trim() }
        : {
            type: 'sms',
            mobileNum: normaliseMobile(values.mobileNum),
            verificationCode: values.verificationCode.trim(),
          };
    if (captchaRequired) body.captcha = values.captcha.trim();
    if (ipVerification) body.ipVerificationCode = values.ipVerificationCode.trim();
    if (values.remember) body.remember = true;
    if (agentPage) body.agent = true;
    return body;
  };

  const refused = (error: unknown) => {
    const refusal = loginRefusal(error);
    if (refusal) {
      setCaptchaRequired(refusal.captchaRequired);
      if (refusal.captchaRequired) {
        setCaptchaKey((key) => key + 1);
        setValues((current) => ({ ...current, captcha: '' }));
      }
      if (refusal.ipVerification) setIpVerification(refusal.ipVerification);
    }
    const code = error instanceof ApiError ? error.code : 'unknown.error';
    // the new-IP prompt explains itself; the refusal's text would only repeat it
    if (code === 'login.ip.verification' && refusal?.ipVerification) {
      setErrors({});
      return;
    }
    const message = errorText(code, error instanceof ApiError ? error.message : null);
    setErrors(
      code === 'captcha.invalid' || code === 'captcha.required' ? { captcha: message } : { form: message },
    );
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (pending) return;
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const result = await authApi.login(buildBody());
      setPending(false);
      setValues(EMPTY);
      finishLogin(result, { agentPage });
    } catch (error) {
      setPending(false);
      refused(error);
    }
  };

  return {
    method: activeMethod,
    setMethod,
    values,
    setValue,
    errors,
    pending,
    captchaRequired,
    captchaKey,
    ipVerification,
    submit,
    validateMobile,
    requestSmsCode,
  };
}

export type LoginController = ReturnType<typeof useLogin>;
