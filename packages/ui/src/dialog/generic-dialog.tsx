import { type PointerEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Icon } from '../icons.tsx';
import { lockScroll } from '../scroll-lock.ts';
import styles from './generic-dialog.module.css';

/** Spec section 9: the generic dialog opens 100 ms after it is asked to. */
export const GENERIC_DIALOG_DELAY_MS = 100;
export const GENERIC_DIALOG_SIZE = 200;

type GenericDialogProps = {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  onClose?: () => void;
  /** Show the close button (the dialog is never closed by a click outside it). */
  closable?: boolean;
  /** Translated accessible name of the close button. */
  closeLabel?: string;
  width?: number;
  height?: number;
};

type Offset = { x: number; y: number };

/**
 * The generic dialog of spec section 2: 200x200 by default, draggable by its header, never closed by a
 * click outside, optional close button, page scroll locked while it shows and restored afterwards.
 */
export function GenericDialog({
  open,
  title,
  children,
  onClose,
  closable = false,
  closeLabel,
  width = GENERIC_DIALOG_SIZE,
  height = GENERIC_DIALOG_SIZE,
}: GenericDialogProps) {
  const [visible, setVisible] = useState(false);
  const [offset, setOffset] = useState<Offset>({ x: 0, y: 0 });
  const drag = useRef<{ startX: number; startY: number; base: Offset } | null>(null);

  useEffect(() => {
    if (!open) {
      setVisible(false);
      return;
    }
    setOffset({ x: 0, y: 0 });
    const timer = window.setTimeout(() => setVisible(true), GENERIC_DIALOG_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open]);

  useEffect(() => {
    if (!visible) return;
    return lockScroll();
  }, [visible]);

  if (!visible) return null;

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    drag.current = { startX: event.clientX, startY: event.clientY, base: offset };
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const start = drag.current;
    if (!start) return;
    setOffset({
      x: start.base.x + event.clientX - start.startX,
      y: start.base.y + event.clientY - start.startY,
    });
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    drag.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  };

  return createPortal(
    <div className={styles.layer} data-testid="generic-dialog-layer">
      <div
        role="dialog"
        aria-modal="true"
        data-testid="generic-dialog"
        className={styles.dialog}
        style={{ width, height, transform: `translate(${offset.x}px, ${offset.y}px)` }}
      >
        <header
          className={styles.header}
          data-testid="generic-dialog-header"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={onPointerUp}
        >
          <span className={styles.title}>{title}</span>
          {closable && onClose ? (
            <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
              <Icon name="close" size={16} />
            </button>
          ) : null}
        </header>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
