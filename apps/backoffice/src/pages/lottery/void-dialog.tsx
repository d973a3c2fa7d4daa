import type { OpsLotteryDraw } from '@portal/contracts/lottery.schema';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../../api/ops.ts';
import { ConfirmDialog } from '../../shell/confirm-dialog.tsx';
import styles from './lottery.module.css';
import { refusalText } from './refusal-text.ts';

/** A reason is 3 to 300 characters (the API's rule). */
const REASON = { min: 3, max: 300 };

/** Voiding a draw refunds every ticket of it once and cannot be taken back: a second look, with a reason. */
export function VoidDialog({
  draw,
  onClose,
  onVoided,
}: {
  draw: OpsLotteryDraw | null;
  onClose: () => void;
  onVoided: () => void;
}) {
  const { t } = useTranslation('lottery');
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
    if (!draw || text.length < REASON.min || sending) return;
    setSending(true);
    setRefusal(null);
    try {
      await opsApi.lottery.voidDraw(draw.id, text);
      setReason('');
      onVoided();
    } catch (error) {
      setRefusal(refusalText(error, t));
    } finally {
      setSending(false);
    }
  };
  return (
    <ConfirmDialog
      open={draw !== null}
      title={t('void.title', { issue: draw?.issue ?? '' })}
      body={
        <div className={styles.voidBody}>
          <p>{t('void.body', { count: draw?.tickets ?? 0 })}</p>
          <label className={styles.textarea} htmlFor={id}>
            <span>{t('void.reason')}</span>
            <textarea
              id={id}
              value={reason}
              rows={3}
              maxLength={REASON.max}
              required
              onChange={(e) => setReason(e.target.value)}
              data-testid="bo-void-reason"
            />
            <small>{t('void.reasonHint', { min: REASON.min, max: REASON.max })}</small>
          </label>
          <FormAlert testId="bo-void-refusal">{refusal}</FormAlert>
        </div>
      }
      confirm={sending ? t('void.sending') : t('void.confirm')}
      confirmDisabled={text.length < REASON.min || sending}
      onClose={close}
      onConfirm={() => void confirm()}
      testId="bo-void"
    />
  );
}
