import { TextField } from '@portal/ui/field.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import type { ChangeEvent, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { digitsOnly } from './digits.ts';
import styles from './pin-field.module.css';

export const PIN_LENGTH = 6;
export const PIN_RULE = /^\d{6}$/;

type PinFieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: ReactNode;
  placeholder?: string;
  testId: string;
  /** The browser may offer to save a new PIN, never to fill an old one in. */
  autoComplete?: 'new-password' | 'off';
  disabled?: boolean;
};

/** A 6-digit payment password: digits only (typed or pasted), hidden with a show toggle, spaced wide. */
export function PinField({
  label,
  registration,
  error,
  hint,
  placeholder,
  testId,
  autoComplete = 'off',
  disabled,
}: PinFieldProps) {
  const { t } = useTranslation('payments');
  const { ref, onChange, ...rest } = registration;
  return (
    <div className={styles.pin}>
      <TextField
        variant="roomy"
        label={label}
        required
        type="password"
        reveal={{ show: t('actions.show'), hide: t('actions.hide') }}
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={PIN_LENGTH}
        autoComplete={autoComplete}
        placeholder={placeholder}
        icon={<Icon name="key" size={18} />}
        error={error}
        hint={hint}
        disabled={disabled}
        testId={testId}
        controlRef={ref}
        {...rest}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const clean = digitsOnly(event.target.value, PIN_LENGTH);
          if (clean !== event.target.value) event.target.value = clean;
          return onChange(event);
        }}
      />
    </div>
  );
}
