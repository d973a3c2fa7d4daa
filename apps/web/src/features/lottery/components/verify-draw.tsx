import type { LotteryDraw } from '@portal/contracts/lottery.schema';
import { type FamilyId, verifyDraw } from '@portal/lottery';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { LoadFailed } from '@portal/ui/load-failed.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useDraw } from '../api/get-draw.ts';
import { ResultBalls } from './result-balls.tsx';
import styles from './verify-draw.module.css';

type Props = { gameCode: string; family: FamilyId; issue: string; onClose: () => void };

/** The draw recomputed in this browser from its revealed secret (the rules package's draw function). */
function useVerification(family: FamilyId, draw: LotteryDraw | undefined) {
  const ready = !!draw?.secret && !!draw.commitment && draw.result !== null;
  return useQuery({
    queryKey: ['lottery', 'verify', family, draw?.label, draw?.secret],
    enabled: ready,
    staleTime: Number.POSITIVE_INFINITY,
    queryFn: () => {
      const lunarYear = (draw?.result as { lunarYear?: number } | null)?.lunarYear;
      return verifyDraw({
        family,
        drawId: draw?.label ?? '',
        secret: draw?.secret ?? '',
        commitment: draw?.commitment ?? '',
        result: draw?.result,
        ...(lunarYear ? { context: { lunarYear } } : {}),
      });
    },
  });
}

function Check({ ok, label, testId }: { ok: boolean; label: string; testId: string }) {
  return (
    <li className={ok ? styles.pass : styles.fail} data-testid={testId} data-ok={ok}>
      <Icon name={ok ? 'check' : 'alert'} size={18} />
      {label}
    </li>
  );
}

function Field({ name, value, testId }: { name: string; value: string; testId: string }) {
  return (
    <div className={styles.field}>
      <dt>{name}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/**
 * Verify a draw: the commitment published before sales closed, the secret revealed after, and both checks
 * done here (SHA-256 of the secret is the commitment; the secret's draw is the published result). An
 * outside draw entered by an operator has no commitment; a simulated one is the demo's stand-in.
 */
export function VerifyDraw({ gameCode, family, issue, onClose }: Props) {
  const { t } = useTranslation('lottery');
  const draw = useDraw(gameCode, issue);
  const check = useVerification(family, draw.data);
  const d = draw.data;
  return (
    <Modal
      open
      onClose={onClose}
      title={t('verify.title', { issue })}
      icon="shield"
      closeLabel={t('verify.close')}
      size="lg"
      testId="verify-draw"
    >
      {draw.isPending ? (
        <Skeleton height={180} />
      ) : draw.error || !d ? (
        <LoadFailed error={draw.error} onRetry={() => void draw.refetch()} />
      ) : (
        <div className={styles.body}>
          {d.source === 'operator' ? (
            <p className={styles.note} data-testid="verify-operator">
              {t('verify.operator')}
            </p>
          ) : null}
          {d.source === 'simulated' ? (
            <p className={styles.note} data-testid="verify-simulated">
              {t('verify.simulated')}
            </p>
          ) : null}
          {d.result === null ? (
            <p className={styles.note} data-testid="verify-sealed">
              {t('verify.sealed')}
            </p>
          ) : (
            <ResultBalls family={family} result={d.result} full testId="verify-result" />
          )}
          {check.data ? (
            <ul className={styles.checks}>
              <Check
                ok={check.data.commitment}
                label={t(check.data.commitment ? 'verify.commitmentOk' : 'verify.commitmentBad')}
                testId="verify-commitment"
              />
              <Check
                ok={check.data.result}
                label={t(check.data.result ? 'verify.resultOk' : 'verify.resultBad')}
                testId="verify-outcome"
              />
            </ul>
          ) : check.isFetching ? (
            <p className={styles.note}>{t('verify.checking')}</p>
          ) : null}
          {check.data && !check.data.result ? (
            <div className={styles.expected}>
              <span>{t('verify.expected')}</span>
              <ResultBalls family={family} result={check.data.expected} size="sm" />
            </div>
          ) : null}
          <dl className={styles.fields}>
            <Field
              name={t('verify.commitment')}
              value={d.commitment ?? t('verify.noCommitment')}
              testId="verify-commitment-value"
            />
            <Field
              name={t('verify.secret')}
              value={d.secret ?? t('verify.noSecret')}
              testId="verify-secret"
            />
            <Field name={t('verify.label')} value={d.label} testId="verify-label" />
          </dl>
          <details className={styles.how}>
            <summary>{t('verify.howTitle')}</summary>
            <ol>
              <li>{t('verify.how1')}</li>
              <li>{t('verify.how2', { label: d.label })}</li>
              <li>{t('verify.how3')}</li>
            </ol>
          </details>
        </div>
      )}
    </Modal>
  );
}
