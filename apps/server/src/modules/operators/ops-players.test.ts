import type { PageOf } from '@portal/contracts/common';
import type { OpsDeposit } from '@portal/contracts/operators.schema';
import type {
  OpsPlayer,
  OpsPlayerLogin,
  OpsPlayerNote,
  OpsPlayerStatusResult,
  OpsPlayersPage,
} from '@portal/contracts/operators-players.schema';
import type { HouseSession, SlotSpinResult } from '@portal/contracts/vendors.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  answerOf,
  call,
  freshIp,
  newPlayer,
  type Player,
  refusedWith,
  requestId,
  useMoneyApp,
} from '../../../test/money-helpers.ts';
import { newOperatorToken, OPS, ops, opsLogin, pendingBankDeposit } from '../../../test/ops-helpers.ts';
import { launchToken } from '../../../test/seamless-helpers.ts';

const t = useMoneyApp();
let admin: string;
let finance: string;
let viewer: string;
/** An administrator of siam only. */
let siamAdmin: string;

const get = <T>(url: string, token: string) =>
  ops(t, 'GET', url, undefined, { token }).then((r) => answerOf<T>(r));
const post = (url: string, body: unknown, token: string) => ops(t, 'POST', url, body, { token });
const BROWSER = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148';

/** A player's own login from a phone, as the portal makes it. */
const logIn = (p: Pick<Player, 'username' | 'password'>, merchant = 'siam', ip = freshIp()) =>
  call(
    t,
    'POST',
    '/wps/session/loginV2',
    { username: p.username, password: p.password },
    {
      ip,
      merchant,
      headers: { 'user-agent': BROWSER },
    },
  );

/** Sets fields the tests search by straight on the row (registration is another suite's). */
async function contact(p: Player, fields: { mobile?: string; email?: string }) {
  await t.database.db
    .updateTable('accounts')
    .set({
      ...(fields.mobile ? { mobile: fields.mobile, country_dialing_code: '66' } : {}),
      ...(fields.email ? { email: fields.email } : {}),
    })
    .where('id', '=', p.id)
    .execute();
}

const unique = () =>
  Math.floor(Math.random() * 1e6)
    .toString()
    .padStart(6, '0');

beforeAll(async () => {
  [admin, finance, viewer] = await Promise.all([
    opsLogin(t, OPS.admin),
    opsLogin(t, OPS.finance),
    opsLogin(t, OPS.siamviewer),
  ]);
  siamAdmin = await newOperatorToken(t, admin, 'admin', 'siam');
});

