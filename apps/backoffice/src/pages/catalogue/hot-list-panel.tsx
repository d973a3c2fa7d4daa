import type { OpsGame } from '@portal/contracts/ops-catalogue.schema';
import { IconButton } from '@portal/ui/icon-button.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './catalogue.module.css';
import { gameState, StatePill, Thumb } from './catalogue-state.tsx';
import { type CatalogueChanges, moved } from './use-catalogue.ts';

/** How many hot games the portal shows (the server's hot list limit). */
const PORTAL_HOT_LIMIT = 30;

/** The hot list in the portal's order: administrators move games up and down, or take them off. */
export function HotListPanel({
  games,
  canChange,
  changes,
}: {
  games: OpsGame[];
  canChange: boolean;
  changes: CatalogueChanges;
}) {
  const { t } = useTranslation('catalogue');
  // while a change is on its way the buttons ignore clicks but keep the keyboard's focus
  const busy = changes.isPending('hot') || games.some((g) => changes.isPending(`game:${g.id}:hot`));
  const unlessBusy = (act: () => Promise<void>) => () => {
    if (!busy) void act();
  };
  return (
    <div className={styles.hotPanel}>
      <p className={styles.panelLead}>{t('hot.lead')}</p>
      {games.length === 0 ? (
        <p className={styles.empty}>{t('hot.empty')}</p>
      ) : (
        <ol className={styles.hotList} data-testid="bo-hot-list" aria-busy={busy}>
          {games.map((game, index) => (
            <Fragment key={game.id}>
              {index === PORTAL_HOT_LIMIT && (
                <li className={styles.hotCut} aria-hidden="true">
                  {t('hot.beyond')}
                </li>
              )}
              <li className={styles.hotRow} data-testid="bo-hot-row" data-code={game.code}>
                <span className={styles.hotRank} title={t('hot.rank', { rank: index + 1 })}>
                  {index + 1}
                </span>
                <Thumb src={game.iconUrl} />
                <span className={styles.gameText}>
                  <strong>{game.name}</strong>
                  <span>
                    {game.vendorName} · {t(`category.${game.category}`, { defaultValue: game.category })}
                  </span>
                </span>
                {gameState(game) !== 'live' && <StatePill state={gameState(game)} />}
                {canChange && (
                  <span className={styles.hotActions}>
                    <IconButton
                      size="sm"
                      label={t('hot.up', { name: game.name })}
                      icon={<Icon name="chevronUp" size={18} />}
                      disabled={index === 0}
                      aria-disabled={busy || undefined}
                      onClick={unlessBusy(() => changes.orderHot(moved(games, index, -1)))}
                      data-testid="bo-hot-up"
                    />
                    <IconButton
                      size="sm"
                      label={t('hot.down', { name: game.name })}
                      icon={<Icon name="chevronDown" size={18} />}
                      disabled={index === games.length - 1}
                      aria-disabled={busy || undefined}
                      onClick={unlessBusy(() => changes.orderHot(moved(games, index, 1)))}
                      data-testid="bo-hot-down"
                    />
                    <IconButton
                      size="sm"
                      label={t('hot.remove', { name: game.name })}
                      icon={<Icon name="close" size={16} />}
                      aria-disabled={busy || undefined}
                      onClick={unlessBusy(() => changes.setGame(game, { hot: false }))}
                      data-testid="bo-hot-remove"
                    />
                  </span>
                )}
              </li>
            </Fragment>
          ))}
        </ol>
      )}
    </div>
  );
}
