import type { ReactNode } from 'react';
import { categoryIcon, Icon } from '../../../ui/icons.tsx';
import styles from './category-hero.module.css';

type Props = { code: string; title: string; subtitle: string; children?: ReactNode };

/** The strip at the top of a game page: the category's icon, name and a line about it. */
export function CategoryHero({ code, title, subtitle, children }: Props) {
  return (
    <header className={styles.hero}>
      <span className={styles.badge} aria-hidden="true">
        <Icon name={categoryIcon(code)} size={30} />
      </span>
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.subtitle}>{subtitle}</p>
      </div>
      {children}
    </header>
  );
}
