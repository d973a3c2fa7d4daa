import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { settledBets } from '../../../test/agent-helpers.ts';
import {
  answerOf,
  call,
  newPlayer,
  type Player,
  refusedWith,
  useMoneyApp,
} from '../../../test/money-helpers.ts';
import { localDate } from '../../platform/merchant-periods.ts';
import * as teamStore from './team.store.ts';
import { teamRange } from './team-range.ts';

const t = useMoneyApp();

/** The team of these tests: A (agent) -> B (agent) -> C (player); A -> D (player). E: another agent, F under it. */
const team = {} as Record<'a' | 'b' | 'c' | 'd' | 'e' | 'f' | 'player' | 'trial' | 'lucky', Player>;

beforeAll(async () => {
  team.a = await newPlayer(t, { type: 1 });
  team.b = await newPlayer(t, { type: 2, parent: team.a.username });
  team.c = await newPlayer(t, { parent: team.b.username });
  team.d = await newPlayer(t, { parent: team.a.username });
  team.e = await newPlayer(t, { type: 2 });
  team.f = await newPlayer(t, { parent: team.e.username });
  team.player = await newPlayer(t);
  team.trial = await newPlayer(t, { type: 4 });
  team.lucky = await newPlayer(t, { type: 2, merchant: 'lucky' });
});

const get = (url: string, who: Player, merchant = 'siam') =>
  call(t, 'GET', url, undefined, { token: who.token, merchant });

const ROUTES: { method: 'GET' | 'POST' | 'DELETE'; url: string; body?: unknown }[] = [
  { method: 'GET', url: '/wps/relay/ODSFE2_getTeamOverviewSum' },
  { method: 'GET', url: '/wps/agent/downlines' },
  {
    method: 'POST',
    url: '/wps/agent/downline',
    body: { kind: 'player', username: 'nobody1x', password: 'Player@2026' },
  },
  { method: 'POST', url: '/wps/relay/MCSFE_createAffiliateUrl', body: { kind: 'player' } },
  { method: 'GET', url: '/wps/relay/MCSFE_viewAffiliateUrls' },
  { method: 'DELETE', url: '/wps/relay/MCSFE_deleteAffiliateUrl?id=1' },
  { method: 'GET', url: '/wps/relay/MCSFE_viewRegisteredAffiliates' },
  { method: 'GET', url: '/wps/report/teamBetting' },
  { method: 'GET', url: '/wps/report/teamProfitLoss' },
  { method: 'GET', url: '/wps/report/downlineTransaction' },
  { method: 'GET', url: '/wps/agent/announcements' },
];

