import type { CountryCode, RegisterField, SystemStatus } from '@portal/contracts/system';
import { isModuleEnabled } from '@portal/contracts/system';
import {
  checkField,
  type FieldCheckFailure,
  type FieldRule,
  fieldHint,
  LENGTH_MESSAGE,
  patternById,
  REGISTER_MESSAGES,
  type RegisterMessageKey,
} from '@portal/contracts/validation';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../../api/client.ts';
import { useLoadedStatus } from '../../shell/system/use-status.ts';

/** Spec section 4, tabs: username registration (REG3) and mobile registration (MOBILENUMREG3). */
export const REGISTER_TABS = ['username', 'mobile'] as const;
export type RegisterTab = (typeof REGISTER_TABS)[number];

/** Optional fields after the account block, grouped the way a player thinks about them. */
export const PROFILE_GROUP = ['email', 'payeeName', 'idNumber', 'paymentPassword'] as const;
export const SOCIAL_GROUP = ['line', 'whatsapp', 'facebook', 'wechat', 'qqNum'] as const;
export type ProfileFieldName = (typeof PROFILE_GROUP)[number] | (typeof SOCIAL_GROUP)[number];

export type RegisterSetup = {
  /** Flag-enabled registration methods; the first is the default (spec section 4). */
  tabs: RegisterTab[];
  /** Enabled server rules by field; a field without an entry is not shown. */
  rules: Partial<Record<RegisterField, FieldRule>>;
  minAge: 18 | 21;
  termsDefaultChecked: boolean;
  /** Whether each tab asks for an SMS code. */
  sms: Record<RegisterTab, boolean>;
  /** Affiliate code field (AFFMAN3 and its rule), checked against the server before submit. */
  affiliate: boolean;
  /** Referral code field (REFERRAL3); it has no server rule. */
  referral: boolean;
  captcha: boolean;
};

// Username and password are always asked on the username tab, and the mobile number on the mobile
// tab: a merchant rule can narrow them but not switch them off. These apply when it sends none.
const FALLBACK_RULES: Partial<Record<RegisterField, FieldRule>> = {
  username: {
    field: 'username',
    enabled: true,
    required: true,
    min: 4,
    max: 64,
    patternId: 0,
    acceptedPattern: '*',
  },
  password: {
    field: 'password',
    enabled: true,
    required: true,
    min: 6,
    max: 128,
    patternId: 0,
    acceptedPattern: '*',
  },
  mobileNum: {
    field: 'mobileNum',
    enabled: true,
    required: true,
    min: 6,
    max: 20,
    patternId: 4,
    acceptedPattern: '0-9',
  },
};
const ALWAYS_ASKED: readonly RegisterField[] = ['username', 'password'];

export function registerSetup(status: SystemStatus): RegisterSetup {
  const { registerSetting, whitelabelVal } = status.info;
  const enabled = (modId: string) => isModuleEnabled(whitelabelVal, modId);
  const rules: Partial<Record<RegisterField, FieldRule>> = {};
  for (const rule of registerSetting.rules) {
    if (rule.enabled) rules[rule.field as RegisterField] = rule;
  }
  for (const field of ALWAYS_ASKED) {
    const rule = rules[field] ?? FALLBACK_RULES[field]!;
    rules[field] = { ...rule, enabled: true, required: true };
  }
  const tabs: RegisterTab[] = [];
  if (enabled('REG3')) tabs.push('username');
  if (enabled('MOBILENUMREG3')) tabs.push('mobile');
  return {
    tabs,
    rules,
    minAge: registerSetting.minAge,
    termsDefaultChecked: registerSetting.termsDefaultChecked,
    sms: {
      // a code can only be sent when the form asks for the number
      username: registerSetting.smsVerification && rules.mobileNum !== undefined,
      mobile: registerSetting.smsVerification || enabled('REGMOBVERF3'),
    },
    affiliate: enabled('AFFMAN3') && rules.affiliateCode !== undefined,
    referral: enabled('REFERRAL3'),
    captcha: rules.captcha !== undefined,
  };
}

export function useRegisterSetup(): RegisterSetup {
  const status = useLoadedStatus();
  return useMemo(() => registerSetup(status), [status]);
}

/**
 * The mobile number's rule on a tab: the mobile tab always asks for it (it becomes the username),
 * the username tab when its rule is enabled, and as required whenever an SMS code goes to it.
 */
export function mobileRule(setup: RegisterSetup, tab: RegisterTab): FieldRule | null {
  const rule = setup.rules.mobileNum ?? (tab === 'mobile' ? FALLBACK_RULES.mobileNum! : null);
  if (!rule) return null;
  return tab === 'mobile' || setup.sms[tab] ? { ...rule, required: true } : rule;
}

/** Spec section 5 messages that replace the generic hint for some fields and failures. */
function specificMessage(field: string, reason: FieldCheckFailure): RegisterMessageKey | null {
  if (reason === 'required') return 'inputEmpty';
  switch (field) {
    case 'password':
      return reason === 'tooShort' || reason === 'tooLong' ? 'passwordLength' : null;
    case 'mobileNum':
      return 'invalidMobile';
    case 'whatsapp':
      return 'phoneFormat';
    case 'payeeName':
      return 'realNameFormat';
    default:
      return null;
  }
}

export type RuleTexts = {
  /** The hint under a field: its pattern message with (min) and (max) replaced. */
  hint: (rule: FieldRule) => string;
  /** A validate function for react-hook-form: true, or the message to show under the field. */
  validate: (rule: FieldRule) => (value: string) => true | string;
  message: (key: RegisterMessageKey, rule?: FieldRule) => string;
};

/** Hints and checks in the current language, built on the shared patterns of contracts/validation. */
export function useRuleTexts(): RuleTexts {
  const { t } = useTranslation('register');
  return useMemo(() => {
    const message = (key: RegisterMessageKey, rule?: FieldRule) => {
      const text = t(`messages.${key}`, { defaultValue: REGISTER_MESSAGES[key] });
      return rule ? fieldHint(rule, text) : text;
    };
    const hint = (rule: FieldRule) => {
      const pattern = patternById(rule.patternId);
      const text = pattern
        ? t(pattern.key, { defaultValue: pattern.message })
        : t('pattern.lengthOnly', { defaultValue: LENGTH_MESSAGE });
      return fieldHint(rule, text);
    };
    const validate = (rule: FieldRule) => (value: string) => {
      const result = checkField(value, rule);
      if (result.ok) return true;
      const key = specificMessage(rule.field, result.reason);
      return key ? message(key, rule) : hint(rule);
    };
    return { hint, validate, message };
  }, [t]);
}

/** Country dialing codes for the mobile number (Thailand first, as the server lists them). */
export function useCountryCodes() {
  return useQuery({
    queryKey: ['system', 'country-codes'] as const,
    queryFn: () => apiGet<CountryCode[]>('/wps/system/countryCode'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
