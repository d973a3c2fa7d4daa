import type { DepositBody, DepositChannel, DepositOrder } from '@portal/contracts/payments.schema';
import { formatMinor, parseMajor } from '@portal/contracts/wallet';
import { AmountField } from '@portal/ui/amount-field.tsx';
import { Button } from '@portal/ui/button.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { fieldProps, TextField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { featureErrorNamespaces } from '../../../i18n/feature-errors.ts';
import { useRequestId } from '../../../shell/money/use-request-id.ts';
import { useCreateDeposit } from '../api/create-deposit.ts';
import { checkAmount, toInputText } from '../lib/amount.ts';
import { CopyRow } from './copy-row.tsx';
import styles from './deposit.module.css';

type Values = { amount: string; payerName: string; payerReference: string };

type DepositFormProps = {
  channel: DepositChannel;
  symbol: string;
  onCreated: (order: DepositOrder) => void;
};

/** Amount (and for a bank transfer: where to pay, who paid, the reference), checked before it is sent. */
export function DepositForm({ channel, symbol, onCreated }: DepositFormProps) {
  const { t } = useTranslation('payments');
  const errorText = useApiErrorText(featureErrorNamespaces('payments'));
  const create = useCreateDeposit();
  const requestId = useRequestId();
  const isBank = channel.kind === 'bank';
  const form = useForm<Values>({ defaultValues: { amount: '', payerName: '', payerReference: '' } });
  const { errors, isSubmitted, isSubmitting } = form.formState;
  const amountText = form.watch('amount');

  // another channel has other limits: an amount already judged is judged again
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the channel changes
  useEffect(() => {
    create.reset();
    if (isSubmitted) void form.trigger('amount');
  }, [channel.code]);

  const amountError = (text: string): true | string => {
    const { problem } = checkAmount(text, channel);
    if (!problem) return true;
    return t(`amount.${problem}`, { min: formatMinor(channel.min), max: formatMinor(channel.max) });
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const { amount } = checkAmount(values.amount, channel);
    if (amount === null) return;
    const request: Omit<DepositBody, 'requestId'> = { amount };
    if (isBank) {
      request.payerName = values.payerName.trim();
      const reference = values.payerReference.trim();
      if (reference) request.payerReference = reference;
    }
    const id = requestId.for({ channel: channel.code, ...request });
    try {
      const order = await create.mutateAsync({ channel: channel.code, body: { ...request, requestId: id } });
      requestId.settle();
      form.reset();
      onCreated(order);
    } catch (error) {
      requestId.settle(error);
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} data-testid="deposit-form">
      <fieldset className={styles.step}>
        <legend className={styles.stepTitle}>
          <span className={styles.stepNo}>2</span>
          {t('deposit.stepAmount')}
        </legend>
        <AmountField
          registration={form.register('amount', { validate: amountError })}
          label={t('amount.label')}
          placeholder={t('amount.placeholder')}
          required
          symbol={symbol}
          hint={t('amount.limits', { min: formatMinor(channel.min), max: formatMinor(channel.max) })}
          quick={channel.quickAmounts}
          selected={parseMajor(amountText)}
          onQuick={(amount) =>
            form.setValue('amount', toInputText(amount), { shouldValidate: isSubmitted, shouldDirty: true })
          }
          error={errors.amount?.message}
          testId="deposit-amount"
          quickTestPrefix="deposit-quick"
        />
      </fieldset>

      {isBank && channel.payee ? (
        <fieldset className={styles.step}>
          <legend className={styles.stepTitle}>
            <span className={styles.stepNo}>3</span>
            {t('deposit.stepTransfer')}
          </legend>
          <div className={styles.payee} data-testid="deposit-payee">
            <p className={styles.payeeTitle}>
              <Icon name="bank" size={18} />
              {t('deposit.payee.title')}
            </p>
            <CopyRow label={t('deposit.payee.bankName')} value={channel.payee.bankName} testId="payee-bank" />
            <CopyRow
              label={t('deposit.payee.accountName')}
              value={channel.payee.accountName}
              testId="payee-name"
            />
            <CopyRow
              label={t('deposit.payee.accountNumber')}
              value={channel.payee.accountNumber}
              mono
              testId="payee-number"
            />
          </div>
          <p className={styles.payeeHint}>{t('deposit.payee.hint')}</p>
          <div className={styles.pair}>
            <TextField
              variant="roomy"
              label={t('deposit.payerName.label')}
              required
              maxLength={64}
              autoComplete="name"
              placeholder={t('deposit.payerName.placeholder')}
              icon={<Icon name="user" size={18} />}
              error={errors.payerName?.message}
              testId="deposit-payer-name"
              {...fieldProps(
                form.register('payerName', {
                  validate: (value) => value.trim() !== '' || t('deposit.payerName.required'),
                }),
              )}
            />
            <TextField
              variant="roomy"
              label={t('deposit.reference.label')}
              maxLength={64}
              autoComplete="off"
              placeholder={t('deposit.reference.placeholder')}
              hint={t('deposit.reference.hint')}
              icon={<Icon name="receipt" size={18} />}
              testId="deposit-reference"
              {...fieldProps(form.register('payerReference'))}
            />
          </div>
        </fieldset>
      ) : null}

      {create.error ? <FormAlert testId="deposit-error">{errorText(create.error)}</FormAlert> : null}

      <Button
        type="submit"
        size="lg"
        block
        disabled={isSubmitting}
        aria-busy={isSubmitting || undefined}
        icon={<Icon name={isBank ? 'deposit' : 'external'} size={18} />}
        data-testid="deposit-submit"
      >
        {isSubmitting ? t('deposit.submitting') : t(isBank ? 'deposit.submit' : 'deposit.submitGateway')}
      </Button>
    </form>
  );
}