describe('agent routes: who may call', () => {
  it('refuses a player (agent.only), a trial account (in_need_true_account) and no session, on every route', async () => {
    for (const r of ROUTES) {
      const as = (who?: Player) =>
        call(t, r.method, r.url, r.body, { merchant: 'siam', ...(who ? { token: who.token } : {}) });
      refusedWith(await as(team.player), 403, 'agent.only');
      refusedWith(await as(team.c), 403, 'agent.only');
      refusedWith(await as(team.trial), 403, 'in_need_true_account');
      refusedWith(await as(), 401, 'not.logged.in');
      // another merchant's agent: its session is not one of this merchant
      refusedWith(await as(team.lucky), 401, 'not.logged.in');
    }
  });

  it("refuses another agent's member, the agent's upline, and another merchant's ids with agent.member.not.in.team", async () => {
    const urls = [
      '/wps/relay/ODSFE2_getTeamOverviewSum?agentId=',
      '/wps/agent/downlines?parentId=',
      '/wps/report/teamBetting?agentId=',
      '/wps/report/teamProfitLoss?agentId=',
      '/wps/report/downlineTransaction?agentId=',
    ];
    for (const url of urls) {
      refusedWith(await get(`${url}${team.f.id}`, team.a), 403, 'agent.member.not.in.team');
      refusedWith(await get(`${url}${team.e.id}`, team.a), 403, 'agent.member.not.in.team');
      refusedWith(await get(`${url}${team.a.id}`, team.b), 403, 'agent.member.not.in.team');
      refusedWith(await get(`${url}${team.lucky.id}`, team.a), 403, 'agent.member.not.in.team');
      refusedWith(await get(`${url}${team.c.id}`, team.lucky, 'lucky'), 403, 'agent.member.not.in.team');
    }
    // a link of another agent cannot be deleted
    const link = answerOf<{ id: number }>(
      await call(
        t,
        'POST',
        '/wps/relay/MCSFE_createAffiliateUrl',
        { kind: 'player' },
        { token: team.e.token, merchant: 'siam' },
      ),
    );
    refusedWith(
      await call(t, 'DELETE', `/wps/relay/MCSFE_deleteAffiliateUrl?id=${link.id}`, undefined, {
        token: team.a.token,
        merchant: 'siam',
      }),
      404,
      'agent.link.not.found',
    );
  });

  it('lists the team’s deposits alone and withdrawals alone', async () => {
    // Asked for alone, the withdrawals named the union's columns: "paid" did not exist (a 500 the role matrix found).
    for (const type of ['deposit', 'withdrawal']) {
      const res = await get(`/wps/report/downlineTransaction?type=${type}`, team.a);
      expect(res.statusCode, res.body).toBe(200);
      const rows = res.json().value.content as Array<{ type: string }>;
      expect(rows.every((r) => r.type === type)).toBe(true);
    }
  });

  it('answers bad input with validation.failed, never a 500', async () => {
    for (const url of [
      '/wps/relay/ODSFE2_getTeamOverviewSum?period=forever',
      '/wps/relay/ODSFE2_getTeamOverviewSum?period=custom',
      '/wps/relay/ODSFE2_getTeamOverviewSum?startDate=2026-01-10&endDate=2026-01-01',
      '/wps/relay/ODSFE2_getTeamOverviewSum?startDate=2026-01-01&endDate=2026-06-01',
      '/wps/relay/ODSFE2_getTeamOverviewSum?agentId=abc',
      '/wps/agent/downlines?pageSize=1000',
      '/wps/report/teamProfitLoss?periodType=yearly',
      '/wps/report/downlineTransaction?type=card',
      '/wps/relay/MCSFE_deleteAffiliateUrl',
    ]) {
      const res = await call(t, url.includes('delete') ? 'DELETE' : 'GET', url, undefined, {
        token: team.a.token,
        merchant: 'siam',
      });
      refusedWith(res, 400, 'validation.failed');
    }
    refusedWith(
      await call(
        t,
        'POST',
        '/wps/agent/downline',
        { kind: 'boss', username: 'x', password: 'y' },
        { token: team.a.token, merchant: 'siam' },
      ),
      400,
      'validation.failed',
    );
  });
});

