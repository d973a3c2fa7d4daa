import { formatOdds, type OddsTable } from '@portal/lottery';
import { Button } from '@portal/ui/button.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { Money } from '@portal/ui/money.tsx';
import { useTranslation } from 'react-i18next';
import { bestWin, lineTotal, pickOdds } from '../lib/slip.ts';
import type { BetSlip } from '../lib/use-bet-slip.ts';
import { ProblemText } from './problem-text.tsx';
import styles from './stake-bar.module.css';

/** Quick stakes per bet, in minor units. */
const STAKES = [100, 200, 500, 1000, 5000];
const MAX_MULTIPLIER = 1000;

const toMinor = (text: string) => {
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(text.trim());
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : 0;
};
const toText = (minor: number) => (minor % 100 ? (minor / 100).toFixed(2) : String(minor / 100));

type Props = { slip: BetSlip; odds: OddsTable; symbol: string };

/** The stake of the picker's line: per bet and multiplier, with its bets, total, odds and potential win. */
export function StakeBar({ slip, odds, symbol }: Props) {
  const { t } = useTranslation('lottery');
  const { bets, unitStake, multiplier, pick } = slip;
  const range = pickOdds(odds, pick);
  const oddsText =
    range.low === range.high ? formatOdds(range.high) : `${formatOdds(range.low)}–${formatOdds(range.high)}`;
  const total = lineTotal({ bets, unitStake, multiplier });
  const win = bets > 0 ? bestWin(odds, pick, unitStake, multiplier) : 0;
  return (
    <div className={styles.bar} data-testid="stake-bar">
      <div className={styles.controls}>
        <label className={styles.field}>
          <span>{t('slip.unitStake')}</span>
          <span className={styles.money}>
            <span aria-hidden="true">{symbol}</span>
            <input
              inputMode="decimal"
              value={toText(unitStake)}
              onChange={(event) => slip.setUnitStake(toMinor(event.target.value))}
              data-testid="unit-stake"
            />
          </span>
        </label>
        <div className={styles.chips}>
          {STAKES.map((stake) => (
            <button
              key={stake}
              type="button"
              className={stake === unitStake ? `${styles.chip} ${styles.on}` : styles.chip}
              onClick={() => slip.setUnitStake(stake)}
              data-testid={`stake-${stake}`}
            >
              {toText(stake)}
            </button>
          ))}
        </div>
        <div className={styles.field}>
          <span>{t('slip.multiplier')}</span>
          <span className={styles.stepper}>
            <button
              type="button"
              onClick={() => slip.setMultiplier(Math.max(1, multiplier - 1))}
              aria-label={t('slip.less')}
              disabled={multiplier <= 1}
            >
              −
            </button>
            <input
              inputMode="numeric"
              value={multiplier}
              onChange={(event) =>
                slip.setMultiplier(
                  Math.min(MAX_MULTIPLIER, Math.max(1, Number(event.target.value.replace(/\D/g, '')) || 1)),
                )
              }
              aria-label={t('slip.multiplier')}
              data-testid="multiplier"
            />
            <button
              type="button"
              onClick={() => slip.setMultiplier(Math.min(MAX_MULTIPLIER, multiplier + 1))}
              aria-label={t('slip.more')}
              data-testid="multiplier-more"
            >
              +
            </button>
          </span>
        </div>
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>{t('slip.bets')}</dt>
          <dd data-testid="bets">{bets}</dd>
        </div>
        <div>
          <dt>{t('slip.lineTotal')}</dt>
          <dd>
            <Money amount={total} symbol={symbol} testId="line-total" />
          </dd>
        </div>
        <div>
          <dt>{t('slip.odds')}</dt>
          <dd data-testid="odds">×{oddsText}</dd>
        </div>
        <div>
          <dt>{t('slip.potentialWin')}</dt>
          <dd className={styles.win}>
            <Money amount={win} symbol={symbol} testId="potential-win" />
          </dd>
        </div>
      </dl>
      {slip.shownProblem ? (
        <ProblemText problem={slip.shownProblem} play={slip.play} symbol={symbol} />
      ) : null}
      <Button
        variant="secondary"
        block
        icon={<Icon name="plus" size={18} />}
        onClick={slip.addLine}
        data-testid="add-line"
      >
        {t('slip.addLine')}
      </Button>
    </div>
  );
}
