import { formatMinor } from '@portal/contracts/wallet';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './amount-field.module.css';
import chip from './chip.module.css';
import { fieldProps, TextField } from './field.tsx';

/** A quick amount's label: whole amounts without the ".00" that would crowd a chip. */
export function chipAmount(amount: number): string {
  return formatMinor(amount).replace(/\.00$/, '');
}

/** The chip after the quick amounts: everything there is (a wallet's balance, the most to withdraw). */
export type AllChip = {
  label: ReactNode;
  onSelect: () => void;
  testId?: string;
  /** A toggle: whether "all" is on now (sets aria-pressed); left out for a chip that only fills the amount. */
  pressed?: boolean;
};

type AmountFieldProps = {
  /** react-hook-form's registration of the amount. */
  registration: UseFormRegisterReturn;
  label: string;
  placeholder?: string;
  /** The currency symbol: in front of the amount and on the quick chips. */
  symbol: string;
  testId: string;
  /** Marks the field with * (payments' amounts). */
  required?: boolean;
  readOnly?: boolean;
  error?: string;
  /** Under the field while there is no error: the channel's limits, or what "all" will move. */
  hint?: ReactNode;
  /** At the end of the label's line: the balance the amount is taken from. */
  aside?: ReactNode;
  /** Quick amounts in minor units. */
  quick?: readonly number[];
  /** Quick amounts above it are offered disabled. */
  max?: number;
  /** The amount now in the field, in minor units: its chip shows as chosen. */
  selected?: number | null;
  onQuick?: (minor: number) => void;
  /** The chips' test ids: `<prefix>-<minor units>`, the row's `<prefix>-chips`. */
  quickTestPrefix?: string;
  all?: AllChip;
};

/** The amount in major units, with the currency in front and quick amounts (and "all") to tap under it. */
export function AmountField({
  registration,
  label,
  placeholder,
  symbol,
  testId,
  required = false,
  readOnly,
  error,
  hint,
  aside,
  quick = [],
  max,
  selected,
  onQuick,
  quickTestPrefix,
  all,
}: AmountFieldProps) {
  const chipClass = (on: boolean, ...extra: (string | undefined)[]) =>
    [chip.chip, on ? chip.active : undefined, styles.chip, ...extra].filter(Boolean).join(' ');
  return (
    <div className={styles.amount}>
      <TextField
        variant="roomy"
        label={label}
        required={required}
        large
        inputMode="decimal"
        autoComplete="off"
        placeholder={placeholder}
        readOnly={readOnly}
        icon={symbol || undefined}
        error={error}
        hint={hint}
        aside={aside}
        testId={testId}
        {...fieldProps(registration)}
      />
      {quick.length > 0 || all ? (
        <div className={styles.quick} data-testid={quickTestPrefix ? `${quickTestPrefix}-chips` : undefined}>
          {quick.map((minor) => {
            const on = !all?.pressed && selected === minor;
            return (
              <button
                key={minor}
                type="button"
                className={chipClass(on)}
                aria-pressed={on}
                disabled={max !== undefined && minor > max}
                data-testid={quickTestPrefix ? `${quickTestPrefix}-${minor}` : undefined}
                onClick={() => onQuick?.(minor)}
              >
                {symbol ? <span className={styles.symbol}>{symbol}</span> : null}
                {chipAmount(minor)}
              </button>
            );
          })}
          {all ? (
            <button
              type="button"
              className={chipClass(all.pressed === true, styles.all)}
              aria-pressed={all.pressed}
              data-testid={all.testId}
              onClick={all.onSelect}
            >
              {all.label}
            </button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
