import type { OperatorRole } from '@portal/contracts/operators';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import {
  actorOf,
  type OperatorCaller,
  type OperatorPrincipal,
  type OperatorService,
  roleAllows,
} from './operator.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator of an operator API call (routes that declare an operator role). */
    operator: OperatorPrincipal | null;
  }
}

/** Every operator route's config: no member session, open in maintenance, the operator role given. */
export const opsConfig = <R extends OperatorRole | 'none'>(operator: R) =>
  ({ auth: 'none', modeExempt: true, operator }) as const;
export const OPS_TAGS = ['operators'];
export const OPS_SECURITY = [{ token: [] }];

/** A decision or change may be posted without a body (curl -X POST): it reads as no note. */
export const bodyOptional = async (req: FastifyRequest) => {
  req.body ??= {};
};

export function callerOf(req: FastifyRequest): OperatorCaller {
  const userAgent = req.headers['user-agent'];
  return { ip: req.ip, userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 300) : null };
}

/** The operator of a route that declared a role; the guard has checked it before the handler runs. */
export function operatorOf(req: FastifyRequest): OperatorPrincipal {
  if (!req.operator) throw new AppError('operator.not.logged.in');
  return req.operator;
}

/**
 * Applies each operator route's declared role once, before its body is even read: the token in
 * Authorization must belong to a live session (not past its end, not idle too long) of an active
 * operator whose role reaches the declared one (viewer < finance < admin). A refusal for the role is written to the audit log. Member sessions
 * play no part here: these routes declare member auth 'none'.
 */
export function guardOperatorRoutes(app: FastifyInstance, operators: OperatorService): void {
  app.decorateRequest('operator', null);

  app.addHook('onRoute', (route) => {
    const declared = route.config?.operator;
    if (declared === undefined) {
      throw new Error(`operator route ${route.method} ${route.url} must declare config.operator`);
    }
    if (route.config?.auth !== 'none') {
      throw new Error(`operator route ${route.method} ${route.url} must declare member auth 'none'`);
    }
  });

  app.addHook('onRequest', async (req) => {
    const needed = req.routeOptions.config.operator;
    if (needed === 'none') return;
    const token = req.headers.authorization;
    if (!token) throw new AppError('operator.not.logged.in');
    const operator = await operators.authenticate(token);
    if (!needed || !roleAllows(operator.role, needed)) {
      await operators.audit.record(actorOf(operator, callerOf(req)), {
        action: 'access.forbidden',
        target: null,
        merchantId: operator.merchantId,
        detail: { route: `${req.method} ${req.routeOptions.url}`, needed: needed ?? 'admin' },
      });
      throw new AppError('operator.forbidden');
    }
    req.operator = operator;
  });

  // Operator answers carry players' names and bank accounts: never kept by a browser or a proxy.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });
}
