import { Icon } from '@portal/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { useRecentGames } from '../api/recent-games.ts';
import { useSiteModule } from '../lib/site-modules.ts';
import { useVendorNames } from '../lib/vendor-names.ts';
import { GameGrid } from './game-grid.tsx';
import styles from './my-games.module.css';

/** How many recent games the row shows (the call answers up to 20, newest first). */
export const RECENT_ROW_SIZE = 6;

/** "Recently played": a member's latest games (GCS_recentGame), shown once there are any. */
export function RecentGamesRow() {
  const { t } = useTranslation('gamecentre');
  const recent = useRecentGames(useSiteModule('GAMELOREC3'));
  const vendorNames = useVendorNames();
  const games = recent.data?.slice(0, RECENT_ROW_SIZE).map((entry) => entry.game);
  if (!games || games.length === 0) return null;
  return (
    <section className={styles.recent} data-testid="recent-games">
      <h2 className={styles.heading}>
        <Icon name="clock" size={18} />
        {t('mine.recent')}
      </h2>
      <GameGrid games={games} loading={false} layout="row" vendorNames={vendorNames} />
    </section>
  );
}
