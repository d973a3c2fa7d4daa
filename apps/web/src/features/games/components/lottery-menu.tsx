import { LOTTERY_AREAS } from '@portal/contracts/games';
import type { LotteryGame } from '@portal/contracts/lottery.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLotteryMenu } from '../api/game-info.ts';
import styles from './lottery-menu.module.css';

/** The lottery page a game opens on: the VN and SEA areas have their own (spec section 2). */
export function lotteryPathOf(game: Pick<LotteryGame, 'vendorCode' | 'gameCode'>): string {
  const page =
    game.vendorCode === LOTTERY_AREAS.VN
      ? '/vnLottery'
      : game.vendorCode === LOTTERY_AREAS.SEA
        ? '/seaLottery'
        : '/lottery';
  return `${page}?gameCode=${encodeURIComponent(game.gameCode)}`;
}

/**
 * The lottery menu of the lottery category pages (/lott, /elott): the games of the game menus call
 * (/lgw/games/game_menus), grouped by prize mode, each opening its lottery page.
 */
export function LotteryMenu({ category }: { category: string }) {
  const { t, i18n } = useTranslation(['gamecentre', 'games']);
  const shown = category === 'LOTT' || category === 'ELOTT';
  const menu = useLotteryMenu(shown);
  const groups = menu.data ?? [];
  if (!shown || groups.length === 0) return null;
  const language = (i18n.resolvedLanguage ?? i18n.language).slice(0, 2);
  return (
    <section className={styles.menu} aria-label={t('lotteryMenu.label')} data-testid="lottery-menu">
      {groups.map((group) => (
        <div key={group.prizeMode} className={styles.group}>
          <h3 className={styles.mode}>
            {t(`lotteryMenu.mode.${group.prizeMode}`, { defaultValue: group.prizeMode })}
          </h3>
          <ul className={styles.games}>
            {group.games.map((game) => (
              <li key={game.gameCode}>
                <Link to={lotteryPathOf(game)} className={styles.game} data-testid="lottery-menu-game">
                  {game.names[language] || game.name}
                  {game.maintenance && <span className={styles.mark}>{t('games:center.maintenance')}</span>}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}
