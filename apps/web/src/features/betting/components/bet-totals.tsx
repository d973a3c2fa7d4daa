import type { BetHistoryPage } from '@portal/contracts/betting.schema';
import { formatInteger } from '@portal/ui/format.ts';
import { Money } from '@portal/ui/money.tsx';
import { useTranslation } from 'react-i18next';
import { Figure, FigureStrip } from './figure.tsx';

type BetTotalsProps = { totals: BetHistoryPage['totals']; symbol: string; busy: boolean };

/** The totals of the whole selection (every page): count, stake, valid bet and win or loss. */
export function BetTotals({ totals, symbol, busy }: BetTotalsProps) {
  const { t } = useTranslation('betting');
  return (
    <FigureStrip label={t('bets.totals.label')} testId="bet-totals" busy={busy}>
      <Figure label={t('bets.totals.count')} testId="bet-totals-count">
        {formatInteger(totals.count)}
      </Figure>
      <Figure label={t('bets.totals.stake')}>
        <Money amount={totals.stake} symbol={symbol} testId="bet-totals-stake" />
      </Figure>
      <Figure label={t('bets.totals.validBet')}>
        <Money amount={totals.validBet} symbol={symbol} testId="bet-totals-valid" />
      </Figure>
      <Figure label={t('bets.totals.winLoss')} highlight>
        <Money amount={totals.winLoss} symbol={symbol} signed testId="bet-totals-win-loss" />
      </Figure>
    </FigureStrip>
  );
}
