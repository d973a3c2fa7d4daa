import type { ReactNode } from 'react';
import styles from './page.module.css';

/** A screen's title, what it is for, and its actions on the right. */
export function PageHead({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <header className={styles.head}>
      <div>
        <h1>{title}</h1>
        {lead && <p>{lead}</p>}
      </div>
      {children && <div className={styles.actions}>{children}</div>}
    </header>
  );
}

/** A status as a coloured pill: pending work stands out, finished work is quiet. */
export function StatusPill({ status, label }: { status: string; label: string }) {
  return (
    <span className={styles.pill} data-status={status}>
      {label}
    </span>
  );
}

export { styles as pageStyles };
