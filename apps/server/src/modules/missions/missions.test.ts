import { beforeAll, describe, expect, it } from 'vitest';
import { settledBets } from '../../../test/agent-helpers.ts';
import {
  answerOf,
  balanceOf,
  call,
  freshIp,
  merchantId,
  newPlayer,
  type Player,
  refusedWith,
  requestId,
  useMoneyApp,
} from '../../../test/money-helpers.ts';
import { OPS, ops, opsLogin, pendingBankDeposit } from '../../../test/ops-helpers.ts';
import { deviceHashOf } from '../auth/caller.ts';

// The captcha picture cannot be read back, so every picture of this file shows the same answer.
const t = useMoneyApp({ CAPTCHA_TEST_ANSWER: 'ACDEF' });
const THB = 100;
const DAY = 86_400_000;
let admin: string;
let finance: string;
let viewer: string;

beforeAll(async () => {
  [admin, finance, viewer] = await Promise.all([
    opsLogin(t, OPS.admin),
    opsLogin(t, OPS.finance),
    opsLogin(t, OPS.siamviewer),
  ]);
});

type Mission = {
  id: number;
  title: string;
  kind: string;
  period: string;
  target: number;
  progress: number;
  reward: number;
  claimable: boolean;
  claimed: boolean;
};
type Summary = { missions: Mission[]; weekPoints: number; claimable: number };

const get = <T>(p: Player, url: string) =>
  call(t, 'GET', url, undefined, { token: p.token, merchant: 'siam' }).then((res) => answerOf<T>(res));
const summaryOf = (p: Player) => get<Summary>(p, '/wps/relay/MCSFE_getMissionSummaryDetails');
const spins = (p: Player) => summaryOf(p).then((s) => s.missions.find((m) => m.kind === 'rounds') as Mission);
const claim = (p: Player, id: number) =>
  call(t, 'POST', `/wps/missions/${id}/claim`, undefined, { token: p.token, merchant: 'siam' });
const slotRounds = (p: Player, n: number) =>
  settledBets(
    t,
    p,
    Array.from({ length: n }, () => ({ stake: 10 * THB, payout: 0, category: 'RNG' })),
  ).then(() => t.services.events.settled());

