import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/template-db.ts';
import { testKeyRing } from '../test/test-key-ring.ts';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';

// The node as a load balancer sees it (decision 0047): ready while its database answers and until it
// starts draining; alive (/healthz) throughout, so a draining node finishes its work.
let node: Awaited<ReturnType<typeof buildApp>>;
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
  node = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }),
    database,
    keyRing: await testKeyRing(),
  });
  await node.app.ready();
});

afterAll(async () => {
  await node.app.close();
  await database.close();
});

describe('GET /readyz', () => {
  it('answers ready with no session, then 503 service.unavailable once the node drains, while /healthz stays up', async () => {
    const ready = await node.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ success: true, value: { draining: false, database: true } });

    node.drain();
    const draining = await node.app.inject({ method: 'GET', url: '/readyz' });
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({
      success: false,
      errorCode: 'service.unavailable',
      value: { draining: true, database: true },
    });
    expect((await node.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  });

  it('is not in the OpenAPI document', async () => {
    const spec = await node.app.inject({ method: 'GET', url: '/docs/json' });
    expect(spec.statusCode).toBe(200);
    expect(Object.keys(spec.json().paths)).not.toContain('/readyz');
  });
});
