import { Button } from '@portal/ui/button.tsx';
import { GenericDialog } from '@portal/ui/dialog/generic-dialog.tsx';
import { Spinner } from '@portal/ui/spinner.tsx';
import { useTranslation } from 'react-i18next';
import styles from './sign-out-dialog.module.css';

export type SignOutStage = 'confirm' | 'busy' | null;

type SignOutDialogProps = { stage: SignOutStage; onCancel: () => void; onConfirm: () => void };

/** Spec section 2: sign out asks first (in_popup_prompt, in_sure_logout), then shows a loader. */
export function SignOutDialog({ stage, onCancel, onConfirm }: SignOutDialogProps) {
  const { t } = useTranslation('errors');
  const { t: ta } = useTranslation('member');
  return (
    <GenericDialog open={stage !== null} title={t('in_popup_prompt')}>
      {stage === 'busy' ? (
        <div className={styles.busy} data-testid="logout-busy">
          <Spinner size={32} label={ta('header.signingOut')} />
          <span className={styles.busyText}>{ta('header.signingOut')}</span>
        </div>
      ) : (
        <div className={styles.body} data-testid="logout-confirm-dialog">
          <p className={styles.text}>{t('in_sure_logout')}</p>
          <div className={styles.actions}>
            <Button variant="secondary" size="sm" onClick={onCancel} data-testid="logout-cancel">
              {ta('actions.cancel')}
            </Button>
            <Button size="sm" onClick={onConfirm} data-testid="logout-confirm">
              {ta('actions.ok')}
            </Button>
          </div>
        </div>
      )}
    </GenericDialog>
  );
}