describe('team overview', () => {
  it('sums the team (not the agent) from the rollups, by hour today, and narrows to a downline agent', async () => {
    await settledBets(t, team.c, [
      { stake: 10_000, payout: 25_000 },
      { stake: 5_000, payout: 0, category: 'LIVE' },
    ]);
    await settledBets(t, team.d, [{ stake: 2_000, payout: 0 }]);
    await settledBets(t, team.a, [{ stake: 99_999, payout: 0 }]);
    await settledBets(t, team.f, [{ stake: 77_777, payout: 0 }]);
    const o = answerOf<Record<string, unknown> & { series: { validBet: number; activeMembers: number }[] }>(
      await get('/wps/relay/ODSFE2_getTeamOverviewSum?period=today', team.a),
    );
    expect(o).toMatchObject({
      teamSize: 3,
      directMembers: 2,
      newMembers: 3,
      activeMembers: 2,
      bets: 3,
      stake: 17_000,
      validBet: 17_000,
      payout: 25_000,
      profitLoss: 8_000,
      granularity: 'hour',
    });
    expect(o.series).toHaveLength(24);
    expect(o.series.reduce((s, p) => s + p.validBet, 0)).toBe(17_000);

    const b = answerOf<Record<string, unknown>>(
      await get(`/wps/relay/ODSFE2_getTeamOverviewSum?agentId=${team.b.id}`, team.a),
    );
    expect(b).toMatchObject({
      teamSize: 1,
      directMembers: 1,
      bets: 2,
      stake: 15_000,
      payout: 25_000,
      activeMembers: 1,
    });

    const month = answerOf<{ granularity: string; series: unknown[]; stake: number }>(
      await get('/wps/relay/ODSFE2_getTeamOverviewSum?period=thisMonth', team.a),
    );
    expect(month.granularity).toBe('day');
    expect(month.stake).toBe(17_000);

    const betting = answerOf<{
      totals: { stake: number; winLoss: number };
      categories: { gameCategory: string }[];
      members: { total: number };
    }>(await get('/wps/report/teamBetting', team.a));
    expect(betting.totals).toMatchObject({ stake: 17_000, winLoss: 8_000 });
    expect(betting.categories.map((c) => c.gameCategory).sort()).toEqual(['LIVE', 'RNG']);
    expect(betting.members.total).toBe(2);

    const pl = answerOf<{ periods: unknown[]; totals: { profitLoss: number; validBet: number } }>(
      await get('/wps/report/teamProfitLoss?period=thisMonth&periodType=weekly', team.a),
    );
    expect(pl.totals).toMatchObject({ profitLoss: 8_000, validBet: 17_000 });
    expect(pl.periods.length).toBeGreaterThanOrEqual(1);
  });
});

describe('per-member lists from the day and month rows (decision 0032)', () => {
  it('list the same members and sums as the hour rows, for quick and custom ranges across months', async () => {
    const top = await newPlayer(t, { type: 2 });
    const sub = await newPlayer(t, { type: 2, parent: top.username });
    const players = [
      await newPlayer(t, { parent: top.username }),
      await newPlayer(t, { parent: sub.username }),
      await newPlayer(t, { parent: sub.username }),
    ];
    const [p0, p1, p2] = players as [Player, Player, Player];
    await settledBets(t, p0, [
      { stake: 1_000, payout: 0 },
      { stake: 3_000, payout: 7_000, category: 'LIVE' },
    ]);
    await settledBets(t, p1, [{ stake: 5_000, payout: 0 }]);
    await settledBets(t, p2, [{ stake: 2_500, payout: 100 }]);
    const db = t.database.db;
    // some of it on other days, some in another month, and money paid 10 days ago; rebuilt from the rows
    await sql`update bets set settled_at = now() - interval '3 days', placed_at = now() - interval '3 days'
      where account_id = ${p1.id}`.execute(db);
    await sql`update bets set settled_at = now() - interval '40 days', placed_at = now() - interval '40 days'
      where account_id = ${p0.id} and game_category = 'LIVE'`.execute(db);
    await sql`insert into deposits (merchant_id, account_id, channel, order_no, amount, status, request_key, decided_at)
      values (${p2.merchantId}, ${p2.id}, 'BANK', ${`PM${p2.id}`}, 90000, 'paid', ${`PM${p2.id}`}, now() - interval '10 days')`.execute(
      db,
    );
    await t.services.rollups.rebuild(top.merchantId, new Date(Date.now() - 45 * 86_400_000), new Date());

    const day = (back: number) => localDate(Date.now() - back * 86_400_000, 420);
    for (const query of [
      { period: 'today' as const },
      { period: 'thisMonth' as const },
      { period: 'thisWeek' as const },
      { startDate: day(3), endDate: day(3) },
      { startDate: day(45), endDate: day(0) },
      { startDate: day(41), endDate: day(1) },
      { startDate: day(12), endDate: day(2) },
    ]) {
      const range = teamRange(query, 420);
      const scope = { merchantId: top.merchantId, rootId: top.id, from: range.start, to: range.end };
      const page = { limit: 10, offset: 0 };
      const [hours, periods] = [scope, { ...scope, offsetMinutes: 420 }];
      expect(await teamStore.betsByMember(db, periods, page), JSON.stringify(query)).toEqual(
        await teamStore.betsByMember(db, hours, page),
      );
      expect(await teamStore.betsByMember(db, periods, { ...page, category: 'LIVE' })).toEqual(
        await teamStore.betsByMember(db, hours, { ...page, category: 'LIVE' }),
      );
      expect(await teamStore.profitByMember(db, periods, page), JSON.stringify(query)).toEqual(
        await teamStore.profitByMember(db, hours, page),
      );
    }
    // the route answers from them: the 46 days hold every member who bet
    const betting = answerOf<{ members: { total: number } }>(
      await get(`/wps/report/teamBetting?period=custom&startDate=${day(45)}&endDate=${day(0)}`, top),
    );
    expect(betting.members.total).toBe(3);
  });
});

