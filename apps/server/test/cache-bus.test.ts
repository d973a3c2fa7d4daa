import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondNode, createTestApp, type TestApp } from './test-app.ts';

const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('cache invalidation across nodes through Redis', () => {
  let a: TestApp;
  let b: Awaited<ReturnType<typeof createSecondNode>>;
  beforeAll(async () => {
    a = await createTestApp({ REDIS_URL: redisUrl ?? '' });
    // A second node on the same database, with its own in-process caches.
    b = await createSecondNode(a.database, { REDIS_URL: redisUrl ?? '' });
  });
  afterAll(async () => {
    await a.services.system.setMaintenance('siam', false);
    await b.app.close();
    await a.close();
  });

  it('shows a maintenance switch made on one node on the other at once, not after the cache expires', async () => {
    const mode = async () => (await b.app.inject({ url: '/wps/system/status' })).json().value.mode;
    expect(await mode()).toBe(0);
    await a.services.system.setMaintenance('siam', true);
    const started = Date.now();
    while ((await mode()) !== 1 && Date.now() - started < 1500) await new Promise((r) => setTimeout(r, 20));
    expect(await mode()).toBe(1);
    expect(Date.now() - started).toBeLessThan(1500);
    const health = (await b.app.inject({ url: '/healthz' })).json().value;
    expect(health.redis).toBe('up');
  });

  it("shows an operator's game switch made on one node on the other at once", async () => {
    const marked = async () => {
      // lucky's: the test above leaves siam in maintenance until the end.
      const res = await b.app.inject({
        url: '/wps/relay/GCSGAME_gameList?vassalage=STAR&pageSize=100',
        headers: { merchant: 'lucky' },
      });
      const games: Array<{ nodeId: number; gameCode: string; maintenance: boolean }> =
        res.json().value.content;
      return games.find((g) => g.gameCode === 'LUCKY_CLOVER');
    };
    const game = await marked();
    expect(game?.maintenance).toBe(false);
    const every = { merchantIds: null };
    await a.services.catalogue.updateGame(game?.nodeId ?? 0, every, { maintenance: true });
    const started = Date.now();
    while (!(await marked())?.maintenance && Date.now() - started < 1500)
      await new Promise((r) => setTimeout(r, 20));
    expect((await marked())?.maintenance).toBe(true);
    await a.services.catalogue.updateGame(game?.nodeId ?? 0, every, { maintenance: false });
  });

  it('shows a banner edited on one node on the other at once (the back office drops every node’s content cache)', async () => {
    const title = async () =>
      (
        await b.app.inject({
          url: '/wps/announcement?types=B&execution=B&language=en',
          headers: { merchant: 'lucky' },
        })
      )
        .json()
        .value.banners.find((g: { groupName: string }) => g.groupName === 'w_home').list[0].title as string;
    const lucky = (await a.services.system.merchantByCode('lucky'))?.id as number;
    const [banner] = (
      await a.services.contentAdmin.announcements(lucky, {
        type: 'B',
        group: 'w_home',
        pageNum: 1,
        pageSize: 1,
      })
    ).items;
    if (!banner) throw new Error('no home banner');
    expect(await title()).toBe(banner.title.en);
    await a.services.contentAdmin.updateAnnouncement(banner.id, null, {
      ...banner,
      title: { ...banner.title, en: 'Edited on node A' },
    });
    const started = Date.now();
    while ((await title()) !== 'Edited on node A' && Date.now() - started < 1500)
      await new Promise((r) => setTimeout(r, 20));
    expect(await title()).toBe('Edited on node A');
  });
});

describe('cache invalidation in one process', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('applies a maintenance switch to the next request', async () => {
    expect((await t.app.inject({ url: '/wps/system/status' })).json().value.mode).toBe(0);
    await t.services.system.setMaintenance('siam', true);
    expect((await t.app.inject({ url: '/wps/system/status' })).json().value.mode).toBe(1);
    await t.services.system.setMaintenance('siam', false);
  });
});
