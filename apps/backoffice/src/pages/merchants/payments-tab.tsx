import type { OpsChannelPatch, OpsPaymentChannel } from '@portal/contracts/operators-merchants.schema';
import { parseMajor } from '@portal/contracts/wallet';
import { TextField } from '@portal/ui/field.tsx';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../../api/ops.ts';
import { sectionStyles } from '../../shell/section-form.tsx';
import { Switch } from '../../shell/switch.tsx';
import { useDraft } from '../../shell/use-saves.ts';
import { amountText, quickAmountsOf, quickText } from './merchant-model.ts';
import styles from './merchants.module.css';
import { SectionForm } from './section-form.tsx';
import type { SectionProps } from './use-merchant.ts';

/** The deposit channels, each with its own save, and the withdrawal limits. */
export function PaymentsTab(props: SectionProps) {
  return (
    <div className={styles.stack}>
      <div className={styles.channels}>
        {props.settings.channels.map((channel) => (
          <ChannelForm key={channel.code} channel={channel} {...props} />
        ))}
      </div>
      <WithdrawalForm {...props} />
    </div>
  );
}

type Limits = { min: string; max: string };

/**
 * The least and the greatest amount, typed in major units with the merchant's currency symbol; an amount
 * that does not read says so. Test ids are `<testId>-min` and `<testId>-max`.
 */
function LimitFields({
  value,
  onChange,
  symbol,
  testId,
}: {
  value: Limits;
  onChange: (patch: Partial<Limits>) => void;
  symbol: string;
  testId: string;
}) {
  const { t } = useTranslation('merchants');
  return (['min', 'max'] as const).map((end) => (
    <TextField
      key={end}
      label={t(`payments.${end}`)}
      value={value[end]}
      inputMode="decimal"
      autoComplete="off"
      icon={symbol || undefined}
      onChange={(e) => onChange({ [end]: e.target.value })}
      error={parseMajor(value[end]) === null ? t('payments.notAmount') : undefined}
      testId={`${testId}-${end}`}
    />
  ));
}

type ChannelDraft = {
  enabled: boolean;
  min: string;
  max: string;
  quick: string;
  bankName: string;
  accountName: string;
  accountNumber: string;
};

