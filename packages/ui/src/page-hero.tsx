import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons.tsx';
import page from './page.module.css';
import styles from './page-hero.module.css';

type PageHeroProps = {
  title: ReactNode;
  lead?: ReactNode;
  /** The badge at the start of the strip. */
  icon?: IconName;
  /** Shown at the end of the strip (a count, an illustration). */
  aside?: ReactNode;
  /** More content under the lead (links, actions). */
  children?: ReactNode;
};

/** The strip at the top of a page: an optional badge, the page title, a line about it. */
export function PageHero({ title, lead, icon, aside, children }: PageHeroProps) {
  return (
    <header className={styles.hero}>
      {icon ? (
        <span className={styles.badge} aria-hidden="true">
          <Icon name={icon} size={30} />
        </span>
      ) : null}
      <div className={styles.text}>
        <h1 className={page.title}>{title}</h1>
        {lead ? <p className={page.lead}>{lead}</p> : null}
        {children}
      </div>
      {aside}
    </header>
  );
}
