import type { RegisterSettings } from '@portal/contracts/system';
import { type FieldRule, newPasswordRule } from '@portal/contracts/validation';
import { useMemo } from 'react';
import { useLoadedStatus } from '../../shell/system/use-status.ts';
import { type RuleTexts, useRuleTexts } from './use-register-rules.ts';

/** The rule a new password follows: the merchant's password rule, always required, else the floor. */
export function passwordRule(settings: RegisterSettings): FieldRule {
  return newPasswordRule(settings.rules);
}

/** True, or 'Input cannot be empty' / 'Incorrect confirmation input' (register and the new-password forms). */
export function checkPasswordConfirmation(
  texts: RuleTexts,
  password: string,
  confirmation: string,
): true | string {
  if (confirmation === '') return texts.message('inputEmpty');
  return confirmation === password ? true : texts.message('confirmationMismatch');
}

export type NewPasswordChecks = {
  rule: FieldRule;
  /** The pattern message with (min) and (max) replaced (spec section 5). */
  hint: string;
  /** True, or the message to show under the new password. */
  check: (value: string) => true | string;
  /** True, or 'Input cannot be empty' / 'Incorrect confirmation input'. */
  checkConfirmation: (password: string, confirmation: string) => true | string;
};

/** Hint and checks for a new password (change, reset, reset by phone), in the current language. */
export function useNewPasswordChecks(): NewPasswordChecks {
  const { info } = useLoadedStatus();
  const texts = useRuleTexts();
  return useMemo(() => {
    const rule = passwordRule(info.registerSetting);
    return {
      rule,
      hint: texts.hint(rule),
      check: texts.validate(rule),
      checkConfirmation: (password, confirmation) => checkPasswordConfirmation(texts, password, confirmation),
    };
  }, [info.registerSetting, texts]);
}
