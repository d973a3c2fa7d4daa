import type { LotteryGame } from '@portal/contracts/lottery.schema';
import { EmptyState } from '@portal/ui/empty-state.tsx';
import { LoadFailed } from '@portal/ui/load-failed.tsx';
import page from '@portal/ui/page.module.css';
import { portalPath } from '@portal/ui/safe-url.ts';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useSystemStatus } from '../../../api/system-status.ts';
import { useLotteryGames } from '../api/get-games.ts';
import { useTodayOrders } from '../api/today-orders.ts';
import { DrawHeader } from '../components/draw-header.tsx';
import { GameBoard } from '../components/game-board.tsx';
import { GameTabs } from '../components/game-tabs.tsx';
import { useNow } from '../lib/countdown.ts';
import { familyOfGame, familyTabs, gamesOfPage, lotteryPageOf } from '../lib/lottery-pages.ts';
import { POLL_SLOW_MS, useDrawWatch } from '../lib/use-draw-watch.ts';
import styles from './lottery-page.module.css';

/** The game of ?gameCode=, else the page's first; null for a code the page does not list. */
function chosenGame(games: LotteryGame[], gameCode: string | null): LotteryGame | null {
  if (!gameCode) return games[0] ?? null;
  return games.find((game) => game.gameCode === gameCode) ?? null;
}

/**
 * /lottery, /vnLottery and /seaLottery (spec section 2, login required, header-only layout): the page's
 * games in tabs by family, the chosen game's draw with its countdown and last result, and its board.
 */
export default function LotteryPage() {
  const { t, i18n } = useTranslation('lottery');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const lotteryPage = lotteryPageOf(pathname);
  const gameCode = params.get('gameCode');
  // a lobby launch's back URL (GET /wps/game/launchLottery), a path of this site only
  const back = portalPath(params.get('back'));
  const now = useNow();
  const today = useTodayOrders();
  const [pollMs, setPollMs] = useState(POLL_SLOW_MS);
  const games = useLotteryGames(lotteryPage.area, pollMs);
  const listed = useMemo(() => gamesOfPage(lotteryPage, games.data ?? []), [lotteryPage, games.data]);
  const game = chosenGame(listed, gameCode);
  const family = game ? familyOfGame(game) : null;
  const watch = useDrawWatch(game, today.data ?? [], now);
  const [verifying, setVerifying] = useState<string | null>(null);
  const symbol = useSystemStatus().data?.info.currencySymbol ?? '';
  useEffect(() => setPollMs(watch.pollMs), [watch.pollMs]);

  const pageTitle = t(`page.${lotteryPage.key}`);
  return (
    <div className={`${page.page} ${styles.page}`} data-testid="lottery-page" data-game={game?.gameCode}>
      {games.isPending ? (
        <>
          <Skeleton height={36} radius="var(--radius-pill)" />
          <Skeleton height={180} radius="var(--radius-xl)" />
        </>
      ) : games.error ? (
        <LoadFailed error={games.error} onRetry={() => void games.refetch()} />
      ) : (
        <>
          {back ? (
            <Link to={back} className={styles.return} data-testid="lottery-return">
              <span aria-hidden="true">‹</span> {t('page.return')}
            </Link>
          ) : null}
          {listed.length ? (
            <GameTabs
              tabs={familyTabs(listed)}
              game={game ?? (listed[0] as LotteryGame)}
              pathname={pathname}
            />
          ) : null}
          {game && family ? (
            <>
              <DrawHeader
                game={game}
                family={family.id}
                title={game.names[i18n.language] ?? game.name}
                now={now}
                drawing={watch.drawing}
                onVerify={setVerifying}
              />
              {game.maintenance ? <p className={styles.maintenance}>{t('page.maintenance')}</p> : null}
              <GameBoard
                key={game.gameCode}
                game={game}
                family={family}
                games={listed}
                tickets={today.data}
                ticketsLoading={today.isPending}
                symbol={symbol}
                verifying={verifying}
                onVerify={setVerifying}
              />
            </>
          ) : (
            <EmptyState
              icon="lottery"
              title={pageTitle}
              hint={t(gameCode ? 'page.unknown' : 'page.none')}
              testId="lottery-unknown"
            >
              <h1 className={styles.hiddenTitle} data-testid="lottery-title">
                {pageTitle}
              </h1>
              <Link to="/elott" className={styles.back} data-testid="lottery-back">
                {t('page.back')}
              </Link>
            </EmptyState>
          )}
        </>
      )}
    </div>
  );
}
