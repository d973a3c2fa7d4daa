import { Icon, type IconName } from '@portal/ui/icons.tsx';
import type { ReactNode } from 'react';
import styles from './stat-grid.module.css';

type StatProps = {
  icon: IconName;
  label: string;
  children: ReactNode;
  /** A second line under the figure (a count, a share). */
  detail?: ReactNode;
  /** The figure that matters most: wider, brand-lit. */
  highlight?: boolean;
  testId?: string;
};

/** One labelled figure of a team: an icon, the label, the figure, maybe a detail. */
export function Stat({ icon, label, children, detail, highlight = false, testId }: StatProps) {
  return (
    <div className={highlight ? `${styles.stat} ${styles.key}` : styles.stat} data-testid={testId}>
      <dt className={styles.label}>
        <span className={styles.icon} aria-hidden="true">
          <Icon name={icon} size={16} />
        </span>
        {label}
      </dt>
      <dd className={styles.value} data-testid={testId ? `${testId}-value` : undefined}>
        {children}
      </dd>
      {detail ? <dd className={styles.detail}>{detail}</dd> : null}
    </div>
  );
}

type StatGridProps = { label: string; busy?: boolean; testId?: string; children: ReactNode };

/** Figure cards: two across on a phone, as many as fit on wider screens. */
export function StatGrid({ label, busy = false, testId, children }: StatGridProps) {
  return (
    <dl className={styles.grid} aria-label={label} aria-busy={busy} data-testid={testId}>
      {children}
    </dl>
  );
}
