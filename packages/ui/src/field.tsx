import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  useId,
  useState,
} from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './field.module.css';
import { Icon } from './icons.tsx';

/** Spreads a react-hook-form registration onto a field, its ref going to the control. */
export function fieldProps({ ref, ...rest }: UseFormRegisterReturn) {
  return { ...rest, controlRef: ref };
}

export type FieldControl = { id: string; describedBy: string | undefined; invalid: boolean };

type FieldFrameProps = {
  /** Translated label; shown above the control, or only to screen readers when `hideLabel`. */
  label: string;
  hideLabel?: boolean;
  /** Spec section 5: required fields are marked with *. */
  required?: boolean;
  /** The message under the field; also marks the control invalid. */
  error?: string;
  /** Marks the control invalid without a message under it. */
  invalid?: boolean;
  /** Guidance under the field while there is no error. */
  hint?: ReactNode;
  /** At the end of the label's line: the balance an amount is taken from. */
  aside?: ReactNode;
  /** At the start of the frame. */
  icon?: ReactNode;
  /** Inside the frame, at the end: a send-code button, a chevron. */
  trailing?: ReactNode;
  /** `compact`: the header's inline inputs; `roomy`: the money forms. */
  variant?: 'compact' | 'roomy';
  /** A bigger, bolder input: the amount. */
  large?: boolean;
  className?: string;
  /** Renders the control (and anything after it in the frame) with the ids that tie it to the label. */
  children: (control: FieldControl) => ReactNode;
};

/** A label, a framed control with an icon and a focus glow, and its error or hint underneath. */
export function FieldFrame({
  label,
  hideLabel = false,
  required = false,
  error,
  invalid = false,
  hint,
  aside,
  icon,
  trailing,
  variant,
  large = false,
  className,
  children,
}: FieldFrameProps) {
  const id = useId();
  const messageId = `${id}-message`;
  const isInvalid = invalid || Boolean(error);
  const hasMessage = Boolean(error || hint);
  const labelElement = (
    <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
      {label}
      {required ? (
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
  return (
    <div className={[styles.field, variant ? styles[variant] : '', className].filter(Boolean).join(' ')}>
      {aside ? (
        <div className={styles.labelRow}>
          {labelElement}
          <span className={styles.aside}>{aside}</span>
        </div>
      ) : (
        labelElement
      )}
      <div
        className={large ? `${styles.frame} ${styles.large}` : styles.frame}
        data-invalid={isInvalid || undefined}
      >
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
        {children({ id, describedBy: hasMessage ? messageId : undefined, invalid: isInvalid })}
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

type RevealToggleProps = {
  revealed: boolean;
  onToggle: () => void;
  /** The translated show or hide label for the current state. */
  label: string;
};

/** The eye button of a password field. */
export function RevealToggle({ revealed, onToggle, label }: RevealToggleProps) {
  return (
    <button
      type="button"
      className={styles.reveal}
      aria-label={label}
      aria-pressed={revealed}
      onClick={onToggle}
    >
      <Icon name={revealed ? 'eyeOff' : 'eye'} size={18} />
    </button>
  );
}

type FrameOptions = {
  label: string;
  hideLabel?: boolean;
  /** Spec section 5: marks the field with * and tells assistive technology it is required. */
  required?: boolean;
  /** Marks the field with * only (the form checks it itself). */
  requiredMark?: boolean;
  error?: string;
  /** Marks the control invalid without a message under it (the header shows one message for all). */
  invalid?: boolean;
  hint?: ReactNode;
  /** At the end of the label's line. */
  aside?: ReactNode;
  icon?: ReactNode;
  /** `compact`: the header's inline inputs; `roomy`: the money forms. */
  variant?: 'compact' | 'roomy';
  /** The frame's class, for its place in a form's layout. */
  className?: string;
  testId?: string;
};

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'required' | 'className'> &
  FrameOptions & {
    /** Inside the frame, at the end: a send-code button, a forgot link. */
    trailing?: ReactNode;
    /** A bigger, bolder input: the amount. */
    large?: boolean;
    controlRef?: Ref<HTMLInputElement>;
    /** A password with a show/hide toggle, with the toggle's translated labels. */
    reveal?: { show: string; hide: string };
  };

/** A labelled input with an icon, a focus glow and its error or hint underneath. */
export function TextField({
  label,
  hideLabel,
  required = false,
  requiredMark = false,
  error,
  invalid,
  hint,
  aside,
  icon,
  variant,
  className,
  testId,
  trailing,
  large,
  controlRef,
  reveal,
  type = 'text',
  ...inputProps
}: TextFieldProps) {
  const [revealed, setRevealed] = useState(false);
  return (
    <FieldFrame
      label={label}
      hideLabel={hideLabel}
      required={required || requiredMark}
      error={error}
      invalid={invalid}
      hint={hint}
      aside={aside}
      icon={icon}
      trailing={trailing}
      variant={variant}
      large={large}
      className={className}
    >
      {({ id, describedBy, invalid: isInvalid }) => (
        <>
          <input
            id={id}
            ref={controlRef}
            type={reveal && revealed ? 'text' : type}
            className={styles.input}
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            aria-required={required || undefined}
            data-testid={testId}
            {...inputProps}
          />
          {reveal ? (
            <RevealToggle
              revealed={revealed}
              onToggle={() => setRevealed((value) => !value)}
              label={revealed ? reveal.hide : reveal.show}
            />
          ) : null}
        </>
      )}
    </FieldFrame>
  );
}

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required' | 'className'> &
  FrameOptions & { controlRef?: Ref<HTMLSelectElement> };

/** A labelled native select in the same frame: the phone's own picker on small screens. */
export function SelectField({
  label,
  hideLabel,
  required = false,
  requiredMark = false,
  error,
  invalid,
  hint,
  aside,
  icon,
  variant,
  className,
  testId,
  controlRef,
  children,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FieldFrame
      label={label}
      hideLabel={hideLabel}
      required={required || requiredMark}
      error={error}
      invalid={invalid}
      hint={hint}
      aside={aside}
      icon={icon}
      variant={variant}
      className={className}
      trailing={<Icon name="chevronDown" size={18} className={styles.chevron} />}
    >
      {({ id, describedBy, invalid: isInvalid }) => (
        <select
          id={id}
          ref={controlRef}
          className={`${styles.input} ${styles.select}`}
          aria-invalid={isInvalid || undefined}
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
