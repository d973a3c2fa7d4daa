import type { Game } from '@portal/contracts/games';
import { Icon } from '@portal/ui/icons.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { GameCard } from './game-card.tsx';
import styles from './game-grid.module.css';

type Props = {
  games: Game[] | undefined;
  loading: boolean;
  /** How many skeleton cards stand in while the first page loads. */
  skeletons?: number;
  /** 'row' keeps a single line that scrolls sideways on phones (home sections). */
  layout?: 'grid' | 'row';
  /** Vendor display names by vassalage; without one the card shows the account type. */
  vendorNames?: ReadonlyMap<string, string>;
  /** What an empty list says (default: no games found, try another filter). */
  empty?: { title: string; hint: string };
};

export function GameCardSkeleton() {
  return (
    <div className={styles.skeleton} data-testid="game-card-skeleton" aria-hidden="true">
      <Skeleton height="auto" radius={0} className={styles.skeletonMedia} />
      <Skeleton width="auto" height={12} radius="var(--radius-xs)" className={styles.skeletonLine} />
      <Skeleton width="45%" height={12} radius="var(--radius-xs)" className={styles.skeletonLine} />
    </div>
  );
}

export function GameGrid({ games, loading, skeletons = 6, layout = 'grid', vendorNames, empty }: Props) {
  const { t } = useTranslation('games');
  const className = layout === 'row' ? `${styles.grid} ${styles.row}` : styles.grid;

  if (loading && !games) {
    return (
      <div className={className} aria-busy="true">
        {Array.from({ length: skeletons }, (_, index) => (
          // skeletons have no identity of their own
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders only
          <GameCardSkeleton key={index} />
        ))}
      </div>
    );
  }
  if (!games || games.length === 0) {
    return (
      <div className={styles.empty} data-testid="game-grid-empty">
        <span className={styles.emptyIcon} aria-hidden="true">
          <Icon name="spade" size={36} />
        </span>
        <p>{empty?.title ?? t('empty.title')}</p>
        <p className={styles.emptyHint}>{empty?.hint ?? t('empty.hint')}</p>
      </div>
    );
  }
  return (
    <div className={className}>
      {games.map((game) => (
        <GameCard key={game.nodeId} game={game} vendorName={vendorNames?.get(game.vassalage)} />
      ))}
    </div>
  );
}