describe('missions', () => {
  it("lists Siam's daily and weekly missions (in Siam's language) and counts slot rounds from bet.settled, other categories not", async () => {
    const p = await newPlayer(t, { balance: 1_000 * THB });
    const first = await summaryOf(p);
    expect(first.missions.map((m) => m.title)).toEqual([
      'หมุนสล็อตเกมใดก็ได้ 5 ครั้ง',
      'ฝากเงิน ฿300 วันนี้',
      'เดิมพันครบ ฿5,000 ในสัปดาห์นี้',
      'ชวนเพื่อน 1 คน',
    ]);
    expect(first.claimable).toBe(0);
    await settledBets(t, p, [{ stake: 10 * THB, payout: 0, category: 'LIVE' }]);
    await slotRounds(p, 3);
    const after = await summaryOf(p);
    expect(after.missions.find((m) => m.kind === 'rounds')).toMatchObject({ progress: 3, claimable: false });
    expect(after.missions.find((m) => m.kind === 'bet')?.progress).toBe(40 * THB);
  });

  it('claims a completed mission once: a bonus with its turnover and its points, in the reward centre too', async () => {
    const p = await newPlayer(t);
    const mission = await spins(p);
    refusedWith(await claim(p, mission.id), 409, 'mission.not.claimable');
    await slotRounds(p, 6);
    const done = await spins(p);
    expect(done).toMatchObject({ progress: 5, target: 5, claimable: true });
    const centre = await get<{ items: { source: string; id: string; amount: number }[]; claimable: number }>(
      p,
      '/wps/rewards',
    );
    expect(centre.items).toContainEqual(
      expect.objectContaining({ source: 'mission', id: String(mission.id), amount: 20 * THB }),
    );
    const before = await balanceOf(t, p);
    // the mission gives 15 loyalty points too (decision 0046), credited with the claim, once
    const setPoints = (n: number) =>
      t.database.db.updateTable('missions').set({ reward_points: n }).where('id', '=', mission.id).execute();
    await setPoints(15);
    const [a, b] = await Promise.all([claim(p, mission.id), claim(p, mission.id)]).finally(() =>
      setPoints(0),
    );
    const codes = [a, b].map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 404]);
    expect(await balanceOf(t, p)).toBe(before + 20 * THB);
    expect(await t.services.points.balanceOf(p.merchantId, p.id)).toBe(15);
    const summary = await summaryOf(p);
    expect(summary.weekPoints).toBe(10);
    expect(summary.missions.find((m) => m.kind === 'rounds')).toMatchObject({
      claimed: true,
      claimable: false,
    });
    const centreAfter = await get<{ items: { source: string }[] }>(p, '/wps/rewards');
    expect(centreAfter.items.some((i) => i.source === 'mission')).toBe(false);
    // the bonus carries its turnover requirement (decision 0030): a withdrawal waits for it
    const bonuses = await t.database.db
      .selectFrom('bonuses')
      .select(['amount', 'source'])
      .where('account_id', '=', p.id)
      .execute();
    expect(bonuses.map((x) => [Number(x.amount), x.source])).toEqual([[20 * THB, 'mission']]);
  });

  it('claims through the reward centre: routed to the mission, paid once', async () => {
    const p = await newPlayer(t);
    await slotRounds(p, 5);
    const mission = await spins(p);
    const body = { source: 'mission', id: String(mission.id) };
    answerOf(await call(t, 'POST', '/wps/rewards/claim', body, { token: p.token, merchant: 'siam' }));
    refusedWith(
      await call(t, 'POST', '/wps/rewards/claim', body, { token: p.token, merchant: 'siam' }),
      404,
      'reward.not.found',
    );
  });
});

type Board = {
  start: string;
  end: string;
  rows: { place: number; name: string; points: number; prize: number | null; own: boolean }[];
  prizes: { place: number; amount: number }[];
  own: { place: number | null; points: number };
};

describe('the mission leaderboard', () => {
  it('ranks the week by mission points with masked names and the prizes; pays the week once at its end', async () => {
    const players = [await newPlayer(t), await newPlayer(t)];
    for (const p of players) await slotRounds(p, 5);
    // the second player also completes the weekly bet mission (5,000 THB): 10 + 50 points
    await settledBets(t, players[1] as Player, [{ stake: 5_000 * THB, payout: 0 }]);
    await t.services.events.settled();
    for (const p of players) answerOf(await claim(p, (await spins(p)).id));
    const weekly = (await summaryOf(players[1] as Player)).missions.find((m) => m.kind === 'bet') as Mission;
    answerOf(await claim(players[1] as Player, weekly.id));

    const board = await get<Board>(players[0] as Player, '/wps/relay/MCSFE_getMissionLeaderboard');
    expect(board.prizes.map((p) => p.amount)).toEqual([1_000 * THB, 500 * THB, 200 * THB]);
    const top = board.rows[0];
    expect(top).toMatchObject({ place: 1, points: 60, prize: 1_000 * THB, own: false });
    const name = players[1]?.username ?? '';
    expect(top?.name).toBe(`${name.slice(0, 2)}****${name.slice(-1)}`);
    expect(board.own.points).toBe(10);
    expect(board.rows.find((r) => r.own)?.points).toBe(10);

    // A week on, the job pays the finished week's places: run twice and side by side, each place once.
    const missions = t.services.missions;
    const later = new Date(Date.parse(board.end) + DAY);
    const before = await balanceOf(t, players[1] as Player);
    await Promise.all([missions.payLeaderboards(later), missions.payLeaderboards(later)]);
    await missions.payLeaderboards(later);
    expect(await balanceOf(t, players[1] as Player)).toBe(before + 1_000 * THB);
    // Siam's week starts at its midnight (UTC+7): the week's first local day names it
    const period = new Date(Date.parse(board.start) + 7 * 3_600_000).toISOString().slice(0, 10);
    const paid = answerOf<{ payouts: { place: number; username: string; amount: number }[] }>(
      await ops(t, 'GET', `/ops/v1/missions/payouts?merchant=siam&period=${period}`, undefined, {
        token: viewer,
      }),
    );
    expect(paid.payouts[0]).toMatchObject({ place: 1, username: name, amount: 1_000 * THB });
    expect(paid.payouts.map((p) => p.place)).toEqual([1, 2, 3].slice(0, paid.payouts.length));
  });
});

