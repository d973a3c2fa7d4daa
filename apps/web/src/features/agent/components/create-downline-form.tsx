import { type CreatedDownline, DOWNLINE_KINDS, type DownlineKind } from '@portal/contracts/agent';
import { REGISTER_MESSAGES } from '@portal/contracts/validation';
import { Button } from '@portal/ui/button.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { fieldProps, TextField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { featureErrorNamespaces } from '../../../i18n/feature-errors.ts';
import { useLoadedStatus } from '../../../shell/system/use-status.ts';
import { useCreateDownline } from '../api/create-downline.ts';
import { setDownlineRebate } from '../api/downline-rebate.ts';
import { downlineRules, ruleCheck, ruleHint } from '../lib/downline-rules.ts';
import { ChoiceChips } from './choice-chips.tsx';
import styles from './register-center.module.css';

type Values = { username: string; password: string; confirm: string; nickname: string; rebate: string };
const EMPTY: Values = { username: '', password: '', confirm: '', nickname: '', rebate: '' };

type CreateDownlineFormProps = {
  /** Opens downline management, where the new member now is. */
  onShowTeam: () => void;
};

/** Opens a player or agent account directly below the agent, under the site's registration rules. */
export function CreateDownlineForm({ onShowTeam }: CreateDownlineFormProps) {
  const { t } = useTranslation('agent');
  const errorText = useApiErrorText(featureErrorNamespaces('agent'));
  const status = useLoadedStatus();
  const rules = useMemo(() => downlineRules(status), [status]);
  const [kind, setKind] = useState<DownlineKind>('player');
  const [created, setCreated] = useState<(CreatedDownline & { kind: DownlineKind }) | null>(null);
  const [rebateFailed, setRebateFailed] = useState<string | null>(null);
  const create = useCreateDownline();
  const { register, handleSubmit, formState, getValues, reset } = useForm<Values>({ defaultValues: EMPTY });
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    const nickname = values.nickname.trim();
    try {
      const result = await create.mutateAsync({
        kind,
        username: values.username.trim(),
        password: values.password,
        ...(nickname ? { nickname } : {}),
      });
      // The rebate terms: a share of the agent's own rates (empty: the same as its own).
      const share = values.rebate.trim();
      setRebateFailed(null);
      if (share !== '')
        await setDownlineRebate(result.username, Number(share)).catch((error: unknown) =>
          setRebateFailed(errorText(error)),
        );
      setCreated({ ...result, kind });
      reset(EMPTY);
    } catch {
      // the alert above the button says why
    }
  });

  if (created) {
    return (
      <div className={styles.created} role="status" data-testid="downline-created">
        <span className={styles.createdMark} aria-hidden="true">
          <Icon name="check" size={30} strokeWidth={2.6} />
        </span>
        <p className={styles.createdTitle}>{t(`create.created.${created.kind}`)}</p>
        <p className={styles.createdName} data-testid="downline-created-username">
          {created.username}
        </p>
        <p className={styles.createdHint}>{t('create.created.hint')}</p>
        <FormAlert tone="warning" testId="downline-rebate-failed">
          {rebateFailed ? t('create.rebateFailed', { reason: rebateFailed }) : null}
        </FormAlert>
        <div className={styles.actions}>
          <Button
            variant="outline"
            icon={<Icon name="userPlus" size={16} />}
            data-testid="downline-create-another"
            onClick={() => {
              setCreated(null);
              create.reset();
            }}
          >
            {t('create.another')}
          </Button>
          <Button
            variant="secondary"
            icon={<Icon name="sitemap" size={16} />}
            data-testid="downline-created-team"
            onClick={onShowTeam}
          >
            {t('create.showTeam')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit} data-testid="downline-form">
      <ChoiceChips
        label={t('create.kind')}
        options={DOWNLINE_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
        value={kind}
        onChange={setKind}
        testId="downline-kind"
      />
      <p className={styles.kindHint}>{t(`create.kindHint.${kind}`)}</p>
      <TextField
        label={t('create.username')}
        required
        icon={<Icon name="user" size={18} />}
        autoComplete="off"
        maxLength={rules.username.max}
        hint={ruleHint(t, rules.username)}
        error={errors.username?.message}
        testId="downline-username"
        {...fieldProps(register('username', { validate: ruleCheck(t, rules.username) }))}
      />
      <TextField
        label={t('create.password')}
        required
        type="password"
        icon={<Icon name="key" size={18} />}
        autoComplete="new-password"
        maxLength={rules.password.max}
        hint={ruleHint(t, rules.password)}
        error={errors.password?.message}
        reveal={{ show: t('create.showPassword'), hide: t('create.hidePassword') }}
        testId="downline-password"
        {...fieldProps(register('password', { validate: ruleCheck(t, rules.password) }))}
      />
      <TextField
        label={t('create.confirm')}
        required
        type="password"
        icon={<Icon name="key" size={18} />}
        autoComplete="new-password"
        error={errors.confirm?.message}
        testId="downline-confirm"
        {...fieldProps(
          register('confirm', {
            validate: (value) =>
              value === getValues('password') ||
              t('messages.confirmationMismatch', {
                ns: 'register',
                defaultValue: REGISTER_MESSAGES.confirmationMismatch,
              }),
          }),
        )}
      />
      <TextField
        label={t('create.nickname')}
        icon={<Icon name="pencil" size={18} />}
        autoComplete="off"
        maxLength={40}
        hint={t('create.nicknameHint')}
        testId="downline-nickname"
        {...fieldProps(register('nickname'))}
      />
      <TextField
        label={t('create.rebate')}
        icon={<Icon name="percent" size={18} />}
        inputMode="numeric"
        autoComplete="off"
        maxLength={3}
        hint={t('create.rebateHint')}
        error={errors.rebate?.message}
        testId="downline-rebate"
        {...fieldProps(
          register('rebate', {
            validate: (value) =>
              value.trim() === '' || /^(100|[1-9]?[0-9])$/.test(value.trim()) || t('create.rebateInvalid'),
          }),
        )}
      />
      {create.isError ? <FormAlert testId="downline-error">{errorText(create.error)}</FormAlert> : null}
      <Button
        type="submit"
        block
        disabled={create.isPending}
        icon={<Icon name="userPlus" size={18} />}
        data-testid="downline-submit"
      >
        {create.isPending ? t('create.creating') : t(`create.submit.${kind}`)}
      </Button>
    </form>
  );
}
