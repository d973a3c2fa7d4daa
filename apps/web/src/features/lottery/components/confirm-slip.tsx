import type { LotteryGame, PlacedSlip } from '@portal/contracts/lottery.schema';
import { playOf } from '@portal/lottery';
import { Button } from '@portal/ui/button.tsx';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { Money } from '@portal/ui/money.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlaceSlip } from '../api/place-slip.ts';
import { nameIn } from '../lib/lottery-pages.ts';
import { pickText } from '../lib/pick-text.ts';
import { bestWin, lineTotal, oddsOf, type SlipLine, slipRequest, slipTotal } from '../lib/slip.ts';
import { useLotteryErrorText } from '../lib/use-lottery-error.ts';
import styles from './confirm-slip.module.css';
import text from './line-text.module.css';

type Props = {
  game: LotteryGame;
  issue: string;
  lines: SlipLine[];
  draws: number;
  stopOnWin: boolean;
  symbol: string;
  onClose: () => void;
  onPlaced: (placed: PlacedSlip) => void;
};

/**
 * The confirm step: every line with its odds and potential win, the chase and the total. The slip's
 * request id is made once when the step opens, so a double click or a retry after a lost answer places
 * the slip once (the server answers the first slip again).
 */
export function ConfirmSlip({ game, issue, lines, draws, stopOnWin, symbol, onClose, onPlaced }: Props) {
  const { t, i18n } = useTranslation('lottery');
  const errorText = useLotteryErrorText();
  const [requestId] = useState(() => crypto.randomUUID());
  const place = usePlaceSlip();
  const total = slipTotal(lines, draws);
  const confirm = () => {
    if (place.isPending) return;
    place.mutate(slipRequest(game.gameCode, issue, lines, { draws, stopOnWin }, requestId), {
      onSuccess: onPlaced,
    });
  };
  return (
    <Modal
      open
      onClose={onClose}
      title={t('confirm.title')}
      icon="ticket"
      closeLabel={t('confirm.cancel')}
      testId="confirm-slip"
      footer={
        <div className={styles.actions}>
          <Button variant="ghost" onClick={onClose}>
            {t('confirm.cancel')}
          </Button>
          <Button onClick={confirm} disabled={place.isPending} data-testid="confirm-place">
            {place.isPending ? t('confirm.placing') : t('confirm.place')}
          </Button>
        </div>
      }
    >
      <p className={styles.issue}>
        {draws > 1
          ? t('confirm.chase', { issue, draws, stop: stopOnWin ? t('confirm.stopOnWin') : '' })
          : t('confirm.issue', { issue })}
      </p>
      <ul className={styles.lines}>
        {lines.map((line) => {
          const play = playOf(line.play);
          if (!play) return null;
          return (
            <li key={line.key} className={styles.line}>
              <div className={styles.lineHead}>
                <strong>{nameIn(play.name, i18n.language)}</strong>
                <Money amount={lineTotal(line)} symbol={symbol} />
              </div>
              <span className={text.pick}>{pickText(play, line.pick, i18n.language)}</span>
              <span className={text.meta}>
                {t('slip.lineMeta', { bets: line.bets, multiplier: line.multiplier })} ·{' '}
                {t('confirm.winUpTo')}{' '}
                <Money
                  amount={bestWin(oddsOf(game, play), line.pick, line.unitStake, line.multiplier)}
                  symbol={symbol}
                />
              </span>
            </li>
          );
        })}
      </ul>
      <p className={styles.total}>
        <span>{t('slip.total')}</span>
        <Money amount={total} symbol={symbol} testId="confirm-total" />
      </p>
      <p className={styles.note}>{t('confirm.note')}</p>
      {place.error ? <FormAlert testId="slip-error">{errorText(place.error)}</FormAlert> : null}
    </Modal>
  );
}
