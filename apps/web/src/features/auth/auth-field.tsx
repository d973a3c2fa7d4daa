import { type InputHTMLAttributes, type ReactNode, type Ref, useId, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../ui/icons.tsx';
import styles from './auth-field.module.css';

type AuthFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  /** Translated label; shown above the input, or only to screen readers when `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  /** The icon at the start of the input. */
  icon?: ReactNode;
  /** The message under the field; also marks the input invalid. */
  error?: string;
  /** Marks the input invalid without a message under it (the header shows one message for all). */
  invalid?: boolean;
  /** Guidance under the field while there is no error (a password rule). */
  hint?: string;
  /** Inside the input's frame, at the end: a send-code button, a forgot link. */
  trailing?: ReactNode;
  /** A password input with a show/hide toggle. */
  revealable?: boolean;
  /** Marks the field required (spec section 5: required fields are marked with *). */
  requiredMark?: boolean;
  compact?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  testId?: string;
};

/** Spreads a react-hook-form registration onto AuthField, its ref going to the input. */
export function fieldProps({ ref, ...rest }: UseFormRegisterReturn) {
  return { ...rest, inputRef: ref };
}

/** A labelled input with an icon, a focus glow and its error or hint underneath. */
export function AuthField({
  label,
  hideLabel = false,
  icon,
  error,
  invalid = false,
  hint,
  trailing,
  revealable = false,
  requiredMark = false,
  compact = false,
  inputRef,
  testId,
  type = 'text',
  className,
  ...inputProps
}: AuthFieldProps) {
  const { t } = useTranslation('auth');
  const id = useId();
  const [revealed, setRevealed] = useState(false);
  const messageId = `${id}-message`;
  const message = error ?? hint;
  const isInvalid = invalid || Boolean(error);
  return (
    <div className={[styles.field, compact ? styles.compact : '', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
        {requiredMark ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className={styles.frame} data-invalid={isInvalid || undefined}>
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        <input
          id={id}
          ref={inputRef}
          type={revealable && revealed ? 'text' : type}
          className={styles.input}
          aria-invalid={isInvalid || undefined}
          aria-describedby={message ? messageId : undefined}
          data-testid={testId}
          {...inputProps}
        />
        {revealable ? (
          <button
            type="button"
            className={styles.reveal}
            aria-label={t(revealed ? 'field.hidePassword' : 'field.showPassword')}
            aria-pressed={revealed}
            onClick={() => setRevealed((value) => !value)}
          >
            <Icon name={revealed ? 'eyeOff' : 'eye'} size={18} />
          </button>
        ) : null}
        {trailing ? <span className={styles.trailing}>{trailing}</span> : null}
      </div>
      {error ? (
        <p id={messageId} className={styles.error} role="alert">
          <Icon name="alert" size={14} className={styles.messageIcon} />
          {error}
        </p>
      ) : hint ? (
        <p id={messageId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}
