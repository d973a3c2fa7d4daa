import type { FastifyInstance } from 'fastify';
import { buildApp, type Services } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { DatabaseHandle } from '../src/db/database.ts';
import { createTestDatabase } from './template-db.ts';
import { testKeyRing } from './test-key-ring.ts';

export type TestApp = {
  app: FastifyInstance;
  services: Services;
  database: DatabaseHandle;
  close: () => Promise<void>;
};

/** The whole platform on a fresh copy of the seeded template database. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    ALLOW_PLAIN_PAYLOADS: 'true',
    ...env,
  });
  const { app, services } = await buildApp({ config, database, keyRing: await testKeyRing() });
  await app.ready();
  return {
    app,
    services,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
