import { FormAlert } from '@portal/ui/form-alert.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/error-text.ts';
import { opsApi } from '../api/ops.ts';
import { ConfirmDialog } from '../shell/confirm-dialog.tsx';
import { pageStyles } from '../shell/page.tsx';
import fieldStyles from './decisions.module.css';

export type OrderKind = 'deposit' | 'withdrawal';
type Order = { id: number; orderNo: string };
export type Outcome = { orderNo: string; ok: boolean; message: string };

/**
 * The decisions on one kind of order: one at a time or in bulk, each with its own answer (a bulk
 * approve never stops at the first refusal), then the queue reloads.
 */
export function useDecisions(kind: OrderKind) {
  const client = useQueryClient();
  const { t } = useTranslation();
  const [outcomes, setOutcomes] = useState<Outcome[] | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(orders: Order[], verdict: 'approve' | 'reject', note?: string) {
    setBusy(true);
    const done: Outcome[] = [];
    for (const order of orders) {
      try {
        await opsApi.decide(kind, order.id, verdict, note);
        done.push({ orderNo: order.orderNo, ok: true, message: t(`decision.done.${verdict}`) });
      } catch (error) {
        done.push({
          orderNo: order.orderNo,
          ok: false,
          message: errorText(error, t),
        });
      }
    }
    setOutcomes(done);
    setBusy(false);
    await client.invalidateQueries({ queryKey: [`${kind}s`] });
    return done;
  }

  return { run, outcomes, clear: () => setOutcomes(null), busy };
}

/** What the last decisions did, order by order. */
export function Outcomes({ outcomes, onDismiss }: { outcomes: Outcome[] | null; onDismiss: () => void }) {
  const { t } = useTranslation();
  if (!outcomes?.length) return null;
  const refused = outcomes.filter((o) => !o.ok).length;
  return (
    <FormAlert
      tone={refused ? 'warning' : 'success'}
      testId="bo-outcomes"
      onDismiss={onDismiss}
      dismissLabel={t('close')}
    >
      <strong>{t('decision.summary', { done: outcomes.length - refused, refused })}</strong>
      <ul className={pageStyles.results}>
        {outcomes.map((o) => (
          <li key={o.orderNo} data-ok={o.ok}>
            {o.orderNo}: {o.message}
          </li>
        ))}
      </ul>
    </FormAlert>
  );
}

/** Rejecting needs a second look and may carry a note the player sees. */
export function RejectDialog({
  order,
  onClose,
  onReject,
}: {
  order: Order | null;
  onClose: () => void;
  onReject: (note: string) => void;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  return (
    <ConfirmDialog
      open={order !== null}
      onClose={onClose}
      title={t('decision.rejectTitle', { orderNo: order?.orderNo ?? '' })}
      confirm={t('decision.reject')}
      testId="bo-reject-dialog"
      onConfirm={() => {
        onReject(note.trim());
        setNote('');
      }}
      body={<NoteField label={t('decision.note')} value={note} onChange={setNote} />}
    />
  );
}

/** A note, a reason or a comment: a labelled text area with its length limit. */
export function NoteField({
  label,
  value,
  onChange,
  maxLength = 200,
  rows = 3,
  required = false,
  hint,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  rows?: number;
  required?: boolean;
  hint?: string;
  testId?: string;
}) {
  return (
    <label className={fieldStyles.note}>
      <span>
        {label}
        {required && (
          <span className={fieldStyles.required} aria-hidden="true">
            *
          </span>
        )}
      </span>
      <textarea
        value={value}
        maxLength={maxLength}
        rows={rows}
        required={required}
        onChange={(e) => onChange(e.target.value)}
        data-testid={testId}
      />
      {hint && <small className={fieldStyles.hint}>{hint}</small>}
    </label>
  );
}
