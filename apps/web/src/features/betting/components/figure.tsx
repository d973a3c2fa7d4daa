import type { ReactNode } from 'react';
import styles from './figure.module.css';

type FigureProps = { label: string; children: ReactNode; highlight?: boolean; testId?: string };

/** One labelled figure of a strip (FigureStrip). */
export function Figure({ label, children, highlight = false, testId }: FigureProps) {
  return (
    <div className={highlight ? `${styles.figure} ${styles.key}` : styles.figure}>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

type FigureStripProps = { label: string; children: ReactNode; testId?: string; busy?: boolean };

/** Figures side by side, two by two on a phone. */
export function FigureStrip({ label, children, testId, busy = false }: FigureStripProps) {
  return (
    <dl className={styles.strip} aria-label={label} aria-busy={busy} data-testid={testId}>
      {children}
    </dl>
  );
}