describe('finding players', () => {
  const tag = unique();
  let agent: Player;
  let player: Player;
  let luckyPlayer: Player;

  beforeAll(async () => {
    agent = await newPlayer(t, { type: 1 });
    player = await newPlayer(t, { parent: agent.username, balance: 5_000, realName: `Somsak Kh${tag}` });
    luckyPlayer = await newPlayer(t, { merchant: 'lucky' });
    await contact(player, { mobile: `081${tag}9`, email: `Find.${tag}@Example.com` });
    await contact(luckyPlayer, { email: `find.${tag}@lucky.example` });
    answerOf(
      await call(
        t,
        'PUT',
        '/wps/member/bankCard',
        { bankCode: 'KBANK', accountNumber: `12${tag}78`, accountName: `Somsak Kh${tag}` },
        { token: player.token, merchant: 'siam' },
      ),
    );
  });

  const search = (query: string, token = finance) =>
    get<OpsPlayersPage>(`/ops/v1/players?${query}`, token).then((page) => page.items.map((p) => p.username));

  it('matches a username prefix whatever its case', async () => {
    expect(await search(`q=${player.username.slice(0, -1).toUpperCase()}&by=username`)).toContain(
      player.username,
    );
  });

  it('matches a mobile number by its local or international digits', async () => {
    expect(await search(`q=081${tag}&by=mobile`)).toEqual([player.username]);
    expect(await search(`q=${encodeURIComponent(`+66 81 ${tag}`)}&by=mobile`)).toEqual([player.username]);
    expect(await search('q=abc&by=mobile')).toEqual([]);
  });

  it('matches an e-mail prefix whatever its case, in every merchant of the scope or in one', async () => {
    expect((await search(`q=FIND.${tag}`)).sort()).toEqual([luckyPlayer.username, player.username].sort());
    expect(await search(`q=find.${tag}&merchant=lucky`)).toEqual([luckyPlayer.username]);
  });

  it('matches a bank card holder, and any field at once', async () => {
    expect(await search(`q=${encodeURIComponent(`somsak kh${tag}`)}&by=cardHolder`)).toEqual([
      player.username,
    ]);
    expect(await search(`q=${encodeURIComponent(`Somsak Kh${tag}`)}`)).toEqual([player.username]);
    expect(await search(`q=${encodeURIComponent(`somsak kh${tag}`)}&by=email`)).toEqual([]);
  });

  it('takes % and _ literally', async () => {
    expect(await search('q=%25&by=username')).toEqual([]);
    expect(await search('q=_&by=email')).toEqual([]);
  });

  it('pages the newest accounts first by keyset', async () => {
    const first = await get<OpsPlayersPage>('/ops/v1/players?limit=2', finance);
    expect(first.items).toHaveLength(2);
    expect(first.items[0]?.id).toBeGreaterThan(first.items[1]?.id as number);
    expect(first.next).toBe(first.items[1]?.id);
    const second = await get<OpsPlayersPage>(`/ops/v1/players?limit=2&before=${first.next}`, finance);
    expect(second.items[0]?.id).toBeLessThan(first.next as number);
  });

  it("keeps a merchant's operator to its merchant", async () => {
    expect(await search(`q=find.${tag}`, viewer)).toEqual([player.username]);
    refusedWith(
      await ops(t, 'GET', '/ops/v1/players?merchant=lucky', undefined, { token: viewer }),
      404,
      'merchant.unknown',
    );
    refusedWith(
      await ops(t, 'GET', `/ops/v1/players/${luckyPlayer.id}`, undefined, { token: viewer }),
      404,
      'not.found',
    );
    refusedWith(
      await ops(t, 'GET', `/ops/v1/players/${luckyPlayer.id}/logins`, undefined, { token: viewer }),
      404,
      'not.found',
    );
  });

  it('refuses bad input with validation.failed and a missing player with not.found', async () => {
    for (const query of ['by=phone', 'limit=0', 'limit=101', 'before=0', `q=${'x'.repeat(65)}`, 'q=']) {
      refusedWith(
        await ops(t, 'GET', `/ops/v1/players?${query}`, undefined, { token: viewer }),
        400,
        'validation.failed',
      );
    }
    for (const path of ['/ops/v1/players/0', '/ops/v1/players/abc', '/ops/v1/players/1/bets?pageSize=101']) {
      refusedWith(await ops(t, 'GET', path, undefined, { token: viewer }), 400, 'validation.failed');
    }
    refusedWith(
      await ops(t, 'GET', '/ops/v1/players/2000000000', undefined, { token: viewer }),
      404,
      'not.found',
    );
    refusedWith(await ops(t, 'GET', '/ops/v1/players', undefined, {}), 401, 'operator.not.logged.in');
  });

  it("shows a player's page: profile, balances, upline chain, cards and live sessions", async () => {
    const page = await get<OpsPlayer>(`/ops/v1/players/${player.id}`, viewer);
    expect(page).toMatchObject({
      id: player.id,
      merchant: 'siam',
      username: player.username,
      kind: 'player',
      status: 'active',
      mobile: `+66 81${tag}9`,
      email: `Find.${tag}@Example.com`,
      realName: `Somsak Kh${tag}`,
      mustChangePassword: false,
      downlineCount: 0,
      liveSessions: 1,
    });
    expect(page.balances).toMatchObject({ main: 5_000, heldWithdrawals: 0, vendors: [] });
    expect(page.balances.mainAccountId).toEqual(expect.any(Number));
    expect(page.upline).toEqual([{ id: agent.id, username: agent.username, kind: 'agent' }]);
    expect(page.bankCards).toEqual([
      expect.objectContaining({
        bankCode: 'KBANK',
        accountName: `Somsak Kh${tag}`,
        accountNumber: `****${`12${tag}78`.slice(-4)}`,
      }),
    ]);
    const top = await get<OpsPlayer>(`/ops/v1/players/${agent.id}`, viewer);
    expect(top).toMatchObject({ kind: 'agent', upline: [], downlineCount: 1 });
  });
});

