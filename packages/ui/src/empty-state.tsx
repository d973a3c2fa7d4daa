import type { ReactNode } from 'react';
import styles from './empty-state.module.css';
import { Icon, type IconName } from './icons.tsx';

type EmptyStateProps = {
  icon: IconName;
  title: string;
  hint?: string;
  testId?: string;
  children?: ReactNode;
};

/** Nothing to show yet: what that means, and what can be done. */
export function EmptyState({ icon, title, hint, testId, children }: EmptyStateProps) {
  return (
    <div className={styles.empty} data-testid={testId}>
      <span className={styles.emptyIcon} aria-hidden="true">
        <Icon name={icon} size={28} />
      </span>
      <p className={styles.emptyTitle}>{title}</p>
      {hint ? <p className={styles.emptyHint}>{hint}</p> : null}
      {children}
    </div>
  );
}
