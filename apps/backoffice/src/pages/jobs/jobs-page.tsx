import type { OpsJob, OpsJobRun } from '@portal/contracts/operators-jobs.schema';
import { JOB_RUN_OUTCOMES } from '@portal/contracts/operators-jobs.schema';
import { Button } from '@portal/ui/button.tsx';
import { SelectField } from '@portal/ui/field.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { formatDateTime } from '@portal/ui/format.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../api/error-text.ts';
import { opsApi } from '../../api/ops.ts';
import { useList } from '../../lib/use-list.ts';
import { PageHead, pageStyles, StatusPill } from '../../shell/page.tsx';
import { type Column, DataTable } from '../../table/data-table.tsx';
import { PagedTable } from '../../table/paged-table.tsx';

const OUTCOME_PILL: Record<OpsJobRun['outcome'], string> = {
  running: 'pending',
  succeeded: 'paid',
  failed: 'rejected',
  lost: 'expired',
};

/** How often a job runs, in words. */
function scheduleOf(job: OpsJob, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (job.every !== null) {
    const minutes = job.every / 60_000;
    return minutes >= 60 ? t('every.hours', { n: minutes / 60 }) : t('every.minutes', { n: minutes });
  }
  if (job.cron) return t('cron', { cron: job.cron, zone: job.timezone });
  return t('onDemand');
}

/** The platform's jobs and their runs; a failed period runs again on an administrator's request. */
export default function JobsPage() {
  const { t } = useTranslation('jobs');
  const client = useQueryClient();
  const jobs = useQuery({ queryKey: ['jobs'], queryFn: opsApi.jobs });
  // another screen may open the runs of one job and outcome (the agents' payments: the contract jobs)
  const [params] = useSearchParams();
  const [filter, setFilter] = useState(() => ({
    job: params.get('job') ?? '',
    outcome: params.get('outcome') ?? '',
  }));
  const list = useList('job-runs', opsApi.jobRuns, {
    job: filter.job || undefined,
    outcome: filter.outcome || undefined,
  });
  const [error, setError] = useState<string | null>(null);

  const columns = useMemo<Column<OpsJobRun>[]>(() => {
    async function retry(run: OpsJobRun) {
      setError(null);
      try {
        await opsApi.retryJob(run.claimId);
      } catch (failure) {
        setError(errorText(failure, t));
      }
      await client.invalidateQueries({ queryKey: ['job-runs'] });
    }
    return [
      { id: 'job', header: t('col.job'), value: (r) => r.job },
      { id: 'period', header: t('col.period'), value: (r) => r.period },
      {
        id: 'attempt',
        header: t('col.attempt'),
        value: (r) => r.attempt,
        cell: (r) => `${r.attempt} / ${r.maxAttempts}`,
      },
      {
        id: 'outcome',
        header: t('col.outcome'),
        value: (r) => r.outcome,
        cell: (r) => <StatusPill status={OUTCOME_PILL[r.outcome]} label={t(`outcome.${r.outcome}`)} />,
      },
      {
        id: 'started',
        header: t('col.started'),
        value: (r) => r.startedAt,
        cell: (r) => formatDateTime(r.startedAt),
      },
      {
        id: 'took',
        header: t('col.took'),
        value: (r) => (r.finishedAt ? Date.parse(r.finishedAt) - Date.parse(r.startedAt) : null),
        cell: (r) => (r.finishedAt ? `${Date.parse(r.finishedAt) - Date.parse(r.startedAt)} ms` : ''),
        align: 'end',
      },
      { id: 'node', header: t('col.node'), value: (r) => r.node, hidden: true },
      { id: 'error', header: t('col.error'), value: (r) => r.error },
      {
        id: 'retry',
        header: '',
        display: true,
        value: () => null,
        cell: (r) =>
          r.retryable ? (
            <Button size="sm" variant="outline" onClick={() => void retry(r)} data-testid="bo-job-retry">
              {t('retry')}
            </Button>
          ) : null,
      },
    ];
  }, [t, client]);

  const set = (patch: Partial<typeof filter>) => setFilter({ ...filter, ...patch });
  return (
    <section className={pageStyles.stack}>
      <PageHead title={t('title')} lead={t('lead')} />
      <DataTable
        rows={jobs.data ?? []}
        columns={[
          { id: 'name', header: t('col.job'), value: (j) => j.name },
          { id: 'schedule', header: t('col.schedule'), value: (j) => scheduleOf(j, t) },
          { id: 'attempts', header: t('col.attempts'), value: (j) => j.attempts, align: 'end' },
        ]}
        rowId={(j) => j.name}
        loading={jobs.isFetching}
        testId="bo-jobs"
        empty={t('noJobs')}
      />
      <h2 className={pageStyles.subhead}>{t('runs')}</h2>
      <div className={pageStyles.filters}>
        <SelectField
          label={t('col.job')}
          value={filter.job}
          onChange={(e) => set({ job: e.target.value })}
          variant="compact"
        >
          <option value="">{t('anyJob')}</option>
          {(jobs.data ?? []).map((job) => (
            <option key={job.name} value={job.name}>
              {job.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('col.outcome')}
          value={filter.outcome}
          onChange={(e) => set({ outcome: e.target.value })}
          variant="compact"
          testId="bo-job-outcome"
        >
          <option value="">{t('anyOutcome')}</option>
          {JOB_RUN_OUTCOMES.map((outcome) => (
            <option key={outcome} value={outcome}>
              {t(`outcome.${outcome}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <FormAlert onDismiss={() => setError(null)} dismissLabel={t('bo:close')}>
        {error}
      </FormAlert>
      <PagedTable
        list={list}
        columns={columns}
        rowId={(r) => String(r.id)}
        testId="bo-job-runs"
        empty={t('noRuns')}
        exportName="job-runs"
      />
    </section>
  );
}
