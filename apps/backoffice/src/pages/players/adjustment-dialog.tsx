import {
  ADJUSTMENT_DIRECTIONS,
  ADJUSTMENT_REASON_MAX,
  type AdjustmentDirection,
} from '@portal/contracts/operators';
import type { OpsAdjustment, OpsPlayer } from '@portal/contracts/operators-players.schema';
import { parseMajor } from '@portal/contracts/wallet';
import { Button } from '@portal/ui/button.tsx';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { TextField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatMoney } from '@portal/ui/format.ts';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { errorText } from '../../api/error-text.ts';
import { opsApi } from '../../api/ops.ts';
import { pageStyles } from '../../shell/page.tsx';
import { NoteField } from '../decisions.tsx';
import styles from './players.module.css';

const EMPTY = { direction: 'credit' as AdjustmentDirection, amount: '', reason: '' };

/**
 * A manual adjustment of the player's main wallet: credit or debit, an amount and the reason. The form
 * says beforehand when the amount will wait for a second operator. Its request key is kept for retries
 * until the outcome is known (an answer, even a refusal), so a lost answer never adjusts twice.
 */
export function AdjustmentDialog({
  player,
  open,
  onClose,
  onDone,
}: {
  player: OpsPlayer;
  open: boolean;
  onClose: () => void;
  onDone: (adjustment: OpsAdjustment) => void;
}) {
  const { t } = useTranslation('players');
  const rules = useQuery({
    queryKey: ['adjustment-rules'],
    queryFn: opsApi.adjustments.rules,
    staleTime: 300_000,
  });
  const [form, setForm] = useState(EMPTY);
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<typeof form>) => setForm({ ...form, ...patch });
  const amount = parseMajor(form.amount);
  const limit = rules.data?.approvalLimit;
  const waits = amount !== null && limit !== undefined && amount > limit;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (amount === null || amount <= 0) return setError(t('adjust.amountInvalid'));
    if (!form.reason.trim()) return setError(t('adjust.reasonRequired'));
    setBusy(true);
    setError(null);
    try {
      const done = await opsApi.players.adjust(player.id, {
        direction: form.direction,
        amount,
        reason: form.reason.trim(),
        requestId,
      });
      setForm(EMPTY);
      setRequestId(crypto.randomUUID());
      onDone(done);
    } catch (failure) {
      // the server answered: nothing was made with this key, the next submit is a new request
      if (failure instanceof ApiError) setRequestId(crypto.randomUUID());
      setError(errorText(failure, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('adjust.title', { username: player.username })}
      closeLabel={t('bo:close')}
      testId="bo-adjust-dialog"
    >
      <form className={pageStyles.stack} onSubmit={submit}>
        <p className={styles.summaryLine}>
          {t('adjust.lead', { balance: formatMoney(player.balances.main) })}
          {limit !== undefined && ` ${t('adjust.limit', { limit: formatMoney(limit) })}`}
        </p>
        <FormAlert testId="bo-adjust-error">{error}</FormAlert>
        <fieldset className={styles.directions}>
          <legend>{t('adjust.direction')}</legend>
          {ADJUSTMENT_DIRECTIONS.map((direction) => (
            <label key={direction} className={styles.direction}>
              <input
                type="radio"
                name="direction"
                value={direction}
                checked={form.direction === direction}
                onChange={() => set({ direction })}
                data-testid={`bo-adjust-${direction}`}
              />
              {t(`adjust.${direction}`)}
            </label>
          ))}
        </fieldset>
        <TextField
          label={t('adjust.amount')}
          value={form.amount}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          onChange={(e) => set({ amount: e.target.value })}
          error={form.amount && amount === null ? t('adjust.amountInvalid') : undefined}
          hint={waits ? t('adjust.waits') : amount ? t('adjust.posts') : undefined}
          required
          testId="bo-adjust-amount"
        />
        <NoteField
          label={t('adjust.reason')}
          value={form.reason}
          onChange={(reason) => set({ reason })}
          maxLength={ADJUSTMENT_REASON_MAX}
          required
          hint={t('adjust.reasonHint')}
          testId="bo-adjust-reason"
        />
        <Button type="submit" disabled={busy} data-testid="bo-adjust-submit">
          {waits ? t('adjust.submitForApproval') : t(`adjust.submit.${form.direction}`)}
        </Button>
      </form>
    </Modal>
  );
}
