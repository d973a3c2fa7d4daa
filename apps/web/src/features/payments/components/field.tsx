import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import fieldStyles from '../../../ui/field.module.css';
import { FieldFrame, RevealToggle } from '../../../ui/field.tsx';
import { Icon } from '../../../ui/icons.tsx';

type FrameProps = {
  label: string;
  /** Spec section 5: required fields are marked with *. */
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  icon?: ReactNode;
};

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> &
  FrameProps & {
    trailing?: ReactNode;
    /** A bigger, bolder input: the amount. */
    large?: boolean;
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
    <RevealToggle
      revealed={revealed}
      onToggle={() => setRevealed((value) => !value)}
      label={t(revealed ? 'actions.hide' : 'actions.show')}
    />
  ) : null;
  return (
    <FieldFrame
      label={label}
      required={required}
      error={error}
      hint={hint}
      icon={icon}
      variant="roomy"
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
          className={fieldStyles.input}
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
  FrameProps & {
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
      variant="roomy"
      trailing={<Icon name="chevronDown" size={18} className={fieldStyles.chevron} />}
    >
      {({ id, describedBy, invalid }) => (
        <select
          id={id}
          ref={controlRef}
          className={`${fieldStyles.input} ${fieldStyles.select}`}
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
