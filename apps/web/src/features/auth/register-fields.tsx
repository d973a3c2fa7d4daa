import type { CountryCode } from '@portal/contracts/system';
import { Icon, type IconName } from '@portal/ui/icons.tsx';
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCaptchaPicture } from './captcha-field.tsx';
import styles from './register.module.css';

type ShellProps = {
  id: string;
  label: string;
  required: boolean;
  hint?: string | null;
  error?: string | null;
  /** Spans both columns on wide screens. */
  wide?: boolean;
  children: ReactNode;
  testId: string;
};

export const hintId = (id: string) => `${id}-hint`;

/** Label with the required star, the control, then the error if any, otherwise the hint. */
function FieldShell({ id, label, required, hint, error, wide, children, testId }: ShellProps) {
  const note = error ?? hint;
  return (
    <div className={`${styles.field} ${wide ? styles.wide : ''}`} data-testid={testId}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? (
          <span className={styles.star} aria-hidden="true" data-testid={`${testId}-required`}>
            *
          </span>
        ) : null}
      </label>
      {children}
      {note ? (
        <p
          id={hintId(id)}
          className={error ? styles.error : styles.hint}
          role={error ? 'alert' : undefined}
          data-testid={error ? `${testId}-error` : `${testId}-hint`}
        >
          {note}
        </p>
      ) : null}
    </div>
  );
}

/*
 * Why the register form keeps its own field instead of ui/field.tsx's TextField: the register tests
 * address every part of a field by test id — the field `register-field-<name>`, its star `-required`,
 * its message `-hint` or `-error`, the input `register-<name>` (which the journeys fill) — and
 * the field has parts the shared one lacks: the dialing-code select before the frame in the same row, and
 * an affiliate's agent shown (as a block) in place of the hint. The shared TextField generates its ids and
 * puts no test id on its frame, star or message; taking these in would add register-only slots and test
 * hooks to every form's field. Label, star, frame, reveal toggle and message follow the shared field's
 * order, so the two can meet if the register form's test contract changes.
 */
type RegisterInputProps = {
  name: string;
  label: string;
  required: boolean;
  hint?: string | null;
  error?: string | undefined;
  icon?: IconName;
  wide?: boolean;
  registration: UseFormRegisterReturn;
  /** Shown under the field in place of the hint when there is no error (an affiliate's agent). */
  status?: ReactNode;
  /** Inside the input's frame, at the end: the send-code button, the captcha picture. */
  trailing?: ReactNode;
  /** Before the input, inside the same row (country code). */
  before?: ReactNode;
} & Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'placeholder' | 'maxLength'
>;

/** One register field: label with the required star, the framed input, then the error, the agent or the hint. */
export function RegisterInput({
  name,
  label,
  required,
  hint,
  error,
  icon,
  wide,
  registration,
  status,
  trailing,
  before,
  type = 'text',
  ...input
}: RegisterInputProps) {
  const id = `register-${name}`;
  const [revealed, setRevealed] = useState(false);
  const { t } = useTranslation('register');
  const secret = type === 'password';
  const described = error || status || hint ? hintId(id) : undefined;
  return (
    <FieldShell
      id={id}
      label={label}
      required={required}
      hint={status ? null : hint}
      error={error ?? null}
      wide={wide}
      testId={`register-field-${name}`}
    >
      <div className={styles.row}>
        {before}
        <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
          {icon ? <Icon name={icon} size={18} className={styles.leading} /> : null}
          <input
            id={id}
            className={styles.input}
            type={secret && revealed ? 'text' : type}
            aria-invalid={error ? true : undefined}
            aria-required={required || undefined}
            aria-describedby={described}
            data-testid={`register-${name}`}
            {...input}
            {...registration}
          />
          {secret ? (
            <button
              type="button"
              className={styles.reveal}
              aria-label={revealed ? t('password.hide') : t('password.show')}
              aria-pressed={revealed}
              onClick={() => setRevealed((shown) => !shown)}
            >
              <EyeIcon crossed={revealed} />
            </button>
          ) : null}
          {trailing ? <span className={styles.trailing}>{trailing}</span> : null}
        </div>
      </div>
      {status && !error ? (
        <div id={hintId(id)} className={styles.status}>
          {status}
        </div>
      ) : null}
    </FieldShell>
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12Z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

type CountrySelectProps = {
  countries: CountryCode[];
  registration: UseFormRegisterReturn;
  label: string;
};

/** The dialing code in front of the mobile number. */
export function CountrySelect({ countries, registration, label }: CountrySelectProps) {
  return (
    <select className={styles.select} aria-label={label} data-testid="register-country" {...registration}>
      {countries.map((country) => (
        <option key={country.code} value={country.dialingCode}>
          {`+${country.dialingCode}`}
        </option>
      ))}
    </select>
  );
}

type CheckFieldProps = {
  name: string;
  registration: UseFormRegisterReturn;
  error?: string | undefined;
  children: ReactNode;
};

export function CheckField({ name, registration, error, children }: CheckFieldProps) {
  const id = `register-${name}`;
  return (
    <div className={styles.check} data-testid={`register-field-${name}`}>
      <label className={styles.checkLabel} htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          className={styles.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? hintId(id) : undefined}
          data-testid={`register-${name}`}
          {...registration}
        />
        <span>{children}</span>
      </label>
      {error ? (
        <p id={hintId(id)} className={styles.error} role="alert" data-testid={`register-field-${name}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

type CaptchaPictureProps = {
  /** Bumped by the form after a refused submit: a captcha is spent by any try. */
  round: number;
};

/** The captcha picture inside the field; a click draws a new one (the shared loader throttles it). */
export function CaptchaPicture({ round }: CaptchaPictureProps) {
  const { t } = useTranslation('register');
  const picture = useCaptchaPicture(round);
  return (
    <button
      type="button"
      className={styles.captcha}
      onClick={picture.refresh}
      aria-label={t('captcha.refresh')}
      title={t('captcha.refresh')}
      data-loading={picture.loading || undefined}
      data-testid="register-captcha-refresh"
    >
      {picture.src ? (
        <img src={picture.src} alt={t('captcha.alt')} data-testid="register-captcha-image" />
      ) : null}
    </button>
  );
}
