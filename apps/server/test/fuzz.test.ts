import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

type JsonSchema = {
  type?: string;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  const?: unknown;
  pattern?: string;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const TABLES = [
  'merchants',
  'domain_routes',
  'country_codes',
  'vendors',
  'games',
  'announcements',
  'help_sections',
  'winners',
  'accounts',
  'sessions',
];

/** A fingerprint of every stored row: any write by a request would change it. */
async function fingerprint(): Promise<string> {
  const parts: string[] = [];
  for (const table of TABLES) {
    const row = await sql<{
      digest: string | null;
    }>`select md5(string_agg(t::text, '|' order by t::text)) as digest from ${sql.table(table)} t`.execute(
      t.database.db,
    );
    parts.push(`${table}:${row.rows[0]?.digest}`);
  }
  return parts.join(',');
}

function apiRoutes() {
  return t.app.routeTable.filter(
    (r) => r.method === 'GET' && (r.url.startsWith('/wps/') || r.url.startsWith('/lgw/')),
  );
}

/** A value that breaks the property's schema for certain, or null when none can be made from a query string. */
function violating(schema: JsonSchema): fc.Arbitrary<string> | null {
  const options = schema.anyOf ?? [schema];
  if (options.every((o) => o.type === 'integer' || o.type === 'number')) {
    const max = Math.max(...options.map((o) => o.maximum ?? Number.MAX_SAFE_INTEGER));
    const min = Math.min(...options.map((o) => o.minimum ?? Number.MIN_SAFE_INTEGER));
    return fc.oneof(
      fc.constantFrom('abc', '1.5e', 'NaN', '--1', '0x1g'),
      ...(max < Number.MAX_SAFE_INTEGER
        ? [fc.integer({ min: max + 1, max: max + 1_000_000 }).map(String)]
        : []),
      ...(min > Number.MIN_SAFE_INTEGER
        ? [fc.integer({ min: min - 1_000_000, max: min - 1 }).map(String)]
        : []),
    );
  }
  if (options.every((o) => o.const !== undefined)) {
    return fc
      .string({ minLength: 1, maxLength: 12 })
      .filter((s) => !options.some((o) => String(o.const) === s));
  }
  const only = options.length === 1 ? options[0] : undefined;
  if (only?.type === 'string' && only.maxLength !== undefined) {
    return fc.string({ minLength: only.maxLength + 1, maxLength: only.maxLength + 40 });
  }
  if (only?.type === 'string' && only.pattern) {
    const re = new RegExp(only.pattern);
    return fc.string({ minLength: 1, maxLength: 30 }).filter((s) => !re.test(s));
  }
  return null;
}

function expectEnvelope(body: unknown) {
  expect(body).toMatchObject({ success: expect.any(Boolean) });
  expect(body).toHaveProperty('value');
  expect(body).toHaveProperty('message');
  expect(body).toHaveProperty('errorCode');
}

describe('fuzzing every route', () => {
  it('answers schema-violating query values with 400 validation.failed and changes nothing', async () => {
    const before = await fingerprint();
    let cases = 0;
    for (const route of apiRoutes()) {
      const schema = (route.schema?.querystring ?? {}) as JsonSchema & { required?: string[] };
      const props = schema.properties ?? {};
      // The other required values are valid (their schema's example), so the refusal is this value's.
      const others = (name: string) =>
        Object.fromEntries(
          (schema.required ?? [])
            .filter((other) => other !== name)
            .map((other) => [other, String((props[other] as { examples?: unknown[] }).examples?.[0] ?? '')]),
        );
      for (const [name, prop] of Object.entries(props)) {
        const bad = violating(prop);
        if (!bad) continue;
        await fc.assert(
          fc.asyncProperty(bad, async (value) => {
            cases++;
            const query = { ...others(name), [name]: value };
            const res = await t.app.inject({ method: 'GET', url: route.url, query });
            const body = res.json();
            expect(res.statusCode, `${route.url}?${name}=${value}`).toBe(400);
            expect(body).toMatchObject({ success: false, value: null, errorCode: 'validation.failed' });
            expect(body.message).toContain(name);
          }),
          { numRuns: 15, seed: 20261123 },
        );
      }
    }
    expect(cases).toBeGreaterThan(100);
    expect(await fingerprint()).toBe(before);
  });

  it('never answers a random query, header or body with a 5xx, always with the envelope', async () => {
    const before = await fingerprint();
    const routes = apiRoutes();
    const anyText = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.integer().map(String),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.dictionary(
          fc.constantFrom(
            'pageNo',
            'pageSize',
            'types',
            'language',
            'lang',
            'merchantCode',
            'gameName',
            'x',
            'limitNum',
            'isNew',
          ),
          anyText,
          { maxKeys: 4 },
        ),
        fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH'),
        fc.option(fc.oneof(fc.json(), fc.string({ maxLength: 100 })), { nil: undefined }),
        fc.option(fc.constantFrom('siam', 'lucky', 'nosuch', '../x', ''), { nil: undefined }),
        async (route, query, method, payload, merchant) => {
          const res = await t.app.inject({
            method: method as 'GET',
            url: route.url,
            query,
            ...(payload !== undefined && method !== 'GET'
              ? { payload, headers: { 'content-type': 'application/json' } }
              : {}),
            ...(merchant !== undefined ? { headers: { merchant } } : {}),
          });
          expect(res.statusCode).toBeLessThan(500);
          const body = res.json();
          expectEnvelope(body);
          if (res.statusCode >= 400) {
            expect(body.success).toBe(false);
            expect(typeof body.errorCode).toBe('string');
            expect(body.message).not.toMatch(/\bat \w+ \(|node_modules|\.ts:\d+/);
          }
        },
      ),
      { numRuns: 400, seed: 42 },
    );
    expect(await fingerprint()).toBe(before);
  });

  it('answers unknown API paths and broken JSON bodies with the envelope', async () => {
    await fc.assert(
      fc.asyncProperty(fc.webPath(), fc.string({ maxLength: 60 }), async (p, body) => {
        const res = await t.app.inject({
          method: 'POST',
          url: `/wps${p.startsWith('/') ? p : `/${p}`}`,
          payload: body,
          headers: { 'content-type': 'application/json' },
        });
        expect(res.statusCode).toBeGreaterThanOrEqual(400);
        expect(res.statusCode).toBeLessThan(500);
        expectEnvelope(res.json());
      }),
      { numRuns: 150, seed: 7 },
    );
  });
});
