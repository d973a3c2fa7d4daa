import type { OperatorRole } from '@portal/contracts/operators';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { newPlayer } from './money-helpers.ts';
import { OPS, ops, opsLogin } from './ops-helpers.ts';
import { OPS_ROLES } from './ops-roles.ts';
import { useTestApp } from './test-app.ts';

/**
 * Every operator route refuses, before it reads its input, every caller that must not reach it: no token,
 * a player's session, an operator session ended after inactivity, and an operator whose role is below
 * the route's. (Merchant scope is each screen's own: their tests call other merchants' ids and codes.)
 */
const t = useTestApp();
const RANK: Record<OperatorRole, number> = { viewer: 0, finance: 1, admin: 2 };
const BELOW: Record<OperatorRole, OperatorRole | null> = {
  viewer: null,
  finance: 'viewer',
  admin: 'finance',
};
const guarded = Object.entries(OPS_ROLES).filter(([, role]) => role !== 'none') as Array<
  [string, OperatorRole]
>;

/** A route's method and a concrete path (every parameter 1). */
function target(key: string): { method: InjectOptions['method']; url: string } {
  const [method, path] = key.split(' ') as [string, string];
  return { method: method as InjectOptions['method'], url: path.replace(/:[a-zA-Z]+/g, '1') };
}

const tokens: Partial<Record<OperatorRole | 'player' | 'agent', string>> = {};
beforeAll(async () => {
  [tokens.viewer, tokens.finance, tokens.admin] = await Promise.all([
    opsLogin(t, OPS.siamviewer),
    opsLogin(t, OPS.finance),
    opsLogin(t, OPS.admin),
  ]);
  tokens.player = (await newPlayer(t)).token;
  // an agent's session (account type 1) is a member session too
  tokens.agent = (await newPlayer(t, { type: 1 })).token;
});

async function refusal(key: string, token: string | undefined) {
  const { method, url } = target(key);
  const res = await ops(
    t,
    method,
    url,
    method === 'GET' || method === 'DELETE' ? undefined : {},
    token ? { token } : {},
  );
  return { status: res.statusCode, code: (res.json() as { errorCode: string | null }).errorCode };
}

describe('operator routes against every caller that must be refused', () => {
  it(`covers ${guarded.length} routes`, () => {
    expect(guarded.length).toBeGreaterThan(30);
  });

  it('refuse a call without a token, and a player’s or an agent’s session token', async () => {
    for (const [key] of guarded) {
      expect(await refusal(key, undefined), key).toEqual({ status: 401, code: 'operator.not.logged.in' });
      expect(await refusal(key, tokens.player), key).toEqual({ status: 401, code: 'operator.not.logged.in' });
      expect(await refusal(key, tokens.agent), key).toEqual({ status: 401, code: 'operator.not.logged.in' });
    }
  });

  it('refuse an operator whose role is below the route’s', async () => {
    let checked = 0;
    for (const [key, role] of guarded) {
      const below = BELOW[role];
      if (!below) continue;
      expect(RANK[below]).toBeLessThan(RANK[role]);
      expect(await refusal(key, tokens[below]), key).toEqual({ status: 403, code: 'operator.forbidden' });
      checked++;
    }
    expect(checked).toBeGreaterThan(15);
  });

  it('refuse every route to a session ended by inactivity', async () => {
    const expired = await opsLogin(t, OPS.siamviewer);
    t.operatorClock.advance(31 * 60_000);
    for (const [key] of guarded) {
      expect(await refusal(key, expired), key).toEqual({ status: 401, code: 'operator.session.expired' });
    }
  });
});
