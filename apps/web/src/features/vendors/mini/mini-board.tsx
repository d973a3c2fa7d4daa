import {
  MINI_PICKS,
  type MiniGameInfo,
  type MiniPick,
  type MiniRollResult,
  type PlayerState,
} from '@portal/contracts/vendors.schema';
import { Button } from '@portal/ui/button.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isUncertain } from '../shared/game-error.ts';
import { formatGameMoney } from '../shared/money.ts';
import { newRequestId } from '../shared/request-id.ts';
import styles from './mini-game.module.css';
import { rollMini } from './mini-game-api.ts';

const FACES = ['⚀', '⚁', '⚂', '⚃', '⚄', '⚅'] as const;

type BoardProps = {
  player: PlayerState;
  info: MiniGameInfo;
  /** After each round, with the vendor's balance (the dialog reloads the header's). */
  onBalance: (balance: number) => void;
};

/**
 * The mini game's board (decision 0045): Hi-Lo dice over the in-house vendor's seamless wallet, with
 * the published RTP and house edge of the vendor's session. The dialog and the game page both show it.
 */
export function MiniBoard({ player, info: mini, onBalance }: BoardProps) {
  const { t } = useTranslation('miniGame');
  const errorText = useApiErrorText();
  const [pick, setPick] = useState<MiniPick>('HIGH');
  const [stake, setStake] = useState<number | null>(null);
  const [last, setLast] = useState<MiniRollResult | null>(null);
  const [balance, setBalance] = useState<number | null>(null);
  const [rounds, setRounds] = useState(0);
  const requestId = useRef<string | null>(null);

  const roll = useMutation({
    mutationFn: (body: { pick: MiniPick; stake: number }) => {
      requestId.current ??= newRequestId();
      return rollMini({
        session: player.session,
        gameCode: mini.gameCode,
        requestId: requestId.current,
        ...body,
      });
    },
    onSuccess: (result) => {
      requestId.current = null;
      setLast(result);
      setRounds((n) => n + 1);
      setBalance(result.balance);
      onBalance(result.balance);
    },
    onError: (error) => {
      // a lost answer may have been played: the retry keeps its key, so it is settled once
      if (!isUncertain(error)) requestId.current = null;
    },
  });

  const chosenStake = stake ?? mini.stakes[0] ?? 0;
  const shownBalance = balance ?? player.balance;
  const money = (amount: number) => formatGameMoney(amount, player.trial ? null : player.currency);

  return (
    <div className={styles.panel} data-testid="mini-game-panel">
      <p className={styles.rules}>{t('rules')}</p>
      <p className={styles.edge} data-testid="mini-game-edge">
        {t('edge', { rtp: mini.rtp.toFixed(2), edge: mini.houseEdge.toFixed(2) })}
      </p>
      <p className={styles.balance}>
        {player.trial ? t('trialBalance') : t('balance')}{' '}
        <strong data-testid="mini-game-balance" data-balance={shownBalance}>
          {money(shownBalance)}
        </strong>
      </p>
      <fieldset className={styles.picks}>
        <legend className="visually-hidden">{t('pickLegend')}</legend>
        {MINI_PICKS.map((p) => (
          <button
            key={p}
            type="button"
            className={`${styles.pick} ${p === pick ? styles.picked : ''}`}
            aria-pressed={p === pick}
            onClick={() => setPick(p)}
            data-testid={`mini-pick-${p}`}
          >
            <span className={styles.pickName}>{t(`pick.${p}`)}</span>
            <span className={styles.pickPays}>{t('pays', { times: mini.pays[p] })}</span>
          </button>
        ))}
      </fieldset>
      <label className={styles.stake}>
        <span>{t('stake')}</span>
        <select
          value={chosenStake}
          onChange={(event) => setStake(Number(event.target.value))}
          data-testid="mini-game-stake"
        >
          {mini.stakes.map((s) => (
            <option key={s} value={s}>
              {money(s)}
            </option>
          ))}
        </select>
      </label>
      <Button
        onClick={() => roll.mutate({ pick, stake: chosenStake })}
        disabled={roll.isPending}
        data-testid="mini-game-roll"
      >
        {roll.isPending ? t('rolling') : t('roll')}
      </Button>
      <div className={styles.result} aria-live="polite" data-testid="mini-game-result" data-rounds={rounds}>
        {last ? (
          <>
            <span className={styles.dice} aria-hidden="true">
              {last.dice.map((d, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: two dice, always in the same places
                <span key={i}>{FACES[d - 1]}</span>
              ))}
            </span>
            <span data-testid="mini-game-outcome" data-payout={last.payout} data-stake={last.stake}>
              {t('rolled', { a: last.dice[0], b: last.dice[1], total: last.total })}{' '}
              {last.payout > 0 ? t('won', { amount: money(last.payout) }) : t('lost')}
            </span>
          </>
        ) : (
          <span className={styles.hint}>{t('hint')}</span>
        )}
      </div>
      {roll.error ? (
        <p className={styles.error} role="alert">
          {errorText(roll.error)}
        </p>
      ) : null}
    </div>
  );
}
