import { FormAlert } from '@portal/ui/form-alert.tsx';
import { type ReactNode, useId, useState } from 'react';
import { ConfirmDialog } from './confirm-dialog.tsx';
import styles from './reason-dialog.module.css';

/** A reason is 3 to 300 characters (the operator API's rule): it goes into the audit row. */
export const REASON = { min: 3, max: 300 } as const;

/**
 * A second look at an action that cannot be taken back (voiding a draw, ending a contract), with the reason
 * the audit keeps: `send` gets the trimmed reason; a refusal stays in the dialog, worded by `refusalOf`.
 */
export function ReasonDialog({
  open,
  title,
  intro,
  texts,
  send,
  refusalOf,
  onClose,
  testId,
}: {
  open: boolean;
  title: string;
  intro: ReactNode;
  texts: { reason: string; hint: string; confirm: string; sending: string };
  send: (reason: string) => Promise<void>;
  refusalOf: (error: unknown) => string;
  onClose: () => void;
  testId: string;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const text = reason.trim();
  const close = () => {
    setReason('');
    setRefusal(null);
    onClose();
  };
  const confirm = async () => {
    if (!open || text.length < REASON.min || sending) return;
    setSending(true);
    setRefusal(null);
    try {
      await send(text);
      setReason('');
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setSending(false);
    }
  };
  return (
    <ConfirmDialog
      open={open}
      title={title}
      body={
        <div className={styles.body}>
          <p>{intro}</p>
          <label className={styles.reason} htmlFor={id}>
            <span>{texts.reason}</span>
            <textarea
              id={id}
              value={reason}
              rows={3}
              maxLength={REASON.max}
              required
              onChange={(e) => setReason(e.target.value)}
              data-testid={`${testId}-reason`}
            />
            <small>{texts.hint}</small>
          </label>
          <FormAlert testId={`${testId}-refusal`}>{refusal}</FormAlert>
        </div>
      }
      confirm={sending ? texts.sending : texts.confirm}
      confirmDisabled={text.length < REASON.min || sending}
      onClose={close}
      onConfirm={() => void confirm()}
      testId={testId}
    />
  );
}
