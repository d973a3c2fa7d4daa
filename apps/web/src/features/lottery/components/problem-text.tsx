import type { Play } from '@portal/lottery';
import { formatMoney } from '@portal/ui/format.ts';
import { useTranslation } from 'react-i18next';
import { nameIn } from '../lib/lottery-pages.ts';
import type { LineProblem } from '../lib/slip.ts';
import styles from './problem-text.module.css';

type Props = { problem: LineProblem; play: Play<unknown>; symbol: string };

/** Why the picker's line cannot go on the slip, in the player's words. */
export function ProblemText({ problem, play, symbol }: Props) {
  const { t, i18n } = useTranslation('lottery');
  let text: string;
  if (problem.kind === 'pick') {
    const row = play.rows.find((r) => r.key === problem.row);
    text =
      problem.code === 'lottery.pick.too.few' && row
        ? t('problem.tooFew', { count: problem.min, row: nameIn(row.name, i18n.language) })
        : t('problem.noBet');
  } else if (problem.kind === 'stake.low') {
    text = t('problem.stakeLow', { amount: `${symbol}${formatMoney(problem.min)}` });
  } else if (problem.kind === 'stake.high') {
    text = t('problem.stakeHigh', { amount: `${symbol}${formatMoney(problem.max)}` });
  } else {
    text = t('problem.tooMany');
  }
  return (
    <p className={styles.problem} role="alert" data-testid="line-problem">
      {text}
    </p>
  );
}
