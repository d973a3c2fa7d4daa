import { PROOF_UPLOAD } from '@portal/contracts/payments';
import type { WithdrawalOrder } from '@portal/contracts/payments.schema';
import { Button } from '@portal/ui/button.tsx';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import fieldStyles from '@portal/ui/field.module.css';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { type ChangeEvent, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { featureErrorNamespaces } from '../../../i18n/feature-errors.ts';
import { useConfirmWithdrawal } from '../api/confirm-withdrawal.ts';
import { addProofs, type ProofProblem } from '../lib/proof-files.ts';
import dialogStyles from './dialog.module.css';
import styles from './proof-dialog.module.css';

const MAX_MB = PROOF_UPLOAD.maxBytes / 1024 / 1024;
const ACCEPT = PROOF_UPLOAD.types.join(',');

type ProofDialogProps = { order: WithdrawalOrder; onClose: () => void; onDone: () => void };

/** Pictures of a file picked for upload, released when they leave the screen. */
function usePreviews(files: readonly File[]): string[] {
  const urls = useMemo(
    () => files.map((file) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : '')),
    [files],
  );
  useEffect(
    () => () => {
      for (const url of urls) if (url) URL.revokeObjectURL(url);
    },
    [urls],
  );
  return urls;
}

/**
 * "Not received": up to 3 PNG or JPG images of 5 MB at most and a comment of 140 characters at most,
 * checked here before anything is sent (spec section 9), then sent as one multipart form.
 */
export function ProofDialog({ order, onClose, onDone }: ProofDialogProps) {
  const { t } = useTranslation('payments');
  const errorText = useApiErrorText(featureErrorNamespaces('payments'));
  const confirm = useConfirmWithdrawal();
  const commentId = useId();
  const [files, setFiles] = useState<File[]>([]);
  const [problems, setProblems] = useState<{ file: string; problem: ProofProblem }[]>([]);
  const [comment, setComment] = useState('');
  const [tried, setTried] = useState(false);
  const previews = usePreviews(files);
  const commentLength = [...comment].length;
  const commentTooLong = commentLength > PROOF_UPLOAD.commentMaxLength;
  const missing = files.length === 0;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // the same file can be picked again after it was removed
    event.target.value = '';
    const next = addProofs(files, picked);
    setFiles(next.files);
    setProblems(next.problems);
  };

  const problemText = ({ file, problem }: { file: string; problem: ProofProblem }) =>
    problem === 'type'
      ? t('proof.type', { name: file })
      : problem === 'size'
        ? t('proof.size', { name: file, size: MAX_MB })
        : t('proof.tooMany', { name: file, max: PROOF_UPLOAD.maxImages });

  const onSubmit = () => {
    setTried(true);
    if (missing || commentTooLong) return;
    confirm.mutate(
      { id: order.id, received: false, comment: comment.trim(), proofs: files },
      { onSuccess: onDone },
    );
  };

  return (
    <Modal
      open
      onClose={onClose}
      size="sm"
      icon="image"
      title={t('proof.title')}
      closeLabel={t('actions.close')}
      testId="proof-dialog"
      footer={
        <div className={styles.footer}>
          <Button variant="ghost" onClick={onClose} disabled={confirm.isPending}>
            {t('actions.cancel')}
          </Button>
          <Button
            onClick={onSubmit}
            disabled={confirm.isPending}
            aria-busy={confirm.isPending || undefined}
            icon={<Icon name="upload" size={16} />}
            data-testid="proof-submit"
          >
            {confirm.isPending ? t('proof.submitting') : t('proof.submit')}
          </Button>
        </div>
      }
    >
      <div className={dialogStyles.body}>
        <p className={dialogStyles.lead}>{t('proof.lead', { orderNo: order.orderNo })}</p>
        <div className={styles.head}>
          <span className={fieldStyles.label}>
            {t('proof.images')}
            <span className={fieldStyles.required} aria-hidden="true">
              *
            </span>
          </span>
          <span className={styles.count} data-testid="proof-count">
            {t('proof.count', { count: files.length, max: PROOF_UPLOAD.maxImages })}
          </span>
        </div>
        <ul className={styles.grid}>
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}-${file.lastModified}`}
              className={styles.thumb}
              data-testid="proof-preview"
            >
              {previews[index] ? (
                <img src={previews[index]} alt={file.name} />
              ) : (
                <Icon name="image" size={28} />
              )}
              <button
                type="button"
                className={styles.remove}
                aria-label={t('proof.remove', { name: file.name })}
                onClick={() => {
                  setFiles(files.filter((_, at) => at !== index));
                  setProblems([]);
                }}
              >
                <Icon name="close" size={14} strokeWidth={2.4} />
              </button>
            </li>
          ))}
          {files.length < PROOF_UPLOAD.maxImages ? (
            <li>
              <label className={styles.pick} data-invalid={tried && missing ? true : undefined}>
                <Icon name="upload" size={22} />
                <span>{t('proof.add')}</span>
                <input
                  type="file"
                  accept={ACCEPT}
                  multiple
                  className="visually-hidden"
                  onChange={onPick}
                  data-testid="proof-input"
                />
              </label>
            </li>
          ) : null}
        </ul>
        <p className={styles.rules}>{t('proof.rules', { size: MAX_MB, max: PROOF_UPLOAD.maxImages })}</p>
        {problems.length > 0 ? (
          <div role="alert" className={styles.problems} data-testid="proof-problems">
            {problems.map((problem) => (
              <p key={`${problem.file}-${problem.problem}`}>
                <Icon name="alert" size={14} />
                {problemText(problem)}
              </p>
            ))}
          </div>
        ) : null}
        {tried && missing ? (
          <p role="alert" className={styles.error} data-testid="proof-required">
            {t('proof.required')}
          </p>
        ) : null}
        <div className={styles.comment}>
          <div className={styles.head}>
            <label htmlFor={commentId} className={fieldStyles.label}>
              {t('proof.comment')}
            </label>
            <span
              className={commentTooLong ? `${styles.count} ${styles.over}` : styles.count}
              data-testid="proof-comment-count"
            >
              {t('proof.commentCount', { count: commentLength, max: PROOF_UPLOAD.commentMaxLength })}
            </span>
          </div>
          <textarea
            id={commentId}
            className={styles.textarea}
            rows={3}
            value={comment}
            placeholder={t('proof.commentPlaceholder')}
            aria-invalid={commentTooLong || undefined}
            onChange={(event) => setComment(event.target.value)}
            data-testid="proof-comment"
          />
          {commentTooLong ? (
            <p role="alert" className={styles.error} data-testid="proof-comment-error">
              {t('proof.commentTooLong', { max: PROOF_UPLOAD.commentMaxLength })}
            </p>
          ) : null}
        </div>
        {confirm.error ? <FormAlert testId="proof-error">{errorText(confirm.error)}</FormAlert> : null}
      </div>
    </Modal>
  );
}