type Referral = {
  code: string;
  rule: { reward: number; minDeposit: number; minValidBet: number } | null;
  friends: { name: string; status: string; reward: number | null }[];
};

let mobiles = 0;
/** A friend's registration on Siam through the link (captcha, SMS code, the form), from an address. */
async function registerFriend(username: string, referralCode: string, ip = freshIp(), device?: string) {
  const headers: Record<string, string> = { merchant: 'siam', cookie: '' };
  const captcha = await t.app.inject({ method: 'GET', url: '/wps/captcha', remoteAddress: ip, headers });
  headers.cookie = `captcha_key=${captcha.cookies.find((c) => c.name === 'captcha_key')?.value}`;
  mobiles++;
  const mobileNum = `0874${String(process.pid % 100).padStart(2, '0')}${String(mobiles).padStart(4, '0')}`;
  await t.app.inject({
    method: 'POST',
    url: '/wps/verification/sms/register',
    // the code is the number's, not the address's (one address may ask for one code a minute)
    remoteAddress: freshIp(),
    headers,
    payload: { mobileNo: mobileNum },
  });
  const [message] = await t.services.outbox.latest(1, `+66${mobileNum.slice(1)}`);
  const verificationCode = /\b([0-9]{6})\b/.exec(message?.body ?? '')?.[1];
  const res = await t.app.inject({
    method: 'PUT',
    url: '/wps/member/register',
    remoteAddress: ip,
    headers: device ? { ...headers, 'x-device-id': device } : headers,
    payload: {
      username,
      password: 'Player@2026',
      confirmPassword: 'Player@2026',
      captcha: 'ACDEF',
      termsAccepted: true,
      ageConfirmed: true,
      mobileNum,
      verificationCode,
      referralCode,
    },
  });
  await t.services.events.settled();
  return res;
}

