import { Modal } from '@portal/ui/dialog/modal.tsx';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AuthBanner } from './auth-banner.tsx';
import styles from './register.module.css';
import { RegisterForm } from './register-form.tsx';

/** The register popup; a registration logs in, closes it and lands on /promotions (spec section 4). */
export function RegisterModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('register');
  const { t: tCommon } = useTranslation('common');
  const navigate = useNavigate();
  return (
    <Modal
      open
      onClose={onClose}
      title={t('title')}
      icon="user"
      closeLabel={tCommon('actions.close')}
      size="md"
      testId="register-modal"
    >
      <div className={styles.body}>
        <AuthBanner group="w_register" />
        <p className={styles.intro}>{t('intro')}</p>
        <RegisterForm
          onRegistered={() => {
            onClose();
            navigate('/promotions');
          }}
        />
      </div>
    </Modal>
  );
}
