import { Button } from '@portal/ui/button.tsx';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageStyles } from './page.tsx';

type ConfirmDialogProps = {
  open: boolean;
  title: string;
  body: ReactNode;
  confirm: string;
  testId?: string;
  /** Keeps the confirm off until the body is complete (a required reason). */
  confirmDisabled?: boolean;
  onClose: () => void;
  onConfirm: () => void;
};

/** A second look before an action that cannot be taken back (a rejection, locking someone out). */
export function ConfirmDialog({
  open,
  title,
  body,
  confirm,
  onClose,
  onConfirm,
  testId = 'bo-confirm',
  confirmDisabled = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={t('close')}
      size="sm"
      testId={testId}
      footer={
        <div className={pageStyles.rowActions}>
          <Button variant="ghost" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={confirmDisabled} data-testid={`${testId}-ok`}>
            {confirm}
          </Button>
        </div>
      }
    >
      {typeof body === 'string' ? <p>{body}</p> : body}
    </Modal>
  );
}
