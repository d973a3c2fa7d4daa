import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf, refusedWith } from '../../../test/money-helpers.ts';
import { newOperator, OPS, ops, opsLogin } from '../../../test/ops-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

type Run = {
  claimId: number;
  job: string;
  period: string;
  attempt: number;
  outcome: string;
  error: string | null;
  retryable: boolean;
};
type Page<T> = { content: T[]; total: number };
type Job = { name: string; every: number | null; cron: string | null; attempts: number };

const t = useTestApp();
let admin: string;
let finance: string;
let siamAdmin: string;
/** Fails until told to succeed: a job whose runs an administrator can re-run. */
let succeed = false;
let runs = 0;

beforeAll(async () => {
  [admin, finance] = await Promise.all([opsLogin(t, OPS.admin), opsLogin(t, OPS.finance)]);
  siamAdmin = await opsLogin(t, await newOperator(t, admin, 'admin', 'siam'));
  const flaky = t.services.jobs.define<{ n: number }>({
    name: 'test.flaky',
    attempts: 1,
    run: async () => {
      runs++;
      if (!succeed) throw new Error('the partner answered 503');
    },
  });
  await flaky.defer({ key: 'batch-7', runAt: new Date(Date.now() - 1000), payload: { n: 7 } });
  // the platform's scheduled jobs are due too: tick until this one has run
  for (let round = 0; round < 5 && runs === 0; round++) await t.services.jobs.tick();
});

const runsOf = async (token = admin) =>
  answerOf<Page<Run>>(await ops(t, 'GET', '/ops/v1/jobs/runs?job=test.flaky', undefined, { token })).content;

describe('jobs for administrators', () => {
  it('lists the jobs with their schedules', async () => {
    const jobs = answerOf<Job[]>(await ops(t, 'GET', '/ops/v1/jobs', undefined, { token: admin }));
    expect(jobs.find((j) => j.name === 'jobs.prune')).toMatchObject({ every: 86_400_000, cron: null });
    expect(jobs.find((j) => j.name === 'test.flaky')).toMatchObject({ every: null, cron: null, attempts: 1 });
  });

  it('shows a failed run with its error, re-runs it once on request, and never re-runs a success', async () => {
    const [failed] = await runsOf();
    expect(failed).toMatchObject({ period: 'batch-7', attempt: 1, outcome: 'failed', retryable: true });
    expect(failed?.error).toContain('503');

    succeed = true;
    answerOf(await ops(t, 'POST', `/ops/v1/jobs/claims/${failed?.claimId}/retry`, {}, { token: admin }));
    // a second request before the run is refused: the claim is pending, not failed
    refusedWith(
      await ops(t, 'POST', `/ops/v1/jobs/claims/${failed?.claimId}/retry`, {}, { token: admin }),
      409,
      'job.not.failed',
    );
    await t.services.jobs.tick();
    const [latest, first] = await runsOf();
    expect(latest).toMatchObject({ attempt: 2, outcome: 'succeeded', retryable: false });
    expect(first).toMatchObject({ attempt: 1, outcome: 'failed', retryable: false });
    expect(runs).toBe(2);
    refusedWith(
      await ops(t, 'POST', `/ops/v1/jobs/claims/${failed?.claimId}/retry`, {}, { token: admin }),
      409,
      'job.not.failed',
    );
    await t.services.jobs.tick();
    expect(runs).toBe(2);

    const audit = answerOf<Page<{ action: string; target: string }>>(
      await ops(t, 'GET', `/ops/v1/audit?action=job&target=job-claim:${failed?.claimId}`, undefined, {
        token: admin,
      }),
    ).content.map((a) => a.action);
    expect(audit).toEqual(['job.retry.refused', 'job.retry.refused', 'job.retry']);
  });

  it('keeps jobs to administrators of every merchant', async () => {
    refusedWith(
      await ops(t, 'GET', '/ops/v1/jobs', undefined, { token: finance }),
      403,
      'operator.forbidden',
    );
    refusedWith(
      await ops(t, 'GET', '/ops/v1/jobs/runs', undefined, { token: siamAdmin }),
      403,
      'operator.forbidden',
    );
    refusedWith(
      await ops(t, 'POST', '/ops/v1/jobs/claims/1/retry', {}, { token: siamAdmin }),
      403,
      'operator.forbidden',
    );
    refusedWith(await ops(t, 'GET', '/ops/v1/jobs'), 401, 'operator.not.logged.in');
  });

  it('answers bad input with the envelope', async () => {
    for (const url of [
      '/ops/v1/jobs/runs?outcome=exploded',
      '/ops/v1/jobs/runs?job=DROP%20TABLE',
      '/ops/v1/jobs/runs?pageSize=0',
    ])
      refusedWith(await ops(t, 'GET', url, undefined, { token: admin }), 400, 'validation.failed');
    refusedWith(
      await ops(t, 'POST', '/ops/v1/jobs/claims/abc/retry', {}, { token: admin }),
      400,
      'validation.failed',
    );
    refusedWith(
      await ops(t, 'POST', '/ops/v1/jobs/claims/2147483647/retry', {}, { token: admin }),
      409,
      'job.not.failed',
    );
  });
});
