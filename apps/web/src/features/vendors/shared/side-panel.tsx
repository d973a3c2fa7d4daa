import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './side-panel.module.css';

type SidePanelProps = {
  title: string;
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
};

/** A panel over the game (paytable, history): from the right on wide frames, full width on phones. */
export function SidePanel({ title, open, onClose, children, testId }: SidePanelProps) {
  const { t } = useTranslation('vendors');
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div className={styles.layer}>
      <button
        type="button"
        className={styles.backdrop}
        aria-label={t('panel.close')}
        onClick={onClose}
        tabIndex={-1}
      />
      <section className={styles.panel} aria-label={title} data-testid={testId}>
        <header className={styles.head}>
          <h2 className={styles.title}>{title}</h2>
          <button type="button" className={styles.close} onClick={onClose} aria-label={t('panel.close')}>
            ×
          </button>
        </header>
        <div className={styles.body}>{children}</div>
      </section>
    </div>
  );
}
