import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

type Ann = {
  id: number;
  type: string;
  title: string;
  execution: string;
  groupName: string | null;
  endDateStr: string | null;
  startDateStr: string;
};

describe('GET /wps/announcement', () => {
  it('groups banners, player notices, popups and promotions for visitors', async () => {
    const res = await get('/wps/announcement?types=B,PL,PU,PR&platform=W&execution=B&language=th');
    expect(res.statusCode).toBe(200);
    const v = res.json().value;
    const home = v.banners.find((g: { groupName: string }) => g.groupName === 'w_home');
    expect(home.list.length).toBeGreaterThanOrEqual(3);
    expect(home.list.every((a: Ann) => a.type === 'B' && a.groupName === 'w_home')).toBe(true);
    expect(v.player.length).toBeGreaterThanOrEqual(10);
    expect(v.player.every((a: Ann) => a.type === 'PL')).toBe(true);
    // Promotions are the promotions engine's (decision 0030): none left as announcements.
    expect(v.promotion).toEqual([]);
    expect(v.popup.every((a: Ann) => a.execution === 'B')).toBe(true);
    expect(v.help).toEqual([]);
  });

  it('filters by type and execution', async () => {
    const v = (await get('/wps/announcement?types=PU&execution=A')).json().value;
    expect(v.banners).toEqual([]);
    expect(v.player).toEqual([]);
    expect(v.popup.length).toBeGreaterThan(0);
    expect(v.popup.every((a: Ann) => a.execution === 'A')).toBe(true);
  });

  it('leaves out expired and scheduled announcements', async () => {
    const v = (await get('/wps/announcement')).json().value;
    const all: Ann[] = [
      ...v.banners.flatMap((g: { list: Ann[] }) => g.list),
      ...v.player,
      ...v.popup,
      ...v.promotion,
      ...v.help,
    ];
    const now = Date.now();
    expect(all.length).toBeGreaterThan(10);
    for (const a of all) {
      expect(Date.parse(a.startDateStr)).toBeLessThanOrEqual(now);
      if (a.endDateStr) expect(Date.parse(a.endDateStr)).toBeGreaterThan(now);
    }
    const stored = await t.database.db
      .selectFrom('announcements')
      .select('id')
      .where('merchant_id', '=', 1)
      .execute();
    expect(stored.length).toBeGreaterThan(all.length);
  });

  it('answers the texts in the requested language', async () => {
    const th = (await get('/wps/announcement?types=PL&language=th')).json().value.player[0].title;
    const en = (await get('/wps/announcement?types=PL&language=en')).json().value.player[0].title;
    expect(th).not.toBe(en);
    expect(/[\u0E00-\u0E7F]/.test(th)).toBe(true);
  });

  it('never shows one merchant’s announcements to another', async () => {
    const siam = (await get('/wps/announcement')).json().value;
    const lucky = (await get('/wps/announcement', { merchant: 'lucky' })).json().value;
    const ids = (v: { player: Ann[]; promotion: Ann[] }) =>
      new Set([...v.player, ...v.promotion].map((a) => a.id));
    const siamIds = ids(siam);
    for (const id of ids(lucky)) expect(siamIds.has(id)).toBe(false);
  });

  it('shows a Lucky Star visitor Lucky’s own popups, never a Siam row or Siam’s words (issue 14)', async () => {
    type Popup = Ann & { content: string };
    const popups = async (headers: Record<string, string>, language: string) =>
      (await get(`/wps/announcement?types=PU&language=${language}`, headers)).json().value.popup as Popup[];
    const luckyId = (
      await t.database.db
        .selectFrom('merchants')
        .select('id')
        .where('code', '=', 'lucky')
        .executeTakeFirstOrThrow()
    ).id;
    const luckyRows = new Set(
      (
        await t.database.db
          .selectFrom('announcements')
          .select('id')
          .where('merchant_id', '=', luckyId)
          .where('type', '=', 'PU')
          .execute()
      ).map((r) => r.id),
    );
    for (const language of ['en', 'th']) {
      const siam = await popups({ host: 'localhost:5173' }, language);
      // a fresh browser on the Lucky site: the host names the merchant, the site asks for visitors' popups
      const lucky = await popups({ host: 'lucky.localhost:5173' }, language);
      expect(lucky.length).toBe(3);
      for (const a of lucky) {
        expect(luckyRows.has(a.id), a.title).toBe(true);
        expect(a.title).not.toContain('Siam');
        expect(a.content).not.toContain('Siam');
        for (const s of siam) {
          expect(a.id).not.toBe(s.id);
          expect(a.content).not.toBe(s.content);
        }
      }
      const welcome = lucky.find((a) => a.execution === 'B');
      expect(welcome?.title).toContain('Lucky Star');
      expect(welcome?.content).toContain(language === 'en' ? 'Lucky Start' : 'เริ่มต้นนำโชค');
      expect(welcome?.content).not.toMatch(/80/);
      // the cached answer for one merchant is never the other's
      expect((await popups({ host: 'localhost:5173' }, language)).map((a) => a.id)).toEqual(
        siam.map((a) => a.id),
      );
    }
  });

  it('gives Lucky Star no notice about what only Siam Royal offers', async () => {
    const lucky = (await get('/wps/announcement?types=PL&language=en', { merchant: 'lucky' })).json().value;
    expect(lucky.player.length).toBeGreaterThan(0);
    for (const a of lucky.player as Array<Ann & { content: string }>)
      expect(`${a.title} ${a.content}`).not.toMatch(/Siam|FB Sports|KBank|Government lottery/);
  });

  it('refuses an unknown type with validation.failed naming the field', async () => {
    const res = await get('/wps/announcement?types=B,XX');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, value: null, errorCode: 'validation.failed' });
    expect(res.json().message).toContain('types');
  });

  it('refuses a platform other than W', async () => {
    const res = await get('/wps/announcement?platform=Q');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('validation.failed');
  });
});

describe('GET /wps/help', () => {
  it('answers the help sections in the language asked', async () => {
    const en = (await get('/wps/help?lang=en&device=WEB')).json().value.sections;
    const th = (await get('/wps/help?lang=th&device=WEB')).json().value.sections;
    expect(en.map((s: { anchor: string }) => s.anchor)).toEqual(
      expect.arrayContaining(['deposit', 'withdraw', 'faq']),
    );
    expect(en[0].title).not.toBe(th[0].title);
    expect(en[0].content.length).toBeGreaterThan(40);
  });

  it('refuses a device other than WEB', async () => {
    const res = await get('/wps/help?device=TV');
    expect(res.statusCode).toBe(400);
    expect(res.json().errorCode).toBe('validation.failed');
  });
});
