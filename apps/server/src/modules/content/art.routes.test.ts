import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('artwork routes', () => {
  it('draws the picture of every game, vendor icon, banner and brand mark the seed links to', async () => {
    const games = (await t.app.inject({ url: '/wps/relay/GCSGAME_gameList?pageSize=100' })).json().value
      .content as Array<{ iconUrl: string }>;
    const lanes = (await t.app.inject({ url: '/wps/relay/GCSGAME_newGameVendor' })).json().value
      .lanes as Array<{ vendors: Array<{ icons: Record<string, string> }> }>;
    const ann = (await t.app.inject({ url: '/wps/announcement' })).json().value;
    const status = (await t.app.inject({ url: '/wps/system/status' })).json().value;
    const urls = new Set<string>([
      ...games.map((g) => g.iconUrl),
      ...lanes.flatMap((l) => l.vendors.flatMap((v) => Object.values(v.icons))),
      ...ann.banners
        .flatMap((g: { list: Array<{ imageUrl: string | null }> }) => g.list.map((b) => b.imageUrl))
        .filter(Boolean),
      status.info.brand.logoUrl,
      status.info.brand.faviconUrl,
    ]);
    expect(urls.size).toBeGreaterThan(100);
    for (const url of urls) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('image/svg+xml');
      expect(res.body.startsWith('<svg'), url).toBe(true);
      expect(res.headers['cache-control'], url).toContain('max-age');
    }
  });

  it('draws every member icon the icon call offers, and only those', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/session/loginV2',
      payload: { username: 'demo', password: 'Demo@2026' },
    });
    const token = login.json().value.token as string;
    const icon = (
      await t.app.inject({ url: '/wps/member/info/icon', headers: { authorization: token } })
    ).json().value as { iconUrl: string; choices: string[] };
    expect(icon.choices.length).toBeGreaterThanOrEqual(8);
    const pictures = new Set<string>();
    for (const choice of icon.choices) {
      const res = await t.app.inject({ url: `/assets/art/icons/${choice}.svg` });
      expect(res.statusCode, choice).toBe(200);
      expect(res.body.startsWith('<svg'), choice).toBe(true);
      pictures.add(res.body);
    }
    expect(pictures.size).toBe(icon.choices.length);
    expect((await t.app.inject({ url: icon.iconUrl })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/assets/art/icons/tiger.svg' })).statusCode).toBe(400);
  });

  it('refuses names outside the allowed shape', async () => {
    for (const url of [
      '/assets/art/games/HOUSE/..%2F..%2Fetc.svg',
      '/assets/art/vendors/HOUSE/RED.svg',
      '/assets/art/brand/siam/x.png',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errorCode).toBe('validation.failed');
    }
  });
});