describe('downlines', () => {
  it('lists a level with balances and team sizes, pages it, drills down with the path, and searches the whole team', async () => {
    const top = answerOf<{
      content: { username: string; teamSize: number; level: number }[];
      total: number;
      path: unknown[];
    }>(await get('/wps/agent/downlines', team.a));
    expect(top.content.map((d) => d.username).sort()).toEqual([team.b.username, team.d.username].sort());
    expect(top.content.find((d) => d.username === team.b.username)?.teamSize).toBe(1);
    expect(top.path).toEqual([{ id: team.a.id, username: team.a.username }]);

    const paged = answerOf<{ content: unknown[]; total: number; totalPages: number }>(
      await get('/wps/agent/downlines?pageSize=1&pageNum=2', team.a),
    );
    expect(paged).toMatchObject({ total: 2, totalPages: 2 });
    expect(paged.content).toHaveLength(1);

    const below = answerOf<{ content: { username: string; level: number }[]; path: { id: number }[] }>(
      await get(`/wps/agent/downlines?parentId=${team.b.id}`, team.a),
    );
    expect(below.content.map((d) => [d.username, d.level])).toEqual([[team.c.username, 2]]);
    expect(below.path.map((p) => p.id)).toEqual([team.a.id, team.b.id]);

    const found = answerOf<{ content: { username: string; level: number }[] }>(
      await get(`/wps/agent/downlines?search=${team.c.username.slice(2).toUpperCase()}`, team.a),
    );
    expect(found.content.map((d) => d.username)).toEqual([team.c.username]);
    const elsewhere = answerOf<{ content: unknown[] }>(
      await get(`/wps/agent/downlines?search=${team.f.username}`, team.a),
    );
    expect(elsewhere.content).toEqual([]);
  });

  it('creates a direct agent with the register rules, refuses a taken username and a weak password', async () => {
    const username = `dl${Math.floor(Math.random() * 1e6)}`;
    const post = (body: unknown) =>
      call(t, 'POST', '/wps/agent/downline', body, { token: team.a.token, merchant: 'siam' });
    const created = answerOf<{ id: number; type: number; parentId: number }>(
      await post({ kind: 'agent', username, password: 'Agent@2026x' }),
    );
    expect(created).toMatchObject({ type: 2, parentId: team.a.id });
    expect(await t.services.tree.depthBelow(team.a.merchantId, team.a.id, created.id)).toBe(1);
    refusedWith(await post({ kind: 'player', username, password: 'Agent@2026x' }), 409, 'username.taken');
    const weak = await post({ kind: 'player', username: `${username}b`, password: '1' });
    expect(weak.statusCode).toBe(400);
  });

  it('announces an account the agent creates once, after it exists, as registration does; nothing for a refused one', async () => {
    const agent = await newPlayer(t, { type: 2 });
    const seen: Array<{ event: Record<string, unknown>; found: boolean }> = [];
    t.services.events.subscribe('account.registered', async (e) => {
      if (e.parentId !== agent.id) return;
      // delivered after the commit: the account is there for whoever handles it
      const found = Boolean(await t.services.accounts.findByUsername(e.merchantId, e.username));
      seen.push({ event: { ...e }, found });
    });
    const username = `ev${agent.id}`.padEnd(8, 'x');
    const post = (body: unknown) =>
      call(t, 'POST', '/wps/agent/downline', body, { token: agent.token, merchant: 'siam' });
    const created = answerOf<{ id: number }>(
      await post({ kind: 'agent', username, password: 'Agent@2026x' }),
    );
    refusedWith(await post({ kind: 'player', username, password: 'Agent@2026x' }), 409, 'username.taken');
    expect((await post({ kind: 'player', username: `${username}w`, password: '1' })).statusCode).toBe(400);
    await t.services.events.settled();
    expect(seen).toEqual([
      {
        event: {
          merchantId: agent.merchantId,
          accountId: created.id,
          username,
          type: 2,
          parentId: agent.id,
          via: 'agent',
        },
        found: true,
      },
    ]);
  });

  it('lets an agent create 30 accounts an hour, then answers too.many.requests and creates nothing', async () => {
    const agent = await newPlayer(t, { type: 2 });
    const post = (username: string, password: string) =>
      call(t, 'POST', '/wps/agent/downline', { kind: 'player', username, password }, { token: agent.token });
    // refused attempts count too (a weak password is refused before any hashing)
    for (let i = 0; i < 30; i++) expect((await post(`rl${i}${agent.id}`, '1')).statusCode).toBe(400);
    refusedWith(await post(`rl${agent.id}ok`, 'Agent@2026x'), 429, 'too.many.requests');
    expect(await t.services.accounts.findByUsername(agent.merchantId, `rl${agent.id}ok`)).toBeFalsy();
  });
});

