import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type AppDeps, buildApp, type Services } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { createTestDatabase } from './template-db.ts';
import { testKeyRing } from './test-key-ring.ts';

export type TestApp = {
  app: FastifyInstance;
  services: Services;
  database: DatabaseHandle;
  /** The operator API's clock: the system's, moved forward by the tests (idle sessions, new codes). */
  operatorClock: TestClock;
  close: () => Promise<void>;
};

export type TestClock = { now: () => Date; advance: (ms: number) => void };

/** The system's clock plus an offset that only grows. */
export function testClock(): TestClock {
  let offset = 0;
  return {
    now: () => new Date(Date.now() + offset),
    advance: (ms) => {
      offset += Math.max(0, ms);
    },
  };
}

/** The whole platform on a fresh copy of the seeded template database. */
export async function createTestApp(
  env: Record<string, string> = {},
  extra: Pick<AppDeps, 'vendorTransport' | 'sandboxChaos'> = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    // Neither web app's build: the route table is the same whether or not this machine has built them.
    WEB_DIST: '/nonexistent',
    BACKOFFICE_DIST: '/nonexistent',
    ALLOW_PLAIN_PAYLOADS: 'true',
    ...env,
  });
  const operatorClock = testClock();
  const { app, services } = await buildApp({
    config,
    database,
    keyRing: await testKeyRing(),
    operatorClock: operatorClock.now,
    ...extra,
  });
  await app.ready();
  return {
    app,
    services,
    database,
    operatorClock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Another node of the platform on the same database (its own caches, jobs and sockets), ready. */
export async function createSecondNode(database: DatabaseHandle, env: Record<string, string> = {}) {
  const node = await buildApp({
    config: loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      BACKOFFICE_DIST: '/nonexistent',
      ...env,
    }),
    database,
    keyRing: await testKeyRing(),
  });
  await node.app.ready();
  return node;
}

/**
 * The app one test file shares: made before its tests and closed after them, `check` run on it first
 * (the money tests check the ledger's invariants), on the config `env` given. Its fields are filled in by
 * the first `beforeAll`.
 */
export function useTestApp(check?: (t: TestApp) => Promise<void>, env: Record<string, string> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(env));
  });
  afterAll(async () => {
    if (check) await check(t);
    await t.close();
  });
  return t;
}

export type Caller = {
  ip?: string;
  merchant?: string;
  token?: string;
  headers?: Record<string, string>;
  cookies?: Record<string, string>;
};

/** A call through `app.inject` as a client makes it: merchant header, token, address (`defaultIp` unless given). */
export function injectAs(
  t: TestApp,
  method: InjectOptions['method'],
  url: string,
  body: unknown,
  c: Caller,
  defaultIp: string,
) {
  const headers: Record<string, string> = { ...c.headers };
  if (c.merchant) headers.merchant = c.merchant;
  if (c.token) headers.authorization = c.token;
  return t.app.inject({
    method,
    url,
    headers,
    remoteAddress: c.ip ?? defaultIp,
    ...(body === undefined ? {} : { payload: body as object }),
    ...(c.cookies ? { cookies: c.cookies } : {}),
  });
}
