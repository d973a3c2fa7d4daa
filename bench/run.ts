// `npm run bench`: starts a bare Fastify route and the real platform as child processes, loads each
// target from a separate load process (bench/load.ts), one at a time, and reports every target as a
// ratio to the bare route measured in the same run; then logins per second (bench/login-load.ts) as a
// ratio to the platform's password hash verified in process (bench/argon2-load.ts). See bench/README.md.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEMO_CREDENTIALS, fetchPayloadKey, LOGIN_PATH, logIn } from './encrypted-login.ts';
import {
  type HashLoadResult,
  intFromEnv,
  isHashLoadResult,
  isLoadResult,
  type LoadResult,
} from './shared.ts';

const benchDir = import.meta.dirname;
const root = path.resolve(benchDir, '..');
const resultsDir = path.join(benchDir, 'results');
const webIndex = path.join(root, 'apps/web/dist/index.html');

const connections = intFromEnv('BENCH_CONNECTIONS', 32, 1);
const duration = intFromEnv('BENCH_DURATION', 8, 1);
const warmup = intFromEnv('BENCH_WARMUP', 2, 0);
const startTimeout = intFromEnv('BENCH_START_TIMEOUT', 90, 1);
const loginConcurrency = intFromEnv('BENCH_LOGIN_CONCURRENCY', 4, 1);
const skipBuild = process.env.BENCH_SKIP_BUILD === '1';

/** Cached public reads should serve at least this share of the bare route's requests per second. */
const GOAL = 0.5;
/** A read behind a session (token lookup, account read) should serve at least this share. */
const SESSION_GOAL = 0.4;
/** Logins per second as a share of bare argon2 verifications per second: the hash should dominate. */
const LOGIN_GOAL = 0.6;
/**
 * Variables that would point the platform away from a fresh PGlite database or change what it serves.
 * TRUSTED_PROXY is set again for the platform: 127.0.0.1, so the login load's X-Forwarded-For counts.
 */
const STRIPPED_ENV = new Set(['DATABASE_URL', 'REDIS_URL', 'SEED', 'WEB_DIST', 'TRUSTED_PROXY']);

class BenchError extends Error {
  override name = 'BenchError';
}

type Target = {
  label: string;
  path: string;
  accept: string;
  kind: 'json' | 'html';
  goal: number;
  /** Sent with the demo account's session token in Authorization (raw, no scheme). */
  session?: true;
};

const TARGETS: Target[] = [
  {
    label: 'GET /wps/system/status',
    path: '/wps/system/status',
    accept: 'application/json',
    kind: 'json',
    goal: GOAL,
  },
  {
    label: 'GET /wps/relay/GCSGAME_newGameVendor',
    path: '/wps/relay/GCSGAME_newGameVendor',
    accept: 'application/json',
    kind: 'json',
    goal: GOAL,
  },
  {
    label: 'GET /wps/relay/GCSGAME_hotGamesV2',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    accept: 'application/json',
    kind: 'json',
    goal: GOAL,
  },
  { label: 'GET / (home HTML)', path: '/', accept: 'text/html', kind: 'html', goal: GOAL },
  {
    label: 'GET /wps/member/info (session)',
    path: '/wps/member/info',
    accept: 'application/json',
    kind: 'json',
    goal: SESSION_GOAL,
    session: true,
  },
];

// ---------------------------------------------------------------------------------------------
// Child processes: every one is tracked, and all are stopped at the end, on error and on SIGINT.

const children = new Set<ChildProcess>();
let tempDir: string | null = null;

function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function running(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null;
}

function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (!running(child)) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      if (running(child)) child.kill('SIGKILL');
    }, graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function stopAll(): Promise<void> {
  await Promise.all([...children].map((child) => stopChild(child)));
}

function removeTempDir(): void {
  if (tempDir === null) return;
  rmSync(tempDir, { recursive: true, force: true });
  tempDir = null;
}

