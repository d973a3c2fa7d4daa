import type { ButtonHTMLAttributes, ReactNode } from 'react';
import styles from './icon-button.module.css';

type IconButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  /** Translated accessible name; also the tooltip. */
  label: string;
  icon: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  variant?: 'ghost' | 'solid';
};

export function IconButton({
  label,
  icon,
  size = 'md',
  variant = 'ghost',
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={[styles.iconButton, styles[size], styles[variant], className].filter(Boolean).join(' ')}
      {...rest}
    >
      <span className={styles.glyph} aria-hidden="true">
        {icon}
      </span>
    </button>
  );
}
