// `npm run bench`: starts a bare Fastify route and the real platform as child processes, loads each
// target from a separate load process (bench/load.ts), one at a time, and reports every target as a
// ratio to the bare route measured in the same run. See bench/README.md.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { intFromEnv, isLoadResult, type LoadResult } from './shared.ts';

const benchDir = import.meta.dirname;
const root = path.resolve(benchDir, '..');
const resultsDir = path.join(benchDir, 'results');
const webIndex = path.join(root, 'apps/web/dist/index.html');

const connections = intFromEnv('BENCH_CONNECTIONS', 32, 1);
const duration = intFromEnv('BENCH_DURATION', 8, 1);
const warmup = intFromEnv('BENCH_WARMUP', 2, 0);
const startTimeout = intFromEnv('BENCH_START_TIMEOUT', 90, 1);
const skipBuild = process.env.BENCH_SKIP_BUILD === '1';

/** Cached public reads should serve at least this share of the bare route's requests per second. */
const GOAL = 0.5;
/** Variables that would point the platform away from a fresh PGlite database or change what it serves. */
const STRIPPED_ENV = new Set(['DATABASE_URL', 'REDIS_URL', 'SEED', 'WEB_DIST', 'TRUSTED_PROXY']);

class BenchError extends Error {
  override name = 'BenchError';
}

type Target = { label: string; path: string; accept: string; kind: 'json' | 'html' };

const TARGETS: Target[] = [
  { label: 'GET /wps/system/status', path: '/wps/system/status', accept: 'application/json', kind: 'json' },
  {
    label: 'GET /wps/relay/GCSGAME_newGameVendor',
    path: '/wps/relay/GCSGAME_newGameVendor',
    accept: 'application/json',
    kind: 'json',
  },
  {
    label: 'GET /wps/relay/GCSGAME_hotGamesV2',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    accept: 'application/json',
    kind: 'json',
  },
  { label: 'GET / (home HTML)', path: '/', accept: 'text/html', kind: 'html' },
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

async function probe(url: string, target: Target, portal: Portal): Promise<Probe> {
  const response = await fetch(url, {
    headers: { accept: target.accept },
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

async function runLoad(label: string, url: string, accept: string): Promise<LoadResult> {
  process.stderr.write(`measuring ${label} (${warmup} s warm-up + ${duration} s) ... `);
  const child = track(
    spawn(process.execPath, ['--import', 'tsx', path.join(benchDir, 'load.ts')], {
      cwd: root,
      env: {
        ...process.env,
        BENCH_URL: url,
        BENCH_ACCEPT: accept,
        BENCH_CONNECTIONS: String(connections),
        BENCH_DURATION: String(duration),
        BENCH_WARMUP: String(warmup),
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
  if (!isLoadResult(parsed))
    throw new BenchError(`the load process for ${label} printed unexpected JSON: ${line}`);
  process.stderr.write(`${Math.round(parsed.rps)} req/s, p99 ${parsed.p99} ms\n`);
  return parsed;
}

// ---------------------------------------------------------------------------------------------
// Report.

type Row = {
  target: string;
  path: string;
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
  probe: Probe | null;
  note: string | null;
};

const mean = (a: number, b: number) => (a + b) / 2;
const fmtRatio = (n: number | null) => (n === null || !Number.isFinite(n) ? '-' : n.toFixed(2));
const fmtMs = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

function table(rows: Row[]): string {
  const header = [
    'target',
    'req/s',
    'p50 ms',
    'p99 ms',
    'x bare req/s',
    'x bare p99',
    'goal',
    'non-2xx',
    'errors',
  ];
  const cells = rows.map((r) => [
    r.target,
    Math.round(r.rps).toLocaleString('en-US'),
    fmtMs(r.p50),
    fmtMs(r.p99),
    fmtRatio(r.rpsRatio),
    fmtRatio(r.p99Ratio),
    r.goal,
    String(r.non2xx),
    String(r.errors + r.timeouts),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => (c[i] ?? '').length)));
  const line = (c: string[]) =>
    c.map((v, i) => (i === 0 || i === 6 ? v.padEnd(widths[i] ?? 0) : v.padStart(widths[i] ?? 0))).join('  ');
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
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  const platformLog = capture(platform, path.join(resultsDir, 'platform.log'));
  const base = `http://127.0.0.1:${platformPort}`;
  const startMs = await waitUntilReady('the platform', platform, `${base}/healthz`, platformLog);
  console.error(`platform ready in ${(startMs / 1000).toFixed(1)} s (migrated and seeded a fresh database)`);

  const probes = new Map<string, Probe>();
  for (const target of TARGETS) probes.set(target.path, await probe(`${base}${target.path}`, target, portal));

  // Baseline, the targets one at a time, baseline again.
  const bare1 = await runLoad('bare Fastify #1', bareUrl, 'application/json');
  const measured: LoadResult[] = [];
  for (const target of TARGETS)
    measured.push(await runLoad(target.label, `${base}${target.path}`, target.accept));
  const bare2 = await runLoad('bare Fastify #2', bareUrl, 'application/json');

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
    const goalMet = fallback ? null : rpsRatio >= GOAL;
    rows.push({
      target: fallback ? 'GET / (503: portal NOT built)' : target.label,
      path: target.path,
      rps: r.rps,
      p50: r.p50,
      p99: r.p99,
      rpsRatio,
      p99Ratio: baseP99 > 0 ? r.p99 / baseP99 : null,
      goal: goalMet === null ? `n/a (not the home page)` : `>= ${GOAL}: ${goalMet ? 'yes' : 'NO'}`,
      goalMet,
      non2xx: r.non2xx,
      errors: r.errors,
      timeouts: r.timeouts,
      statusCodes: r.statusCodes,
      probe: probes.get(target.path) ?? null,
      note: fallback ? `portal not built: measured the small 503 page. ${portal.note}` : null,
    });
  });
  rows.push(bareRow('bare Fastify #2', bare2));

  await stopAll();
  removeTempDir();

  const drift = Math.abs(bare1.rps - bare2.rps) / baseRps;
  const platformLines = platformLog.lineCount();
  const lines = [
    '',
    table(rows),
    '',
    `baseline: bare Fastify { hello: 'world' }, mean of two runs = ${Math.round(baseRps).toLocaleString('en-US')} req/s, p99 ${fmtMs(baseP99)} ms (runs differ by ${(drift * 100).toFixed(1)}%${drift > 0.1 ? ', more than 10%: the machine was noisy, read the ratios with care' : ''})`,
    `load: ${connections} connections, ${duration} s per target after a ${warmup} s warm-up, from a separate process; one target at a time`,
    `machine: ${os.cpus().length} CPU (${os.cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, ${os.platform()} ${os.arch()}`,
    `goal: cached public reads at ${GOAL} or more of the bare route's req/s`,
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
    settings: { connections, durationSeconds: duration, warmupSeconds: warmup, goalRatio: GOAL },
    portal,
    baseline: {
      runs: [bare1, bare2],
      meanRps: baseRps,
      meanP99: baseP99,
      drift,
    },
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
