import type { AffiliateLink } from '@portal/contracts/agent';
import { Button } from '@portal/ui/button.tsx';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { featureErrorNamespaces } from '../../../i18n/feature-errors.ts';
import { useDeleteAffiliateLink } from '../api/delete-affiliate-link.ts';
import styles from './register-center.module.css';

type DeleteLinkDialogProps = { link: AffiliateLink; open: boolean; onClose: () => void };

/** Asks before a link stops working: who registered through it stays in the team. */
export function DeleteLinkDialog({ link, open, onClose }: DeleteLinkDialogProps) {
  const { t } = useTranslation('agent');
  const errorText = useApiErrorText(featureErrorNamespaces('agent'));
  const remove = useDeleteAffiliateLink();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={t('links.deleteTitle')}
      icon="trash"
      size="sm"
      closeLabel={t('actions.close')}
      testId="link-delete-dialog"
      footer={
        <div className={styles.dialogActions}>
          <Button variant="secondary" onClick={close} data-testid="link-delete-cancel">
            {t('actions.cancel')}
          </Button>
          <Button
            icon={<Icon name="trash" size={16} />}
            disabled={remove.isPending}
            data-testid="link-delete-confirm"
            onClick={() => remove.mutate(link.id, { onSuccess: close })}
          >
            {t('links.deleteConfirm')}
          </Button>
        </div>
      }
    >
      <p className={styles.dialogText}>{t('links.deleteText', { url: link.url })}</p>
      {remove.isError ? <FormAlert testId="link-delete-error">{errorText(remove.error)}</FormAlert> : null}
    </Modal>
  );
}
