import { FEEDBACK_RULES, wordCount } from '@portal/contracts/messages';
import { Button } from '@portal/ui/button.tsx';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { featureErrorNamespaces } from '../../../i18n/feature-errors.ts';
import { imageFilesProblem } from '../../../shell/forms/image-files.ts';
import { useFeedbackConfig, useSendFeedback } from '../api/messages-api.ts';
import styles from '../pages/message-centre-page.module.css';

/**
 * The feedback modal (spec sections 2 and 5): a category, a text whose word count lies between the
 * server's bounds ("between {0} and {1}"), and up to three PNG or JPEG images of 5 MB, as applications take.
 */
export function FeedbackDialog({ onClose, onSent }: { onClose: () => void; onSent: () => void }) {
  const { t } = useTranslation('messages');
  const config = useFeedbackConfig(true);
  const send = useSendFeedback();
  const errorText = useApiErrorText(featureErrorNamespaces('messages'));
  const [category, setCategory] = useState('');
  const [content, setContent] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const min = config.data?.minWords ?? FEEDBACK_RULES.minWords;
  const max = config.data?.maxWords ?? FEEDBACK_RULES.maxWords;
  const words = wordCount(content);
  const wordsOk = words >= min && words <= max;

  async function submit() {
    if (!category) return setProblem(t('feedback.chooseCategory'));
    if (!wordsOk) return setProblem(t('feedback.words', { 0: min, 1: max }));
    const found = imageFilesProblem(files, FEEDBACK_RULES);
    if (found) return setProblem(t(`feedback.images.${found}`, { max: FEEDBACK_RULES.maxImages }));
    setProblem(null);
    try {
      await send.mutateAsync({ category, content: content.trim(), images: files });
      onSent();
    } catch (error) {
      setProblem(errorText(error));
    }
  }

  return (
    <Modal
      open
      onClose={onClose}
      icon="envelope"
      title={t('feedback.title')}
      closeLabel={t('close')}
      testId="feedback-dialog"
      footer={
        <Button onClick={submit} disabled={send.isPending} data-testid="feedback-submit">
          {t(send.isPending ? 'feedback.sending' : 'feedback.submit')}
        </Button>
      }
    >
      <div className={styles.form}>
        <label className={styles.field}>
          <span>
            {t('feedback.category')} <span aria-hidden="true">*</span>
          </span>
          <select
            value={category}
            onChange={(e) => setCategory(e.target.value)}
            data-testid="feedback-category"
          >
            <option value="">{t('feedback.choose')}</option>
            {(config.data?.categories ?? []).map((c) => (
              <option key={c} value={c}>
                {t(`category.${c}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>
            {t('feedback.text')} <span aria-hidden="true">*</span>
          </span>
          <textarea
            rows={5}
            maxLength={FEEDBACK_RULES.maxChars}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            data-testid="feedback-text"
          />
          <small data-ok={wordsOk} data-testid="feedback-words">
            {t('feedback.words', { 0: min, 1: max })} · {t('feedback.count', { count: words })}
          </small>
        </label>
        <label className={styles.field}>
          <span>{t('feedback.images.label', { max: FEEDBACK_RULES.maxImages })}</span>
          <input
            type="file"
            accept="image/png,image/jpeg"
            multiple
            onChange={(e) => {
              const chosen = [...(e.target.files ?? [])];
              setFiles(chosen);
              const found = imageFilesProblem(chosen, FEEDBACK_RULES);
              setProblem(found ? t(`feedback.images.${found}`, { max: FEEDBACK_RULES.maxImages }) : null);
            }}
            data-testid="feedback-images"
          />
        </label>
        {problem ? <FormAlert testId="feedback-error">{problem}</FormAlert> : null}
      </div>
    </Modal>
  );
}
