import { Button } from '@portal/ui/button.tsx';
import { GenericDialog } from '@portal/ui/dialog/generic-dialog.tsx';
import { useTranslation } from 'react-i18next';
import { useCentreStore } from './centre-store.ts';
import styles from './real-account-dialog.module.css';

/** The refusal a trial account gets at the member and agent centres (spec section 5: OK button). */
export function RealAccountDialog() {
  const { t } = useTranslation('errors');
  const { t: ta } = useTranslation('member');
  const open = useCentreStore((state) => state.refusal);
  const dismiss = useCentreStore((state) => state.dismissRefusal);
  return (
    <GenericDialog open={open} title={t('in_popup_prompt')}>
      <div className={styles.body} data-testid="real-account-dialog">
        <p className={styles.text}>{t('in_need_true_account')}</p>
        <Button size="sm" onClick={dismiss} data-testid="real-account-ok">
          {ta('actions.ok')}
        </Button>
      </div>
    </GenericDialog>
  );
}
