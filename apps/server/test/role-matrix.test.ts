import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../src/platform/auth.ts';
import { type Callers, loginCallers, type PortalCaller } from './callers.ts';
import { ROLE_MATRIX, type Rule } from './role-matrix.ts';
import { type JsonSchema, jsonBodyOf, valid } from './schema-cases.ts';
import { useTestApp } from './test-app.ts';

/**
 * The portal's and agents' routes against every kind of caller (issue 21; the operator routes have
 * ops-role-matrix.test.ts): each route's rule in role-matrix.ts names which callers it lets in and with
 * which code it refuses the others. Each call carries input its schema accepts (so validation does not
 * answer first) naming the first agent's downline member where it names a member.
 */
const t = useTestApp();
const CALLERS: PortalCaller[] = ['visitor', 'trial', 'player', 'agent', 'otherAgent', 'foreignPlayer'];

let callers: Callers;
beforeAll(async () => {
  callers = await loginCallers(t);
}, 120_000);

const portalRoutes = () =>
  t.app.routeTable.filter(
    (r) =>
      r.method !== 'HEAD' &&
      !r.url.startsWith('/ops/') &&
      !r.url.startsWith('/docs') &&
      !['/*', '/bo', '/bo/*'].includes(r.url),
  );

/** Input the schema accepts, the same every run, with every member name the first agent's downline's. */
function acceptedInput(schema: unknown, index: number): unknown {
  if (!schema) return undefined;
  const [value] = fc.sample(valid(schema as JsonSchema), { numRuns: 1, seed: 21 + index });
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const named = Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      /^(username|downline|member|memberName)$/.test(k)
        ? callers.downline.username
        : /^(parentId|agentId)$/.test(k)
          ? callers.agent.id
          : /^(memberId|accountId|downlineId)$/.test(k)
            ? callers.downline.id
            : v,
    ]),
  );
  return named;
}

/** Path parameters that name something real (a channel, a vendor), else 1. */
const PARAMS: Record<string, string> = {
  channel: 'BANK',
  vendor: 'HOUSE',
  merchant: 'siam',
  operation: 'balance',
  file: 'x.png',
};
/** Queries the schema cannot give (codes of things that exist). */
const QUERY: Record<string, Record<string, string>> = {
  'GET /wps/game/launchLottery': { lottoArea: 'VN', launchMode: 'LOTT', gameCode: 'VN_NORTH' },
  'GET /wps/game/launchGame': { vassalage: 'HOUSE', gameCode: 'DRAGON_FORTUNE' },
};

async function callAs(r: RouteEntry, who: PortalCaller, index: number) {
  const schema = (r.schema ?? {}) as Record<string, unknown>;
  const query =
    QUERY[`${r.method} ${r.url}`] ??
    (acceptedInput(schema.querystring, index) as Record<string, unknown> | undefined);
  const body = r.method === 'GET' ? undefined : acceptedInput(jsonBodyOf(schema.body), index);
  const token = who === 'visitor' ? undefined : callers.tokens[who];
  const headers: Record<string, string> = { merchant: 'siam', 'user-agent': 'matrix/1.0' };
  if (token) headers.authorization = token;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await t.app.inject({
    method: r.method as InjectOptions['method'],
    url: r.url.replace(/:([A-Za-z]+)/g, (_, name: string) => PARAMS[name] ?? '1'),
    headers,
    remoteAddress: `10.22.${index % 250}.${CALLERS.indexOf(who) + 1}`,
    ...(query
      ? {
          query: Object.fromEntries(
            Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]),
          ),
        }
      : {}),
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  let code: string | null = null;
  try {
    code = (res.json() as { errorCode?: string | null }).errorCode ?? null;
  } catch {
    // a file or a page: no envelope
  }
  return { status: res.statusCode, code };
}

/** The refusals that are access rules; any other answer means the caller got past them. */
const ACCESS_CODES = new Set([
  'not.logged.in',
  'in_need_true_account',
  'agent.only',
  'contract.agent.only',
  'rebate.agent.only',
  'agent.member.not.in.team',
  'rebate.downline.invalid',
]);

const expected = (rule: Rule, who: PortalCaller): string => rule[who] ?? 'allowed';

describe('portal and agent routes against every kind of caller', () => {
  it('has a row for every route and none for a route that is gone', () => {
    const keys = portalRoutes().map((r) => `${r.method} ${r.url}`);
    expect(keys.filter((k) => !(k in ROLE_MATRIX))).toEqual([]);
    expect(Object.keys(ROLE_MATRIX).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('lets in exactly the callers each route’s rule names and refuses the others with its code', async () => {
    const explore = process.env.ROLE_MATRIX_EXPLORE === '1';
    const observed: Record<string, Record<string, string>> = {};
    const mismatches: string[] = [];
    let cells = 0;
    let unexpectedSuccesses = 0;
    for (const [index, r] of portalRoutes().entries()) {
      const key = `${r.method} ${r.url}`;
      const rule = ROLE_MATRIX[key] ?? {};
      for (const who of CALLERS) {
        const { status, code } = await callAs(r, who, index);
        // A call that ended the caller's session (logout, a password change) must not leak into the next cell.
        if (/logout|password|sessions/.test(key)) await callers.refresh(who);
        cells++;
        const seen = code && ACCESS_CODES.has(code) ? code : 'allowed';
        observed[key] = { ...observed[key], [who]: explore ? `${status} ${code}` : seen };
        const want = expected(rule, who);
        if (status >= 500) mismatches.push(`${key} as ${who}: ${status}`);
        if (seen === want) continue;
        if (want !== 'allowed') unexpectedSuccesses++;
        mismatches.push(`${key} as ${who}: expected ${want}, got ${status} ${code}`);
      }
    }
    if (explore) console.log(JSON.stringify(observed));
    console.log(`role matrix: ${cells} cells, ${unexpectedSuccesses} unexpected successes`);
    expect(mismatches).toEqual([]);
    expect(unexpectedSuccesses).toBe(0);
    expect(cells).toBe(portalRoutes().length * CALLERS.length);
  }, 600_000);
});
