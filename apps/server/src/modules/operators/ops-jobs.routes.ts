import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Page } from '@portal/contracts/common.schema';
import { OpsJob, OpsJobRun, OpsJobRunsQuery } from '@portal/contracts/operators-jobs.schema';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { AppError, ok } from '../../platform/app-error.ts';
import type { JobRunner } from '../../platform/jobs/job-runner.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { OperatorService } from './operator.service.ts';
import { actorOf } from './operator.service.ts';
import { callerOf, OPS_SECURITY, OPS_TAGS, operatorOf, opsConfig } from './operator-guard.ts';
import { OpsIdParams } from './ops.schema.ts';

export type OpsJobsDeps = {
  operators: OperatorService;
  jobs: Pick<JobRunner, 'runs' | 'registered' | 'retry'>;
};

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/**
 * The platform's jobs for administrators of every merchant (jobs serve all merchants, so an
 * administrator of one merchant sees none): the jobs, their runs, and a re-run of a failed one.
 */
export const opsJobsRoutes: FastifyPluginAsyncTypebox<OpsJobsDeps> = async (app, { operators, jobs }) => {
  const admin = opsConfig('admin');

  function platformAdmin(req: FastifyRequest) {
    const operator = operatorOf(req);
    if (operator.merchantId !== null)
      throw new AppError(
        'operator.forbidden',
        'Jobs serve every merchant: an administrator of all of them only',
      );
    return operator;
  }

  app.get(
    '/ops/v1/jobs',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: 'The jobs the platform runs: scheduled ones with their schedule, deferred ones by key',
        security: OPS_SECURITY,
        response: envelopeResponses(Type.Array(OpsJob)),
      },
    },
    async (req) => {
      platformAdmin(req);
      return ok(
        jobs.registered().map((job) => ({
          name: job.name,
          every: job.schedule && 'every' in job.schedule ? job.schedule.every : null,
          cron: job.schedule && 'cron' in job.schedule ? job.schedule.cron : null,
          timezone: job.schedule && 'cron' in job.schedule ? (job.schedule.timezone ?? 'UTC') : null,
          attempts: job.attempts,
        })),
      );
    },
  );

  app.get(
    '/ops/v1/jobs/runs',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: 'Job runs, newest first, with their outcome and error',
        security: OPS_SECURITY,
        querystring: OpsJobRunsQuery,
        response: envelopeResponses(Page(OpsJobRun)),
      },
    },
    async (req) => {
      platformAdmin(req);
      const { job, outcome, pageNum = 1, pageSize = 20 } = req.query;
      const { rows, total } = await jobs.runs({
        ...(job ? { job } : {}),
        ...(outcome ? { outcome } : {}),
        pageNum,
        pageSize,
      });
      return ok({
        content: rows.map((r) => ({
          id: r.id,
          claimId: r.claim_id,
          job: r.job,
          period: r.period,
          attempt: r.attempt,
          maxAttempts: r.max_attempts,
          node: r.node,
          startedAt: iso(r.started_at) as string,
          finishedAt: iso(r.finished_at),
          outcome: r.outcome,
          error: r.error,
          retryable: r.claim_status === 'failed',
        })),
        pageNum,
        pageSize,
        totalPages: Math.ceil(total / pageSize),
        total,
      });
    },
  );

  app.post(
    '/ops/v1/jobs/claims/:id/retry',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: 'Runs a failed job period once more, at once (a period that succeeded never runs twice)',
        security: OPS_SECURITY,
        params: OpsIdParams,
        response: envelopeResponses(Type.Null()),
      },
    },
    async (req) => {
      const operator = platformAdmin(req);
      const target = `job-claim:${req.params.id}`;
      const retried = await jobs.retry(req.params.id);
      await operators.audit.record(actorOf(operator, callerOf(req)), {
        action: retried ? 'job.retry' : 'job.retry.refused',
        target,
        merchantId: null,
        detail: retried ? {} : { errorCode: 'job.not.failed' },
      });
      if (!retried) throw new AppError('job.not.failed');
      return ok(null);
    },
  );
};
