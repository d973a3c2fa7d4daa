import { Button } from '@portal/ui/button.tsx';
import { GenericDialog } from '@portal/ui/dialog/generic-dialog.tsx';
import { useTranslation } from 'react-i18next';
// the same small notice body as the trial account's refusal
import styles from '../shell/centre/real-account-dialog.module.css';
import { usePopupBlocked } from './customer-service.ts';

/** 'Popup blocked. Please allow popups and try again.' (spec section 8), with an OK button. */
export default function PopupBlockedDialog() {
  const { t } = useTranslation('errors');
  const { t: tc } = useTranslation('common');
  const blocked = usePopupBlocked((state) => state.blocked);
  const dismiss = usePopupBlocked((state) => state.dismiss);
  return (
    <GenericDialog open={blocked} title={t('in_popup_prompt')}>
      <div className={styles.body} data-testid="popup-blocked">
        <p className={styles.text}>{t('client.popup.blocked')}</p>
        <Button size="sm" onClick={dismiss} data-testid="popup-blocked-ok">
          {tc('actions.gotIt')}
        </Button>
      </div>
    </GenericDialog>
  );
}
