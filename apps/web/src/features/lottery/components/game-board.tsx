import type { LotteryGame, LotteryTicket } from '@portal/contracts/lottery.schema';
import type { Family, FamilyId } from '@portal/lottery';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResults } from '../api/get-results.ts';
import { oddsOf } from '../lib/slip.ts';
import { useBetSlip } from '../lib/use-bet-slip.ts';
import styles from './game-board.module.css';
import { NumberRow } from './number-row.tsx';
import { PlayPicker } from './play-picker.tsx';
import { ResultsHistory } from './results-history.tsx';
import { SlipPanel } from './slip-panel.tsx';
import { StakeBar } from './stake-bar.tsx';
import { TodayOrders } from './today-orders.tsx';
import { TrendCharts } from './trend-charts.tsx';
import { VerifyDraw } from './verify-draw.tsx';
import { WinnersRanking } from './winners-ranking.tsx';

const TABS = ['bet', 'orders', 'results', 'trends', 'winners'] as const;
type Tab = (typeof TABS)[number];

type Props = {
  game: LotteryGame;
  family: Family<unknown>;
  games: readonly LotteryGame[];
  tickets: LotteryTicket[] | undefined;
  ticketsLoading: boolean;
  symbol: string;
  verifying: string | null;
  onVerify: (issue: string | null) => void;
};

/**
 * One game's board (memoised: the page ticks every second for its countdown, the board need not): the slip (picker, stake, lines, chase) and beside it, or under tabs on a phone,
 * today's orders, the results, the trend charts and the winners.
 */
export const GameBoard = memo(function GameBoard({
  game,
  family,
  games,
  tickets,
  ticketsLoading,
  symbol,
  verifying,
  onVerify,
}: Props) {
  const { t } = useTranslation('lottery');
  const [tab, setTab] = useState<Tab>('bet');
  const slip = useBetSlip(family, game);
  const results = useResults(game.gameCode, game.last?.issue ?? null);
  const side: Tab = tab === 'bet' ? 'orders' : tab;
  const familyId = family.id as FamilyId;
  return (
    <div className={styles.board}>
      <div className={styles.tabs} role="tablist" aria-label={t('tabs.label')} data-testid="board-tabs">
        {TABS.map((id) => (
          <button
            key={id}
            type="button"
            role="tab"
            aria-selected={tab === id}
            data-current={tab === id}
            data-side={id === side}
            className={styles.tab}
            data-tab={id}
            onClick={() => setTab(id)}
            data-testid={`tab-${id}`}
          >
            {t(`tabs.${id}`)}
            {id === 'orders' && tickets?.some((ticket) => ticket.status === 'open') ? (
              <span className={styles.dot} aria-hidden="true" />
            ) : null}
          </button>
        ))}
      </div>
      <section className={styles.bet} data-shown={tab === 'bet'} aria-label={t('tabs.bet')}>
        <PlayPicker family={family} playId={slip.play.id} onChoose={slip.choosePlay} />
        <div className={styles.rows}>
          {slip.play.rows.map((row, i) => (
            <NumberRow
              key={`${slip.play.id}:${row.key}`}
              row={row}
              index={i}
              picked={slip.pick[i] ?? []}
              named={slip.play.rows.length > 1}
              onToggle={(value) => slip.toggle(i, value)}
              onQuick={(kind) => slip.quick(i, kind)}
              onSet={(values) => slip.setRow(i, values)}
            />
          ))}
        </div>
        <StakeBar slip={slip} odds={oddsOf(game, slip.play)} symbol={symbol} />
        <SlipPanel slip={slip} game={game} symbol={symbol} />
      </section>
      <section className={styles.side} data-shown={tab !== 'bet'} aria-label={t(`tabs.${side}`)}>
        {side === 'orders' ? (
          <TodayOrders tickets={tickets} loading={ticketsLoading} games={games} symbol={symbol} />
        ) : side === 'results' ? (
          <ResultsHistory
            family={familyId}
            draws={results.data}
            loading={results.isPending}
            onVerify={onVerify}
          />
        ) : side === 'trends' ? (
          <TrendCharts family={familyId} draws={results.data} loading={results.isPending} />
        ) : (
          <WinnersRanking gameCode={game.gameCode} symbol={symbol} />
        )}
      </section>
      {verifying ? (
        <VerifyDraw
          gameCode={game.gameCode}
          family={familyId}
          issue={verifying}
          onClose={() => onVerify(null)}
        />
      ) : null}
    </div>
  );
});
