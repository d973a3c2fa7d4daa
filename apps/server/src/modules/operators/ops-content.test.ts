import type { OpsAnnouncement, OpsHelpSection } from '@portal/contracts/operators-content.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { answerOf, call, refusedWith } from '../../../test/money-helpers.ts';
import { newOperatorToken, OPS, ops, opsLogin } from '../../../test/ops-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

type Page<T> = { content: T[]; total: number; totalPages: number };
type Portal = {
  banners: Array<{ groupName: string; list: Array<{ id: number; title: string; imageUrl: string | null }> }>;
  player: Array<{ id: number; title: string; content: string }>;
  popup: Array<{ id: number; title: string; content: string; execution: string }>;
};
type Audit = {
  action: string;
  target: string | null;
  merchant: string | null;
  detail: Record<string, unknown>;
};

const t = useTestApp();
let admin: string;
let finance: string;
let viewer: string;
let siamAdmin: string;

const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, body?: unknown) =>
  ops(t, method, url, body, { token });
const read = async <T>(url: string, token = viewer) => answerOf<T>(await send('GET', url, token));

/** What the portal answers a visitor of a merchant, as the home page asks. */
async function portal(merchant: string, language = 'en', execution = 'B'): Promise<Portal> {
  const res = await call(
    t,
    'GET',
    `/wps/announcement?types=B,PL,PU,PR&platform=W&execution=${execution}&language=${language}`,
    undefined,
    { merchant },
  );
  return answerOf<Portal>(res);
}

const homeBanners = async (merchant = 'siam', language = 'en') =>
  (await portal(merchant, language)).banners.find((g) => g.groupName === 'w_home')?.list ?? [];

const listOf = (query: string, token = viewer) =>
  read<Page<OpsAnnouncement>>(`/ops/v1/content/announcements?${query}`, token);

/** The newest audit rows of an action family. */
const auditOf = async (action: string) =>
  (await read<{ content: Audit[] }>(`/ops/v1/audit?action=${action}&pageSize=5`, admin)).content;

const notice = (overrides: Record<string, unknown> = {}) => ({
  merchant: 'siam',
  type: 'PL',
  title: { en: 'Server upgrade tonight', th: 'ปรับปรุงระบบคืนนี้' },
  content: { en: '<p>From 02:00 to 03:00.</p>', th: '<p>ตั้งแต่ 02:00 ถึง 03:00</p>' },
  ...overrides,
});

beforeAll(async () => {
  [admin, finance, viewer] = await Promise.all([
    opsLogin(t, OPS.admin),
    opsLogin(t, OPS.finance),
    opsLogin(t, OPS.siamviewer),
  ]);
  siamAdmin = await newOperatorToken(t, admin, 'admin', 'siam');
});

