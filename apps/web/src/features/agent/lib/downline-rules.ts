import type { SystemStatus } from '@portal/contracts/system';
import {
  checkField,
  type FieldCheckFailure,
  type FieldRule,
  fieldHint,
  LENGTH_MESSAGE,
  newPasswordRule,
  patternById,
  REGISTER_MESSAGES,
} from '@portal/contracts/validation';
import type { TFunction } from 'i18next';

/** The longest username and password a downline may have (packages/contracts agent.schema). */
const USERNAME_MAX = 40;
const PASSWORD_MAX = 64;

/** The username rule when the merchant sets none: the registration form's floor. */
const FALLBACK_USERNAME: FieldRule = {
  field: 'username',
  enabled: true,
  required: true,
  min: 4,
  max: USERNAME_MAX,
  patternId: 0,
  acceptedPattern: '*',
};

const capped = (rule: FieldRule, max: number): FieldRule => ({
  ...rule,
  enabled: true,
  required: true,
  max: rule.max === 0 || rule.max > max ? max : rule.max,
});

/**
 * A downline the agent opens follows the merchant's registration rules (register settings), like an
 * account registered on the site: the same username rule and the same rule for every new password.
 */
export function downlineRules(status: SystemStatus): { username: FieldRule; password: FieldRule } {
  const rules = status.info.registerSetting.rules;
  const username = rules.find((rule) => rule.field === 'username' && rule.enabled) ?? FALLBACK_USERNAME;
  return { username: capped(username, USERNAME_MAX), password: capped(newPasswordRule(rules), PASSWORD_MAX) };
}

/** The hint under a field, worded as the registration form words it (the `register` texts). */
export function ruleHint(t: TFunction, rule: FieldRule): string {
  const pattern = patternById(rule.patternId);
  const text = pattern
    ? t(pattern.key, { ns: 'register', defaultValue: pattern.message })
    : t('pattern.lengthOnly', { ns: 'register', defaultValue: LENGTH_MESSAGE });
  return fieldHint(rule, text);
}

function failureText(t: TFunction, rule: FieldRule, reason: FieldCheckFailure): string {
  if (reason === 'required')
    return t('messages.inputEmpty', { ns: 'register', defaultValue: REGISTER_MESSAGES.inputEmpty });
  if (rule.field === 'password' && (reason === 'tooShort' || reason === 'tooLong')) {
    const text = t('messages.passwordLength', {
      ns: 'register',
      defaultValue: REGISTER_MESSAGES.passwordLength,
    });
    return fieldHint(rule, text);
  }
  return ruleHint(t, rule);
}

/** A react-hook-form check: true, or the text to show under the field. */
export const ruleCheck = (t: TFunction, rule: FieldRule) => (value: string) => {
  const result = checkField(value, rule);
  return result.ok ? true : failureText(t, rule, result.reason);
};
