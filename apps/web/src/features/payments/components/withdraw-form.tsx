import type {
  BankCards,
  PaymentPasswordState,
  WithdrawalOrder,
  WithdrawSettings,
} from '@portal/contracts/payments.schema';
import { formatMinor } from '@portal/contracts/wallet';
import type { WalletBalance } from '@portal/contracts/wallet.schema';
import { AmountField } from '@portal/ui/amount-field.tsx';
import { ApiError } from '@portal/ui/api/client.ts';
import { Button } from '@portal/ui/button.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { fieldProps, SelectField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime } from '@portal/ui/format.ts';
import { Icon } from '@portal/ui/icons.tsx';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { featureErrorNamespaces } from '../../../i18n/feature-errors.ts';
import { PIN_RULE, PinField } from '../../../shell/forms/pin-field.tsx';
import { useRequestId } from '../../../shell/money/use-request-id.ts';
import { useCreateWithdrawal } from '../api/create-withdrawal.ts';
import { checkAmount, displayAccountNumber, toInputText } from '../lib/amount.ts';
import { passwordRefusal } from '../lib/password-refusal.ts';
import styles from './forms.module.css';
import withdrawStyles from './withdraw.module.css';

type Values = { amount: string; bankCardId: string; paymentPassword: string };

/** Codes the server answers about the amount: shown under it. */
const AMOUNT_CODES = new Set([
  'wallet.insufficient.funds',
  'wallet.amount.below.min',
  'wallet.amount.above.max',
]);

type WithdrawFormProps = {
  settings: WithdrawSettings;
  cards: BankCards;
  balance: WalletBalance | undefined;
  password: PaymentPasswordState;
  symbol: string;
  onCreated: (order: WithdrawalOrder) => void;
  onChangePassword: () => void;
};

const isFuture = (instant: string | null): instant is string =>
  instant !== null && new Date(instant).getTime() > Date.now();

