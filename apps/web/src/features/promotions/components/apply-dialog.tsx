import { APPLICATION_UPLOAD } from '@portal/contracts/promotions';
import type { PromotionCard } from '@portal/contracts/promotions.schema';
import { Button } from '@portal/ui/button.tsx';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { imageFilesProblem } from '../../../shell/forms/image-files.ts';
import { usePromotionAction } from '../api/promotions.ts';
import styles from '../pages/promotions-page.module.css';

/** What is wrong with a chosen set of images before it is sent (spec section 5), or null. */
export function imagesProblem(files: readonly File[]): string | null {
  const problem = imageFilesProblem(files, APPLICATION_UPLOAD);
  return problem ? `promotions.apply.${problem}` : null;
}

/** The application form of a custom promotion: a comment of 140 characters and up to 3 images. */
export function ApplyDialog({ promotion, onClose }: { promotion: PromotionCard; onClose: () => void }) {
  const { t } = useTranslation('promotions');
  const errorText = useApiErrorText();
  const action = usePromotionAction();
  const [comment, setComment] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit() {
    const found = imagesProblem(files);
    if (found) return setProblem(t(found));
    if (files.length === 0 && !comment.trim()) return setProblem(t('promotions.apply.empty'));
    try {
      await action.mutateAsync({
        kind: 'apply',
        promotionId: promotion.id,
        comment: comment.trim(),
        images: files,
      });
      onClose();
    } catch (error) {
      setProblem(errorText(error));
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      title={t('promotions.apply.title', { title: promotion.title })}
      closeLabel={t('promotions.close')}
      testId="promotion-apply"
      footer={
        <Button onClick={submit} disabled={action.isPending} data-testid="promotion-apply-submit">
          {t('promotions.apply.submit')}
        </Button>
      }
    >
      <div className={styles.detail}>
        <label className={styles.field}>
          <span>{t('promotions.apply.comment', { max: APPLICATION_UPLOAD.commentMaxLength })}</span>
          <textarea
            value={comment}
            maxLength={APPLICATION_UPLOAD.commentMaxLength}
            rows={3}
            onChange={(e) => setComment(e.target.value)}
            data-testid="promotion-apply-comment"
          />
          <small>
            {[...comment].length}/{APPLICATION_UPLOAD.commentMaxLength}
          </small>
        </label>
        <label className={styles.field}>
          <span>{t('promotions.apply.images', { max: APPLICATION_UPLOAD.maxImages })}</span>
          <input
            type="file"
            accept="image/png,image/jpeg"
            multiple
            onChange={(e) => {
              const chosen = [...(e.target.files ?? [])];
              setFiles(chosen);
              setProblem(imagesProblem(chosen) ? t(imagesProblem(chosen) as string) : null);
            }}
            data-testid="promotion-apply-images"
          />
        </label>
        {problem ? <FormAlert testId="promotion-apply-error">{problem}</FormAlert> : null}
      </div>
    </Modal>
  );
}
