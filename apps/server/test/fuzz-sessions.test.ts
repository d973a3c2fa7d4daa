import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/platform/auth.ts';
import { type Callers, loginCallers, type OperatorCaller, type PortalCaller } from './callers.ts';
import { OPS_ROLES } from './ops-roles.ts';
import { around, asQuery, type JsonSchema, jsonBodyOf } from './schema-cases.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { watchWrites } from './write-watch.ts';

/**
 * Fuzzing with sessions (issue 21): every route gets requests made from its own schemas (params, query,
 * body: mostly accepted values, else one field broken, dropped or added, else anything), sent with no
 * session and with a live session of every kind of caller that may call it. No answer may be a 5xx, every
 * 4xx is the error envelope, and a refused request stores nothing in the money, lottery, catalogue or
 * content tables (a row trigger on each logs every committed write; see write-watch.ts).
 *
 * `npm test` sends FUZZ_CASES (default 2) cases per route with FUZZ_SEED (default fixed); `npm run fuzz`
 * sends 1,000 (FUZZ_SHARD=i/n takes a slice of the routes, FUZZ_ROUTES a pattern of "METHOD /path").
 */
const CASES = Number(process.env.FUZZ_CASES ?? 2);
/** FUZZ_SHARD=i/n: the i-th of n slices of the routes (full runs side by side). */
const [SHARD, SHARDS] = (process.env.FUZZ_SHARD ?? '1/1').split('/').map(Number) as [number, number];
const SEED = Number(process.env.FUZZ_SEED ?? 20261127);

type Who = 'none' | PortalCaller | OperatorCaller;

let t: TestApp;
let callers: Callers;
let writes: Awaited<ReturnType<typeof watchWrites>>;
beforeAll(async () => {
  t = await createTestApp();
  callers = await loginCallers(t);
  writes = await watchWrites(t.database.db);
}, 120_000);
afterAll(() => t?.close());

/** Everything but the web apps' files (the portal's and back office's pages and their fallbacks). */
const fuzzed = (r: RouteEntry) =>
  r.method !== 'HEAD' &&
  r.url !== '/*' &&
  r.url !== '/bo' &&
  !r.url.startsWith('/bo/') &&
  !r.url.startsWith('/docs');

/** Who calls a route: no one, and every caller that may (an operator route's least role and the admin). */
function whoCalls(r: RouteEntry): Who[] {
  if (r.url.startsWith('/ops/')) {
    const role = OPS_ROLES[`${r.method} ${r.url}`];
    if (!role || role === 'none') return ['none'];
    return role === 'admin' ? ['none', 'admin'] : ['none', role, 'admin'];
  }
  if (r.auth === 'session') return ['none', 'trial', 'player', 'agent'];
  return ['none', 'player'];
}

/** A path parameter: an id near the seeded ones, the schema's values, or any text. */
function paramArb(name: string, schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const near = fc.integer({ min: 0, max: 60 }).map(String);
  const text = fc.oneof(
    fc.string({ minLength: 1, maxLength: 20 }),
    fc.constantFrom('siam', 'lucky', 'HOUSE', 'BANK'),
  );
  const own = schema?.properties?.[name];
  const fromSchema = own
    ? around(own).map((v) => (typeof v === 'string' ? v : (JSON.stringify(v) ?? '')))
    : text;
  return fc.oneof(near, fromSchema, text).filter((v) => v.length > 0);
}

type Case = { who: Who; path: string; query: unknown; body: unknown; ip: string };

function casesOf(r: RouteEntry, index: number): Case[] {
  const schema = (r.schema ?? {}) as Record<string, JsonSchema | undefined>;
  const names = [...r.url.matchAll(/:([A-Za-z]+)/g)].map((m) => m[1] as string);
  const path = fc
    .tuple(...names.map((n) => paramArb(n, schema.params)))
    .map((values) =>
      names.reduce((url, name, i) => url.replace(`:${name}`, encodeURIComponent(values[i] as string)), r.url),
    );
  const arb = fc.record({
    who: fc.constantFrom(...whoCalls(r)),
    path: names.length ? path : fc.constant(r.url.replace('*', 'x')),
    query: schema.querystring ? around(schema.querystring) : fc.constant(undefined),
    body: r.method === 'GET' ? fc.constant(undefined) : around(jsonBodyOf(schema.body)),
    ip: fc.tuple(fc.nat(250), fc.nat(250)).map(([a, b]) => `10.21.${a}.${b + 1}`),
  });
  return fc.sample(arb, { numRuns: CASES, seed: SEED + index });
}

const tokenFor = (who: Who) => (who === 'none' ? undefined : callers.tokens[who]);

async function send(r: RouteEntry, c: Case) {
  const token = tokenFor(c.who);
  const headers: Record<string, string> = {
    merchant: c.who === 'foreignPlayer' ? 'lucky' : 'siam',
    'user-agent': 'fuzz/1.0',
  };
  if (token) headers.authorization = token;
  const query = asQuery(c.query);
  return t.app.inject({
    method: r.method as InjectOptions['method'],
    url: c.path,
    headers,
    remoteAddress: c.ip,
    ...(query ? { query } : {}),
    ...(c.body === undefined
      ? {}
      : { payload: JSON.stringify(c.body), headers: { ...headers, 'content-type': 'application/json' } }),
  });
}

