import type { BaccaratBet, PlayerState, TableGameInfo } from '@portal/contracts/vendors.schema';
import { useErrorText } from '@portal/ui/error-text.ts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { featureErrorNamespaces } from '../../../i18n/feature-errors.ts';
import { GameBar } from '../shared/game-bar.tsx';
import { formatGameMoney } from '../shared/money.ts';
import { RoundHistory } from '../shared/round-history.tsx';
import { useHouseHistory } from './api/house-history.ts';
import styles from './baccarat-table.module.css';
import { BeadRoad } from './components/bead-road.tsx';
import { BetSpot } from './components/bet-spot.tsx';
import { ChipRack } from './components/chip-rack.tsx';
import { Hand } from './components/hand.tsx';
import { OutcomeBanner } from './components/outcome-banner.tsx';
import { RtpPanel } from './components/rtp-panel.tsx';
import { winningBets } from './lib/baccarat.ts';
import {
  type BetProblem,
  checkDeal,
  checkPlacement,
  type Placement,
  stakesOf,
  totalStake,
} from './lib/bets.ts';
import { roadOf } from './lib/road.ts';
import { useBaccaratRound } from './use-baccarat-round.ts';

type BaccaratTableProps = {
  player: PlayerState;
  info: TableGameInfo;
  onBalance: (balance: number) => void;
};

const SIDE_BETS: BaccaratBet[] = ['PLAYER_PAIR', 'TIE', 'BANKER_PAIR'];
const MAIN_BETS: BaccaratBet[] = ['PLAYER', 'BANKER'];

/** The baccarat table once the session is open: chips on spots, the deal, the cards, the road. */
export function BaccaratTable({ player, info, onBalance }: BaccaratTableProps) {
  const { t } = useTranslation('tables');
  const errorText = useErrorText(featureErrorNamespaces('vendors'));
  const currency = player.trial ? null : player.currency;
  const money = (amount: number) => formatGameMoney(amount, currency);
  const [chip, setChip] = useState(info.chips[0] ?? info.minBet);
  const [placements, setPlacements] = useState<Placement[]>([]);
  const [problem, setProblem] = useState<BetProblem | null>(null);
  const [infoOpen, setInfoOpen] = useState(false);
  const round = useBaccaratRound({ session: player.session, gameCode: info.gameCode, onBalance });
  const history = useHouseHistory(player.session, info.gameCode);

  const ended = round.error?.code === 'game.session.expired';
  const busy = round.phase === 'dealing' || round.phase === 'revealing' || ended;
  const stakes = stakesOf(placements);
  const settled = round.phase === 'settled' && round.result ? round.result : null;
  const won = settled ? winningBets(settled) : [];
  const cardsOf = (side: 'player' | 'banker') => round.revealed.filter((dealt) => dealt.side === side);

  function place(bet: BaccaratBet) {
    const next = { bet, amount: chip };
    const refused = checkPlacement(placements, next, info, player.balance);
    setProblem(refused);
    if (!refused) setPlacements([...placements, next]);
  }

  function deal() {
    const refused = checkDeal(placements, info, player.balance);
    setProblem(refused);
    if (!refused) void round.deal(stakes);
  }

  function problemText(refused: BetProblem): string {
    switch (refused.code) {
      case 'max':
        return t('limits.max', { bet: t(`bets.${refused.bet}`), amount: money(info.maxBet) });
      case 'min':
        return t('limits.min', { bet: t(`bets.${refused.bet}`), amount: money(info.minBet) });
      case 'empty':
        return t('limits.empty');
      case 'funds':
        return errorText('wallet.insufficient.funds');
    }
  }

  const notice = problem
    ? problemText(problem)
    : round.error
      ? errorText(round.error.code, round.error.message)
      : null;

  const spot = (bet: BaccaratBet) => (
    <BetSpot
      key={bet}
      bet={bet}
      odds={info.odds[bet]}
      amount={stakes[bet] ?? 0}
      amountText={money(stakes[bet] ?? 0)}
      won={won.includes(bet)}
      disabled={busy}
      onPlace={place}
    />
  );

  return (
    <div className={styles.page} data-testid="table-page">
      <GameBar title={info.title} balance={player.balance} currency={player.currency} trial={player.trial}>
        <button
          type="button"
          className={styles.barButton}
          onClick={() => setInfoOpen(true)}
          aria-label={t('info.open')}
          data-testid="info-button"
        >
          i
        </button>
      </GameBar>
      <div className={styles.layout}>
        <main className={styles.main}>
          <section className={styles.felt} aria-label={t('felt')}>
            <div className={styles.hands}>
              <Hand side="player" cards={cardsOf('player')} winner={settled?.outcome === 'PLAYER'} />
              <span className={styles.versus} aria-hidden="true">
                {t('versus')}
              </span>
              <Hand side="banker" cards={cardsOf('banker')} winner={settled?.outcome === 'BANKER'} />
            </div>
            <div className={styles.banner} aria-live="polite">
              {settled && <OutcomeBanner result={settled} payoutText={money(settled.payout)} />}
              {round.phase === 'dealing' && <span className={styles.dealing}>{t('actions.dealing')}</span>}
            </div>
            <div className={styles.sideBets}>{SIDE_BETS.map(spot)}</div>
            <div className={styles.mainBets}>{MAIN_BETS.map(spot)}</div>
            <p className={styles.limitsLine}>
              {t('info.limits', { min: money(info.minBet), max: money(info.maxBet) })}
            </p>
          </section>
          <p className={styles.notice} role="alert" data-testid="table-notice">
            {notice}
          </p>
          <div className={styles.controls}>
            <ChipRack
              chips={info.chips}
              selected={chip}
              disabled={busy}
              onSelect={(value) => {
                setChip(value);
                setProblem(null);
              }}
            />
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.secondary}
                disabled={busy || placements.length === 0}
                onClick={() => {
                  setPlacements(placements.slice(0, -1));
                  setProblem(null);
                }}
                data-testid="undo-button"
              >
                {t('actions.undo')}
              </button>
              <button
                type="button"
                className={styles.secondary}
                disabled={busy || placements.length === 0}
                onClick={() => {
                  setPlacements([]);
                  setProblem(null);
                }}
                data-testid="clear-button"
              >
                {t('actions.clear')}
              </button>
              <div className={styles.total}>
                <span>{t('actions.totalBet')}</span>
                <strong data-testid="total-bet">{money(totalStake(placements))}</strong>
              </div>
              <button
                type="button"
                className={styles.deal}
                disabled={busy}
                onClick={deal}
                data-testid="deal-button"
              >
                {round.phase === 'dealing' ? t('actions.dealing') : t('actions.deal')}
              </button>
            </div>
          </div>
        </main>
        <aside className={styles.side}>
          <BeadRoad outcomes={roadOf(history.data ?? [])} />
          <section className={styles.history} aria-labelledby="table-history-title">
            <h2 id="table-history-title" className={styles.historyTitle}>
              {t('history')}
            </h2>
            <RoundHistory rounds={history.data ?? []} currency={currency} />
          </section>
        </aside>
      </div>
      <RtpPanel open={infoOpen} info={info} money={money} onClose={() => setInfoOpen(false)} />
    </div>
  );
}
