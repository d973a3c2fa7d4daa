import { type InputHTMLAttributes, type ReactNode, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import fieldStyles from '../../ui/field.module.css';
import { FieldFrame, RevealToggle } from '../../ui/field.tsx';

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
  controlRef?: Ref<HTMLInputElement>;
  testId?: string;
};

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
  controlRef,
  testId,
  type = 'text',
  className,
  ...inputProps
}: AuthFieldProps) {
  const { t } = useTranslation('auth');
  const [revealed, setRevealed] = useState(false);
  return (
    <FieldFrame
      label={label}
      hideLabel={hideLabel}
      required={requiredMark}
      error={error}
      invalid={invalid}
      hint={hint}
      icon={icon}
      trailing={trailing}
      variant={compact ? 'compact' : undefined}
      className={className}
    >
      {({ id, describedBy, invalid: isInvalid }) => (
        <>
          <input
            id={id}
            ref={controlRef}
            type={revealable && revealed ? 'text' : type}
            className={fieldStyles.input}
            aria-invalid={isInvalid || undefined}
            aria-describedby={describedBy}
            data-testid={testId}
            {...inputProps}
          />
          {revealable ? (
            <RevealToggle
              revealed={revealed}
              onToggle={() => setRevealed((value) => !value)}
              label={t(revealed ? 'field.hidePassword' : 'field.showPassword')}
            />
          ) : null}
        </>
      )}
    </FieldFrame>
  );
}
