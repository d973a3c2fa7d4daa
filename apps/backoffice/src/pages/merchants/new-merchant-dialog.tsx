import type { OpsMerchant } from '@portal/contracts/operators.schema';
import type { OpsMerchantSettings } from '@portal/contracts/operators-merchants.schema';
import { Button } from '@portal/ui/button.tsx';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { SelectField, TextField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text.ts';
import { opsApi } from '../../api/ops.ts';
import { pageStyles } from '../../shell/page.tsx';
import { type BrandLook, BrandLookFields } from './brand-look.tsx';
import { hostOf } from './merchant-model.ts';
import styles from './merchants.module.css';

const FORM = 'bo-new-merchant-form';

type NewMerchant = BrandLook & { code: string; name: string; domain: string; template: string };

const START: Omit<NewMerchant, 'template'> = {
  code: '',
  name: '',
  domain: '',
  primaryColor: '#0ea5e9',
  accentColor: '#f59e0b',
  defaultTheme: 'dark',
};

/**
 * A new merchant from an existing one: it takes the template's set-up, games, help and sandbox gateway
 * under its own code, name, domain and colours, and its site answers on that domain at once.
 */
export function NewMerchantDialog({
  templates,
  onClose,
  onCreated,
}: {
  templates: OpsMerchant[];
  onClose: () => void;
  onCreated: (created: OpsMerchantSettings) => void;
}) {
  const { t } = useTranslation('merchants');
  const [form, setForm] = useState<NewMerchant>({ ...START, template: templates[0]?.code ?? '' });
  const set = (patch: Partial<NewMerchant>) => setForm({ ...form, ...patch });
  const create = useMutation({
    mutationFn: () =>
      opsApi.merchantSettings.create({
        ...form,
        code: form.code.trim().toLowerCase(),
        name: form.name.trim(),
        domain: hostOf(form.domain),
      }),
    onSuccess: onCreated,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!create.isPending) create.mutate();
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={t('create.title')}
      icon="store"
      closeLabel={t('bo:close')}
      size="md"
      testId="bo-new-merchant"
      footer={
        <div className={pageStyles.rowActions}>
          <Button variant="ghost" onClick={onClose}>
            {t('bo:cancel')}
          </Button>
          <Button type="submit" form={FORM} disabled={create.isPending} data-testid="bo-new-merchant-submit">
            {create.isPending ? t('create.creating') : t('create.submit')}
          </Button>
        </div>
      }
    >
      <form id={FORM} className={pageStyles.stack} onSubmit={submit} noValidate>
        <p className={styles.note}>{t('create.lead')}</p>
        <div className={styles.grid}>
          <TextField
            label={t('create.code')}
            value={form.code}
            maxLength={40}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => set({ code: e.target.value })}
            hint={t('create.codeHint')}
            required
            testId="bo-new-merchant-code"
          />
          <TextField
            label={t('brand.name')}
            value={form.name}
            maxLength={60}
            autoComplete="off"
            onChange={(e) => set({ name: e.target.value })}
            required
            testId="bo-new-merchant-name"
          />
        </div>
        <TextField
          label={t('create.domain')}
          value={form.domain}
          placeholder={`${form.code.trim().toLowerCase() || 'new'}.example.com`}
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => set({ domain: e.target.value })}
          hint={t('create.domainHint')}
          required
          testId="bo-new-merchant-domain"
        />
        <SelectField
          label={t('create.template')}
          value={form.template}
          onChange={(e) => set({ template: e.target.value })}
          hint={t('create.templateHint')}
          testId="bo-new-merchant-template"
        >
          {templates.map((m) => (
            <option key={m.code} value={m.code}>
              {m.name} ({m.code})
            </option>
          ))}
        </SelectField>
        <div className={styles.lookGrid}>
          <BrandLookFields value={form} onChange={set} testId="bo-new-merchant" />
        </div>
        <FormAlert testId="bo-new-merchant-error">
          {create.error ? errorText(create.error, t) : null}
        </FormAlert>
      </form>
    </Modal>
  );
}
