import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * A domain module as the app composes it (decision 0013): its public services, which other modules and
 * flows are handed explicitly, and one named plugin with its routes. The plugin declares the platform
 * plugins it needs, so fastify refuses to start when they are missing or come after it.
 */
export type Module<Services> = {
  name: string;
  services: Services;
  plugin: (app: FastifyInstance) => Promise<void>;
};

/** Every module's routes need the request's merchant and session. */
const PLATFORM = ['tenancy', 'authentication'];

export function defineModule<Services>(
  name: string,
  services: Services,
  routes: (app: FastifyInstance) => Promise<void>,
): Module<Services> {
  return { name, services, plugin: fp(routes, { name, dependencies: PLATFORM }) };
}
