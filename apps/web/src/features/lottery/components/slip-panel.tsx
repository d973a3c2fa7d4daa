import type { LotteryGame, PlacedSlip } from '@portal/contracts/lottery.schema';
import { playOf } from '@portal/lottery';
import { Button } from '@portal/ui/button.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { Money } from '@portal/ui/money.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nameIn } from '../lib/lottery-pages.ts';
import { pickText } from '../lib/pick-text.ts';
import { lineTotal, MAX_CHASE, type SlipLine, slipTotal } from '../lib/slip.ts';
import type { BetSlip } from '../lib/use-bet-slip.ts';
import { ConfirmSlip } from './confirm-slip.tsx';
import text from './line-text.module.css';
import styles from './slip-panel.module.css';

type Props = { slip: BetSlip; game: LotteryGame; symbol: string };

/** The lines to place: the slip's, or the picker's line alone when the slip is empty and it is valid. */
function linesToPlace(slip: BetSlip): SlipLine[] {
  if (slip.lines.length) return slip.lines;
  if (slip.problem) return [];
  const { play, pick, unitStake, multiplier, bets } = slip;
  return [{ key: 'picker', play: play.id, pick, unitStake, multiplier, bets }];
}

/** The slip: its lines, the chase, the total, and the confirm step before the one debit. */
export function SlipPanel({ slip, game, symbol }: Props) {
  const { t, i18n } = useTranslation('lottery');
  const [confirming, setConfirming] = useState(false);
  const [placed, setPlaced] = useState<PlacedSlip | null>(null);
  const lines = linesToPlace(slip);
  const total = slipTotal(lines, slip.draws);
  const chase = slip.draws > 1;
  const open = !!game.current && !game.maintenance;

  const done = (result: PlacedSlip) => {
    setConfirming(false);
    setPlaced(result);
    slip.clearLines();
    slip.clearPick();
  };

  return (
    <section className={styles.slip} aria-label={t('slip.title')} data-testid="slip">
      {slip.lines.length ? (
        <ul className={styles.lines} data-testid="slip-lines">
          {slip.lines.map((line) => {
            const play = playOf(line.play);
            return (
              <li key={line.key} className={styles.line} data-testid="slip-line">
                <div className={styles.lineText}>
                  <strong>{play ? nameIn(play.name, i18n.language) : line.play}</strong>
                  <span className={text.pick}>{play ? pickText(play, line.pick, i18n.language) : ''}</span>
                  <span className={text.meta}>
                    {t('slip.lineMeta', { bets: line.bets, multiplier: line.multiplier })}
                  </span>
                </div>
                <Money amount={lineTotal(line)} symbol={symbol} />
                <button
                  type="button"
                  className={styles.remove}
                  onClick={() => slip.removeLine(line.key)}
                  aria-label={t('slip.removeLine')}
                >
                  <Icon name="trash" size={16} />
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}

      <div className={styles.chase}>
        <label className={styles.toggle}>
          <input
            type="checkbox"
            checked={chase}
            onChange={(event) => slip.setDraws(event.target.checked ? 5 : 1)}
            data-testid="chase-toggle"
          />
          <span>{t('chase.label')}</span>
        </label>
        {chase ? (
          <>
            <label className={styles.draws}>
              <span>{t('chase.draws')}</span>
              <input
                type="number"
                min={2}
                max={MAX_CHASE}
                value={slip.draws}
                onChange={(event) =>
                  slip.setDraws(Math.min(MAX_CHASE, Math.max(2, Number(event.target.value) || 2)))
                }
                data-testid="chase-draws"
              />
            </label>
            <label className={styles.toggle}>
              <input
                type="checkbox"
                checked={slip.stopOnWin}
                onChange={(event) => slip.setStopOnWin(event.target.checked)}
                data-testid="chase-stop"
              />
              <span>{t('chase.stopOnWin')}</span>
            </label>
          </>
        ) : null}
      </div>

      <div className={styles.footer}>
        <div className={styles.total}>
          <span>{t('slip.total')}</span>
          <Money amount={total} symbol={symbol} testId="slip-total" />
          {chase ? <small>{t('chase.times', { draws: slip.draws })}</small> : null}
        </div>
        <Button
          size="lg"
          disabled={!lines.length || !open}
          onClick={() => {
            setPlaced(null);
            setConfirming(true);
          }}
          data-testid="place-slip"
        >
          {t('slip.place')}
        </Button>
      </div>

      {placed ? (
        <p className={styles.placed} role="status" data-testid="slip-placed" data-order={placed.orderId}>
          <Icon name="check" size={18} />
          {t('slip.placed', { count: placed.tickets, issues: placed.issues.length })}{' '}
          <Money amount={placed.total} symbol={symbol} />
        </p>
      ) : null}

      {confirming && game.current ? (
        <ConfirmSlip
          game={game}
          issue={game.current.issue}
          lines={lines}
          draws={slip.draws}
          stopOnWin={slip.stopOnWin}
          symbol={symbol}
          onClose={() => setConfirming(false)}
          onPlaced={done}
        />
      ) : null}
    </section>
  );
}
