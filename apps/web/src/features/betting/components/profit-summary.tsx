import type { ProfitReport } from '@portal/contracts/betting.schema';
import { Money } from '@portal/ui/money.tsx';
import { useTranslation } from 'react-i18next';
import { Figure, FigureStrip } from './figure.tsx';

type ProfitSummaryProps = { totals: ProfitReport['totals']; symbol: string; busy: boolean };

/** The period at a glance: stake, valid bet, payout, profit (coloured) and the estimated rebate. */
export function ProfitSummary({ totals, symbol, busy }: ProfitSummaryProps) {
  const { t } = useTranslation('betting');
  return (
    <FigureStrip label={t('profit.summary.label')} testId="profit-summary" busy={busy}>
      <Figure label={t('profit.summary.stake')}>
        <Money amount={totals.stake} symbol={symbol} testId="profit-total-stake" />
      </Figure>
      <Figure label={t('profit.summary.validBet')}>
        <Money amount={totals.validBet} symbol={symbol} testId="profit-total-valid" />
      </Figure>
      <Figure label={t('profit.summary.payout')}>
        <Money amount={totals.payout} symbol={symbol} testId="profit-total-payout" />
      </Figure>
      <Figure label={t('profit.summary.profit')} highlight>
        <Money amount={totals.profit} symbol={symbol} signed testId="profit-total-profit" />
      </Figure>
      <Figure label={t('profit.summary.rebate')}>
        <Money amount={totals.rebate} symbol={symbol} testId="profit-total-rebate" />
      </Figure>
    </FigureStrip>
  );
}
