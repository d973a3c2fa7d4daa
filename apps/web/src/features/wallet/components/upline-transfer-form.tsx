import { PAYMENT_PASSWORD_PATTERN, PROOF_UPLOAD } from '@portal/contracts/payments';
import { formatMinor, parseMajor } from '@portal/contracts/wallet';
import type { MemberTransferBody, TransferTarget } from '@portal/contracts/wallet.schema';
import { AmountField } from '@portal/ui/amount-field.tsx';
import { Button } from '@portal/ui/button.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import field from '@portal/ui/field.module.css';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import fields from '@portal/ui/form-fields.module.css';
import { Icon } from '@portal/ui/icons.tsx';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import styles from './upline-transfer-form.module.css';

const QUICK = [10_000, 50_000, 100_000] as const;
const PIN = new RegExp(PAYMENT_PASSWORD_PATTERN);

type Values = { toUsername: string; amount: string; remark: string; paymentPassword: string };
export type MemberTransferRequest = Omit<MemberTransferBody, 'requestId'>;

type UplineTransferFormProps = {
  targets: TransferTarget[];
  symbol: string;
  /** The main wallet, when known: the most that can be sent. */
  balance: number | undefined;
  busy: boolean;
  /** No payment password yet: the form waits for one. */
  locked: boolean;
  error: unknown;
  /** Resolves false when the transfer was refused; the password is then asked again. */
  onSubmit: (request: MemberTransferRequest) => Promise<boolean>;
};

/** Who to pay, how much, a note, and the payment password that allows it. */
export function UplineTransferForm({
  targets,
  symbol,
  balance,
  busy,
  locked,
  error,
  onSubmit,
}: UplineTransferFormProps) {
  const { t } = useTranslation('wallet');
  const errorText = useApiErrorText();
  const id = useId();
  const { register, handleSubmit, watch, setValue, clearErrors, resetField, formState } = useForm<Values>({
    defaultValues: { toUsername: targets[0]?.username ?? '', amount: '', remark: '', paymentPassword: '' },
  });
  const errors = formState.errors;
  const remark = watch('remark');
  const typed = parseMajor(watch('amount'));

  const validateAmount = (text: string) => {
    if (!text.trim()) return t('form.amountRequired');
    const minor = parseMajor(text);
    if (minor === null || minor <= 0) return t('form.amountInvalid');
    if (balance !== undefined && minor > balance) {
      return t('upline.aboveBalance', { balance: `${symbol}${formatMinor(balance)}` });
    }
    return true;
  };

  const submit = handleSubmit(async (values) => {
    const note = values.remark.trim();
    const done = await onSubmit({
      toUsername: values.toUsername,
      amount: parseMajor(values.amount) ?? 0,
      paymentPassword: values.paymentPassword,
      ...(note ? { remark: note } : {}),
    });
    if (!done) resetField('paymentPassword');
  });

  return (
    <form className={styles.form} noValidate onSubmit={submit} data-testid="upline-form">
      <div className={fields.field}>
        <label className={fields.label} htmlFor={`${id}-to`}>
          {t('upline.recipient')}
        </label>
        <select
          id={`${id}-to`}
          className={fields.select}
          data-testid="upline-target"
          {...register('toUsername', { required: true })}
        >
          {targets.map((target) => (
            <option key={target.username} value={target.username}>
              {`${target.username} · ${t(`upline.relation.${target.relation}`)}`}
            </option>
          ))}
        </select>
      </div>

      <AmountField
        registration={register('amount', { validate: validateAmount })}
        label={t('form.amount')}
        placeholder={t('form.amountPlaceholder')}
        symbol={symbol}
        testId="upline-amount"
        aside={
          balance === undefined ? undefined : (
            <>
              {t('upline.available')}{' '}
              <strong>
                {symbol}
                {formatMinor(balance)}
              </strong>
            </>
          )
        }
        quick={QUICK}
        max={balance}
        selected={typed}
        onQuick={(minor) => {
          setValue('amount', formatMinor(minor));
          clearErrors('amount');
        }}
        all={
          balance === undefined
            ? undefined
            : {
                label: t('form.all'),
                testId: 'upline-amount-all',
                onSelect: () => {
                  setValue('amount', formatMinor(balance));
                  clearErrors('amount');
                },
              }
        }
        quickTestPrefix="upline-quick"
        error={errors.amount?.message}
      />

      <div className={fields.field}>
        <div className={field.labelRow}>
          <label className={fields.label} htmlFor={`${id}-remark`}>
            {t('upline.remark')}
          </label>
          <span className={fields.counter}>
            {remark.length}/{PROOF_UPLOAD.commentMaxLength}
          </span>
        </div>
        <textarea
          id={`${id}-remark`}
          className={fields.textarea}
          maxLength={PROOF_UPLOAD.commentMaxLength}
          placeholder={t('upline.remarkPlaceholder')}
          data-testid="upline-remark"
          {...register('remark', { maxLength: PROOF_UPLOAD.commentMaxLength })}
        />
      </div>

      <div className={fields.field}>
        <label className={fields.label} htmlFor={`${id}-password`}>
          {t('upline.password')}
        </label>
        <input
          id={`${id}-password`}
          type="password"
          className={`${fields.input} ${fields.pin}`}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          placeholder={t('upline.passwordPlaceholder')}
          aria-invalid={errors.paymentPassword ? true : undefined}
          data-testid="upline-password"
          {...register('paymentPassword', {
            disabled: locked,
            validate: (value) => PIN.test(value) || t('upline.passwordFormat'),
          })}
        />
        {errors.paymentPassword ? (
          <p className={fields.fieldError} role="alert">
            {errors.paymentPassword.message}
          </p>
        ) : null}
      </div>

      {error ? <FormAlert testId="upline-error">{errorText(error)}</FormAlert> : null}

      <Button
        type="submit"
        size="lg"
        block
        icon={<Icon name="upline" size={18} />}
        disabled={busy || locked}
        data-testid="upline-submit"
      >
        {busy ? t('upline.sending') : t('upline.submit')}
      </Button>
      <p className={styles.fineprint}>
        <Icon name="lock" size={14} />
        {t('upline.fineprint')}
      </p>
    </form>
  );
}
