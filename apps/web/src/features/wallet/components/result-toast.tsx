import { Icon } from '@portal/ui/icons.tsx';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './result-toast.module.css';

export type ToastMessage = { tone: 'success' | 'error'; text: string; key: number };

type ResultToastProps = {
  message: ToastMessage | null;
  onDismiss: () => void;
  testId: (tone: ToastMessage['tone']) => string;
};

/** How a money action ended, where it is seen from anywhere on the page; a success fades after a while. */
export function ResultToast({ message, onDismiss, testId }: ResultToastProps) {
  const { t } = useTranslation('wallet');
  useEffect(() => {
    if (message?.tone !== 'success') return;
    const timer = window.setTimeout(onDismiss, 6000);
    return () => window.clearTimeout(timer);
  }, [message, onDismiss]);
  if (!message) return null;
  return (
    <div
      key={message.key}
      className={`${styles.toast} ${message.tone === 'error' ? styles.error : styles.success}`}
      role={message.tone === 'error' ? 'alert' : 'status'}
      data-testid={testId(message.tone)}
    >
      <span className={styles.icon} aria-hidden="true">
        <Icon name={message.tone === 'error' ? 'alert' : 'check'} size={18} strokeWidth={2.4} />
      </span>
      <p className={styles.text}>{message.text}</p>
      <button type="button" className={styles.close} aria-label={t('actions.dismiss')} onClick={onDismiss}>
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}