/** Amount within the limits and the balance, a bound card, the payment password; then the amount is held. */
export function WithdrawForm({
  settings,
  cards,
  balance,
  password,
  symbol,
  onCreated,
  onChangePassword,
}: WithdrawFormProps) {
  const { t } = useTranslation('payments');
  const errorText = useApiErrorText(featureErrorNamespaces('payments'));
  const create = useCreateWithdrawal();
  const requestId = useRequestId();
  const form = useForm<Values>({
    defaultValues: { amount: '', bankCardId: String(cards.cards[0]?.id ?? ''), paymentPassword: '' },
  });
  const { errors, isSubmitted, isSubmitting } = form.formState;
  const available = balance?.balance;
  const limitReached = settings.usedToday >= settings.dailyCount;
  const locked = isFuture(password.lockedUntil) ? password.lockedUntil : null;
  const limits = { min: settings.min, max: settings.max, available };

  const onSubmit = form.handleSubmit(async (values) => {
    const { amount } = checkAmount(values.amount, limits);
    if (amount === null) return;
    const request = {
      amount,
      bankCardId: Number(values.bankCardId),
      paymentPassword: values.paymentPassword,
    };
    const id = requestId.for(request);
    try {
      const order = await create.mutateAsync({ ...request, requestId: id });
      requestId.settle();
      form.reset({ amount: '', bankCardId: values.bankCardId, paymentPassword: '' });
      onCreated(order);
    } catch (error) {
      requestId.settle(error);
      const refusal = passwordRefusal(error);
      const code = error instanceof ApiError ? error.code : '';
      form.setValue('paymentPassword', '');
      if (refusal?.kind === 'incorrect') {
        form.setError('paymentPassword', {
          message:
            refusal.remaining !== null
              ? t('withdraw.form.remaining', { count: refusal.remaining })
              : errorText(error),
        });
      } else if (refusal?.kind === 'locked') {
        form.setError('root', {
          message: refusal.lockedUntil
            ? t('withdraw.form.lockedNow', { time: formatDateTime(refusal.lockedUntil) })
            : errorText(error),
        });
      } else if (code === 'withdrawal.turnover.open') {
        // A bonus's turnover is still open (decision 0030): say what is left to play.
        const left = (error as ApiError).value as { remaining?: number } | null;
        form.setError('root', {
          message: t('withdraw.form.turnoverOpen', {
            amount: `${symbol}${formatMinor(left?.remaining ?? 0)}`,
          }),
        });
      } else if (AMOUNT_CODES.has(code)) {
        form.setError('amount', { message: errorText(error) });
      } else {
        form.setError('root', { message: errorText(error) });
      }
    }
  });

  const maxAmount = available === undefined ? settings.max : Math.min(available, settings.max);
  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} data-testid="withdraw-form">
      <div className={withdrawStyles.today} data-testid="withdraw-today">
        <Icon name="calendarCheck" size={16} />
        {t('withdraw.form.today', { used: settings.usedToday, count: settings.dailyCount })}
        <span className={withdrawStyles.meter} aria-hidden="true">
          <span
            style={{
              width: `${Math.min(100, (settings.usedToday / Math.max(1, settings.dailyCount)) * 100)}%`,
            }}
          />
        </span>
      </div>
      {limitReached ? (
        <FormAlert tone="warning" testId="withdraw-daily-limit">
          {t('withdraw.form.dailyLimitReached')}
        </FormAlert>
      ) : null}
      <AmountField
        registration={form.register('amount', {
          validate: (text) => {
            const { problem } = checkAmount(text, limits);
            if (!problem) return true;
            return t(`amount.${problem}`, {
              min: formatMinor(settings.min),
              max: formatMinor(settings.max),
              balance: `${symbol}${formatMinor(available ?? 0)}`,
            });
          },
        })}
        label={t('amount.label')}
        placeholder={t('amount.placeholder')}
        required
        symbol={symbol}
        hint={t('amount.limits', { min: formatMinor(settings.min), max: formatMinor(settings.max) })}
        error={errors.amount?.message}
        testId="withdraw-amount"
        all={
          maxAmount >= settings.min
            ? {
                label: `${t('amount.all')} · ${symbol}${formatMinor(maxAmount)}`,
                testId: 'withdraw-max',
                onSelect: () =>
                  form.setValue('amount', toInputText(maxAmount), { shouldValidate: isSubmitted }),
              }
            : undefined
        }
      />
      <SelectField
        variant="roomy"
        label={t('withdraw.form.card')}
        required
        icon={<Icon name="creditCard" size={18} />}
        testId="withdraw-card"
        {...fieldProps(form.register('bankCardId'))}
      >
        {cards.cards.map((card) => (
          <option key={card.id} value={card.id}>
            {card.bankName} {displayAccountNumber(card.accountNumber)}
          </option>
        ))}
      </SelectField>
      {locked ? (
        <FormAlert tone="warning" testId="withdraw-locked">
          {t('withdraw.form.locked', { time: formatDateTime(locked) })}
        </FormAlert>
      ) : null}
      <PinField
        label={t('withdraw.form.password')}
        placeholder={t('withdraw.form.passwordPlaceholder')}
        error={errors.paymentPassword?.message}
        disabled={Boolean(locked)}
        testId="withdraw-password"
        hint={
          <button type="button" className={withdrawStyles.linkButton} onClick={onChangePassword}>
            {t('withdraw.form.forgot')}
          </button>
        }
        registration={form.register('paymentPassword', {
          validate: (value) => PIN_RULE.test(value) || t('withdraw.form.passwordRequired'),
        })}
      />
      {errors.root?.message ? <FormAlert testId="withdraw-error">{errors.root.message}</FormAlert> : null}
      <Button
        type="submit"
        size="lg"
        block
        disabled={isSubmitting || limitReached || Boolean(locked)}
        aria-busy={isSubmitting || undefined}
        icon={<Icon name="withdraw" size={18} />}
        data-testid="withdraw-submit"
      >
        {isSubmitting ? t('withdraw.form.submitting') : t('withdraw.form.submit')}
      </Button>
    </form>
  );
}
