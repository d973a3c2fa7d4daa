import { Modal } from '@portal/ui/dialog/modal.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { useTranslation } from 'react-i18next';
import { AuthBanner } from './auth-banner.tsx';
import { useAuthFlags } from './auth-flags.ts';
import { GuestPlay } from './guest-play.tsx';
import { LoginForm } from './login-form.tsx';
import styles from './login-modal.module.css';

/**
 * The login popup (spec section 2): the shared form with tabs, remember-me and links; `signedOut` says why
 * the session ended under the player (the realtime `logout`, decision 0041).
 */
export function LoginModal({ onClose, signedOut = false }: { onClose: () => void; signedOut?: boolean }) {
  const { t } = useTranslation('auth');
  const flags = useAuthFlags();
  return (
    <Modal
      open
      onClose={onClose}
      size="sm"
      icon="login"
      title={t('login.title')}
      closeLabel={t('common:actions.close')}
      testId="login-modal"
    >
      <div className={styles.body}>
        {signedOut ? (
          <FormAlert tone="warning" testId="signed-out-alert">
            {t('login.signedOut')}
          </FormAlert>
        ) : null}
        <AuthBanner group="w_login" />
        <div className={styles.intro}>
          <p className={styles.welcome}>{t('login.welcome')}</p>
          <p className={styles.subtitle}>{t('login.subtitle')}</p>
        </div>
        <LoginForm variant="modal" />
        {flags.freePlay ? <GuestPlay /> : null}
      </div>
    </Modal>
  );
}

export default LoginModal;
