import type { InputHTMLAttributes, ReactNode } from 'react';
import chip from '../../../ui/chip.module.css';
import styles from '../../../ui/form-fields.module.css';
import { formatInteger } from '../../../ui/format.ts';

type AmountFieldProps = {
  id: string;
  label: string;
  symbol: string;
  /** The input's props (react-hook-form's register). */
  input: InputHTMLAttributes<HTMLInputElement> & { 'data-testid'?: string };
  /** Quick amounts in minor units; those above `max` are offered disabled. */
  quick?: readonly number[];
  max?: number;
  onQuick?: (minor: number) => void;
  /** The quick amount currently in the field, highlighted. */
  selected?: number | 'all' | null;
  /** An "all" chip after the quick amounts. */
  all?: { label: string; onSelect: () => void; testId?: string };
  /** A line under the label's end: the balance it is taken from. */
  aside?: ReactNode;
  error?: string;
  note?: ReactNode;
  quickTestId?: (minor: number) => string;
};

/** An amount input with the currency symbol in front and the quick amounts under it. */
export function AmountField({
  id,
  label,
  symbol,
  input,
  quick = [],
  max,
  onQuick,
  selected,
  all,
  aside,
  error,
  note,
  quickTestId,
}: AmountFieldProps) {
  const chipClass = (on: boolean) =>
    on ? `${chip.chip} ${chip.selected} ${styles.quick}` : `${chip.chip} ${styles.quick}`;
  return (
    <div className={styles.field}>
      <div className={styles.labelRow}>
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
        {aside ? <span className={styles.aside}>{aside}</span> : null}
      </div>
      <div className={styles.amountBox} data-invalid={error ? 'true' : undefined}>
        <span className={styles.prefix} aria-hidden="true">
          {symbol}
        </span>
        <input
          id={id}
          className={styles.amountInput}
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          {...input}
        />
      </div>
      {quick.length > 0 || all ? (
        <div className={styles.quickRow}>
          {quick.map((minor) => (
            <button
              key={minor}
              type="button"
              className={chipClass(selected === minor)}
              disabled={max !== undefined && minor > max}
              data-testid={quickTestId?.(minor)}
              onClick={() => onQuick?.(minor)}
            >
              {formatInteger(minor / 100)}
            </button>
          ))}
          {all ? (
            <button
              type="button"
              className={chipClass(selected === 'all')}
              aria-pressed={selected === 'all'}
              data-testid={all.testId}
              onClick={all.onSelect}
            >
              {all.label}
            </button>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.fieldError} role="alert">
          {error}
        </p>
      ) : note ? (
        <p className={styles.note}>{note}</p>
      ) : null}
    </div>
  );
}
