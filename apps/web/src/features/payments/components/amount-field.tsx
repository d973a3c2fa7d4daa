import { formatMinor, parseMajor } from '@portal/contracts/wallet';
import type { ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import chip from '../../../ui/chip.module.css';
import { TextField } from '../../../ui/field.tsx';
import styles from './amount-field.module.css';

/** A quick amount's label: whole amounts without the ".00" that would crowd a chip. */
export function chipAmount(amount: number): string {
  return formatMinor(amount).replace(/\.00$/, '');
}

type AmountFieldProps = {
  registration: UseFormRegisterReturn;
  /** What is typed now: the chip with that amount shows as chosen. */
  value: string;
  symbol: string;
  min: number;
  max: number;
  quickAmounts?: readonly number[];
  onPick: (amount: number) => void;
  error?: string;
  testId: string;
  /** The quick chips' test id prefix: `<prefix>-<amount in minor units>`. */
  quickTestPrefix?: string;
  /** More chips after the quick amounts (withdraw everything). */
  extraChips?: ReactNode;
};

/** The amount in major units, with the channel's limits under it and quick amounts to tap. */
export function AmountField({
  registration,
  value,
  symbol,
  min,
  max,
  quickAmounts = [],
  onPick,
  error,
  testId,
  quickTestPrefix,
  extraChips,
}: AmountFieldProps) {
  const { t } = useTranslation('payments');
  const { ref, ...rest } = registration;
  const typed = parseMajor(value);
  return (
    <div className={styles.amount}>
      <TextField
        variant="roomy"
        label={t('amount.label')}
        required
        large
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('amount.placeholder')}
        icon={symbol || undefined}
        error={error}
        hint={t('amount.limits', { min: formatMinor(min), max: formatMinor(max) })}
        testId={testId}
        controlRef={ref}
        {...rest}
      />
      {quickAmounts.length > 0 || extraChips ? (
        <div className={styles.quick} data-testid={quickTestPrefix ? `${quickTestPrefix}-chips` : undefined}>
          {quickAmounts.map((amount) => {
            const selected = typed === amount;
            return (
              <button
                key={amount}
                type="button"
                className={
                  selected ? `${chip.chip} ${chip.active} ${styles.chip}` : `${chip.chip} ${styles.chip}`
                }
                aria-pressed={selected}
                data-testid={quickTestPrefix ? `${quickTestPrefix}-${amount}` : undefined}
                onClick={() => onPick(amount)}
              >
                {symbol ? <span className={styles.symbol}>{symbol}</span> : null}
                {chipAmount(amount)}
              </button>
            );
          })}
          {extraChips}
        </div>
      ) : null}
    </div>
  );
}
