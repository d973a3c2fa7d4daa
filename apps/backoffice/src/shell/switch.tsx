import styles from './switch.module.css';

type SwitchProps = {
  checked: boolean;
  /** What it turns on, for screen readers (the column or card says it to the eye). */
  label: string;
  onChange: (next: boolean) => void;
  /** Read only (a role that cannot change it), or a change of it on its way. */
  disabled?: boolean;
  busy?: boolean;
  /** `warn`: on is the unusual state (maintenance), drawn in the warning colour. */
  tone?: 'ok' | 'warn';
  testId?: string;
};

/** An on/off switch (a button with role switch): one click, one change. */
export function Switch({
  checked,
  label,
  onChange,
  disabled = false,
  busy = false,
  tone = 'ok',
  testId,
}: SwitchProps) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      aria-busy={busy || undefined}
      // busy stays focusable (a disabled button drops the keyboard's focus): it only ignores clicks
      aria-disabled={busy || undefined}
      disabled={disabled}
      className={styles.switch}
      data-tone={tone}
      data-testid={testId}
      onClick={() => {
        if (!busy) onChange(!checked);
      }}
    >
      <span className={styles.thumb} aria-hidden="true" />
    </button>
  );
}
