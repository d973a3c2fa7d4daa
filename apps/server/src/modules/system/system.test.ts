import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'GET', url, headers, remoteAddress });

describe('GET /wps/system/status', () => {
  it('answers the public permission payload of the default merchant', async () => {
    const res = await get('/wps/system/status', { host: 'localhost:3000' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, message: null, errorCode: null });
    const v = body.value;
    expect(v.mode).toBe(0);
    expect(v.maintenance).toBe(false);
    expect(v.regionRestriction).toBe(false);
    expect(v.location.ip).toBe('127.0.0.1');
    expect(v.info.merchantCode).toBe('siam');
    expect(v.info.platform).toBe('WEB');
    expect(v.info.lotteryType).toBe('Elott');
    expect(v.info.defaultLanguage).toBe('th');
    expect(v.info.languages.length).toBeGreaterThanOrEqual(35);
    expect(v.info.domainRoute.map((d: { domain: string }) => d.domain)).toContain('localhost');
    expect(v.info.whitelabelVal.length).toBeGreaterThan(0);
    expect(v.info.whitelabelVal[0]).toHaveProperty('modId');
    expect(v.info.whitelabelVal[0]).toHaveProperty('childrenNodes');
    expect(['1', '0']).toContain(v.info.whitelabelVal[0].enabled);
    expect(v.info.registerSetting.rules.length).toBeGreaterThan(5);
    expect(v.info.resources.length).toBeGreaterThan(0);
    expect(typeof v.info.mainDomain).toBe('string');
    expect(v.info).toHaveProperty('analyticsId');
    expect(v.info).toHaveProperty('imageCdn');
    expect(v.info).toHaveProperty('launchGameCdn');
  });

  it('resolves the merchant from the Merchant header, then the host', async () => {
    const byHeader = (await get('/wps/system/status', { merchant: 'lucky', host: 'localhost' })).json();
    expect(byHeader.value.info.merchantCode).toBe('lucky');
    const byHost = (await get('/wps/system/status', { host: 'lucky.localhost:3000' })).json();
    expect(byHost.value.info.merchantCode).toBe('lucky');
    const siam = (await get('/wps/system/status')).json();
    expect(byHost.value.info.brand.name).not.toBe(siam.value.info.brand.name);
    const unknownHost = (await get('/wps/system/status', { host: 'nowhere.example' })).json();
    expect(unknownHost.value.info.merchantCode).toBe('siam');
  });

  it('carries the merchant’s home dialing code in the country list’s form (issue 14)', async () => {
    const siam = (await get('/wps/system/status', { host: 'localhost:5173' })).json().value.info;
    const lucky = (await get('/wps/system/status', { host: 'lucky.localhost:5173' })).json().value.info;
    expect(siam.dialingCode).toBe('66');
    expect(lucky.dialingCode).toBe('63');
    const countries = (await get('/wps/system/countryCode')).json().value as Array<{ dialingCode: string }>;
    for (const info of [siam, lucky]) expect(countries.map((c) => c.dialingCode)).toContain(info.dialingCode);
  });

  it('refuses an unknown Merchant header with merchant.unknown', async () => {
    const res = await get('/wps/system/status', { merchant: 'nosuch' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      success: false,
      value: null,
      message: 'Invalid URL, please contact customer service',
      errorCode: 'merchant.unknown',
    });
  });

  it('reports maintenance per merchant and closes the other calls of that merchant only', async () => {
    await t.services.system.setMaintenance('siam', true);
    try {
      const status = (await get('/wps/system/status')).json();
      expect(status.value.mode).toBe(1);
      expect(status.value.maintenance).toBe(true);
      const blocked = await get('/wps/announcement');
      expect(blocked.statusCode).toBe(503);
      expect(blocked.json().errorCode).toBe('system.maintenance');
      const other = await get('/wps/announcement', { merchant: 'lucky' });
      expect(other.statusCode).toBe(200);
    } finally {
      await t.services.system.setMaintenance('siam', false);
    }
    expect((await get('/wps/system/status')).json().value.mode).toBe(0);
  });

  it('ignores X-Forwarded-For when no proxy is trusted', async () => {
    const res = (await get('/wps/system/status', { 'x-forwarded-for': '203.0.113.7' })).json();
    expect(res.value.location.ip).toBe('127.0.0.1');
    expect(res.value.mode).toBe(0);
  });

  it('answers setMaintenance false for an unknown merchant', async () => {
    expect(await t.services.system.setMaintenance('nosuch', true)).toBe(false);
  });
});

