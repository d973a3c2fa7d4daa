import type { AgentContract } from '@portal/contracts/agent-contracts.schema';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api/error-text.ts';
import { opsApi } from '../../api/ops.ts';
import { ConfirmDialog } from '../../shell/confirm-dialog.tsx';
import styles from './agents.module.css';

/** A reason is 3 to 300 characters: it goes into the audit row. */
const REASON = { min: 3, max: 300 };

/** Ending a contract now cannot be taken back: a second look, with the reason the audit keeps. */
export function TerminateDialog({
  merchant,
  contract,
  onClose,
  onEnded,
}: {
  merchant: string;
  contract: AgentContract | null;
  onClose: () => void;
  onEnded: (contract: AgentContract) => void;
}) {
  const { t } = useTranslation('agents');
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
    if (!contract || text.length < REASON.min || sending) return;
    setSending(true);
    setRefusal(null);
    try {
      const ended = await opsApi.contracts.terminate(merchant, contract.id, text);
      setReason('');
      onEnded(ended);
    } catch (error) {
      setRefusal(errorText(error, t));
    } finally {
      setSending(false);
    }
  };
  return (
    <ConfirmDialog
      open={contract !== null}
      title={t('terminate.title', { id: contract?.id ?? '' })}
      body={
        <div className={styles.dialogBody}>
          <p>
            {t('terminate.body', {
              upline: contract?.upline ?? t('house'),
              downline: contract?.downline ?? '',
              kind: contract ? t(`kinds.${contract.kind}`) : '',
            })}
          </p>
          <label className={styles.textarea} htmlFor={id}>
            <span>{t('terminate.reason')}</span>
            <textarea
              id={id}
              value={reason}
              rows={3}
              maxLength={REASON.max}
              required
              onChange={(e) => setReason(e.target.value)}
              data-testid="bo-terminate-reason"
            />
            <small>{t('terminate.reasonHint', { min: REASON.min, max: REASON.max })}</small>
          </label>
          <FormAlert testId="bo-terminate-refusal">{refusal}</FormAlert>
        </div>
      }
      confirm={sending ? t('terminate.sending') : t('terminate.confirm')}
      confirmDisabled={text.length < REASON.min || sending}
      onClose={close}
      onConfirm={() => void confirm()}
      testId="bo-terminate"
    />
  );
}
