import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons.tsx';
import styles from './section.module.css';

type SectionProps = {
  icon: IconName;
  title: string;
  lead?: string;
  /** At the end of the header: a count, an add button. */
  aside?: ReactNode;
  /** The aside is a button: on a phone it takes the whole row under the title. */
  stretchAside?: boolean;
  testId?: string;
  children: ReactNode;
};

/** A titled block of a money page: icon, title and lead over its content (the my-account look). */
export function Section({ icon, title, lead, aside, stretchAside = false, testId, children }: SectionProps) {
  return (
    <section className={styles.section} data-testid={testId}>
      <header className={styles.head}>
        <span className={styles.icon} aria-hidden="true">
          <Icon name={icon} size={18} />
        </span>
        <div className={styles.titles}>
          <h3 className={styles.title}>{title}</h3>
          {lead ? <p className={styles.lead}>{lead}</p> : null}
        </div>
        {aside ? (
          <div className={stretchAside ? `${styles.aside} ${styles.stretch}` : styles.aside}>{aside}</div>
        ) : null}
      </header>
      {children}
    </section>
  );
}