describe('reading content', () => {
  it('lists a merchant’s home banners in the portal’s order with both languages and their state', async () => {
    const page = await listOf('merchant=siam&type=B&group=w_home');
    expect(page.total).toBe(4);
    expect(page.content.map((b) => b.title.en)).toEqual([
      '100% Welcome Bonus',
      'Dragon Fortune',
      'Live Baccarat Nights',
      'Football Weekend',
    ]);
    const [welcome] = page.content;
    expect(welcome).toMatchObject({
      merchant: 'siam',
      type: 'B',
      groupName: 'w_home',
      title: { th: 'โบนัสต้อนรับ 100%' },
      linkageType: 'ROUTE',
      url: '/promotions',
      enabled: true,
      state: 'live',
    });
    expect(welcome?.imageUrl).toMatch(/^\/assets\/art\/banners\/.+\.svg$/);
    const sorts = page.content.map((b) => b.sort);
    expect(sorts).toEqual([...sorts].sort((a, b) => a - b));
  });

  it('pages a list and tells a scheduled or ended notice from a live one', async () => {
    const all = await listOf('merchant=siam&type=PL&pageSize=100');
    const first = await listOf('merchant=siam&type=PL&pageSize=2');
    expect(first.content).toHaveLength(2);
    expect(first.totalPages).toBe(Math.ceil(all.total / 2));
    const states = new Set(all.content.map((n) => n.state));
    expect(states.has('live')).toBe(true);
    expect([...states].every((s) => ['live', 'scheduled', 'ended', 'off'].includes(s))).toBe(true);
  });

  it('lists the merchants of the operator’s scope only', async () => {
    expect(await read<Array<{ code: string }>>('/ops/v1/merchants', viewer)).toEqual([
      {
        code: 'siam',
        name: expect.any(String),
        primaryColor: expect.stringMatching(/^#/),
        accentColor: expect.stringMatching(/^#/),
      },
    ]);
    const every = await read<Array<{ code: string }>>('/ops/v1/merchants', admin);
    expect(every.map((m) => m.code)).toEqual(['lucky', 'siam']);
  });

  it('refuses another merchant’s list, an unknown merchant and a bad type', async () => {
    refusedWith(
      await send('GET', '/ops/v1/content/announcements?merchant=lucky&type=B', viewer),
      404,
      'merchant.unknown',
    );
    refusedWith(
      await send('GET', '/ops/v1/content/announcements?merchant=nowhere&type=B', admin),
      404,
      'merchant.unknown',
    );
    refusedWith(
      await send('GET', '/ops/v1/content/announcements?merchant=siam&type=XX', admin),
      400,
      'validation.failed',
    );
    refusedWith(await send('GET', '/ops/v1/content/announcements?type=B', admin), 400, 'validation.failed');
    refusedWith(await send('GET', '/ops/v1/content/help?merchant=lucky', viewer), 404, 'merchant.unknown');
  });

  it('answers no content to a caller without an operator token', async () => {
    const res = await ops(t, 'GET', '/ops/v1/content/announcements?merchant=siam&type=B');
    refusedWith(res, 401, 'operator.not.logged.in');
  });
});

describe('changing announcements', () => {
  it('edits a home banner’s English title: the portal shows it at once, the audit log keeps it', async () => {
    const [welcome] = (await listOf('merchant=siam&type=B&group=w_home')).content as [OpsAnnouncement];
    // the portal's read is cached before the change
    expect((await homeBanners()).map((b) => b.title)).toContain('100% Welcome Bonus');
    const edited = answerOf<OpsAnnouncement>(
      await send('PUT', `/ops/v1/content/announcements/${welcome.id}`, admin, {
        title: { ...welcome.title, en: 'Double Welcome Bonus' },
        content: welcome.content,
      }),
    );
    expect(edited).toMatchObject({
      id: welcome.id,
      title: { en: 'Double Welcome Bonus', th: 'โบนัสต้อนรับ 100%' },
      // what the edit left out stays
      groupName: 'w_home',
      linkageType: 'ROUTE',
      url: '/promotions',
      imageUrl: welcome.imageUrl,
      sort: welcome.sort,
      startAt: welcome.startAt,
    });
    expect((await homeBanners())[0]?.title).toBe('Double Welcome Bonus');
    expect((await homeBanners('siam', 'th'))[0]?.title).toBe('โบนัสต้อนรับ 100%');
    const [row] = await auditOf('content.announcement.update');
    expect(row).toMatchObject({
      action: 'content.announcement.update',
      target: `announcement:${welcome.id}`,
      merchant: 'siam',
      detail: {
        title: 'Double Welcome Bonus',
        type: 'B',
        group: 'w_home',
        changed: ['title'],
        outcome: 'done',
      },
    });
  });

  it('creates a notice with its HTML sanitised: no script, no event handler, no javascript: link', async () => {
    const created = answerOf<OpsAnnouncement>(
      await send(
        'POST',
        '/ops/v1/content/announcements',
        admin,
        notice({
          content: {
            en: '<p onclick="steal()">Tonight <script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(3)">here</a> <a href="/help#deposit">help</a></p>',
            th: '<p style="color:red">คืนนี้<iframe src="https://evil.example"></iframe></p>',
          },
        }),
      ),
    );
    expect(created.content).toEqual({
      en: '<p>Tonight <a>here</a> <a href="/help#deposit">help</a></p>',
      th: '<p>คืนนี้</p>',
    });
    expect(created).toMatchObject({
      type: 'PL',
      execution: 'B',
      linkageType: 'NONE',
      url: null,
      enabled: true,
    });
    const shown = (await portal('siam')).player.find((n) => n.id === created.id);
    expect(shown?.content).toBe('<p>Tonight <a>here</a> <a href="/help#deposit">help</a></p>');
    // last of its list
    const all = await listOf('merchant=siam&type=PL&pageSize=100');
    expect(all.content.at(-1)?.id).toBe(created.id);
    const [row] = await auditOf('content.announcement.create');
    expect(row).toMatchObject({ target: `announcement:${created.id}`, merchant: 'siam' });
  });

  it('falls back to English when the Thai title is left empty', async () => {
    const created = answerOf<OpsAnnouncement>(
      await send(
        'POST',
        '/ops/v1/content/announcements',
        admin,
        notice({ title: { en: 'English only', th: '' } }),
      ),
    );
    expect(created.title).toEqual({ en: 'English only', th: '' });
    expect((await portal('siam', 'th')).player.find((n) => n.id === created.id)?.title).toBe('English only');
  });

  it('creates a first-login popup that only the first login’s read answers', async () => {
    const popup = answerOf<OpsAnnouncement>(
      await send('POST', '/ops/v1/content/announcements', admin, notice({ type: 'PU', execution: 'F' })),
    );
    expect((await portal('siam', 'en', 'F')).popup.map((p) => p.id)).toContain(popup.id);
    expect((await portal('siam', 'en', 'B')).popup.map((p) => p.id)).not.toContain(popup.id);
  });

  it('switches an announcement off and on, and deletes it: the portal follows each at once', async () => {
    const created = answerOf<OpsAnnouncement>(
      await send(
        'POST',
        '/ops/v1/content/announcements',
        admin,
        notice({ title: { en: 'Short-lived', th: '' } }),
      ),
    );
    const shown = async () => (await portal('siam')).player.some((n) => n.id === created.id);
    expect(await shown()).toBe(true);
    const off = answerOf<OpsAnnouncement>(
      await send('POST', `/ops/v1/content/announcements/${created.id}/disable`, admin),
    );
    expect(off).toMatchObject({ enabled: false, state: 'off' });
    expect(await shown()).toBe(false);
    answerOf(await send('POST', `/ops/v1/content/announcements/${created.id}/enable`, admin));
    expect(await shown()).toBe(true);
    answerOf(await send('DELETE', `/ops/v1/content/announcements/${created.id}`, admin));
    expect(await shown()).toBe(false);
    refusedWith(
      await send('DELETE', `/ops/v1/content/announcements/${created.id}`, admin),
      404,
      'content.not.found',
    );
    const rows = await auditOf('content.announcement.delete');
    expect(rows.map((r) => r.action)).toEqual([
      'content.announcement.delete.refused',
      'content.announcement.delete',
    ]);
    expect(rows[1]).toMatchObject({
      target: `announcement:${created.id}`,
      detail: { title: 'Short-lived' },
    });
  });

  it('schedules an announcement: not shown before its start, nor after its end', async () => {
    const later = new Date(Date.now() + 86_400_000).toISOString();
    const future = answerOf<OpsAnnouncement>(
      await send('POST', '/ops/v1/content/announcements', admin, notice({ startAt: later })),
    );
    expect(future.state).toBe('scheduled');
    const past = answerOf<OpsAnnouncement>(
      await send(
        'POST',
        '/ops/v1/content/announcements',
        admin,
        notice({ startAt: '2020-01-01T00:00:00.000Z', endAt: '2020-02-01T00:00:00.000Z' }),
      ),
    );
    expect(past.state).toBe('ended');
    const ids = (await portal('siam')).player.map((n) => n.id);
    expect(ids).not.toContain(future.id);
    expect(ids).not.toContain(past.id);
    // an edit's null clears the end
    const reopened = answerOf<OpsAnnouncement>(
      await send('PUT', `/ops/v1/content/announcements/${past.id}`, admin, {
        title: past.title,
        content: past.content,
        endAt: null,
      }),
    );
    expect(reopened).toMatchObject({ endAt: null, state: 'live' });
  });

  it('reorders the home banners: the portal shows them in the new order', async () => {
    const before = (await listOf('merchant=siam&type=B&group=w_home')).content.map((b) => b.id);
    const reversed = [...before].reverse();
    const list = answerOf<OpsAnnouncement[]>(
      await send('POST', '/ops/v1/content/announcements/order', admin, {
        merchant: 'siam',
        type: 'B',
        group: 'w_home',
        ids: reversed,
      }),
    );
    expect(list.map((b) => b.id)).toEqual(reversed);
    expect((await homeBanners()).map((b) => b.id)).toEqual(reversed);
    answerOf(
      await send('POST', '/ops/v1/content/announcements/order', admin, {
        merchant: 'siam',
        type: 'B',
        group: 'w_home',
        ids: before,
      }),
    );
    expect((await homeBanners()).map((b) => b.id)).toEqual(before);
  });

  it('refuses an order that leaves one out or names another list’s announcement', async () => {
    const home = (await listOf('merchant=siam&type=B&group=w_home')).content.map((b) => b.id);
    const login = (await listOf('merchant=siam&type=B&group=w_login')).content.map((b) => b.id);
    const order = (ids: number[]) =>
      send('POST', '/ops/v1/content/announcements/order', admin, {
        merchant: 'siam',
        type: 'B',
        group: 'w_home',
        ids,
      });
    refusedWith(await order(home.slice(1)), 400, 'content.order.invalid');
    refusedWith(await order([...home.slice(1), ...login.slice(0, 1)]), 400, 'content.order.invalid');
    refusedWith(await order([home[0] as number, home[0] as number]), 400, 'validation.failed');
  });

  it('points a banner at a picture, a route, a game or a site, and refuses a link unfit for its type', async () => {
    const [banner] = (await listOf('merchant=siam&type=B&group=w_login')).content as [OpsAnnouncement];
    const edit = (fields: Record<string, unknown>) =>
      send('PUT', `/ops/v1/content/announcements/${banner.id}`, admin, {
        title: banner.title,
        content: banner.content,
        ...fields,
      });
    for (const [linkageType, url] of [
      ['GAME', 'HOUSE/DRAGON_FORTUNE'],
      ['URL', 'https://example.com/promo?x=1'],
      ['ROUTE', '/promotions'],
    ]) {
      expect(answerOf<OpsAnnouncement>(await edit({ linkageType, url }))).toMatchObject({ linkageType, url });
    }
    const none = answerOf<OpsAnnouncement>(
      await edit({ linkageType: 'NONE', url: 'https://ignored.example' }),
    );
    expect(none).toMatchObject({ linkageType: 'NONE', url: null });
    for (const [linkageType, url] of [
      ['URL', 'javascript:alert(1)'],
      ['URL', '/relative'],
      ['ROUTE', '//evil.example/x'],
      ['ROUTE', 'https://example.com'],
      ['GAME', 'HOUSE/<script>'],
      ['URL', null],
    ]) {
      refusedWith(await edit({ linkageType, url }), 400, 'content.linkage.invalid');
    }
    const art = answerOf<OpsAnnouncement>(await edit({ imageUrl: '/assets/art/banners/siam-live.svg' }));
    expect(art.imageUrl).toBe('/assets/art/banners/siam-live.svg');
    refusedWith(await edit({ imageUrl: 'javascript:alert(1)' }), 400, 'validation.failed');
    refusedWith(await edit({ imageUrl: 'http://insecure.example/a.png' }), 400, 'validation.failed');
  });

  it('refuses a period that ends before it starts, a banner without its group, and bad input', async () => {
    const create = (body: Record<string, unknown>) =>
      send('POST', '/ops/v1/content/announcements', admin, body);
    refusedWith(
      await create(notice({ startAt: '2030-01-02T00:00:00.000Z', endAt: '2030-01-01T00:00:00.000Z' })),
      400,
      'content.period.invalid',
    );
    refusedWith(await create(notice({ type: 'B' })), 400, 'content.group.required');
    refusedWith(await create(notice({ type: 'B', groupName: 'w_nowhere' })), 400, 'validation.failed');
    refusedWith(await create(notice({ title: { en: '', th: '' } })), 400, 'validation.failed');
    refusedWith(await create(notice({ title: { en: 'x'.repeat(201), th: '' } })), 400, 'validation.failed');
    refusedWith(await create(notice({ execution: 'Z' })), 400, 'validation.failed');
    refusedWith(await create(notice({ startAt: 'tomorrow' })), 400, 'validation.failed');
    refusedWith(await create(notice({ merchant: 'nowhere' })), 404, 'merchant.unknown');
    const raw = await t.app.inject({
      method: 'POST',
      url: '/ops/v1/content/announcements',
      headers: { authorization: admin, 'content-type': 'application/json' },
      payload: '{"merchant":',
    });
    refusedWith(raw, 400, 'validation.failed');
    refusedWith(
      await send('PUT', '/ops/v1/content/announcements/0', admin, notice()),
      400,
      'validation.failed',
    );
    refusedWith(
      await send('PUT', '/ops/v1/content/announcements/99999999', admin, {
        title: { en: 'x', th: '' },
        content: { en: '', th: '' },
      }),
      404,
      'content.not.found',
    );
    // a refused change is in the audit log too
    expect((await auditOf('content.announcement.update'))[0]).toMatchObject({
      action: 'content.announcement.update.refused',
      detail: { outcome: 'refused', errorCode: 'content.not.found' },
    });
  });

  it('lets only admins change content', async () => {
    const [welcome] = (await listOf('merchant=siam&type=B&group=w_home')).content as [OpsAnnouncement];
    const body = { title: { en: 'Hijacked', th: '' }, content: { en: '', th: '' } };
    for (const token of [viewer, finance]) {
      refusedWith(
        await send('PUT', `/ops/v1/content/announcements/${welcome.id}`, token, body),
        403,
        'operator.forbidden',
      );
      refusedWith(
        await send('POST', '/ops/v1/content/announcements', token, notice()),
        403,
        'operator.forbidden',
      );
      refusedWith(
        await send('POST', `/ops/v1/content/announcements/${welcome.id}/disable`, token),
        403,
        'operator.forbidden',
      );
      refusedWith(
        await send('DELETE', `/ops/v1/content/announcements/${welcome.id}`, token),
        403,
        'operator.forbidden',
      );
      refusedWith(await send('POST', '/ops/v1/content/help', token, {}), 403, 'operator.forbidden');
    }
    expect((await homeBanners()).map((b) => b.title)).not.toContain('Hijacked');
  });

  it('keeps an admin of one merchant out of the other’s content', async () => {
    const [lucky] = (await listOf('merchant=lucky&type=B&group=w_home', admin)).content as [OpsAnnouncement];
    const body = { title: { en: 'Not yours', th: '' }, content: { en: '', th: '' } };
    refusedWith(
      await send('PUT', `/ops/v1/content/announcements/${lucky.id}`, siamAdmin, body),
      404,
      'content.not.found',
    );
    refusedWith(
      await send('POST', `/ops/v1/content/announcements/${lucky.id}/disable`, siamAdmin),
      404,
      'content.not.found',
    );
    refusedWith(
      await send('DELETE', `/ops/v1/content/announcements/${lucky.id}`, siamAdmin),
      404,
      'content.not.found',
    );
    refusedWith(
      await send('POST', '/ops/v1/content/announcements', siamAdmin, notice({ merchant: 'lucky' })),
      404,
      'merchant.unknown',
    );
    refusedWith(
      await send('POST', '/ops/v1/content/announcements/order', siamAdmin, {
        merchant: 'lucky',
        type: 'B',
        group: 'w_home',
        ids: [lucky.id],
      }),
      404,
      'merchant.unknown',
    );
    expect((await homeBanners('lucky'))[0]?.title).toBe(lucky.title.en);
    // its own merchant's content it may change
    answerOf(await send('POST', '/ops/v1/content/announcements', siamAdmin, notice()));
  });
});

describe('the help centre', () => {
  const helpOf = async (merchant = 'siam', lang = 'en') =>
    answerOf<{ sections: Array<{ id: number; anchor: string; title: string; content: string }> }>(
      await call(t, 'GET', `/wps/help?lang=${lang}&device=WEB`, undefined, { merchant }),
    ).sections;

  it('adds, edits, orders and deletes a section: the portal’s help centre follows at once', async () => {
    const before = await helpOf();
    const created = answerOf<OpsHelpSection>(
      await send('POST', '/ops/v1/content/help', admin, {
        merchant: 'siam',
        anchor: 'vip',
        title: { en: 'VIP club', th: 'วีไอพีคลับ' },
        content: {
          en: '<p>Ask <a href="/promotions" onclick="x()">us</a><script>1</script></p>',
          th: '<p>ถามเรา</p>',
        },
      }),
    );
    expect(created.content.en).toBe('<p>Ask <a href="/promotions">us</a></p>');
    expect((await helpOf()).at(-1)).toMatchObject({ anchor: 'vip', title: 'VIP club' });
    expect((await helpOf('siam', 'th')).at(-1)?.title).toBe('วีไอพีคลับ');

    const edited = answerOf<OpsHelpSection>(
      await send('PUT', `/ops/v1/content/help/${created.id}`, admin, {
        anchor: 'vip-club',
        title: { en: 'The VIP club', th: 'วีไอพีคลับ' },
        content: created.content,
      }),
    );
    expect(edited.anchor).toBe('vip-club');
    expect((await auditOf('content.help.update'))[0]?.detail.changed).toEqual(['title', 'anchor']);

    const ids = [created.id, ...before.map((s) => s.id)];
    answerOf(await send('POST', '/ops/v1/content/help/order', admin, { merchant: 'siam', ids }));
    expect((await helpOf())[0]).toMatchObject({ anchor: 'vip-club', title: 'The VIP club' });
    refusedWith(
      await send('POST', '/ops/v1/content/help/order', admin, { merchant: 'siam', ids: ids.slice(1) }),
      400,
      'content.order.invalid',
    );

    answerOf(await send('DELETE', `/ops/v1/content/help/${created.id}`, admin));
    expect((await helpOf()).map((s) => s.id)).toEqual(before.map((s) => s.id));
    refusedWith(await send('DELETE', `/ops/v1/content/help/${created.id}`, admin), 404, 'content.not.found');
  });

  it('refuses an anchor another section uses, a bad anchor, and another merchant’s section', async () => {
    const sections = await read<OpsHelpSection[]>('/ops/v1/content/help?merchant=siam');
    const [first, second] = sections as [OpsHelpSection, OpsHelpSection];
    const body = (anchor: string) => ({ anchor, title: first.title, content: first.content });
    refusedWith(
      await send('PUT', `/ops/v1/content/help/${first.id}`, admin, body(second.anchor)),
      409,
      'content.anchor.taken',
    );
    refusedWith(
      await send('POST', '/ops/v1/content/help', admin, { merchant: 'siam', ...body(second.anchor) }),
      409,
      'content.anchor.taken',
    );
    refusedWith(
      await send('PUT', `/ops/v1/content/help/${first.id}`, admin, body('Bad Anchor!')),
      400,
      'validation.failed',
    );
    // the same anchor kept is no conflict
    answerOf(await send('PUT', `/ops/v1/content/help/${first.id}`, admin, body(first.anchor)));
    const [lucky] = await read<OpsHelpSection[]>('/ops/v1/content/help?merchant=lucky', admin);
    refusedWith(
      await send('PUT', `/ops/v1/content/help/${lucky?.id}`, siamAdmin, body('x')),
      404,
      'content.not.found',
    );
  });
});
