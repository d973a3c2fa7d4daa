import { BANK_ACCOUNT_NUMBER_PATTERN } from '@portal/contracts/payments';
import type { Bank, BankCardBody } from '@portal/contracts/payments.schema';
import { ApiError } from '@portal/ui/api/client.ts';
import { Button } from '@portal/ui/button.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { fieldProps, SelectField, TextField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { featureErrorNamespaces } from '../../../i18n/feature-errors.ts';
import { digitsOnly } from '../../../shell/forms/digits.ts';
import { useBindBankCard } from '../api/bind-bank-card.ts';
import styles from './forms.module.css';

const ACCOUNT_NUMBER = new RegExp(BANK_ACCOUNT_NUMBER_PATTERN);

type Values = BankCardBody;

type BankCardFormProps = {
  banks: readonly Bank[];
  /** Every card carries it; null until the first card sets it. */
  realName: string | null;
  onDone: () => void;
  onCancel?: () => void;
};

/** Binds a bank account: the bank, the number, and the holder's name (the member's real name). */
export function BankCardForm({ banks, realName, onDone, onCancel }: BankCardFormProps) {
  const { t } = useTranslation('payments');
  const errorText = useApiErrorText(featureErrorNamespaces('payments'));
  const bind = useBindBankCard();
  const form = useForm<Values>({
    defaultValues: { bankCode: '', accountNumber: '', accountName: realName ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const number = form.register('accountNumber', {
    validate: (value) => ACCOUNT_NUMBER.test(value) || t('card.numberInvalid'),
  });

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await bind.mutateAsync({
        bankCode: values.bankCode,
        accountNumber: values.accountNumber,
        accountName: realName ?? values.accountName.trim(),
      });
      form.reset();
      onDone();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      const field =
        code === 'bank.card.name.mismatch'
          ? 'accountName'
          : code === 'bank.card.exists'
            ? 'accountNumber'
            : code === 'bank.unknown'
              ? 'bankCode'
              : 'root';
      form.setError(field, { message: errorText(error) });
    }
  });

  return (
    <form className={styles.form} noValidate onSubmit={onSubmit} data-testid="card-form">
      <SelectField
        variant="roomy"
        label={t('card.bank')}
        required
        icon={<Icon name="bank" size={18} />}
        error={errors.bankCode?.message}
        testId="card-bank"
        {...fieldProps(
          form.register('bankCode', { validate: (value) => value !== '' || t('card.bankRequired') }),
        )}
      >
        <option value="" disabled>
          {t('card.bankPlaceholder')}
        </option>
        {banks.map((bank) => (
          <option key={bank.code} value={bank.code}>
            {bank.name}
          </option>
        ))}
      </SelectField>
      <div className={styles.pair}>
        <TextField
          variant="roomy"
          label={t('card.number')}
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          placeholder={t('card.numberPlaceholder')}
          icon={<Icon name="creditCard" size={18} />}
          error={errors.accountNumber?.message}
          testId="card-number"
          {...fieldProps(number)}
          onChange={(event) => {
            const clean = digitsOnly(event.target.value, 20);
            if (clean !== event.target.value) event.target.value = clean;
            return number.onChange(event);
          }}
        />
        <TextField
          variant="roomy"
          label={t('card.name')}
          required
          readOnly={realName !== null}
          maxLength={64}
          autoComplete="name"
          placeholder={t('card.namePlaceholder')}
          icon={<Icon name={realName !== null ? 'lock' : 'user'} size={18} />}
          error={errors.accountName?.message}
          hint={realName !== null ? t('card.nameLocked', { name: realName }) : t('card.nameFirst')}
          testId="card-name"
          {...fieldProps(
            form.register('accountName', {
              validate: (value) => value.trim() !== '' || t('card.nameRequired'),
            }),
          )}
        />
      </div>
      {errors.root?.message ? <FormAlert testId="card-error">{errors.root.message}</FormAlert> : null}
      <div className={styles.actions}>
        {onCancel ? (
          <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            {t('actions.cancel')}
          </Button>
        ) : null}
        <Button
          type="submit"
          size={onCancel ? 'md' : 'lg'}
          block={!onCancel}
          disabled={isSubmitting}
          aria-busy={isSubmitting || undefined}
          icon={<Icon name="check" size={18} />}
          data-testid="card-submit"
        >
          {isSubmitting ? t('card.submitting') : t('card.submit')}
        </Button>
      </div>
    </form>
  );
}
