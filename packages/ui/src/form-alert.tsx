import type { ReactNode } from 'react';
import styles from './form-alert.module.css';
import { Icon } from './icons.tsx';

type FormAlertProps = {
  tone?: 'danger' | 'warning' | 'success' | 'info';
  children: ReactNode;
  testId?: string;
  /** A close button at the end, named by dismissLabel. */
  onDismiss?: () => void;
  dismissLabel?: string;
};

/** A message over a form: a refusal, a lock, a saved state; nothing without one. */
export function FormAlert({ tone = 'danger', children, testId, onDismiss, dismissLabel }: FormAlertProps) {
  if (children === null || children === undefined || children === '' || children === false) return null;
  const icon =
    tone === 'success' ? 'check' : tone === 'info' ? 'help' : tone === 'warning' ? 'lock' : 'alert';
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={`${styles.alert} ${styles[tone]}`}
      data-testid={testId}
    >
      <Icon name={icon} size={18} className={styles.icon} />
      <div className={styles.text}>{children}</div>
      {onDismiss ? (
        <button type="button" className={styles.dismiss} aria-label={dismissLabel} onClick={onDismiss}>
          <Icon name="close" size={16} />
        </button>
      ) : null}
    </div>
  );
}