function ChannelForm({ channel, ...props }: SectionProps & { channel: OpsPaymentChannel }) {
  const { settings, canEdit } = props;
  const { t, i18n } = useTranslation('merchants');
  const { draft, setDraft, dirty } = useDraft<ChannelDraft>({
    enabled: channel.enabled,
    min: amountText(channel.min),
    max: amountText(channel.max),
    quick: quickText(channel.quickAmounts),
    bankName: channel.payee?.bankName ?? '',
    accountName: channel.payee?.accountName ?? '',
    accountNumber: channel.payee?.accountNumber ?? '',
  });
  const set = (patch: Partial<ChannelDraft>) => setDraft({ ...draft, ...patch });
  const min = parseMajor(draft.min);
  const max = parseMajor(draft.max);
  const quickAmounts = quickAmountsOf(draft.quick);
  const bank = channel.kind === 'bank';
  const payee = {
    bankName: draft.bankName,
    accountName: draft.accountName,
    accountNumber: draft.accountNumber,
  };
  const payeeTyped = Object.values(payee).some((v) => v.trim() !== '');
  const section = `channel:${channel.code}`;
  const testId = `bo-merchant-channel-${channel.code}`;
  const name = i18n.language === 'th' ? channel.name.th : channel.name.en;

  const save = () => {
    if (min === null || max === null || quickAmounts === null) return;
    const body: OpsChannelPatch = {
      enabled: draft.enabled,
      min,
      max,
      quickAmounts,
      ...(bank && payeeTyped
        ? {
            payee: {
              bankName: payee.bankName.trim(),
              accountName: payee.accountName.trim(),
              accountNumber: payee.accountNumber.trim(),
            },
          }
        : {}),
    };
    void props.saves.save(section, () =>
      opsApi.merchantSettings.setChannel(settings.code, channel.code, body),
    );
  };

  return (
    <SectionForm
      section={section}
      title={name}
      lead={
        <span className={styles.channelMeta}>
          <code>{channel.code}</code>
          <span className={styles.badge}>{t(`payments.kind.${channel.kind}`)}</span>
          {bank && !channel.payee && <span className={styles.warnBadge}>{t('payments.noPayee')}</span>}
        </span>
      }
      {...props}
      dirty={dirty}
      ready={min !== null && max !== null && quickAmounts !== null}
      onSave={save}
      testId={testId}
    >
      <div className={sectionStyles.switchLine}>
        <span>{draft.enabled ? t('payments.enabled') : t('payments.disabled')}</span>
        <Switch
          checked={draft.enabled}
          label={t('payments.enabledOf', { name })}
          disabled={!canEdit}
          onChange={(enabled) => set({ enabled })}
          testId={`${testId}-enabled`}
        />
      </div>
      <div className={styles.grid}>
        <LimitFields value={draft} onChange={set} symbol={settings.currencySymbol} testId={testId} />
      </div>
      <TextField
        label={t('payments.quick')}
        value={draft.quick}
        inputMode="decimal"
        autoComplete="off"
        onChange={(e) => set({ quick: e.target.value })}
        error={quickAmounts === null ? t('payments.quickInvalid') : undefined}
        hint={t('payments.quickHint')}
        testId={`${testId}-quick`}
      />
      {bank && (
        <fieldset className={styles.payee}>
          <legend>{t('payments.payee')}</legend>
          <TextField
            label={t('payments.bankName')}
            value={draft.bankName}
            maxLength={80}
            onChange={(e) => set({ bankName: e.target.value })}
            testId={`${testId}-bank`}
          />
          <TextField
            label={t('payments.accountName')}
            value={draft.accountName}
            maxLength={80}
            onChange={(e) => set({ accountName: e.target.value })}
            testId={`${testId}-account-name`}
          />
          <TextField
            label={t('payments.accountNumber')}
            value={draft.accountNumber}
            maxLength={30}
            inputMode="numeric"
            onChange={(e) => set({ accountNumber: e.target.value })}
            hint={t('payments.accountNumberHint')}
            testId={`${testId}-account-number`}
          />
        </fieldset>
      )}
    </SectionForm>
  );
}

type WithdrawalDraft = { min: string; max: string; dailyCount: string };

function WithdrawalForm(props: SectionProps) {
  const { settings } = props;
  const { t } = useTranslation('merchants');
  const { withdrawal } = settings;
  const { draft, setDraft, dirty } = useDraft<WithdrawalDraft>({
    min: amountText(withdrawal.min),
    max: amountText(withdrawal.max),
    dailyCount: String(withdrawal.dailyCount),
  });
  const set = (patch: Partial<WithdrawalDraft>) => setDraft({ ...draft, ...patch });
  const min = parseMajor(draft.min);
  const max = parseMajor(draft.max);
  const dailyCount = /^\d{1,3}$/.test(draft.dailyCount.trim()) ? Number(draft.dailyCount) : null;
  const save = () => {
    if (min === null || max === null || dailyCount === null) return;
    props.saves.patch('withdrawal', { withdrawal: { min, max, dailyCount } });
  };
  return (
    <SectionForm
      section="withdrawal"
      {...props}
      dirty={dirty}
      ready={min !== null && max !== null && dailyCount !== null}
      onSave={save}
    >
      <div className={styles.grid}>
        <LimitFields
          value={draft}
          onChange={set}
          symbol={settings.currencySymbol}
          testId="bo-merchant-withdrawal"
        />
        <TextField
          label={t('withdrawal.dailyCount')}
          value={draft.dailyCount}
          inputMode="numeric"
          autoComplete="off"
          onChange={(e) => set({ dailyCount: e.target.value })}
          error={dailyCount === null ? t('withdrawal.countInvalid') : undefined}
          hint={t('withdrawal.dailyCountHint')}
          testId="bo-merchant-withdrawal-count"
        />
      </div>
    </SectionForm>
  );
}