let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: stopping the child processes`);
    void stopAll().finally(() => {
      removeTempDir();
      process.exit(130);
    });
  });
}
// Last resort if the orchestrator dies some other way: no child outlives it.
process.on('exit', () => {
  for (const child of children) if (running(child)) child.kill('SIGKILL');
});

const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** Keeps the last lines a child printed (for error messages) and optionally copies all of it to a file. */
function capture(child: ChildProcess, logFile?: string): { tail: () => string; lineCount: () => number } {
  const lines: string[] = [];
  let count = 0;
  const file = logFile ? createWriteStream(logFile) : null;
  const onData = (chunk: Buffer) => {
    const text = chunk.toString('utf8').replace(ANSI, '');
    file?.write(text);
    for (const line of text.split('\n')) {
      if (line.trim() === '') continue;
      count += 1;
      lines.push(line);
      if (lines.length > 40) lines.shift();
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  child.once('exit', () => file?.end());
  return { tail: () => lines.join('\n'), lineCount: () => count };
}

function exitOf(child: ChildProcess): Promise<number> {
  if (!running(child)) return Promise.resolve(child.exitCode ?? 1);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code ?? 1)));
}

/** A port nobody is listening on: bind port 0, read the port the system chose, release it. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      if (address === null || typeof address === 'string') {
        server.close();
        reject(new BenchError('could not read a free port'));
        return;
      }
      const { port } = address;
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntilReady(
  name: string,
  child: ChildProcess,
  url: string,
  log: { tail: () => string },
): Promise<number> {
  const started = Date.now();
  const deadline = started + startTimeout * 1000;
  while (Date.now() < deadline) {
    if (!running(child)) {
      throw new BenchError(
        `${name} exited with code ${child.exitCode ?? child.signalCode} before it was ready:\n${log.tail()}`,
      );
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.arrayBuffer();
      if (response.status === 200) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new BenchError(`${name} did not answer 200 on ${url} within ${startTimeout} s:\n${log.tail()}`);
}

// ---------------------------------------------------------------------------------------------
// The portal build (the home page needs apps/web/dist).

type Portal = { built: boolean; note: string };

function firstErrorLine(output: string): string {
  const lines = output
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return (
    lines.find((l) => /\[[A-Z_]+\]|error TS\d+|Could not resolve/.test(l)) ??
    lines.find((l) => /error/i.test(l)) ??
    'no error message'
  );
}

async function ensurePortal(): Promise<Portal> {
  if (existsSync(webIndex)) return { built: true, note: 'apps/web/dist was already built' };
  if (skipBuild) return { built: false, note: 'apps/web/dist is missing and BENCH_SKIP_BUILD=1' };
  console.error('apps/web/dist/index.html is missing: running npm run build -w apps/web ...');
  const child = track(
    spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', ['run', 'build', '-w', 'apps/web'], {
      cwd: root,
      env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const chunks: string[] = [];
  const collect = (chunk: Buffer) => chunks.push(chunk.toString('utf8'));
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const code = await exitOf(child);
  const output = chunks.join('').replace(ANSI, '');
  writeFileSync(path.join(resultsDir, 'web-build.log'), output);
  if (code === 0 && existsSync(webIndex)) return { built: true, note: 'built by this run' };
  return {
    built: false,
    note: `npm run build -w apps/web failed (exit ${code}): ${firstErrorLine(output)} (full log: bench/results/web-build.log)`,
  };
}

// ---------------------------------------------------------------------------------------------
// Probes and load runs.

type Probe = { status: number; contentType: string; bytes: number };

async function probe(
  url: string,
  target: Target,
  portal: Portal,
  headers: Record<string, string>,
): Promise<Probe> {
  const response = await fetch(url, {
    headers: { accept: target.accept, ...headers },
    signal: AbortSignal.timeout(10_000),
  });
  const body = await response.text();
  const result = {
    status: response.status,
    contentType: response.headers.get('content-type') ?? '',
    bytes: Buffer.byteLength(body),
  };
  if (target.kind === 'json') {
    let success = false;
    try {
      const parsed: unknown = JSON.parse(body);
      success =
        typeof parsed === 'object' && parsed !== null && 'success' in parsed && parsed.success === true;
    } catch {
      success = false;
    }
    if (result.status !== 200 || !success) {
      throw new BenchError(
        `${target.label} answered ${result.status} without success: ${body.slice(0, 300)}`,
      );
    }
  } else if (portal.built && (result.status !== 200 || !result.contentType.startsWith('text/html'))) {
    throw new BenchError(
      `${target.label} answered ${result.status} ${result.contentType} with the portal built`,
    );
  } else if (!portal.built && result.status !== 503) {
    throw new BenchError(`${target.label} answered ${result.status}, expected the 503 'not built' page`);
  }
  return result;
}

/** Runs one measuring process (a script in bench/) and reads the JSON line it prints last. */
async function runMeasure<T>(
  label: string,
  script: string,
  env: NodeJS.ProcessEnv,
  isResult: (value: unknown) => value is T,
  summary: (result: T) => string,
): Promise<T> {
  process.stderr.write(`measuring ${label} (${warmup} s warm-up + ${duration} s) ... `);
  const child = track(
    spawn(process.execPath, ['--import', 'tsx', path.join(benchDir, script)], {
      cwd: root,
      env: {
        ...process.env,
        BENCH_DURATION: String(duration),
        BENCH_WARMUP: String(warmup),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const code = await exitOf(child);
  if (code !== 0) throw new BenchError(`the load process for ${label} exited with code ${code}:\n${stderr}`);
  const line = stdout.trim().split('\n').pop() ?? '';
  let parsed: unknown;
  try {
    parsed = JSON.parse(line);
  } catch {
    throw new BenchError(`the load process for ${label} printed no JSON:\n${stdout}\n${stderr}`);
  }
  if (!isResult(parsed))
    throw new BenchError(`the load process for ${label} printed unexpected JSON: ${line}`);
  process.stderr.write(`${summary(parsed)}\n`);
  return parsed;
}

function runLoad(
  label: string,
  url: string,
  accept: string,
  headers: Record<string, string> = {},
): Promise<LoadResult> {
  return runMeasure(
    label,
    'load.ts',
    {
      BENCH_URL: url,
      BENCH_ACCEPT: accept,
      BENCH_HEADERS: JSON.stringify(headers),
      BENCH_CONNECTIONS: String(connections),
    },
    isLoadResult,
    (r) => `${Math.round(r.rps)} req/s, p99 ${r.p99} ms`,
  );
}

function runLogins(base: string): Promise<LoadResult> {
  return runMeasure(
    `logins, ${loginConcurrency} in flight`,
    'login-load.ts',
    { BENCH_URL: base, BENCH_LOGIN_CONCURRENCY: String(loginConcurrency) },
    isLoadResult,
    (r) => `${r.rps.toFixed(1)} logins/s, p99 ${r.p99} ms`,
  );
}

function runArgon2(): Promise<HashLoadResult> {
  return runMeasure(
    `argon2id verifications in process, ${loginConcurrency} in flight`,
    'argon2-load.ts',
    { BENCH_LOGIN_CONCURRENCY: String(loginConcurrency) },
    isHashLoadResult,
    (r) => `${r.rps.toFixed(1)} verifications/s, p99 ${r.p99} ms (${r.msPerVerification} ms each alone)`,
  );
}

// ---------------------------------------------------------------------------------------------
// Report.

type Row = {
  target: string;
  /** The request path, or null for the in-process argon2 baseline. */
  path: string | null;
  /** What the ratios divide by: the mean of the bare runs, or argon2 verified in process. */
  base: 'bare' | 'argon2';
  rps: number;
  p50: number;
  p99: number;
  rpsRatio: number;
  p99Ratio: number | null;
  goal: string;
  goalMet: boolean | null;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** The login row only: the platform's error codes of refused logins. */
  errorCodes: Record<string, number> | null;
  probe: Probe | null;
  note: string | null;
};

const mean = (a: number, b: number) => (a + b) / 2;
const fmtRatio = (n: number | null) => (n === null || !Number.isFinite(n) ? '-' : n.toFixed(2));
const fmtMs = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));
/** Logins run at tens per second, where a decimal still tells something. */
const fmtRps = (n: number) => (n < 100 ? n.toFixed(1) : Math.round(n).toLocaleString('en-US'));
const goalText = (goal: number, met: boolean) => `>= ${goal}: ${met ? 'yes' : 'NO'}`;

function table(rows: Row[]): string {
  const header = [
    'target',
    'req/s',
    'p50 ms',
    'p99 ms',
    'base',
    'x base req/s',
    'x base p99',
    'goal',
    'non-2xx',
    'errors',
  ];
  const leftAligned = new Set([0, 4, 7]);
  const cells = rows.map((r) => [
    r.target,
    fmtRps(r.rps),
    fmtMs(r.p50),
    fmtMs(r.p99),
    r.base,
    fmtRatio(r.rpsRatio),
    fmtRatio(r.p99Ratio),
    r.goal,
    String(r.non2xx),
    String(r.errors + r.timeouts),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) =>
    c
      .map((v, i) => (leftAligned.has(i) ? v.padEnd(widths[i] ?? 0) : v.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(header), rule, ...cells.map(line)].join('\n');
}

function gitCommit(): string | null {
  const result = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) return null;
  const dirty = spawnSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' });
  return `${result.stdout.trim()}${dirty.stdout.trim() ? ' (with uncommitted changes)' : ''}`;
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  mkdirSync(resultsDir, { recursive: true });
  const portal = await ensurePortal();
  if (!portal.built) console.error(`NOTE: the portal is not built: ${portal.note}`);

  // The baseline server.
  const barePort = await freePort();
  const bare = track(
    spawn(process.execPath, ['--import', 'tsx', path.join(benchDir, 'bare-server.ts')], {
      cwd: root,
      env: { ...process.env, PORT: String(barePort) },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const bareLog = capture(bare);
  const bareUrl = `http://127.0.0.1:${barePort}/`;
  await waitUntilReady('the bare Fastify server', bare, bareUrl, bareLog);

  // The platform, on a fresh PGlite database: it migrates and seeds itself at start.
  tempDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  const platformPort = await freePort();
  const platformEnv: NodeJS.ProcessEnv = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => !STRIPPED_ENV.has(key)),
  );
  const platform = track(
    spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
      cwd: root,
      env: {
        ...platformEnv,
        PORT: String(platformPort),
        HOST: '127.0.0.1',
        DATA_DIR: tempDir,
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        // The load processes are the proxy: each login's X-Forwarded-For is its own client address, so
        // the 30 logins per minute and address do not cap the login load.
        TRUSTED_PROXY: '127.0.0.1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const platformLog = capture(platform, path.join(resultsDir, 'platform.log'));
  // Named by the default merchant's main domain (the Host header picks the merchant): the seed routes
  // 127.0.0.1 to the second demo merchant, and the demo account lives on the default one. The platform
  // listens on 127.0.0.1 only, so every request still comes from the trusted proxy's address.
  const base = `http://localhost:${platformPort}`;
  const startMs = await waitUntilReady('the platform', platform, `${base}/healthz`, platformLog);
  console.error(`platform ready in ${(startMs / 1000).toFixed(1)} s (migrated and seeded a fresh database)`);

  // One login as the portal makes it in production (encrypted body), for the session target's token.
  let token: string;
  try {
    token = await logIn(base, await fetchPayloadKey(base), DEMO_CREDENTIALS);
  } catch (error) {
    throw new BenchError(`the demo login failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const headersOf = (target: Target): Record<string, string> =>
    target.session ? { authorization: token } : {};

  const probes = new Map<string, Probe>();
  for (const target of TARGETS) {
    probes.set(target.path, await probe(`${base}${target.path}`, target, portal, headersOf(target)));
  }

  // Baseline, the targets one at a time, baseline again; then the logins' baseline and the logins,
  // last because every login adds a session and an address to the database.
  const bare1 = await runLoad('bare Fastify #1', bareUrl, 'application/json');
  const measured: LoadResult[] = [];
  for (const target of TARGETS) {
    measured.push(await runLoad(target.label, `${base}${target.path}`, target.accept, headersOf(target)));
  }
  const bare2 = await runLoad('bare Fastify #2', bareUrl, 'application/json');
  const argon2 = await runArgon2();
  const logins = await runLogins(base);

  const baseRps = mean(bare1.rps, bare2.rps);
  const baseP99 = mean(bare1.p99, bare2.p99);
  const failures: string[] = [];

  const bareRow = (label: string, r: LoadResult): Row => {
    if (r.non2xx > 0 || r.errors > 0 || r.timeouts > 0) {
      failures.push(`${label}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
    }
    return {
      target: label,
      path: '/',
      base: 'bare',
      rps: r.rps,
      p50: r.p50,
      p99: r.p99,
      rpsRatio: r.rps / baseRps,
      p99Ratio: baseP99 > 0 ? r.p99 / baseP99 : null,
      goal: 'baseline',
      goalMet: null,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      statusCodes: r.statusCodes,
      errorCodes: null,
      probe: null,
      note: null,
    };
  };

  const rows: Row[] = [bareRow('bare Fastify #1', bare1)];
  TARGETS.forEach((target, i) => {
    const r = measured[i];
    if (!r) return;
    const fallback = target.kind === 'html' && !portal.built;
    const codes = Object.keys(r.statusCodes);
    const answeredOk = fallback
      ? codes.every((c) => c === '503') && r.errors === 0 && r.timeouts === 0
      : r.non2xx === 0 && r.errors === 0 && r.timeouts === 0;
    if (!answeredOk) {
      failures.push(
        `${target.label}: status codes ${JSON.stringify(r.statusCodes)}, ${r.errors} errors, ${r.timeouts} timeouts`,
      );
    }
    const rpsRatio = r.rps / baseRps;
    const goalMet = fallback ? null : rpsRatio >= target.goal;
    rows.push({
      target: fallback ? 'GET / (503: portal NOT built)' : target.label,
      path: target.path,
      base: 'bare',
      rps: r.rps,
      p50: r.p50,
      p99: r.p99,
      rpsRatio,
      p99Ratio: baseP99 > 0 ? r.p99 / baseP99 : null,
      goal: goalMet === null ? `n/a (not the home page)` : goalText(target.goal, goalMet),
      goalMet,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      statusCodes: r.statusCodes,
      errorCodes: null,
      probe: probes.get(target.path) ?? null,
      note: fallback ? `portal not built: measured the small 503 page. ${portal.note}` : null,
    });
  });
  rows.push(bareRow('bare Fastify #2', bare2));

  // The logins, against the password hash alone: what share of a login's cost is the hash.
  if (argon2.mismatches > 0) {
    failures.push(`argon2id: ${argon2.mismatches} verifications of the right password answered false`);
  }
  rows.push({
    target: 'argon2id verify (in process)',
    path: null,
    base: 'argon2',
    rps: argon2.rps,
    p50: argon2.p50,
    p99: argon2.p99,
    rpsRatio: 1,
    p99Ratio: 1,
    goal: 'baseline',
    goalMet: null,
    non2xx: 0,
    errors: argon2.mismatches,
    timeouts: 0,
    statusCodes: {},
    errorCodes: null,
    probe: null,
    note: `verifyPassword of apps/server, ${argon2.concurrency} in flight; ${argon2.msPerVerification} ms per verification alone`,
  });
  if (logins.non2xx > 0 || logins.errors > 0 || logins.timeouts > 0) {
    failures.push(
      `${LOGIN_PATH}: status codes ${JSON.stringify(logins.statusCodes)}, refusals ${JSON.stringify(logins.errorCodes ?? {})}, ${logins.errors} errors, ${logins.timeouts} timeouts`,
    );
  }
  const loginRatio = argon2.rps > 0 ? logins.rps / argon2.rps : 0;
  const loginGoalMet = loginRatio >= LOGIN_GOAL;
  rows.push({
    target: `POST ${LOGIN_PATH} (login/s)`,
    path: LOGIN_PATH,
    base: 'argon2',
    rps: logins.rps,
    p50: logins.p50,
    p99: logins.p99,
    rpsRatio: loginRatio,
    p99Ratio: argon2.p99 > 0 ? logins.p99 / argon2.p99 : null,
    goal: goalText(LOGIN_GOAL, loginGoalMet),
    goalMet: loginGoalMet,
    non2xx: logins.non2xx,
    errors: logins.errors,
    timeouts: logins.timeouts,
    statusCodes: logins.statusCodes,
    errorCodes: logins.errorCodes ?? {},
    probe: null,
    note: `as ${DEMO_CREDENTIALS.username}, ${logins.connections} in flight, a fresh encrypted envelope and X-Forwarded-For each`,
  });

  await stopAll();
  removeTempDir();

  const drift = Math.abs(bare1.rps - bare2.rps) / baseRps;
  const platformLines = platformLog.lineCount();
  const memoryMiB = argon2.memoryKiB / 1024;
  const perVerification =
    argon2.msPerVerification >= 10
      ? String(Math.round(argon2.msPerVerification))
      : argon2.msPerVerification.toFixed(1);
  const lines = [
    '',
    table(rows),
    '',
    `baseline: bare Fastify { hello: 'world' }, mean of two runs = ${Math.round(baseRps).toLocaleString('en-US')} req/s, p99 ${fmtMs(baseP99)} ms (runs differ by ${(drift * 100).toFixed(1)}%${drift > 0.1 ? ', more than 10%: the machine was noisy, read the ratios with care' : ''})`,
    `load: ${connections} connections, ${duration} s per target after a ${warmup} s warm-up, from a separate process; one target at a time`,
    `logins: ${loginConcurrency} in flight as ${DEMO_CREDENTIALS.username}, each with a fresh encrypted envelope and its own X-Forwarded-For; base: the platform's verifyPassword in a separate process, ${loginConcurrency} in flight for the same time`,
    `argon2id m=${Number.isInteger(memoryMiB) ? memoryMiB : memoryMiB.toFixed(1)} MiB, t=${argon2.timeCost}, p=${argon2.parallelism} (OWASP's first recommendation, DESIGN.md 5): about ${perVerification} ms per verification on this machine`,
    `machine: ${os.cpus().length} CPU (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${os.platform()} ${os.arch()}`,
    `goals: cached public reads at ${GOAL} or more of the bare route's req/s, the session read at ${SESSION_GOAL} or more; logins at ${LOGIN_GOAL} or more of argon2's verifications/s`,
  ];
  if (!portal.built) {
    lines.push(
      `NOTE: the portal was NOT built, so GET / answered the small 503 "Portal not built" page, not the home page: ${portal.note}`,
    );
  }
  if (platformLines > 0)
    lines.push(`the platform logged ${platformLines} lines at warn or above: bench/results/platform.log`);
  console.log(lines.join('\n'));

  const report = {
    date: new Date().toISOString(),
    commit: gitCommit(),
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? null,
      node: process.version,
      platform: `${os.platform()} ${os.arch()}`,
    },
    settings: {
      connections,
      durationSeconds: duration,
      warmupSeconds: warmup,
      loginConcurrency,
      goalRatio: GOAL,
      goals: { publicReads: GOAL, session: SESSION_GOAL, loginVsArgon2: LOGIN_GOAL },
    },
    portal,
    baseline: {
      runs: [bare1, bare2],
      meanRps: baseRps,
      meanP99: baseP99,
      drift,
    },
    login: { path: LOGIN_PATH, username: DEMO_CREDENTIALS.username, run: logins, ratio: loginRatio },
    argon2,
    rows,
    failures,
  };
  writeFileSync(path.join(resultsDir, 'latest.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log('results: bench/results/latest.json');

  if (failures.length > 0) {
    console.error(`\nFAILED: a target did not answer as expected:\n- ${failures.join('\n- ')}`);
    return 1;
  }
  return 0;
}

main()
  .then((code) => {
    process.exitCode = code;
  })
  .catch(async (error: unknown) => {
    if (interrupted) return; // the signal handler stops the children and exits
    console.error(`\nbench failed: ${error instanceof Error ? error.message : String(error)}`);
    await stopAll();
    removeTempDir();
    process.exitCode = 1;
  });
