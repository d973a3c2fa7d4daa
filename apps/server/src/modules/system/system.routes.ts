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
import { type ReadyBody, readyBody, sendCached, sendReady } from '../../platform/json-reply.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { SystemService } from './system.service.ts';

const serializeInfo = fastJson(PublicInfo);

/** Prepared status bodies per cached merchant part, then per caller (mode and address), bounded. */
const statusBodies = new WeakMap<object, { info: string; bodies: Map<string, ReadyBody> }>();
const MAX_BODIES_PER_MERCHANT = 5000;

/**
 * The status envelope: the merchant part is serialised once per cache period (by its schema, so no
 * unlisted field leaves); the caller's mode and location complete it, and the finished body is kept
 * for callers at the same address, so a page load from a known address costs no serialisation.
 */
function sendStatus(reply: FastifyReply, status: Static<typeof SystemStatus>): FastifyReply {
  let entry = statusBodies.get(status.info);
  if (entry === undefined) {
    entry = { info: serializeInfo(status.info), bodies: new Map() };
    statusBodies.set(status.info, entry);
  }
  const key = `${status.mode}|${status.maintenance}|${status.location.ip}|${status.location.country}`;
  let body = entry.bodies.get(key);
  if (body === undefined) {
    const location = JSON.stringify({ ip: status.location.ip, country: status.location.country });
    body = readyBody(
      `{"success":true,"value":{"mode":${status.mode},"maintenance":${status.maintenance},"regionRestriction":${status.regionRestriction},"location":${location},"info":${entry.info}},"message":null,"errorCode":null}`,
    );
    if (entry.bodies.size >= MAX_BODIES_PER_MERCHANT) entry.bodies.clear();
    entry.bodies.set(key, body);
  }
  return sendReady(reply, body);
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
