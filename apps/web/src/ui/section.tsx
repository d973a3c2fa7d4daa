import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../../ui/icons.tsx';
import styles from './wallet-section.module.css';

type WalletSectionProps = {
  icon: IconName;
  title: string;
  lead?: string;
  /** Shown at the end of the heading (a button, a count). */
  actions?: ReactNode;
  testId?: string;
  children: ReactNode;
};

/** A titled block of a money page, in the look of the member centre's other pages. */
export function WalletSection({ icon, title, lead, actions, testId, children }: WalletSectionProps) {
  return (
    <section className={styles.section} data-testid={testId}>
      <header className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          <Icon name={icon} size={18} />
        </span>
        <div className={styles.text}>
          <h3 className={styles.title}>{title}</h3>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}
