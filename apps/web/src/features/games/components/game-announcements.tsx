import { useTranslation } from 'react-i18next';
import { useGameAnnouncements, useGameTypes } from '../api/game-info.ts';
import styles from './game-announcements.module.css';

/** Strips the tags of a notice's (sanitised) HTML: the lobby shows its text on one line. */
const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The game announcements of a lobby page (MCSFE_getListAnnouncements): the merchant's player notices
 * and the vendors and games of the category under maintenance; for a logged-in player also the
 * category's size from the game type list (GCSGAME_getVassGameType).
 */
export function GameAnnouncements({ category }: { category: string }) {
  const { t } = useTranslation('gamecentre');
  const announcements = useGameAnnouncements(category);
  const types = useGameTypes();
  const type = types.data?.find((x) => x.gameType === category);
  const notices = announcements.data?.notices ?? [];
  const maintenance = announcements.data?.maintenance ?? [];
  if (!type && notices.length === 0 && maintenance.length === 0) return null;
  return (
    <section className={styles.bar} aria-label={t('lobby.label')} data-testid="game-announcements">
      {type && (
        <p className={styles.size} data-testid="game-type-size">
          {t('lobby.size', { games: type.gameCount, vendors: type.vassalages.length })}
        </p>
      )}
      {maintenance.length > 0 && (
        <ul className={styles.list}>
          {maintenance.map((m) => (
            <li
              key={`${m.gameType}-${m.vassalage}-${m.gameName ?? ''}`}
              className={styles.maintenance}
              data-testid="game-maintenance"
            >
              {m.gameName
                ? t('lobby.gameMaintenance', { game: m.gameName, vendor: m.displayName })
                : t('lobby.vendorMaintenance', { vendor: m.displayName })}
            </li>
          ))}
        </ul>
      )}
      {notices.length > 0 && (
        <ul className={styles.list}>
          {notices.slice(0, 3).map((n) => (
            <li key={n.id} className={styles.notice} data-testid="game-notice">
              <strong>{n.title}</strong> {plain(n.content)}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
