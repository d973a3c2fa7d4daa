import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { createSessionService } from './modules/auth/session.service.ts';
import { artRoutes } from './modules/content/art.routes.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { createContentService } from './modules/content/content.service.ts';
import { gamesRoutes } from './modules/games/games.routes.ts';
import { createGamesService } from './modules/games/games.service.ts';
import { systemRoutes } from './modules/system/system.routes.ts';
import { createSystemService } from './modules/system/system.service.ts';
import { auth, type SessionResolver } from './platform/auth.ts';
import { type CacheBus, createCacheBus } from './platform/cache-bus.ts';
import { registerErrorHandling } from './platform/errors.ts';
import { registerPortal } from './platform/portal.ts';
import { RequestLog } from './platform/request-log.ts';
import { securityHeaders } from './platform/security-headers.ts';
import { tenancy } from './platform/tenancy.ts';
import './platform/route-config.ts';

export type AppDeps = {
  config: Config;
  database: DatabaseHandle;
  /** Finds the session behind a token; the session service's by default. */
  resolveSession?: SessionResolver;
  /** Where logs go (standard output when not given). */
  logStream?: NodeJS.WritableStream;
};

export type Services = ReturnType<typeof createServices>;

function createServices(deps: AppDeps, bus: CacheBus) {
  const { db } = deps.database;
  const services = {
    system: createSystemService(db, { defaultMerchant: deps.config.defaultMerchant, onChange: bus.publish }),
    content: createContentService(db),
    games: createGamesService(db),
    sessions: createSessionService(db, { onRevoke: (tokenHash) => bus.publish(`session:${tokenHash}`) }),
  };
  bus.subscribe((scope) => {
    if (scope.startsWith('session:')) services.sessions.forget(scope.slice('session:'.length));
    if (scope === 'merchants' || scope === 'all') services.system.invalidate();
    if (scope === 'content' || scope === 'all') services.content.invalidate();
    if (scope === 'games' || scope === 'all') services.games.invalidate();
  });
  return services;
}

const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  frameSrc: ["'self'", 'https:'],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

/** Headers of the portal's pages: helmet's set with the portal's policy. */
const PAGE_HEADERS = securityHeaders({
  contentSecurityPolicy: { directives: CSP_DIRECTIVES },
  crossOriginEmbedderPolicy: false,
});
/**
 * Headers of API answers, as OWASP's REST cheat sheet lists them: the answer may load nothing, not be
 * framed or sniffed, not be read cross-origin, and HTTPS is sticky. The document-only headers are off.
 */
const API_HEADERS = securityHeaders({
  contentSecurityPolicy: {
    useDefaults: false,
    directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  },
  xFrameOptions: { action: 'deny' },
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
});

/** Builds the platform: plugins, modules and the portal, on the given database. */
export async function buildApp(deps: AppDeps): Promise<{ app: FastifyInstance; services: Services }> {
  const { config } = deps;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization', 'req.headers.cookie'],
            ...(deps.logStream ? { stream: deps.logStream } : {}),
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    logController: new RequestLog(),
    bodyLimit: 1024 * 1024,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    ajv: {
      customOptions: { removeAdditional: true, coerceTypes: 'array', useDefaults: true, allErrors: false },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const bus = createCacheBus(config.redisUrl);
  const services = createServices(deps, bus);
  app.addHook('onClose', () => bus.close());
  // Serve only once other nodes' changes reach this one; an unreachable Redis delays the start 5 s at most.
  const listening = await Promise.race([bus.ready().then(() => true), delay(5000, false)]);
  if (!listening)
    app.log.warn('cache bus: not subscribed to Redis yet; caches expire on their own meanwhile');

  // Graceful shutdown: requests in flight finish, and their keep-alive connections close after them.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    const own = reply.getHeader('content-security-policy');
    const html = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
    reply.headers(html ? PAGE_HEADERS : API_HEADERS);
    // A route that set its own policy (artwork, API docs) keeps it.
    if (own !== undefined) reply.header('content-security-policy', own);
    if (closing) reply.header('connection', 'close');
  });
  registerErrorHandling(app);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Portal platform API',
        version: '0.1.0',
        description: 'Every call answers the envelope {success, value, message, errorCode}.',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
  });
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  await app.register(tenancy, { system: services.system });
  await app.register(auth, {
    resolveSession:
      deps.resolveSession ?? ((token, merchantId) => services.sessions.resolve(token, merchantId)),
  });

  app.get('/healthz', { config: { auth: 'none', modeExempt: true }, schema: { hide: true } }, async () => {
    await deps.database.db.selectFrom('merchants').select('id').limit(1).execute();
    const redis = config.redisUrl ? ((await bus.ping()) ? 'up' : 'down') : 'not configured';
    return { success: true, value: { database: deps.database.kind, redis }, message: null, errorCode: null };
  });

  await app.register(systemRoutes, { system: services.system });
  await app.register(contentRoutes, { content: services.content });
  await app.register(gamesRoutes, { games: services.games });
  await app.register(artRoutes);
  await registerPortal(app, config.webDist);

  return { app, services };
}
