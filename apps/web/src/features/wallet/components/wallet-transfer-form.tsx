import { formatMinor, parseMajor } from '@portal/contracts/wallet';
import type { VendorWallet, WalletTransferBody } from '@portal/contracts/wallet.schema';
import { AmountField } from '@portal/ui/amount-field.tsx';
import { Button } from '@portal/ui/button.tsx';
import fields from '@portal/ui/form-fields.module.css';
import { Icon } from '@portal/ui/icons.tsx';
import { Money } from '@portal/ui/money.tsx';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './wallet-transfer-form.module.css';

/** The main wallet's value in the from and to selectors. */
export const MAIN = 'main';

/** Quick amounts in minor units: 100, 500, 1,000 and 5,000. */
const QUICK = [10_000, 50_000, 100_000, 500_000] as const;

type Values = { from: string; to: string; amount: string };
export type TransferRequest = Omit<WalletTransferBody, 'requestId'>;

type WalletTransferFormProps = {
  main: number;
  vendors: VendorWallet[];
  symbol: string;
  busy: boolean;
  disabled: boolean;
  /** Resolves true when the transfer went through. */
  onTransfer: (request: TransferRequest) => Promise<boolean>;
};

/** Moves money between the main wallet and one game wallet, either way: an amount, or all of it. */
export function WalletTransferForm({
  main,
  vendors,
  symbol,
  busy,
  disabled,
  onTransfer,
}: WalletTransferFormProps) {
  const { t } = useTranslation('wallet');
  const id = useId();
  const firstVendor = vendors[0]?.vendor ?? '';
  const { register, handleSubmit, watch, setValue, getValues, setError, clearErrors, formState } =
    useForm<Values>({
      defaultValues: { from: MAIN, to: firstVendor, amount: '' },
    });
  const [all, setAll] = useState(false);

  const nameOf = (code: string) =>
    code === MAIN ? t('fund.main') : (vendors.find((wallet) => wallet.vendor === code)?.name ?? code);
  const balanceOf = (code: string) =>
    code === MAIN ? main : (vendors.find((wallet) => wallet.vendor === code)?.balance ?? 0);

  const from = watch('from');
  const to = watch('to');
  const amountText = watch('amount');
  const source = balanceOf(from);

  // "all" shows what will move: the whole source wallet, following the source as it changes
  useEffect(() => {
    if (all) setValue('amount', formatMinor(source));
  }, [all, source, setValue]);

  const leaveAll = () => {
    if (!all) return;
    setAll(false);
    setValue('amount', '');
  };

  // One side is always the main wallet: choosing a game wallet on one side puts the main wallet on the other.
  const pickFrom = (code: string) => {
    setValue('from', code);
    if (code !== MAIN) setValue('to', MAIN);
    else if (getValues('to') === MAIN) setValue('to', firstVendor);
    clearErrors('amount');
  };
  const pickTo = (code: string) => {
    setValue('to', code);
    if (code !== MAIN) setValue('from', MAIN);
    else if (getValues('from') === MAIN) setValue('from', firstVendor);
    clearErrors('amount');
  };
  const swap = () => {
    const [oldFrom, oldTo] = [getValues('from'), getValues('to')];
    setValue('from', oldTo);
    setValue('to', oldFrom);
    clearErrors('amount');
  };

  const validateAmount = (text: string) => {
    if (all) return true;
    if (!text.trim()) return t('form.amountRequired');
    const minor = parseMajor(text);
    if (minor === null || minor <= 0) return t('form.amountInvalid');
    const available = balanceOf(getValues('from'));
    if (minor > available) {
      return t('form.aboveBalance', {
        wallet: nameOf(getValues('from')),
        balance: `${symbol}${formatMinor(available)}`,
      });
    }
    return true;
  };

  const submit = handleSubmit(async (values) => {
    if (all && balanceOf(values.from) <= 0) {
      setError('amount', { message: t('form.nothingToMove', { wallet: nameOf(values.from) }) });
      return;
    }
    const direction = values.from === MAIN ? 'in' : 'out';
    const vendor = direction === 'in' ? values.to : values.from;
    const amount = all ? undefined : (parseMajor(values.amount) ?? undefined);
    const done = await onTransfer({ direction, vendor, ...(amount === undefined ? {} : { amount }) });
    if (done) {
      setAll(false);
      setValue('amount', '');
    }
  });

  const options = [
    { code: MAIN, label: `${t('fund.main')} · ${symbol}${formatMinor(main)}` },
    ...vendors.map((wallet) => ({
      code: wallet.vendor,
      label: `${wallet.name} · ${symbol}${formatMinor(wallet.balance)}`,
    })),
  ];
  const typed = parseMajor(amountText);

  return (
    <form className={styles.form} noValidate onSubmit={submit} data-testid="wallet-transfer-form">
      <div className={styles.route}>
        <div className={fields.field}>
          <label className={fields.label} htmlFor={`${id}-from`}>
            {t('form.from')}
          </label>
          <select
            id={`${id}-from`}
            className={fields.select}
            data-testid="wallet-transfer-from"
            value={from}
            onChange={(event) => pickFrom(event.target.value)}
          >
            {options.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
        <button
          type="button"
          className={styles.swap}
          aria-label={t('form.swap')}
          title={t('form.swap')}
          data-testid="wallet-transfer-swap"
          onClick={swap}
        >
          <Icon name="transfer" size={18} />
        </button>
        <div className={fields.field}>
          <label className={fields.label} htmlFor={`${id}-to`}>
            {t('form.to')}
          </label>
          <select
            id={`${id}-to`}
            className={fields.select}
            data-testid="wallet-transfer-to"
            value={to}
            onChange={(event) => pickTo(event.target.value)}
          >
            {options.map((option) => (
              <option key={option.code} value={option.code}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      </div>

      <AmountField
        registration={register('amount', { validate: validateAmount, onChange: () => clearErrors('amount') })}
        label={t('form.amount')}
        placeholder={t('form.amountPlaceholder')}
        symbol={symbol}
        testId="wallet-transfer-amount"
        readOnly={all}
        aside={
          <>
            {t('form.available', { wallet: nameOf(from) })} <Money amount={source} symbol={symbol} />
          </>
        }
        quick={QUICK}
        max={source}
        selected={typed}
        onQuick={(minor) => {
          setAll(false);
          setValue('amount', formatMinor(minor));
          clearErrors('amount');
        }}
        all={{
          label: t('form.all'),
          testId: 'wallet-transfer-all',
          pressed: all,
          onSelect: () => {
            clearErrors('amount');
            if (all) leaveAll();
            else setAll(true);
          },
        }}
        quickTestPrefix="wallet-quick"
        error={formState.errors.amount?.message}
        hint={all ? t('form.allNote', { wallet: nameOf(from) }) : undefined}
      />

      <Button
        type="submit"
        size="lg"
        block
        icon={<Icon name="transfer" size={18} />}
        disabled={disabled || !to || !from}
        data-testid="wallet-transfer-submit"
      >
        {busy ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
