import type { Game } from '@portal/contracts/games';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GameGrid } from './game-grid.tsx';
import styles from './game-section.module.css';

type Props = {
  testId: string;
  title: string;
  icon: ReactNode;
  moreTo: string;
  games: Game[] | undefined;
  loading: boolean;
  vendorNames?: ReadonlyMap<string, string>;
};

/** A titled row of six games with a More button to the full list. */
export function GameSection({ testId, title, icon, moreTo, games, loading, vendorNames }: Props) {
  const { t } = useTranslation('home');
  return (
    <section className={styles.section} data-testid={testId}>
      <header className={styles.header}>
        <h2 className={styles.title}>
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
          {title}
        </h2>
        <Link className={styles.more} to={moreTo} data-testid="section-more">
          {t('sections.more')}
          <span aria-hidden="true">›</span>
        </Link>
      </header>
      <GameGrid games={games} loading={loading} skeletons={6} layout="row" vendorNames={vendorNames} />
    </section>
  );
}