describe('referral', () => {
  it('gives a player a code; a friend registering with it is listed masked, counts for the invite mission, and pays the referrer once its deposit and turnover are met', async () => {
    const p = await newPlayer(t);
    const first = await get<Referral>(p, '/wps/referral');
    expect(first.code).toMatch(/^[A-Z2-9]{8}$/);
    expect((await get<Referral>(p, '/wps/referral')).code).toBe(first.code);
    expect(first.rule).toEqual(expect.objectContaining({ reward: 100 * THB, minDeposit: 300 * THB }));
    expect(first.friends).toEqual([]);

    const suffix = String(Math.floor(Math.random() * 1e6));
    const res = await registerFriend(`friend${suffix}`, first.code.toLowerCase());
    expect(res.statusCode, res.body).toBe(200);
    // a player's code places nobody under an agent: the agent tree is untouched
    expect(res.json().value.user.parentAccount ?? null).toBeNull();
    const listed = await get<Referral>(p, '/wps/referral');
    expect(listed.friends).toEqual([
      {
        name: `fr****${suffix.slice(-1)}`,
        status: 'registered',
        registeredAt: expect.any(String),
        reward: null,
      },
    ]);
    expect((await summaryOf(p)).missions.find((m) => m.kind === 'invite')).toMatchObject({
      progress: 1,
      claimable: true,
    });

    const friend: Player = {
      id: (await t.services.accounts.findByUsername(p.merchantId, `friend${suffix}`))?.id as number,
      username: `friend${suffix}`,
      password: 'Player@2026',
      token: res.json().value.token,
      merchantId: p.merchantId,
    };
    const order = await pendingBankDeposit(t, friend, 'siam', 300 * THB);
    answerOf(await ops(t, 'POST', `/ops/v1/deposits/${order.id}/approve`, {}, { token: finance }));
    await t.services.events.settled();
    expect((await get<Referral>(p, '/wps/referral')).friends[0]?.status).toBe('deposited');
    const before = await balanceOf(t, p);
    await settledBets(t, friend, [
      { stake: 600 * THB, payout: 0 },
      { stake: 400 * THB, payout: 0 },
    ]);
    await t.services.events.settled();
    await settledBets(t, friend, [{ stake: 100 * THB, payout: 0 }]);
    await t.services.events.settled();
    expect(await balanceOf(t, p)).toBe(before + 100 * THB);
    expect((await get<Referral>(p, '/wps/referral')).friends[0]).toMatchObject({
      status: 'rewarded',
      reward: 100 * THB,
    });

    // operators read the player's referrals with the friend's name and address
    const seen = answerOf<{ code: string; friends: { username: string; status: string }[] }>(
      await ops(t, 'GET', `/ops/v1/players/${p.id}/missions`, undefined, { token: viewer }),
    );
    expect(seen.code).toBe(first.code);
    expect(seen.friends[0]).toMatchObject({ username: `friend${suffix}`, status: 'rewarded' });
  });

  it('refuses by rule a friend from the referrer’s own address and a second friend from one address', async () => {
    const ip = freshIp();
    const p = await newPlayer(t);
    // the referrer signs in from `ip` too
    answerOf(
      await call(
        t,
        'POST',
        '/wps/session/loginV2',
        { username: p.username, password: p.password },
        { ip, merchant: 'siam' },
      ),
    );
    const { code } = await get<Referral>(p, '/wps/referral');
    const suffix = String(Math.floor(Math.random() * 1e6));
    expect((await registerFriend(`self${suffix}`, code, ip)).statusCode).toBe(200);
    const shared = freshIp();
    expect((await registerFriend(`twin${suffix}a`, code, shared)).statusCode).toBe(200);
    const twin = await registerFriend(`twin${suffix}b`, code, shared);
    expect(twin.statusCode, twin.body).toBe(200);
    const { friends } = await get<Referral>(p, '/wps/referral');
    expect(friends.map((f) => f.status).sort()).toEqual(['refused', 'refused', 'registered']);
    expect((await summaryOf(p)).missions.find((m) => m.kind === 'invite')?.progress).toBe(1);
  });

  it('refuses by rule a friend from the referrer’s device and a second friend from one device; the operator may switch it off', async () => {
    const p = await newPlayer(t);
    const own = `dev-${requestId()}`;
    // the referrer registered from `own` (the hash the registration keeps)
    await t.database.db
      .updateTable('accounts')
      .set({ device_hash: deviceHashOf(own) })
      .where('id', '=', p.id)
      .execute();
    const { code } = await get<Referral>(p, '/wps/referral');
    const suffix = String(Math.floor(Math.random() * 1e6));
    expect((await registerFriend(`dself${suffix}`, code, freshIp(), own)).statusCode).toBe(200);
    const shared = `dev-${requestId()}`;
    expect((await registerFriend(`dtwin${suffix}a`, code, freshIp(), shared)).statusCode).toBe(200);
    expect((await registerFriend(`dtwin${suffix}b`, code, freshIp(), shared)).statusCode).toBe(200);
    const rows = await t.database.db
      .selectFrom('referrals')
      .select(['friend_name', 'status', 'refused_reason', 'device_hash'])
      .where('referrer_id', '=', p.id)
      .orderBy('created_at')
      .orderBy('friend_id')
      .execute();
    expect(rows.map((r) => [r.status, r.refused_reason])).toEqual([
      ['refused', 'sameDevice'],
      ['registered', null],
      ['refused', 'duplicateDevice'],
    ]);
    // the device id itself is never kept: its hash, on the account and the referral
    expect(rows[1]?.device_hash).toBe(deviceHashOf(shared));
    const friend = await t.database.db
      .selectFrom('accounts')
      .select('device_hash')
      .where('username', '=', `dtwin${suffix}a`)
      .executeTakeFirstOrThrow();
    expect(friend.device_hash).toBe(deviceHashOf(shared));
    // the player's page does not show the operators' switches
    expect((await get<Referral>(p, '/wps/referral')).rule).not.toHaveProperty('refuseSameDevice');

    const siam = await merchantId(t, 'siam');
    const rule = (await t.services.missions.settings(siam)).referral;
    if (!rule) throw new Error('Siam has a referral rule');
    await t.services.missions.setRule(siam, { ...rule, refuseSameDevice: false });
    try {
      // a body without the switches (an older client) keeps them as they are
      const { refuseSameAddress: _a, refuseSameDevice: _d, ...terms } = rule;
      await t.services.missions.setRule(siam, terms);
      expect((await t.services.missions.settings(siam)).referral).toMatchObject({
        refuseSameAddress: true,
        refuseSameDevice: false,
      });
      expect((await registerFriend(`dtwin${suffix}c`, code, freshIp(), shared)).statusCode).toBe(200);
      const third = await t.database.db
        .selectFrom('referrals')
        .select('status')
        .where('friend_name', '=', `dtwin${suffix}c`)
        .executeTakeFirstOrThrow();
      expect(third.status).toBe('registered');
    } finally {
      await t.services.missions.setRule(siam, { ...rule, refuseSameDevice: true });
    }
  });

  it('keeps agents’ codes first and refuses an unknown code', async () => {
    const res = await registerFriend(`nobody${Math.floor(Math.random() * 1e6)}`, 'NOSUCH99');
    refusedWith(res, 400, 'invitation_code_error');
  });
});

