import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CountryCode,
  DomainRoute,
  PublicInfo,
  RegisterSettings,
  SystemStatus,
  WhitelabelMenu,
} from '@portal/contracts/system.schema';
import fastJson from 'fast-json-stringify';
import type { FastifyReply } from 'fastify';
import { type Static, Type } from 'typebox';
import { ok } from '../../platform/app-error.ts';
import { sendCached } from '../../platform/json-reply.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { SystemService } from './system.service.ts';

const serializeInfo = fastJson(PublicInfo);
const infoJson = new WeakMap<object, string>();

/**
 * The status envelope: the merchant part is serialised once per cached merchant (by its schema, so no
 * unlisted field leaves), the caller's mode and location per request.
 */
function sendStatus(reply: FastifyReply, status: Static<typeof SystemStatus>): FastifyReply {
  let info = infoJson.get(status.info);
  if (info === undefined) {
    info = serializeInfo(status.info);
    infoJson.set(status.info, info);
  }
  const location = JSON.stringify({ ip: status.location.ip, country: status.location.country });
  const body = `{"success":true,"value":{"mode":${status.mode},"maintenance":${status.maintenance},"regionRestriction":${status.regionRestriction},"location":${location},"info":${info}},"message":null,"errorCode":null}`;
  return reply.type('application/json; charset=utf-8').send(body);
}

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
    async (req, reply) => sendStatus(reply, await system.status(req.merchant, req.ip)),
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
    async (req, reply) => sendCached(reply, await system.domainRoutes(req.merchant)),
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
    async (_req, reply) => sendCached(reply, await system.countryCodes()),
  );
};