describe('region restriction behind a trusted proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({ TRUSTED_PROXY: '127.0.0.1' });
  });
  afterAll(() => proxied.close());

  it('puts a visitor from a restricted range in mode 2 with the IP shown, and closes other calls', async () => {
    const headers = { 'x-forwarded-for': '203.0.113.7' };
    const status = (await proxied.app.inject({ url: '/wps/system/status', headers })).json();
    expect(status.value.mode).toBe(2);
    expect(status.value.regionRestriction).toBe(true);
    expect(status.value.location.ip).toBe('203.0.113.7');
    const list = await proxied.app.inject({ url: '/wps/relay/GCSGAME_gameList', headers });
    expect(list.statusCode).toBe(403);
    expect(list.json().errorCode).toBe('region.restricted');
  });

  it('believes X-Forwarded-For only from the trusted proxy', async () => {
    const res = await proxied.app.inject({
      url: '/wps/system/status',
      headers: { 'x-forwarded-for': '203.0.113.7' },
      remoteAddress: '10.9.9.9',
    });
    expect(res.json().value.location.ip).toBe('10.9.9.9');
    expect(res.json().value.mode).toBe(0);
  });

  it('lets a visitor from elsewhere through', async () => {
    const res = await proxied.app.inject({
      url: '/wps/system/status',
      headers: { 'x-forwarded-for': '198.51.100.20' },
    });
    expect(res.json().value.mode).toBe(0);
    expect(res.json().value.location.ip).toBe('198.51.100.20');
  });
});

describe('other system calls', () => {
  it('lists only the merchant’s own domain routes', async () => {
    const siam = (await get('/wps/system/domainRoute')).json().value as Array<{
      domain: string;
      merchantCode: string;
    }>;
    const lucky = (await get('/wps/system/domainRoute', { merchant: 'lucky' })).json().value as Array<{
      merchantCode: string;
    }>;
    expect(siam.length).toBeGreaterThan(0);
    expect(siam.every((d) => d.merchantCode === 'siam')).toBe(true);
    expect(lucky.every((d) => d.merchantCode === 'lucky')).toBe(true);
  });

  it('builds the whitelabel menu from enabled modules only', async () => {
    const siam = (await get('/wps/system/whitelabel')).json().value;
    const lucky = (await get('/wps/system/whitelabel', { merchant: 'lucky' })).json().value;
    expect(siam.whitelabelVal.length).toBeGreaterThan(0);
    const keys = (m: { menu: Array<{ key: string }> }) => m.menu.map((x) => x.key);
    expect(keys(siam)).toContain('join');
    expect(keys(lucky)).not.toContain('join');
  });

  it('answers the register settings with a rule per field', async () => {
    const v = (await get('/wps/system/setting/register')).json().value;
    const fields = v.rules.map((r: { field: string }) => r.field);
    expect(fields).toEqual(
      expect.arrayContaining(['username', 'password', 'email', 'mobileNum', 'affiliateCode']),
    );
    expect([18, 21]).toContain(v.minAge);
    const lucky = (await get('/wps/system/setting/register', { merchant: 'lucky' })).json().value;
    expect(lucky.minAge).not.toBe(v.minAge);
  });

  it('lists country codes with Thailand first', async () => {
    const v = (await get('/wps/system/countryCode')).json().value;
    expect(v.length).toBeGreaterThanOrEqual(15);
    expect(v[0]).toMatchObject({ code: 'TH', dialingCode: '66' });
  });
});

describe('merchant codes for other modules’ lists', () => {
  it('names many merchants by id at once, and leaves out an id that is no merchant', async () => {
    const siam = await t.services.system.merchantByCode('siam');
    const lucky = await t.services.system.merchantByCode('lucky');
    const codes = await t.services.system.merchantCodes([lucky!.id, siam!.id, lucky!.id, 999_999]);
    expect([...codes].sort(([a], [b]) => a - b)).toEqual(
      [
        [siam!.id, 'siam'],
        [lucky!.id, 'lucky'],
      ].sort(([a], [b]) => Number(a) - Number(b)),
    );
    expect(await t.services.system.merchantCodes([])).toEqual(new Map());
  });
});
