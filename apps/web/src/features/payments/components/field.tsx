import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  useId,
  useState,
} from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/icons.tsx';
import styles from './field.module.css';

/** Spreads a react-hook-form registration onto a field, its ref going to the control. */
export function fieldProps({ ref, ...rest }: UseFormRegisterReturn) {
  return { ...rest, controlRef: ref };
}

type FrameProps = {
  label: string;
  /** Spec section 5: required fields are marked with *. */
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  icon?: ReactNode;
  children: (control: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  trailing?: ReactNode;
  /** A bigger, bolder input: the amount. */
  large?: boolean;
};

function FieldFrame({ label, required, error, hint, icon, children, trailing, large }: FrameProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const hasMessage = Boolean(error || hint);
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div
        className={large ? `${styles.frame} ${styles.large}` : styles.frame}
        data-invalid={error ? true : undefined}
      >
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        {children({ id, describedBy: hasMessage ? messageId : undefined, invalid: Boolean(error) })}
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

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> &
  Omit<FrameProps, 'children'> & {
    controlRef?: Ref<HTMLInputElement>;
    testId?: string;
    /** A password with a show/hide toggle. */
    revealable?: boolean;
  };

/** A labelled input with an icon, a focus glow and its error or hint underneath. */
export function TextField({
  label,
  required,
  error,
  hint,
  icon,
  trailing,
  large,
  controlRef,
  testId,
  revealable,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const { t } = useTranslation('payments');
  const [revealed, setRevealed] = useState(false);
  const toggle = revealable ? (
    <button
      type="button"
      className={styles.reveal}
      aria-label={t(revealed ? 'actions.hide' : 'actions.show')}
      aria-pressed={revealed}
      onClick={() => setRevealed((value) => !value)}
    >
      <Icon name={revealed ? 'eyeOff' : 'eye'} size={18} />
    </button>
  ) : null;
  return (
    <FieldFrame
      label={label}
      required={required}
      error={error}
      hint={hint}
      icon={icon}
      large={large}
      trailing={
        toggle || trailing ? (
          <>
            {toggle}
            {trailing}
          </>
        ) : null
      }
    >
      {({ id, describedBy, invalid }) => (
        <input
          id={id}
          ref={controlRef}
          type={revealable && revealed ? 'text' : type}
          className={styles.input}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          data-testid={testId}
          {...inputProps}
        />
      )}
    </FieldFrame>
  );
}

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> &
  Omit<FrameProps, 'children' | 'trailing' | 'large'> & {
    controlRef?: Ref<HTMLSelectElement>;
    testId?: string;
  };

/** A labelled native select in the same frame: the phone's own picker on small screens. */
export function SelectField({
  label,
  required,
  error,
  hint,
  icon,
  controlRef,
  testId,
  children,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FieldFrame
      label={label}
      required={required}
      error={error}
      hint={hint}
      icon={icon}
      trailing={<Icon name="chevronDown" size={18} className={styles.chevron} />}
    >
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          ref={controlRef}
          className={`${styles.input} ${styles.select}`}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          aria-required={required || undefined}
          data-testid={testId}
          {...selectProps}
        >
          {children}
        </select>
      )}
    </FieldFrame>
  );
}

/** Only digits, at most `length` of them: what a PIN input keeps of what was typed or pasted. */
export function digitsOnly(value: string, length: number): string {
  return value.replace(/\D/g, '').slice(0, length);
}
