import type { BaccaratBet } from '@portal/contracts/vendors.schema';
import { useTranslation } from 'react-i18next';
import { chipLabel } from '../lib/chip-label.ts';
import styles from './bet-spot.module.css';

type BetSpotProps = {
  bet: BaccaratBet;
  /** Pays `odds` to 1. */
  odds: number | undefined;
  /** Minor units on this spot. */
  amount: number;
  /** The amount as the page writes money, for screen readers. */
  amountText: string;
  won: boolean;
  disabled: boolean;
  onPlace: (bet: BaccaratBet) => void;
};

const SPOT_CLASS: Record<BaccaratBet, string | undefined> = {
  PLAYER: styles.player,
  BANKER: styles.banker,
  TIE: styles.tie,
  PLAYER_PAIR: styles.playerPair,
  BANKER_PAIR: styles.bankerPair,
};

/** A betting area of the felt: its name, what it pays, and the chips on it. */
export function BetSpot({ bet, odds, amount, amountText, won, disabled, onPlace }: BetSpotProps) {
  const { t } = useTranslation('tables');
  const name = t(`bets.${bet}`);
  const pays = odds === undefined ? '' : t('spot.pays', { odds });
  return (
    <button
      type="button"
      className={[styles.spot, SPOT_CLASS[bet], won ? styles.won : ''].join(' ')}
      data-testid="bet-spot"
      data-bet={bet}
      data-amount={amount}
      disabled={disabled}
      aria-label={
        amount > 0 ? t('spot.labelWithBet', { name, pays, amount: amountText }) : `${name}, ${pays}`
      }
      onClick={() => onPlace(bet)}
    >
      <span className={styles.name}>{name}</span>
      <span className={styles.odds}>{pays}</span>
      {amount > 0 && (
        <span className={styles.stack} aria-hidden="true">
          {chipLabel(amount)}
        </span>
      )}
    </button>
  );
}
