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
          <Button onClick={onConfirm} data-testid={`${testId}-ok`}>
            {confirm}
          </Button>
        </div>
      }
    >
      {typeof body === 'string' ? <p>{body}</p> : body}
    </Modal>
  );
}
