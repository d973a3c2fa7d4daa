import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { CAPTCHA_ANSWER } from './accounts.ts';
import { JOURNEY_LABELS } from './players.ts';
import { ops, ROOT, startServer } from './server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    port: number;
  }
}

/** The two web apps the platform serves: each is built when missing (or with E2E_REBUILD=1). */
const WEB_APPS = ['apps/web', 'apps/backoffice'];

/** Builds the portal and the back office when missing, then starts one platform for every journey. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  for (const app of WEB_APPS) {
    if (existsSync(path.join(ROOT, app, 'dist/index.html')) && process.env.E2E_REBUILD !== '1') continue;
    const build = spawnSync('npm', ['run', 'build', '-w', app], { cwd: ROOT, stdio: 'inherit' });
    if (build.status !== 0) throw new Error(`${app} build failed`);
  }
  // The proxy is trusted so a journey can present itself as a visitor from a restricted region, or as
  // a visitor of its own (rate limits and failed-login counts are per address). Development mode
  // lists the SMS and mail outbox at /dev/outbox.json, where the account journeys read codes and links.
  // Every captcha answers CAPTCHA_ANSWER (refused in production), so the captcha journey can solve it.
  // Each journey file gets its own copy of the demo accounts (players.ts), seeded before the server opens
  // the embedded database (one process at a time).
  const dataDir = mkdtempSync(path.join(tmpdir(), 'portal-e2e-'));
  ops(dataDir, 'seed', '--copies', JOURNEY_LABELS.join(','));
  const server = await startServer({
    dataDir,
    env: { TRUSTED_PROXY: '127.0.0.1', NODE_ENV: 'development', CAPTCHA_TEST_ANSWER: CAPTCHA_ANSWER },
  });
  project.provide('baseUrl', server.url);
  project.provide('port', server.port);
  return server.stop;
}
