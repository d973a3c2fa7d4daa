import type { LotteryGame } from '@portal/contracts/lottery.schema';
import { FAMILIES } from '@portal/lottery';
import chip from '@portal/ui/chip.module.css';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type FamilyTab, nameIn } from '../lib/lottery-pages.ts';
import styles from './game-tabs.module.css';

type Props = { tabs: FamilyTab[]; game: LotteryGame; pathname: string };

const to = (pathname: string, game: LotteryGame) =>
  `${pathname}?gameCode=${encodeURIComponent(game.gameCode)}`;

/** The game tabs by family (a family opens its first game), and the games of the chosen family when several. */
export function GameTabs({ tabs, game, pathname }: Props) {
  const { t, i18n } = useTranslation('lottery');
  const gameName = (g: LotteryGame) => g.names[i18n.language] ?? g.name;
  const family = tabs.find((tab) => tab.family === game.family);
  return (
    <nav className={styles.tabs} aria-label={t('tabs.families')}>
      <div className={`${chip.row} ${styles.row}`} data-testid="family-tabs">
        {tabs.map((tab) => {
          const selected = tab.family === game.family;
          const first = tab.games[0] as LotteryGame;
          return (
            <Link
              key={tab.family}
              to={to(pathname, selected ? game : first)}
              className={`${chip.chip} ${selected ? chip.selected : ''}`}
              aria-current={selected ? 'page' : undefined}
              data-testid={`family-${tab.family}`}
            >
              {tab.games.length === 1 ? gameName(first) : nameIn(FAMILIES[tab.family].name, i18n.language)}
            </Link>
          );
        })}
      </div>
      {family && family.games.length > 1 ? (
        <div className={`${chip.row} ${styles.row} ${styles.games}`} data-testid="game-tabs">
          {family.games.map((g) => (
            <Link
              key={g.gameCode}
              to={to(pathname, g)}
              className={`${chip.chip} ${g.gameCode === game.gameCode ? chip.selected : ''}`}
              aria-current={g.gameCode === game.gameCode ? 'page' : undefined}
              data-testid={`game-${g.gameCode}`}
            >
              {gameName(g)}
            </Link>
          ))}
        </div>
      ) : null}
    </nav>
  );
}
