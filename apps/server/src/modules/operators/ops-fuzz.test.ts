import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { OPS, opsLogin } from '../../../test/ops-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
let admin: string;
beforeAll(async () => {
  admin = await opsLogin(t, OPS.admin);
});

describe('fuzzing the operator API', () => {
  it('never answers random paths, queries or bodies with a 5xx, always with the envelope', async () => {
    // Logout would end the token the other calls need.
    const routes = t.app.routeTable.filter(
      (r) => r.url.startsWith('/ops/') && r.method !== 'HEAD' && !r.url.endsWith('/logout'),
    );
    const anyText = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc.integer().map(String),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...routes),
        fc.dictionary(
          fc.constantFrom('status', 'merchant', 'pageNum', 'pageSize', 'start', 'action', 'target'),
          anyText,
        ),
        fc.oneof(fc.constant(undefined), fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue())),
        fc.oneof(fc.integer({ min: -5, max: 3_000_000_000 }).map(String), anyText),
        async (route, query, body, id) => {
          const url = route.url.replace(':proofId', '1').replace(':id', encodeURIComponent(id) || '1');
          const res = await t.app.inject({
            method: route.method as 'GET' | 'POST',
            url,
            query,
            headers: { authorization: admin },
            ...(body === undefined || route.method === 'GET' ? {} : { payload: body }),
          });
          expect(res.statusCode, `${route.method} ${url}`).toBeLessThan(500);
          if (!String(res.headers['content-type']).startsWith('image/')) {
            const envelope = res.json();
            expect(envelope).toMatchObject({ success: expect.any(Boolean) });
            for (const field of ['value', 'message', 'errorCode']) expect(envelope).toHaveProperty(field);
          }
        },
      ),
      { numRuns: 300, seed: 20261123 },
    );
  });
});
