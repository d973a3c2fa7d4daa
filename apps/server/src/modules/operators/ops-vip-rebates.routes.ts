import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  OpsRates,
  OpsRatesBody,
  OpsRatesQuery,
  OpsRunBody,
  OpsRunPage,
  OpsRunParams,
  OpsRunsQuery,
  RebateRun,
} from '@portal/contracts/rebates.schema';
import {
  OpsVipLevelBody,
  OpsVipLevelParams,
  OpsVipLevels,
  OpsVipQuery,
  OpsVipSettingsBody,
} from '@portal/contracts/vip.schema';
import type { FastifyRequest } from 'fastify';
import { ok } from '../../platform/app-error.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { Rebates } from '../rebates/rebates.service.ts';
import type { Vip } from '../vip/vip.service.ts';
import { type AuditEntry, auditedChange } from './audited-change.ts';
import type { OperatorService } from './operator.service.ts';
import { OPS_SECURITY, OPS_TAGS, operatorOf, opsConfig } from './operator-guard.ts';

export type OpsVipRebatesDeps = {
  operators: OperatorService;
  rebates: Pick<Rebates, 'merchantRates' | 'configure' | 'runs' | 'rerun'>;
  vip: Pick<Vip, 'levels' | 'setLevel' | 'deleteLevel' | 'setWindow'>;
};

/**
 * Rebates and VIP levels for operators (issue 18, decision 0031): viewers read a merchant's rates, runs and
 * levels; administrators set the rates and the rebate mode, re-run a day's rebates (nothing paid twice), and
 * create, change or remove levels. Each change is audited, a refused one too.
 */
export const opsVipRebatesRoutes: FastifyPluginAsyncTypebox<OpsVipRebatesDeps> = async (
  app,
  { operators, rebates, vip },
) => {
  const reader = opsConfig('viewer');
  const admin = opsConfig('admin');
  const merchantOf = (req: FastifyRequest, code: string) => operators.scopedMerchantId(operatorOf(req), code);

  const audited = <T>(
    req: FastifyRequest,
    entry: AuditEntry,
    run: () => Promise<{ merchantId: number; value: T; detail?: Record<string, unknown> }>,
  ) => auditedChange(operators, req, entry, run);

  app.get(
    '/ops/v1/rebates/rates',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary:
          "A merchant's rebate settings (daily, manual or both; hour; claim period) and every VIP level's rates",
        security: OPS_SECURITY,
        querystring: OpsRatesQuery,
        response: envelopeResponses(OpsRates),
      },
    },
    async (req) => ok(await rebates.merchantRates(await merchantOf(req, req.query.merchant))),
  );

  app.put(
    '/ops/v1/rebates/rates',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary:
          "Sets a merchant's rebate mode, hour, claim period and one level's rates (level 0: below VIP)",
        security: OPS_SECURITY,
        body: OpsRatesBody,
        response: envelopeResponses(OpsRates),
      },
    },
    async (req) => {
      const { merchant, ...change } = req.body;
      return ok(
        await audited(
          req,
          { action: 'rebate.rates', target: `rebates:${merchant.toLowerCase()}`, detail: change },
          async () => {
            const merchantId = await merchantOf(req, merchant);
            return { merchantId, value: await rebates.configure(merchantId, change) };
          },
        ),
      );
    },
  );

  app.get(
    '/ops/v1/rebates/runs',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: "A merchant's daily rebate runs, newest day first: players, payments, amount, state",
        security: OPS_SECURITY,
        querystring: OpsRunsQuery,
        response: envelopeResponses(OpsRunPage),
      },
    },
    async (req) => {
      const { merchant, pageNum, pageSize } = req.query;
      return ok(await rebates.runs(await merchantOf(req, merchant), pageNum ?? 1, pageSize ?? 20));
    },
  );

  app.post(
    '/ops/v1/rebates/runs/:id/rerun',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: 'Runs a day’s rebates again: pays the players its run missed, nothing twice',
        security: OPS_SECURITY,
        params: OpsRunParams,
        body: OpsRunBody,
        response: envelopeResponses(RebateRun),
      },
    },
    async (req) =>
      ok(
        await audited(
          req,
          { action: 'rebate.rerun', target: `rebate-run:${req.params.id}`, detail: {} },
          async () => {
            const merchantId = await merchantOf(req, req.body.merchant);
            return { merchantId, value: await rebates.rerun(merchantId, req.params.id) };
          },
        ),
      ),
  );

  app.get(
    '/ops/v1/vip/levels',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: "A merchant's VIP levels with thresholds and benefits, and the rolling window",
        security: OPS_SECURITY,
        querystring: OpsVipQuery,
        response: envelopeResponses(OpsVipLevels),
      },
    },
    async (req) => ok(await vip.levels(await merchantOf(req, req.query.merchant))),
  );

  app.put(
    '/ops/v1/vip/levels/:level',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: 'Creates or changes a VIP level (levels 1..n, thresholds never falling as levels rise)',
        security: OPS_SECURITY,
        params: OpsVipLevelParams,
        body: OpsVipLevelBody,
        response: envelopeResponses(OpsVipLevels),
      },
    },
    async (req) => {
      const { merchant, ...level } = req.body;
      return ok(
        await audited(
          req,
          {
            action: 'vip.level',
            target: `vip:${merchant.toLowerCase()}:${req.params.level}`,
            detail: { ...level },
          },
          async () => {
            const merchantId = await merchantOf(req, merchant);
            return {
              merchantId,
              value: await vip.setLevel(merchantId, { ...level, level: req.params.level }),
            };
          },
        ),
      );
    },
  );

  app.delete(
    '/ops/v1/vip/levels/:level',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: 'Removes the top VIP level (its accounts are lowered at their next review)',
        security: OPS_SECURITY,
        params: OpsVipLevelParams,
        querystring: OpsVipQuery,
        response: envelopeResponses(OpsVipLevels),
      },
    },
    async (req) =>
      ok(
        await audited(
          req,
          {
            action: 'vip.level.delete',
            target: `vip:${req.query.merchant.toLowerCase()}:${req.params.level}`,
            detail: {},
          },
          async () => {
            const merchantId = await merchantOf(req, req.query.merchant);
            return { merchantId, value: await vip.deleteLevel(merchantId, req.params.level) };
          },
        ),
      ),
  );

  app.put(
    '/ops/v1/vip/settings',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: "Sets a merchant's VIP window: the merchant days the thresholds are counted over",
        security: OPS_SECURITY,
        body: OpsVipSettingsBody,
        response: envelopeResponses(OpsVipLevels),
      },
    },
    async (req) =>
      ok(
        await audited(
          req,
          {
            action: 'vip.settings',
            target: `vip:${req.body.merchant.toLowerCase()}`,
            detail: { windowDays: req.body.windowDays },
          },
          async () => {
            const merchantId = await merchantOf(req, req.body.merchant);
            return { merchantId, value: await vip.setWindow(merchantId, req.body.windowDays) };
          },
        ),
      ),
  );
};
