import { fieldProps, TextField } from '@portal/ui/field.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import type { FieldErrors, UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNewPasswordChecks } from './password-rule.ts';

export type NewPasswordValues = { newPassword: string; confirmNewPassword: string };

/** The form's own `register`, narrowed to these two fields: it takes any form that has them. */
type RegisterNewPassword = (
  name: keyof NewPasswordValues,
  options: { validate: (value: string, all: NewPasswordValues) => true | string },
) => UseFormRegisterReturn;

type NewPasswordFieldsProps = {
  register: RegisterNewPassword;
  errors: FieldErrors<NewPasswordValues>;
  /** The inputs' test ids, which each form names after itself. */
  testIds: { password: string; confirmation: string };
};

/**
 * The new password, with the merchant's password rule as its hint, and its confirmation: the same
 * pair in change password, the reset link and the reset by SMS code.
 */
export function NewPasswordFields({ register, errors, testIds }: NewPasswordFieldsProps) {
  const { t } = useTranslation('auth');
  const checks = useNewPasswordChecks();
  return (
    <>
      <TextField
        label={t('changePassword.newPassword')}
        requiredMark
        type="password"
        reveal={{ show: t('field.showPassword'), hide: t('field.hidePassword') }}
        autoComplete="new-password"
        icon={<Icon name="key" size={18} />}
        placeholder={t('changePassword.newPasswordPlaceholder')}
        hint={checks.hint}
        error={errors.newPassword?.message}
        testId={testIds.password}
        {...fieldProps(register('newPassword', { validate: checks.check }))}
      />
      <TextField
        label={t('changePassword.confirmPassword')}
        requiredMark
        type="password"
        reveal={{ show: t('field.showPassword'), hide: t('field.hidePassword') }}
        autoComplete="new-password"
        icon={<Icon name="key" size={18} />}
        placeholder={t('changePassword.confirmPasswordPlaceholder')}
        error={errors.confirmNewPassword?.message}
        testId={testIds.confirmation}
        {...fieldProps(
          register('confirmNewPassword', {
            validate: (value, all) => checks.checkConfirmation(all.newPassword, value),
          }),
        )}
      />
    </>
  );
}
