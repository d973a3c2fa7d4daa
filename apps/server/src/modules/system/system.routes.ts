import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CountryCode,
  DomainRoute,
  RegisterSettings,
  SystemStatus,
  WhitelabelMenu,
} from '@portal/contracts/system';
import { Type } from 'typebox';
import { ok } from '../../platform/app-error.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { SystemService } from './system.service.ts';

export const systemRoutes: FastifyPluginAsyncTypebox<{ system: SystemService }> = async (app, { system }) => {
  const tags = ['system'];

  app.get(
    '/wps/system/status',
    {
      config: { auth: 'none', modeExempt: true },
      schema: {
        tags,
        summary: 'Public permission payload: brand, flags, resources, location and system mode',
        response: envelopeResponses(SystemStatus),
      },
    },
    async (req) => ok(await system.status(req.merchant, req.ip)),
  );

  app.get(
    '/wps/system/domainRoute',
    {
      config: { auth: 'none', modeExempt: true },
      schema: {
        tags,
        summary: 'Domain routes of the merchant',
        response: envelopeResponses(Type.Array(DomainRoute)),
      },
    },
    async (req) => ok(await system.domainRoutes(req.merchant)),
  );

  app.get(
    '/wps/system/whitelabel',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: 'Whitelabel feature tree and menu',
        response: envelopeResponses(WhitelabelMenu),
      },
    },
    async (req) => ok(system.whitelabel(req.merchant)),
  );

  app.get(
    '/wps/system/setting/register',
    {
      config: { auth: 'none' },
      schema: { tags, summary: 'Registration field rules', response: envelopeResponses(RegisterSettings) },
    },
    async (req) => ok(system.registerSettings(req.merchant)),
  );

  app.get(
    '/wps/system/countryCode',
    {
      config: { auth: 'none' },
      schema: {
        tags,
        summary: 'Country dialling codes',
        response: envelopeResponses(Type.Array(CountryCode)),
      },
    },
    async () => ok(await system.countryCodes()),
  );
};
