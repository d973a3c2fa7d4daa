import { isTrialType } from '@portal/contracts/member';
import type { FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './app-error.ts';

/** What a live session tells every route about its caller. */
export type RequestSession = {
  sessionId: number;
  accountId: number;
  /** Account type (spec 3): trial accounts are refused from `realAccount` routes. */
  accountType: number;
  /** A default or expired password: only `beforePasswordChange` routes answer until it is changed. */
  mustChangePassword: boolean;
};

/** Finds the session behind a token; the session service provides the real one. */
export type SessionResolver = (token: string, merchantId: number) => Promise<RequestSession | null>;

export type RouteEntry = {
  method: string;
  url: string;
  auth: 'none' | 'session';
  schema: FastifySchema | undefined;
};

declare module 'fastify' {
  interface FastifyRequest {
    session: RequestSession | null;
  }
  interface FastifyInstance {
    /** Every route with its declared auth, for the route-table test and the docs. */
    routeTable: RouteEntry[];
  }
}

/** Routes registered by third-party plugins (API docs, built portal and back-office files): public by nature. */
const THIRD_PARTY_PREFIXES = ['/docs', '/assets/', '/bo/assets/'];

/**
 * Applies each route's declared `auth` once: 'session' routes need the raw token in Authorization
 * that resolves to a live session of the request's merchant. A route without a declaration is a
 * programming error and stops the start.
 */
export const auth = fp<{ resolveSession: SessionResolver }>(
  async (app, { resolveSession }) => {
    app.decorateRequest('session', null);
    const table: RouteEntry[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      if (THIRD_PARTY_PREFIXES.some((prefix) => route.url.startsWith(prefix)) && !route.config?.auth) {
        route.config = { ...route.config, auth: 'none', modeExempt: true };
      }
      const declared = route.config?.auth;
      if (declared !== 'none' && declared !== 'session') {
        throw new Error(`route ${route.method} ${route.url} must declare config.auth as 'none' or 'session'`);
      }
      for (const method of [route.method].flat())
        table.push({ method, url: route.url, auth: declared, schema: route.schema });
    });
    app.addHook('preHandler', async (req) => {
      if (req.routeOptions.config?.auth !== 'session') return;
      const token = req.headers.authorization;
      if (!token) throw new AppError('not.logged.in');
      const session = await resolveSession(token, req.merchant.id);
      if (!session) throw new AppError('not.logged.in');
      const config = req.routeOptions.config;
      if (session.mustChangePassword && !config.beforePasswordChange) {
        throw new AppError('password.change.required');
      }
      if (config.realAccount && isTrialType(session.accountType)) throw new AppError('in_need_true_account');
      req.session = session;
    });
  },
  { name: 'authentication', dependencies: ['tenancy'] },
);
