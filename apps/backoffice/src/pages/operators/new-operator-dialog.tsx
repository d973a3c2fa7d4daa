import { OPERATOR_ROLES, type OperatorRole } from '@portal/contracts/operators';
import type { OperatorAccount } from '@portal/contracts/operators.schema';
import { Button } from '@portal/ui/button.tsx';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { SelectField, TextField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { opsApi } from '../../api/ops.ts';
import { useSession } from '../../session/session-store.ts';
import { pageStyles } from '../../shell/page.tsx';

const EMPTY = { username: '', password: '', role: 'viewer' as OperatorRole, merchant: '' };

/** A new operator: a lower-case name, a strong password, a role, and a merchant or every merchant. */
export function NewOperatorDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (created: OperatorAccount) => void;
}) {
  const { t } = useTranslation('operators');
  const everyMerchant = useSession((s) => s.operator?.merchant === null);
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<typeof form>) => setForm({ ...form, ...patch });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const merchant = form.merchant.trim();
      const created = await opsApi.createOperator({
        username: form.username.trim().toLowerCase(),
        password: form.password,
        role: form.role,
        ...(merchant ? { merchant } : {}),
      });
      setForm(EMPTY);
      onCreated(created);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t('bo:error.unknown'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('new.title')}
      closeLabel={t('bo:close')}
      testId="bo-operator-dialog"
    >
      <form className={pageStyles.stack} onSubmit={submit}>
        <FormAlert>{error}</FormAlert>
        <TextField
          label={t('col.username')}
          value={form.username}
          onChange={(e) => set({ username: e.target.value })}
          hint={t('new.usernameHint')}
          autoComplete="off"
          required
          testId="bo-new-username"
        />
        <TextField
          label={t('new.password')}
          type="password"
          value={form.password}
          onChange={(e) => set({ password: e.target.value })}
          hint={t('new.passwordHint')}
          autoComplete="new-password"
          required
          testId="bo-new-password"
        />
        <SelectField
          label={t('col.role')}
          value={form.role}
          onChange={(e) => set({ role: e.target.value as OperatorRole })}
          hint={t(`new.roleHint.${form.role}`)}
          testId="bo-new-role"
        >
          {OPERATOR_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`bo:role.${role}`)}
            </option>
          ))}
        </SelectField>
        {everyMerchant && (
          <TextField
            label={t('col.merchant')}
            value={form.merchant}
            placeholder={t('every')}
            onChange={(e) => set({ merchant: e.target.value })}
            hint={t('new.merchantHint')}
            testId="bo-new-merchant"
          />
        )}
        <Button type="submit" disabled={busy} data-testid="bo-new-submit">
          {t('new.submit')}
        </Button>
      </form>
    </Modal>
  );
}
