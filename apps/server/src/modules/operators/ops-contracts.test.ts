import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, newPlayer, refusedWith } from '../../../test/money-helpers.ts';
import { newOperatorToken, OPS, ops, opsLogin } from '../../../test/ops-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

const t = useTestApp();
let admin: string;
let viewer: string;
let luckyAdmin: string;

beforeAll(async () => {
  admin = await opsLogin(t, OPS.admin);
  viewer = await opsLogin(t, OPS.siamviewer);
  luckyAdmin = await newOperatorToken(t, admin, 'admin', 'lucky');
});

const TERMS = { tiers: [{ minValidBet: 1_000_000, minActive: 3, rate: 10 }] };

describe('agent contracts for operators', () => {
  it('lists contracts, force-terminates one, and audits it', async () => {
    const a = await newPlayer(t, { type: 2 });
    const b = await newPlayer(t, { type: 2, parent: a.username });
    const offered = answerOf<{ id: number }>(
      await call(
        t,
        'POST',
        '/wps/relay/MCSFE_processDailySalaryContract',
        { action: 'offer', downline: b.username, terms: TERMS },
        { token: a.token, merchant: 'siam' },
      ),
    );
    const page = answerOf<{ content: Array<{ id: number; status: string }> }>(
      await ops(t, 'GET', '/ops/v1/contracts?merchant=siam&kind=daily&status=requestNew', undefined, {
        token: viewer,
      }),
    );
    expect(page.content.map((c) => c.id)).toContain(offered.id);
    // Another merchant's administrator does not reach Siam's contracts.
    refusedWith(
      await ops(t, 'POST', `/ops/v1/contracts/${offered.id}/terminate?merchant=siam`, undefined, {
        token: luckyAdmin,
      }),
      404,
      'merchant.unknown',
    );
    refusedWith(
      await ops(t, 'POST', `/ops/v1/contracts/${offered.id}/terminate?merchant=siam`, undefined, {
        token: viewer,
      }),
      403,
      'operator.forbidden',
    );
    const ended = answerOf<{ status: string; endsAt: string }>(
      await ops(
        t,
        'POST',
        `/ops/v1/contracts/${offered.id}/terminate?merchant=siam`,
        { reason: 'Agent left' },
        {
          token: admin,
        },
      ),
    );
    expect(ended.status).toBe('terminated');
    refusedWith(
      await ops(t, 'POST', `/ops/v1/contracts/${offered.id}/terminate?merchant=siam`, undefined, {
        token: admin,
      }),
      409,
      'contract.state',
    );
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action', 'target', 'detail'])
      .where('action', '=', 'contract.terminate')
      .execute();
    expect(audit.map((r) => r.target)).toContain(`contract:${offered.id}`);
    // the reason the operator gave is kept with the change
    expect(audit.map((r) => JSON.stringify(r.detail)).join()).toContain('Agent left');
  });

  it('sets the default terms, refusing bad ones, and settles a kind now', async () => {
    const defaults = answerOf<Array<{ kind: string; enabled: boolean }>>(
      await ops(t, 'GET', '/ops/v1/contracts/defaults?merchant=siam', undefined, { token: viewer }),
    );
    expect(defaults.map((d) => d.kind).sort()).toEqual(['daily', 'dividend', 'hourly', 'realtime']);
    refusedWith(
      await ops(
        t,
        'PUT',
        '/ops/v1/contracts/defaults',
        { merchant: 'siam', kind: 'daily', terms: { share: 5 }, enabled: true },
        { token: admin },
      ),
      400,
      'validation.failed',
    );
    answerOf(
      await ops(
        t,
        'PUT',
        '/ops/v1/contracts/defaults',
        {
          merchant: 'siam',
          kind: 'hourly',
          terms: { tiers: [{ minValidBet: 50_000, minActive: 1, rate: 25 }] },
          enabled: true,
        },
        { token: admin },
      ),
    );
    const settled = answerOf<{ paid: number; owed: number; nothing: number }>(
      await ops(
        t,
        'POST',
        '/ops/v1/contracts/settle',
        { merchant: 'siam', kind: 'hourly' },
        { token: admin },
      ),
    );
    expect(settled.owed).toBe(0);
    const payments = answerOf<{ total: number }>(
      await ops(t, 'GET', '/ops/v1/contracts/payments?merchant=siam&kind=hourly', undefined, {
        token: viewer,
      }),
    );
    expect(payments.total).toBeGreaterThanOrEqual(0);
    // as of an instant: today's merchant day closed at its end, at most a day ahead
    const endOfDay = new Date(
      Math.floor((Date.now() + 7 * 3_600_000) / 86_400_000) * 86_400_000 + 17 * 3_600_000,
    );
    answerOf(
      await ops(
        t,
        'POST',
        '/ops/v1/contracts/settle',
        { merchant: 'siam', kind: 'daily', at: endOfDay.toISOString() },
        { token: admin },
      ),
    );
    const closed = answerOf<{ content: Array<{ periodEnd: string }> }>(
      await ops(t, 'GET', '/ops/v1/contracts/payments?merchant=siam&kind=daily', undefined, {
        token: viewer,
      }),
    );
    expect(closed.content.map((p) => p.periodEnd)).toContain(endOfDay.toISOString());
    const tooLate = new Date(Date.now() + 2 * 86_400_000).toISOString();
    expect(
      (
        await ops(
          t,
          'POST',
          '/ops/v1/contracts/settle',
          { merchant: 'siam', kind: 'daily', at: tooLate },
          { token: admin },
        )
      ).statusCode,
    ).toBe(400);
  });
});