describe("a player's lists", () => {
  let player: Player;

  beforeAll(async () => {
    player = await newPlayer(t, { balance: 50_000 });
    answerOf(await logIn(player));
    await pendingBankDeposit(t, player, 'siam', 20_000);
    // one spin of an in-house slot: a bet record through the seamless wallet
    const token = await launchToken(t, player, 'HOUSE', 'DRAGON_FORTUNE');
    const session = answerOf<HouseSession>(
      await call(t, 'POST', '/vendor/house/v1/session', { gameCode: 'DRAGON_FORTUNE', token }),
    );
    answerOf<SlotSpinResult>(
      await call(t, 'POST', '/vendor/house/v1/slot/spin', {
        session: session.player.session,
        gameCode: 'DRAGON_FORTUNE',
        stake: session.slot?.betLevels[0],
        requestId: requestId(),
      }),
    );
  });

  it('lists its deposits, bets and withdrawals', async () => {
    const deposits = await get<PageOf<OpsDeposit>>(`/ops/v1/players/${player.id}/deposits`, viewer);
    expect(deposits.content).toEqual([
      expect.objectContaining({ amount: 20_000, status: 'pending', username: player.username }),
    ]);
    const bets = await get<PageOf<{ gameCode: string }> & { totals: { count: number } }>(
      `/ops/v1/players/${player.id}/bets`,
      viewer,
    );
    expect(bets.content).toEqual([expect.objectContaining({ gameCode: 'DRAGON_FORTUNE' })]);
    expect(bets.totals.count).toBe(1);
    const withdrawals = await get<PageOf<unknown>>(
      `/ops/v1/players/${player.id}/withdrawals?pageSize=5`,
      viewer,
    );
    expect(withdrawals).toMatchObject({ content: [], total: 0, pageSize: 5 });
  });

  it('lists its logins newest first with the address and the browser', async () => {
    const logins = await get<PageOf<OpsPlayerLogin>>(`/ops/v1/players/${player.id}/logins`, viewer);
    expect(logins.total).toBe(2);
    expect(logins.content[0]).toMatchObject({ userAgent: BROWSER, live: true, revokedAt: null });
    expect(logins.content[0]?.ip).toMatch(/^10\.4\./);
  });
});

describe("a player's status", () => {
  it('locks a player: its session ends at once, its login is refused with account.locked; unlocks it', async () => {
    const player = await newPlayer(t);
    answerOf(await call(t, 'GET', '/wps/member/info', undefined, { token: player.token }));
    const locked = answerOf<OpsPlayerStatusResult>(
      await post(`/ops/v1/players/${player.id}/lock`, { reason: 'chargeback' }, admin),
    );
    expect(locked).toMatchObject({
      changed: true,
      sessionsEnded: 1,
      player: { status: 'locked', liveSessions: 0 },
    });
    refusedWith(
      await call(t, 'GET', '/wps/member/info', undefined, { token: player.token }),
      401,
      'not.logged.in',
    );
    refusedWith(await logIn(player), 403, 'account.locked');
    // a wrong password still says only that
    refusedWith(await logIn({ ...player, password: 'Wrong@2026' }), 401, 'login.invalid');
    const again = answerOf<OpsPlayerStatusResult>(await post(`/ops/v1/players/${player.id}/lock`, {}, admin));
    expect(again).toMatchObject({ changed: false, sessionsEnded: 0 });

    const unlocked = answerOf<OpsPlayerStatusResult>(
      await post(`/ops/v1/players/${player.id}/unlock`, undefined, admin),
    );
    expect(unlocked).toMatchObject({ changed: true, player: { status: 'active' } });
    answerOf(await logIn(player));

    const audit = answerOf<PageOf<{ action: string; detail: Record<string, unknown>; merchant: string }>>(
      await ops(t, 'GET', `/ops/v1/audit?target=player:${player.id}`, undefined, { token: admin }),
    ).content.map((row) => ({ action: row.action, ...row.detail, merchant: row.merchant }));
    expect(audit).toEqual([
      expect.objectContaining({ action: 'player.unlock', changed: true, merchant: 'siam' }),
      expect.objectContaining({ action: 'player.lock', changed: false }),
      expect.objectContaining({
        action: 'player.lock',
        reason: 'chargeback',
        changed: true,
        sessionsEnded: 1,
        username: player.username,
      }),
    ]);
  });

  it('forces a password change at the next login, and ends every session', async () => {
    const player = await newPlayer(t);
    const other = answerOf<{ token: string }>(await logIn(player)).token;
    const forced = answerOf<OpsPlayerStatusResult>(
      await post(`/ops/v1/players/${player.id}/force-password-change`, {}, admin),
    );
    expect(forced).toMatchObject({ changed: true, player: { mustChangePassword: true } });
    expect(answerOf<{ passwordExpired: boolean }>(await logIn(player)).passwordExpired).toBe(true);

    const ended = answerOf<OpsPlayerStatusResult>(
      await post(`/ops/v1/players/${player.id}/end-sessions`, {}, admin),
    );
    expect(ended).toMatchObject({
      changed: true,
      sessionsEnded: 3,
      player: { liveSessions: 0, status: 'active' },
    });
    for (const token of [player.token, other]) {
      refusedWith(await call(t, 'GET', '/wps/member/info', undefined, { token }), 401, 'not.logged.in');
    }
  });

  it('refuses a closed account with player.status.invalid and changes nothing', async () => {
    const player = await newPlayer(t);
    await t.database.db
      .updateTable('accounts')
      .set({ status: 'disabled' })
      .where('id', '=', player.id)
      .execute();
    refusedWith(await post(`/ops/v1/players/${player.id}/lock`, {}, admin), 409, 'player.status.invalid');
    refusedWith(await post(`/ops/v1/players/${player.id}/unlock`, {}, admin), 409, 'player.status.invalid');
    expect((await get<OpsPlayer>(`/ops/v1/players/${player.id}`, admin)).status).toBe('disabled');
    refusedWith(await logIn(player), 403, 'account.disabled');
  });

  it('leaves status to administrators of the merchant, and records the refusals', async () => {
    const player = await newPlayer(t, { merchant: 'lucky' });
    for (const token of [viewer, finance]) {
      refusedWith(await post(`/ops/v1/players/${player.id}/lock`, {}, token), 403, 'operator.forbidden');
    }
    refusedWith(await post(`/ops/v1/players/${player.id}/lock`, {}, siamAdmin), 404, 'not.found');
    const audit = answerOf<PageOf<{ action: string; detail: Record<string, unknown> }>>(
      await ops(t, 'GET', `/ops/v1/audit?target=player:${player.id}`, undefined, { token: admin }),
    ).content;
    expect(audit.map((row) => [row.action, row.detail.errorCode])).toEqual([
      ['player.lock.refused', 'not.found'],
    ]);
    answerOf(await call(t, 'GET', '/wps/member/info', undefined, { token: player.token, merchant: 'lucky' }));
  });

  it('refuses bad input and changes nothing', async () => {
    const player = await newPlayer(t);
    refusedWith(
      await post(`/ops/v1/players/${player.id}/lock`, { reason: 'x'.repeat(501) }, admin),
      400,
      'validation.failed',
    );
    refusedWith(
      await post(`/ops/v1/players/${player.id}/lock`, { reason: { text: 'x' } }, admin),
      400,
      'validation.failed',
    );
    refusedWith(await post('/ops/v1/players/-1/lock', {}, admin), 400, 'validation.failed');
    expect((await get<OpsPlayer>(`/ops/v1/players/${player.id}`, admin)).status).toBe('active');
  });
});

