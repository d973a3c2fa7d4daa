import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.ts';

/** Calls the portal needs to draw the maintenance and region pages; every other call closes. */
const MODE_EXEMPT = new Set(['/wps/system/status', '/wps/system/domainRoute']);

/** A valid query for the calls that need one to answer. */
const QUERY: Record<string, string> = {
  '/wps/agent/affiliate': '?code=SIAM01',
  '/wps/game/launchGame': '?vassalage=HOUSE&gameCode=DRAGON_FORTUNE',
  '/wps/game/launchLottery': '?lottoArea=VN&launchMode=LOTT&gameCode=VN_NORTH',
  '/wps/relay/GCS_gameTrialLaunch': '?vassalage=HOUSE&gameCode=DRAGON_FORTUNE',
  '/wps/relay/MCSFE_getContractPayments': '?kind=daily',
  '/wps/rebates/downline': '?downline=siamsub1',
  // the first seeded live host (siam's Ploy)
  '/wps/relay/CBS_launchChat': '?hostId=1',
};

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ TRUSTED_PROXY: '127.0.0.1' });
  const login = await t.app.inject({
    method: 'POST',
    url: '/wps/session/loginV2',
    // an agent: every call a member makes answers it, the agent centre's and the contracts' too
    payload: { username: 'agent01', password: 'Agent@2026' },
  });
  token = login.json().value.token;
});
afterAll(() => t.close());

/**
 * Every GET call, with its query and the demo agent's token (public calls ignore it). Calls with a path
 * parameter (a chat image) name one stored thing of a player and are left to their module's tests.
 */
const apiRoutes = () =>
  t.app.routeTable
    .filter((r) => r.method === 'GET' && r.url.startsWith('/wps/') && !r.url.includes('/:'))
    .map((r) => `${r.url}${QUERY[r.url] ?? ''}`);

describe('every API route', () => {
  it('answers for the site’s own merchant', async () => {
    for (const url of apiRoutes()) {
      const res = await t.app.inject({ url, headers: { authorization: token } });
      expect(res.statusCode, url).toBe(200);
      expect(res.json().success, url).toBe(true);
    }
  });

  it('refuses an unknown Merchant header with merchant.unknown', async () => {
    for (const url of apiRoutes()) {
      const res = await t.app.inject({ url, headers: { merchant: 'ghost', authorization: token } });
      expect(res.statusCode, url).toBe(404);
      expect(res.json().errorCode, url).toBe('merchant.unknown');
    }
  });

  it('closes in maintenance with system.maintenance, except the calls the maintenance page needs', async () => {
    await t.services.system.setMaintenance('siam', true);
    try {
      for (const url of apiRoutes()) {
        const res = await t.app.inject({ url, headers: { authorization: token } });
        if (MODE_EXEMPT.has(url.split('?')[0] as string)) expect(res.statusCode, url).toBe(200);
        else {
          expect(res.statusCode, url).toBe(503);
          expect(res.json().errorCode, url).toBe('system.maintenance');
        }
      }
    } finally {
      await t.services.system.setMaintenance('siam', false);
    }
  });

  it('closes to a restricted region with region.restricted, except the calls the region page needs', async () => {
    for (const url of apiRoutes()) {
      const res = await t.app.inject({
        url,
        headers: { 'x-forwarded-for': '203.0.113.9', authorization: token },
      });
      if (MODE_EXEMPT.has(url.split('?')[0] as string)) expect(res.statusCode, url).toBe(200);
      else {
        expect(res.statusCode, url).toBe(403);
        expect(res.json().errorCode, url).toBe('region.restricted');
      }
    }
  });
});
