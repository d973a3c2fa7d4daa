import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  OpsChannelParams,
  OpsChannelPatch,
  OpsDomainsBody,
  OpsMerchantCreate,
  OpsMerchantParams,
  OpsMerchantPatch,
  OpsMerchantSettings,
} from '@portal/contracts/operators-merchants.schema';
import type { FastifyRequest } from 'fastify';
import type { MerchantAdmin, MerchantChange } from '../../flows/merchant-admin.ts';
import { AppError, ok } from '../../platform/app-error.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import { actorOf, type OperatorService } from './operator.service.ts';
import { callerOf, OPS_SECURITY, OPS_TAGS, operatorOf, opsConfig } from './operator-guard.ts';

export type OpsMerchantsDeps = { operators: OperatorService; merchantAdmin: MerchantAdmin };

/**
 * Merchants for operators (issue 15, decision 0022): viewers read a merchant's set-up; administrators
 * change it section by section, its domains and its payment channels; an administrator of every merchant
 * creates a new one from a template. Each change is audited with the sections it moved, a refused one too,
 * and the portal reads the merchant again at its next request.
 */
export const opsMerchantsRoutes: FastifyPluginAsyncTypebox<OpsMerchantsDeps> = async (
  app,
  { operators, merchantAdmin },
) => {
  const reader = opsConfig('viewer');
  const admin = opsConfig('admin');

  const merchantOf = (req: FastifyRequest, code: string) => operators.scopedMerchantId(operatorOf(req), code);

  /** Runs a change with its audit row: written before, completed with the sections that moved or the refusal. */
  async function audited(
    req: FastifyRequest,
    entry: { action: string; target: string; detail: Record<string, unknown> },
    run: () => Promise<MerchantChange & { merchantId: number }>,
  ): Promise<MerchantChange> {
    const operator = operatorOf(req);
    return operators.audit.around(
      actorOf(operator, callerOf(req)),
      { ...entry, merchantId: operator.merchantId },
      run,
      async (done) => ({
        merchantId: done.merchantId,
        detail: { outcome: done.changed.length > 0 ? 'changed' : 'unchanged', changed: done.changed },
      }),
      (error) => req.log.error({ failure: String(error), ...entry }, 'audit row not completed'),
    );
  }

  const target = (code: string) => `merchant:${code.toLowerCase()}`;

  app.get(
    '/ops/v1/merchants/:code',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary:
          "A merchant's set-up: brand, languages, domains, feature switches, registration rules, payment " +
          'channels and limits, maintenance and restricted ranges',
        security: OPS_SECURITY,
        params: OpsMerchantParams,
        response: envelopeResponses(OpsMerchantSettings),
      },
    },
    async (req) => ok(await merchantAdmin.settingsOf(await merchantOf(req, req.params.code))),
  );

  app.patch(
    '/ops/v1/merchants/:code',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: "Changes a merchant's set-up: each section the body names is replaced, the others stay",
        description:
          'Sections: name, brand (logo, colours, theme), languages with the default, features (switches by ' +
          'modId), registerSettings (the whole rules), withdrawal limits, maintenance, restrictedRanges (CIDR). ' +
          'Every section is checked before any is written.',
        security: OPS_SECURITY,
        params: OpsMerchantParams,
        body: OpsMerchantPatch,
        response: envelopeResponses(OpsMerchantSettings),
      },
    },
    async (req) => {
      const { code } = req.params;
      const change = await audited(
        req,
        { action: 'merchant.update', target: target(code), detail: { sections: Object.keys(req.body) } },
        async () => {
          const merchantId = await merchantOf(req, code);
          return { merchantId, ...(await merchantAdmin.update(merchantId, req.body)) };
        },
      );
      return ok(change.settings);
    },
  );

  app.put(
    '/ops/v1/merchants/:code/domains',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: "Makes a merchant's domains exactly these; one of them is the main one",
        security: OPS_SECURITY,
        params: OpsMerchantParams,
        body: OpsDomainsBody,
        response: envelopeResponses(OpsMerchantSettings),
      },
    },
    async (req) => {
      const { code } = req.params;
      const change = await audited(
        req,
        { action: 'merchant.domains', target: target(code), detail: { requested: req.body.domains } },
        async () => {
          const merchantId = await merchantOf(req, code);
          return { merchantId, ...(await merchantAdmin.replaceDomains(merchantId, req.body.domains)) };
        },
      );
      return ok(change.settings);
    },
  );

  app.patch(
    '/ops/v1/merchants/:code/channels/:channel',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: "Sets a payment channel's switch, limits, quick amounts or a bank transfer's payee",
        security: OPS_SECURITY,
        params: OpsChannelParams,
        body: OpsChannelPatch,
        response: envelopeResponses(OpsMerchantSettings),
      },
    },
    async (req) => {
      const { code, channel } = req.params;
      const change = await audited(
        req,
        {
          action: 'merchant.channel',
          target: `${target(code)}:${channel}`,
          // The payee's account number is not repeated in the audit log; the change list says it moved.
          detail: { requested: { ...req.body, payee: req.body.payee ? 'changed' : undefined } },
        },
        async () => {
          const merchantId = await merchantOf(req, code);
          return { merchantId, ...(await merchantAdmin.updateChannel(merchantId, channel, req.body)) };
        },
      );
      return ok(change.settings);
    },
  );

  app.post(
    '/ops/v1/merchants',
    {
      config: admin,
      schema: {
        tags: OPS_TAGS,
        summary: 'Creates a merchant from a template: a working site on its domain at once',
        description:
          "Copies the template's languages, features, registration rules, settings, game catalogue, help " +
          'centre and payment channels (bank transfers off until a payee is named). An administrator of ' +
          'every merchant only.',
        security: OPS_SECURITY,
        body: OpsMerchantCreate,
        response: envelopeResponses(OpsMerchantSettings),
      },
    },
    async (req) => {
      const change = await audited(
        req,
        { action: 'merchant.create', target: target(req.body.code), detail: { requested: req.body } },
        async () => {
          if (operatorOf(req).merchantId !== null)
            throw new AppError(
              'operator.forbidden',
              'A new merchant is made by an administrator of every merchant',
            );
          return merchantAdmin.create(req.body);
        },
      );
      return ok(change.settings);
    },
  );
};