describe('operators', () => {
  it('create, pause and read missions, set prizes and the rule, audited; viewers only read', async () => {
    const config = {
      merchant: 'siam',
      period: 'daily',
      kind: 'bet',
      category: 'LIVE',
      target: 1_000 * THB,
      reward: 10 * THB,
      turnoverMultiplier: 1,
      points: 5,
      titles: { en: 'Bet ฿1,000 on live games', th: 'เดิมพันคาสิโนสด ฿1,000' },
      status: 'active',
      sort: 9,
    };
    refusedWith(
      await ops(t, 'POST', '/ops/v1/missions', config, { token: viewer }),
      403,
      'operator.forbidden',
    );
    const made = answerOf<{ id: number }>(await ops(t, 'POST', '/ops/v1/missions', config, { token: admin }));
    const p = await newPlayer(t);
    expect((await summaryOf(p)).missions.some((m) => m.id === made.id)).toBe(true);
    answerOf(
      await ops(t, 'PUT', `/ops/v1/missions/${made.id}`, { ...config, status: 'paused' }, { token: admin }),
    );
    expect((await summaryOf(p)).missions.some((m) => m.id === made.id)).toBe(false);
    const settings = answerOf<{ missions: { id: number; status: string }[]; prizes: unknown[] }>(
      await ops(t, 'GET', '/ops/v1/missions?merchant=siam', undefined, { token: viewer }),
    );
    expect(settings.missions.find((m) => m.id === made.id)?.status).toBe('paused');
    refusedWith(
      await ops(
        t,
        'PUT',
        '/ops/v1/missions/prizes',
        { merchant: 'siam', prizes: [{ place: 2, amount: 1, turnoverMultiplier: 0 }] },
        { token: admin },
      ),
      400,
      'validation.failed',
    );
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `mission:${made.id}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['mission.update']);
  });
});
