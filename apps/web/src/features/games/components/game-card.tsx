import type { Game } from '@portal/contracts/games';
import { useTranslation } from 'react-i18next';
import { useGameCardActions } from './game-actions.ts';
import styles from './game-card.module.css';

/** What the card shows: displayed name and image follow spec section 3. */
export function gameDisplayName(game: Pick<Game, 'gameName' | 'nodeName'>): string {
  return game.gameName ?? game.nodeName;
}

export function gameImage(game: Pick<Game, 'showIcon' | 'iconUrl'>): string {
  return game.showIcon ?? game.iconUrl;
}

export function GameCard({ game, vendorName }: { game: Game; vendorName?: string }) {
  const { t } = useTranslation('games');
  const actions = useGameCardActions();
  const name = gameDisplayName(game);
  const trial = actions?.trial;
  const Corner = actions?.Corner;

  return (
    <article
      className={game.maintenance ? `${styles.card} ${styles.down}` : styles.card}
      data-testid="game-card"
      aria-label={name}
    >
      <div className={styles.media}>
        <img className={styles.image} src={gameImage(game)} alt={name} loading="lazy" decoding="async" />
        {/* the card still plays: a try says why the game does not open (the launch's game.maintenance) */}
        {game.maintenance && (
          <span className={styles.downMark} data-testid="game-maintenance">
            {t('card.maintenance')}
          </span>
        )}
        <div className={styles.ribbons}>
          {game.isHot && <span className={`${styles.ribbon} ${styles.hot}`}>{t('card.hot')}</span>}
          {game.isNew && <span className={`${styles.ribbon} ${styles.new}`}>{t('card.new')}</span>}
          {game.isJackpot && (
            <span className={`${styles.ribbon} ${styles.jackpot}`}>{t('card.jackpot')}</span>
          )}
        </div>
        <div className={styles.overlay}>
          <button
            type="button"
            className={styles.play}
            onClick={() => actions?.play(game)}
            aria-label={t('card.playNow')}
            data-testid="play-now"
          >
            <svg className={styles.playIcon} viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
              <path
                d="M8 5.5v13a1 1 0 0 0 1.52.85l10.4-6.5a1 1 0 0 0 0-1.7L9.52 4.65A1 1 0 0 0 8 5.5Z"
                fill="currentColor"
              />
            </svg>
            <span className={styles.playText}>{t('card.playNow')}</span>
          </button>
        </div>
        {Corner && <Corner game={game} />}
      </div>
      <div className={styles.body}>
        <h3 className={styles.name} title={name}>
          {name}
        </h3>
        <p className={styles.vendor}>{vendorName ?? (game.accountTypeName || game.vassalage)}</p>
        {/* under the name on touch screens, over the artwork beside play where hover exists */}
        {game.supportPlay === 0 && trial && (
          <button type="button" className={styles.trial} onClick={() => trial(game)} data-testid="free-trial">
            {t('card.freeTrial')}
          </button>
        )}
      </div>
    </article>
  );
}