describe("operators' notes", () => {
  it('adds notes with their author and lists them newest first', async () => {
    const player = await newPlayer(t);
    answerOf(
      await post(`/ops/v1/players/${player.id}/notes`, { text: 'Called about a missing deposit.' }, finance),
    );
    const second = answerOf<OpsPlayerNote>(
      await post(`/ops/v1/players/${player.id}/notes`, { text: ` ${'n'.repeat(998)} ` }, admin),
    );
    expect(second).toMatchObject({ author: 'admin', text: 'n'.repeat(998) });
    const notes = await get<PageOf<OpsPlayerNote>>(`/ops/v1/players/${player.id}/notes`, viewer);
    expect(notes.content.map((n) => n.author)).toEqual(['admin', 'finance']);
    expect(notes.content[1]?.text).toBe('Called about a missing deposit.');
  });

  it('refuses a viewer, an empty or too long note, and another merchant’s player', async () => {
    const player = await newPlayer(t);
    const lucky = await newPlayer(t, { merchant: 'lucky' });
    refusedWith(
      await post(`/ops/v1/players/${player.id}/notes`, { text: 'hi' }, viewer),
      403,
      'operator.forbidden',
    );
    for (const body of [{ text: '' }, { text: 'x'.repeat(1001) }, {}, { text: ['a', 'b'] }]) {
      refusedWith(await post(`/ops/v1/players/${player.id}/notes`, body, finance), 400, 'validation.failed');
    }
    refusedWith(
      await post(`/ops/v1/players/${player.id}/notes`, { text: '   ' }, finance),
      400,
      'validation.failed',
    );
    const siamFinance = await newOperatorToken(t, admin, 'finance', 'siam');
    refusedWith(
      await post(`/ops/v1/players/${lucky.id}/notes`, { text: 'hi' }, siamFinance),
      404,
      'not.found',
    );
    expect((await get<PageOf<OpsPlayerNote>>(`/ops/v1/players/${player.id}/notes`, admin)).total).toBe(0);
  });
});