describe('affiliate links and agent announcements', () => {
  it('creates, lists and deletes links up to the limit, on the main domain register page', async () => {
    const agent = await newPlayer(t, { type: 2 });
    const post = () =>
      call(
        t,
        'POST',
        '/wps/relay/MCSFE_createAffiliateUrl',
        { kind: 'player', note: 'line' },
        { token: agent.token, merchant: 'siam' },
      );
    const first = answerOf<{ id: number; code: string; url: string }>(await post());
    expect(first.code).toMatch(/^[A-Z2-9]{10}$/);
    expect(first.url).toBe(`https://localhost/register?affiliateCode=${first.code}`);
    for (let i = 1; i < 20; i++) answerOf(await post());
    refusedWith(await post(), 400, 'agent.links.limit');
    answerOf(
      await call(t, 'DELETE', `/wps/relay/MCSFE_deleteAffiliateUrl?id=${first.id}`, undefined, {
        token: agent.token,
        merchant: 'siam',
      }),
    );
    const live = answerOf<{ id: number }[]>(await get('/wps/relay/MCSFE_viewAffiliateUrls', agent));
    expect(live).toHaveLength(19);
    expect(live.map((l) => l.id)).not.toContain(first.id);
    answerOf(await post());
  });

  it('shows agents the agents-only announcements and keeps them off the public list', async () => {
    await t.database.db
      .insertInto('announcements')
      .values({
        merchant_id: team.a.merchantId,
        type: 'PL',
        title: JSON.stringify({ en: 'For agents' }) as never,
        content: JSON.stringify({ en: '<p>x</p>' }) as never,
        start_at: new Date(Date.now() - 60_000),
        audience: 'agents',
      })
      .execute();
    const list = answerOf<{ title: string }[]>(await get('/wps/agent/announcements?language=en', team.a));
    expect(list.map((a) => a.title)).toContain('For agents');
    const pub = await call(t, 'GET', '/wps/announcement?types=PL', undefined, { merchant: 'siam' });
    expect(JSON.stringify(pub.json())).not.toContain('For agents');
  });
});