/** A fuzzed admin call may close a merchant, disable an operator or lock an account: the next route starts open. */
async function reopen() {
  for (const code of ['siam', 'lucky']) await t.services.system.setMaintenance(code, false);
  await sql`update operators set status = 'active' where status <> 'active'`.execute(t.database.db);
  for (const who of ['trial', 'player', 'agent', 'viewer', 'finance', 'admin'] as const) {
    try {
      await callers.refresh(who);
    } catch {
      // a locked agent: its cases go on with a dead token (refused calls are cases too)
    }
  }
  await t.services.events.settled();
  await writes();
}

/** An answer that says the caller's session or the site was closed by an earlier fuzzed call. */
const closedBy = (status: number, body: string) =>
  status === 401 ||
  status === 503 ||
  (status === 403 && /password\.change\.required|locked|disabled/.test(body));

/** Pages for a browser (the sandbox gateway's pay page): their refusals are pages too, not the API's envelope. */
const isPage = (r: RouteEntry) => r.url.startsWith('/pay/sandbox/');

type Finding = { route: string; who: Who; status: number; detail: string };

describe('fuzzing every route with sessions', () => {
  it(
    `sends ${CASES} cases per route: never a 5xx, always the envelope on 4xx, nothing stored when refused`,
    async () => {
      const only = process.env.FUZZ_ROUTES ? new RegExp(process.env.FUZZ_ROUTES) : null;
      const routes = t.app.routeTable
        .filter(fuzzed)
        .filter((_, i) => i % SHARDS === SHARD - 1)
        .filter((r) => !only || only.test(`${r.method} ${r.url}`));
      const findings: Finding[] = [];
      const perRoute = new Map<string, number>();
      const byStatus = new Map<number, number>();
      const started = Date.now();
      const slowest: Array<[string, number]> = [];
      await writes();
      for (const [index, r] of routes.entries()) {
        const key = `${r.method} ${r.url}`;
        const routeStart = Date.now();
        for (const c of casesOf(r, index)) {
          const res = await send(r, c);
          await t.services.events.settled();
          const written = await writes();
          perRoute.set(key, (perRoute.get(key) ?? 0) + 1);
          byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
          const note = (detail: string) =>
            findings.push({
              route: key,
              who: c.who,
              status: res.statusCode,
              detail: `${detail} ${c.path} ${JSON.stringify(c.body ?? c.query)?.slice(0, 200)}`,
            });
          if (res.statusCode >= 500) note(`5xx: ${res.body.slice(0, 200)}`);
          if (res.statusCode >= 400) {
            let body: { success?: unknown; value?: unknown; errorCode?: unknown; message?: unknown } = {};
            if (isPage(r)) body = { success: false, value: null, errorCode: 'page', message: 'page' };
            else
              try {
                body = res.json();
              } catch {
                note(`not JSON: ${res.body.slice(0, 80)}`);
              }
            if (
              body.success !== false ||
              typeof body.errorCode !== 'string' ||
              typeof body.message !== 'string' ||
              !('value' in body)
            )
              note(`no envelope: ${res.body.slice(0, 120)}`);
            if (written.tables.length) note(`refused but stored in ${written.tables.join(', ')}`);
          }
          if (closedBy(res.statusCode, res.body) && c.who !== 'none') await reopen();
        }
        slowest.push([key, Date.now() - routeStart]);
        if (process.env.FUZZ_PROGRESS)
          console.log(
            `fuzz: ${index + 1}/${routes.length} ${key} ${CASES} cases, ${findings.length} findings so far`,
          );
      }
      const seconds = (Date.now() - started) / 1000;
      const counts = [...perRoute.values()];
      const fives = [...byStatus].filter(([s]) => s >= 500).reduce((n, [, k]) => n + k, 0);
      console.log(
        `fuzz: ${perRoute.size} routes, ${Math.min(...counts)}-${Math.max(...counts)} cases per route, ` +
          `${counts.reduce((a, b) => a + b, 0)} cases in ${seconds.toFixed(0)} s, ${fives} 5xx; statuses ${JSON.stringify(Object.fromEntries(byStatus))}`,
      );
      if (process.env.FUZZ_TIMES) console.log(slowest.sort((a, b) => b[1] - a[1]).slice(0, 25));
      const kinds = new Map<string, Finding>();
      for (const f of findings) kinds.set(`${f.route} ${f.detail.split(':')[0]}`, f);
      expect([...kinds.values()]).toEqual([]);
      expect(perRoute.size).toBe(routes.length);
      expect(Math.min(...counts)).toBe(CASES);
      expect(byStatus.get(200) ?? 0).toBeGreaterThan(0);
    },
    Math.max(600_000, CASES * 400 * 100),
  );
});
