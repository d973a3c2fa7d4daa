import { type ReactNode, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';
import { Icon, type IconName } from '../icons.tsx';
import { lockScroll } from '../scroll-lock.ts';
import { trapTab } from './focus-trap.ts';
import styles from './modal.module.css';

type ModalProps = {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  /** Shown before the title, in the brand colour. */
  icon?: IconName;
  /** Translated accessible name of the close button. */
  closeLabel: string;
  children: ReactNode;
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  testId?: string;
};

/** A centred modal panel: ESC and the close button close it, focus stays inside, page scroll is locked. */
export function Modal({
  open,
  onClose,
  title,
  icon,
  closeLabel,
  children,
  footer,
  size = 'md',
  testId,
}: ModalProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = lockScroll();
    const panel = panelRef.current;
    // the panel itself takes focus, so no control shows a focus ring before the user moves
    panel?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      } else if (panelRef.current) {
        trapTab(event, panelRef.current);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      release();
      previous?.focus();
    };
  }, [open]);

  if (!open) return null;
  return createPortal(
    <div className={styles.backdrop}>
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        className={styles.scrim}
        onClick={() => onCloseRef.current()}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        className={`${styles.panel} ${styles[size]}`}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {icon ? <Icon name={icon} size={20} className={styles.titleIcon} /> : null}
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <Icon name="close" size={20} />
          </button>
        </header>
        <div className={styles.body}>{children}</div>
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
}
