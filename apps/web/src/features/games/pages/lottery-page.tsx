import type { Game } from '@portal/contracts/games';
import { formatMoney } from '@portal/ui/format.ts';
import { Icon } from '@portal/ui/icons.tsx';
import page from '@portal/ui/page.module.css';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useSystemStatus } from '../../../api/system-status.ts';
import { useVendorLanes } from '../../../api/vendor-lanes.ts';
import { prizeModeOf } from '../../../api/vendor-rules.ts';
import { useGameList } from '../api/get-game-list.ts';
import { gameDisplayName, gameImage } from '../components/game-card.tsx';
import { lotteryLookups, lotteryPageOf } from '../lib/lottery-pages.ts';
import { useVendorNames } from '../lib/vendor-names.ts';
import styles from './lottery-page.module.css';

/** The game of ?gameCode= among the page's lottery lists; loading while they are read. */
function useLotteryGame(pathname: string, gameCode: string | null) {
  const [first, second] = lotteryLookups(pathname);
  const one = useGameList(first, { enabled: !!gameCode });
  // a page with one list asks for the same one twice: the cache answers the second
  const two = useGameList(second ?? first, { enabled: !!gameCode });
  const games: Game[] = [...(one.data?.content ?? []), ...((second && two.data?.content) || [])];
  const loading = !!gameCode && (one.isPending || two.isPending);
  return { game: games.find((game) => game.gameCode === gameCode) ?? null, loading };
}

/**
 * /lottery, /seaLottery and /vnLottery (spec section 2; login required). The lobby header shows the
 * game of ?gameCode=; its draws and betting arrive with the lottery release, and the page says so.
 */
export default function LotteryPage() {
  const { t } = useTranslation('gamecentre');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const gameCode = params.get('gameCode');
  const kind = lotteryPageOf(pathname).key;
  const { game, loading } = useLotteryGame(pathname, gameCode);
  const vendorNames = useVendorNames();
  // the site's prize mode (spec section 4): where a lottery game names none, the lobby shows the site's
  const siteMode = prizeModeOf(useVendorLanes().data ?? []);
  const currency = useSystemStatus().data?.info.currencySymbol ?? '';
  const pageTitle = t(`lottery.${kind}`);

  return (
    <div className={page.page} data-testid="lottery-page">
      <header className={styles.lobby}>
        <div className={styles.art}>
          {loading ? (
            <Skeleton height="100%" radius="var(--radius-lg)" />
          ) : game ? (
            <img src={gameImage(game)} alt="" />
          ) : (
            <Icon name="lottery" size={52} strokeWidth={1.4} />
          )}
        </div>
        <div className={styles.text}>
          <p className={styles.kicker}>
            {pageTitle}
            {game && <span>{vendorNames.get(game.vassalage) ?? game.accountTypeName}</span>}
          </p>
          <h1 className={styles.title} data-testid="lottery-title">
            {game ? gameDisplayName(game) : pageTitle}
          </h1>
          {game ? (
            <ul className={styles.facts}>
              <li data-testid="lottery-mode">
                {t(`lottery.mode.${game.prizeMode ?? siteMode}`, {
                  defaultValue: game.prizeMode ?? siteMode,
                })}
              </li>
              <li>{t('lottery.minBet', { amount: `${currency}${formatMoney(game.minBet)}` })}</li>
            </ul>
          ) : (
            !loading && <p className={styles.lead}>{t(gameCode ? 'lottery.unknown' : 'lottery.lead')}</p>
          )}
        </div>
      </header>

      <section className={styles.soon} data-testid="lottery-soon">
        <span className={styles.soonIcon} aria-hidden="true">
          <Icon name="lottery" size={34} />
        </span>
        <h2 className={styles.soonTitle}>{t('lottery.soonTitle')}</h2>
        <p className={styles.soonText}>{t('lottery.soonText')}</p>
        <Link to="/elott" className={styles.back} data-testid="lottery-back">
          <Icon name="chevronLeft" size={18} />
          {t('lottery.back')}
        </Link>
      </section>
    </div>
  );
}
