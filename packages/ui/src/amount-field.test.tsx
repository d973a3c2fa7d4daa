import { formatMinor, parseMajor } from '@portal/contracts/wallet';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { AmountField, chipAmount } from './amount-field.tsx';

/** A payments amount: required, the limits under it, the quick amounts carry the symbol, "all" fills the most. */
function DepositLike({ error, most }: { error?: string; most?: number }) {
  const form = useForm<{ amount: string }>({ defaultValues: { amount: '' } });
  return (
    <AmountField
      registration={form.register('amount')}
      label="Amount"
      placeholder="Enter an amount"
      required
      symbol="฿"
      hint="Between 100.00 and 500,000.00"
      quick={[10_000, 50_000, 123_456]}
      selected={parseMajor(form.watch('amount'))}
      onQuick={(minor) => form.setValue('amount', formatMinor(minor))}
      error={error}
      testId="deposit-amount"
      quickTestPrefix="deposit-quick"
      all={
        most === undefined
          ? undefined
          : {
              label: `All · ฿${formatMinor(most)}`,
              testId: 'withdraw-max',
              onSelect: () => form.setValue('amount', formatMinor(most)),
            }
      }
    />
  );
}

/** A wallet amount: the balance beside the label, chips above it disabled, "all" a toggle that locks the input. */
function TransferLike() {
  const form = useForm<{ amount: string }>({ defaultValues: { amount: '' } });
  const [all, setAll] = useState(false);
  return (
    <AmountField
      registration={form.register('amount')}
      label="Amount"
      symbol="฿"
      testId="wallet-transfer-amount"
      readOnly={all}
      aside={<span data-testid="aside">Available ฿500.00</span>}
      quick={[10_000, 50_000, 100_000]}
      max={50_000}
      selected={parseMajor(form.watch('amount'))}
      onQuick={(minor) => {
        setAll(false);
        form.setValue('amount', formatMinor(minor));
      }}
      all={{ label: 'All', testId: 'wallet-transfer-all', pressed: all, onSelect: () => setAll((on) => !on) }}
      quickTestPrefix="wallet-quick"
      hint={all ? 'Moves everything' : undefined}
    />
  );
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;

afterEach(cleanup);

describe('AmountField', () => {
  it('shows a whole quick amount without its cents', () => {
    expect(chipAmount(50_000)).toBe('500');
    expect(chipAmount(123_456)).toBe('1,234.56');
  });

  it('as a payments amount: a required, labelled decimal input with its limits, and quick amounts that fill it', () => {
    render(<DepositLike />);
    const amount = input('deposit-amount');
    expect(screen.getByLabelText(/Amount/)).toBe(amount);
    expect(amount.getAttribute('inputmode')).toBe('decimal');
    expect(amount.getAttribute('aria-required')).toBe('true');
    expect(amount.placeholder).toBe('Enter an amount');
    expect(screen.getByText('Between 100.00 and 500,000.00').id).toBe(
      amount.getAttribute('aria-describedby'),
    );

    const chips = screen.getByTestId('deposit-quick-chips');
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['฿100', '฿500', '฿1,234.56']);
    fireEvent.click(screen.getByTestId('deposit-quick-50000'));
    expect(amount.value).toBe('500.00');
    expect(screen.getByTestId('deposit-quick-50000').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('deposit-quick-10000').getAttribute('aria-pressed')).toBe('false');
    expect((screen.getByTestId('deposit-quick-123456') as HTMLButtonElement).disabled).toBe(false);
  });

  it('as a payments amount: the error replaces the limits and marks the input invalid', () => {
    render(<DepositLike error="The minimum amount is 100.00." />);
    const amount = input('deposit-amount');
    expect(screen.getByRole('alert').textContent).toBe('The minimum amount is 100.00.');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('Between 100.00 and 500,000.00')).toBeNull();
  });

  it('as a withdrawal amount: an "all" chip fills the most there is and is not a toggle', () => {
    render(<DepositLike most={500_000} />);
    const max = screen.getByTestId('withdraw-max');
    expect(max.textContent).toBe('All · ฿5,000.00');
    expect(max.hasAttribute('aria-pressed')).toBe(false);
    fireEvent.click(max);
    expect(input('deposit-amount').value).toBe('5,000.00');
  });

  it('as a wallet amount: the balance beside the label, no required mark, chips above the balance disabled', () => {
    render(<TransferLike />);
    const amount = input('wallet-transfer-amount');
    expect(screen.getByLabelText('Amount')).toBe(amount);
    expect(amount.hasAttribute('aria-required')).toBe(false);
    expect(screen.getByTestId('aside').textContent).toBe('Available ฿500.00');
    expect((screen.getByTestId('wallet-quick-50000') as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByTestId('wallet-quick-100000') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('wallet-quick-10000'));
    expect(amount.value).toBe('100.00');
    expect(screen.getByTestId('wallet-quick-10000').getAttribute('aria-pressed')).toBe('true');
  });

  it('as a wallet amount: "all" toggles, locks the input, shows its note and unpresses the quick amount', () => {
    render(<TransferLike />);
    const amount = input('wallet-transfer-amount');
    const all = screen.getByTestId('wallet-transfer-all');
    fireEvent.click(screen.getByTestId('wallet-quick-10000'));
    expect(all.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(all);
    expect(all.getAttribute('aria-pressed')).toBe('true');
    expect(amount.readOnly).toBe(true);
    expect(screen.getByText('Moves everything')).toBeTruthy();
    expect(screen.getByTestId('wallet-quick-10000').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(all);
    expect(all.getAttribute('aria-pressed')).toBe('false');
    expect(amount.readOnly).toBe(false);
    expect(screen.queryByText('Moves everything')).toBeNull();
  });
});
