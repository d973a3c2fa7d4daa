import type { LotteryDraw } from '@portal/contracts/lottery.schema';
import type { FamilyId } from '@portal/lottery';
import { EmptyState } from '@portal/ui/empty-state.tsx';
import { formatDateTime } from '@portal/ui/format.ts';
import { Icon } from '@portal/ui/icons.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { ResultBalls } from './result-balls.tsx';
import styles from './results-history.module.css';

type Props = {
  family: FamilyId;
  draws: LotteryDraw[] | undefined;
  loading: boolean;
  onVerify: (issue: string) => void;
};

/** Past results, newest first, each with a way to verify it. */
export function ResultsHistory({ family, draws, loading, onVerify }: Props) {
  const { t } = useTranslation('lottery');
  if (loading) return <Skeleton height={160} radius="var(--radius-lg)" />;
  if (!draws?.length) return <EmptyState icon="clock" title={t('results.empty')} testId="results-empty" />;
  return (
    <ol className={styles.list} data-testid="results">
      {draws.map((draw) => (
        <li key={draw.issue} className={styles.row} data-testid="result-row" data-issue={draw.issue}>
          <div className={styles.when}>
            <strong>{draw.issue}</strong>
            <time>{formatDateTime(draw.drawAt)}</time>
          </div>
          <ResultBalls family={family} result={draw.result} size="sm" />
          <button
            type="button"
            className={styles.verify}
            onClick={() => onVerify(draw.issue)}
            aria-label={t('verify.openIssue', { issue: draw.issue })}
            data-testid="result-verify"
          >
            <Icon name="shield" size={16} />
          </button>
        </li>
      ))}
    </ol>
  );
}
