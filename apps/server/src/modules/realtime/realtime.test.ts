import type { AddressInfo } from 'node:net';
import type { RealtimeEvents } from '@portal/contracts/realtime';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestAccount } from '../../../test/test-accounts.ts';
import { createSecondNode, createTestApp, type TestApp } from '../../../test/test-app.ts';
import { house, walletOf } from '../wallet/ledger.service.ts';

/**
 * Realtime (decision 0041): sockets authenticated with the session token, pushes after commit from the
 * domain events. In process (no Redis) on one node; across two nodes on one database and one Redis.
 */

type Node = Pick<TestApp, 'app' | 'services'> & { url: string };
const sockets: Socket[] = [];

async function listen(node: Pick<TestApp, 'app' | 'services'>): Promise<Node> {
  await node.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = node.app.server.address() as AddressInfo;
  return { ...node, url: `http://127.0.0.1:${port}` };
}

/** A socket as the portal opens it (websocket first); answers once it connected, or the refusal's message. */
function open(node: Node, auth: Record<string, string> | undefined) {
  const socket = connect(node.url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    ...(auth ? { auth } : {}),
  });
  sockets.push(socket);
  const ready = new Promise<'connected' | string>((resolve) => {
    socket.on('connect', () => resolve('connected'));
    socket.on('connect_error', (error) => resolve(error.message));
  });
  return { socket, ready };
}

/** The next `event` on the socket within `ms`, or null. */
function next<E extends keyof RealtimeEvents>(socket: Socket, event: E, ms = 1000) {
  return new Promise<RealtimeEvents[E] | null>((resolve) => {
    const timer = setTimeout(() => {
      socket.off(event, on as never);
      resolve(null);
    }, ms);
    const on = (data: RealtimeEvents[E]) => {
      clearTimeout(timer);
      resolve(data);
    };
    socket.once(event, on as never);
  });
}

let made = 0;
/** A fresh account of a merchant with a live session; `type` 4 is a trial account. */
async function player(node: Node, merchant = 'siam', type = 0) {
  const m = await node.services.system.merchantByCode(merchant);
  if (!m) throw new Error(`no merchant ${merchant}`);
  made++;
  const id = await insertTestAccount(node.services.accounts, {
    merchantId: m.id,
    username: `rt${made}${Date.now() % 100000}`,
    passwordHash: 'x',
    type,
  });
  const { token } = await node.services.sessions.start({
    merchantId: m.id,
    accountId: id,
    ip: '198.51.100.7',
    userAgent: null,
    remember: false,
  });
  return { id, merchantId: m.id, merchant, token };
}

/** A posting to the player's main wallet, as any movement (a deposit credited, a bonus) makes one. */
function credit(node: Node, p: { id: number; merchantId: number }, amount: number) {
  return node.services.ledger.post({
    merchantId: p.merchantId,
    type: 'adjustment',
    reference: 'RT-TEST',
    source: 'test',
    idempotencyKey: `rt-${p.id}-${Date.now()}-${Math.random()}`,
    lines: [
      { account: walletOf(p.id), amount },
      { account: house('bonus_expense'), amount: -amount },
    ],
  });
}

afterAll(() => {
  for (const socket of sockets) socket.close();
});

describe('realtime in process (no Redis)', () => {
  let t: TestApp;
  let node: Node;
  beforeAll(async () => {
    t = await createTestApp();
    node = await listen(t);
  });
  afterAll(async () => {
    await t.services.system.setMaintenance('lucky', false);
    await t.close();
  });

  it("pushes a player's new balance after the posting commits, to that player only", async () => {
    const a = await player(node);
    const b = await player(node);
    const sa = open(node, { token: a.token, merchant: 'siam' });
    const sb = open(node, { token: b.token, merchant: 'siam' });
    expect(await sa.ready).toBe('connected');
    expect(await sb.ready).toBe('connected');
    const pushed = next(sa.socket, 'balance');
    const other = next(sb.socket, 'balance', 300);
    await credit(node, a, 12_345);
    expect(await pushed).toMatchObject({ wallet: 'MAIN', balance: 12_345, amount: 12_345 });
    expect(await other).toBeNull();
  });

  it('refuses a socket without a token, with an unknown or ended one, or with a token of another merchant', async () => {
    expect(await open(node, undefined).ready).toBe('not.logged.in');
    expect(await open(node, { token: 'x'.repeat(43), merchant: 'siam' }).ready).toBe('not.logged.in');
    const ended = await player(node);
    await node.services.sessions.revoke(ended.token);
    expect(await open(node, { token: ended.token, merchant: 'siam' }).ready).toBe('not.logged.in');
    const siamPlayer = await player(node);
    expect(await open(node, { token: siamPlayer.token, merchant: 'lucky' }).ready).toBe('not.logged.in');
  });

  it("gives a trial account its merchant's news but no personal events", async () => {
    const trial = await player(node, 'siam', 4);
    const s = open(node, { token: trial.token, merchant: 'siam' });
    expect(await s.ready).toBe('connected');
    const balance = next(s.socket, 'balance', 300);
    await credit(node, trial, 500);
    expect(await balance).toBeNull();
  });

  it("keeps merchants apart: one merchant's maintenance reaches its sockets only", async () => {
    const siam = await player(node, 'siam');
    const lucky = await player(node, 'lucky');
    const ss = open(node, { token: siam.token, merchant: 'siam' });
    const sl = open(node, { token: lucky.token, merchant: 'lucky' });
    expect(await ss.ready).toBe('connected');
    expect(await sl.ready).toBe('connected');
    const atLucky = next(sl.socket, 'maintenance');
    const atSiam = next(ss.socket, 'maintenance', 300);
    await node.services.system.setMaintenance('lucky', true);
    expect(await atLucky).toEqual({ on: true });
    expect(await atSiam).toBeNull();
  });

  it("turns the merchant's and the player's other domain events into their socket events", async () => {
    const p = await player(node);
    const s = open(node, { token: p.token, merchant: 'siam' });
    expect(await s.ready).toBe('connected');
    const { events } = node.services;
    const notice = next(s.socket, 'notice');
    events.publish('notice.changed', { merchantId: p.merchantId, type: 'PL' });
    expect(await notice).toEqual({ type: 'PL' });
    const drawn = next(s.socket, 'lottery.drawn');
    events.publish('lottery.drawn', { merchantId: p.merchantId, gameCode: 'FAST3', issue: '20261126-001' });
    expect(await drawn).toEqual({ gameCode: 'FAST3', issue: '20261126-001' });
    const rewards = next(s.socket, 'rewards');
    events.publish('reward.claimable', { merchantId: p.merchantId, accountId: p.id, source: 'mission' });
    expect(await rewards).toEqual({ source: 'mission' });
  });

  it("tells a player's sockets of a new message and of its reads elsewhere, and no other player's", async () => {
    const p = await player(node);
    const other = await player(node);
    const s = open(node, { token: p.token, merchant: 'siam' });
    const so = open(node, { token: other.token, merchant: 'siam' });
    expect(await s.ready).toBe('connected');
    expect(await so.ready).toBe('connected');
    const pushed = next(s.socket, 'messages');
    const elsewhere = next(so.socket, 'messages', 300);
    await node.services.messages.notify(p.merchantId, p.id, {
      kind: 'personal',
      title: { en: 'Hello' },
      content: { en: 'A message for you' },
      source: 'system',
    });
    expect(await pushed).toEqual({});
    expect(await elsewhere).toBeNull();
    const read = next(s.socket, 'messages');
    node.services.events.publish('message.unread', { merchantId: p.merchantId, accountId: p.id, unread: 0 });
    expect(await read).toEqual({ unread: 0 });
  });

  it("announces a draw's closed sales from the drawing job's window to the merchant's sockets", async () => {
    const p = await player(node);
    const s = open(node, { token: p.token, merchant: 'siam' });
    expect(await s.ready).toBe('connected');
    // The planning job is off in tests: the draws ahead are planned here.
    await node.services.lottery.draws.plan();
    const draw = await t.database.db
      .selectFrom('lottery_draws as d')
      .innerJoin('lottery_games as g', 'g.id', 'd.game_id')
      .select(['d.issue', 'd.closes_at', 'g.game_code'])
      .where('d.merchant_id', '=', p.merchantId)
      .where('d.status', '=', 'open')
      .orderBy('d.closes_at')
      .executeTakeFirstOrThrow();
    const closes = new Date(draw.closes_at).getTime();
    // Other games' draws may close at the same moment: every one of the window is announced.
    const closed: unknown[] = [];
    s.socket.on('lottery.closed', (push) => closed.push(push));
    const announced = await node.services.lottery.draws.announceClosed(
      new Date(closes - 5000),
      new Date(closes),
    );
    await expect.poll(() => closed.length).toBe(announced);
    expect(closed).toContainEqual({ gameCode: draw.game_code, issue: draw.issue });
  });

  it('tells the sockets of a session that ended that they are logged out, and closes them', async () => {
    const p = await player(node);
    const s = open(node, { token: p.token, merchant: 'siam' });
    expect(await s.ready).toBe('connected');
    const closed = new Promise<string>((resolve) => s.socket.on('disconnect', (reason) => resolve(reason)));
    const logout = next(s.socket, 'logout');
    await node.services.sessions.endAll(p.id);
    expect(await logout).toEqual({ reason: 'revoked' });
    expect(await closed).toBe('io server disconnect');
  });

  it('keeps the socket of the session that changed the password (its other sessions end)', async () => {
    const p = await player(node);
    const second = await node.services.sessions.start({
      merchantId: p.merchantId,
      accountId: p.id,
      ip: '198.51.100.8',
      userAgent: null,
      remember: false,
    });
    const kept = open(node, { token: p.token, merchant: 'siam' });
    const ended = open(node, { token: second.token, merchant: 'siam' });
    expect(await kept.ready).toBe('connected');
    expect(await ended.ready).toBe('connected');
    const keptLogout = next(kept.socket, 'logout', 500);
    const endedLogout = next(ended.socket, 'logout');
    const sessions = await node.services.sessions.list(p.id);
    const keep = sessions.find((s) => s.id !== second.sessionId);
    await node.services.sessions.passwordChanged(p.id, { sessionId: keep?.id ?? 0, token: p.token });
    expect(await endedLogout).toEqual({ reason: 'revoked' });
    expect(await keptLogout).toBeNull();
    expect(kept.socket.connected).toBe(true);
  });
});

const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('realtime across two nodes (one database, one Redis)', () => {
  let t: TestApp;
  let a: Node;
  let b: Node;
  let second: Awaited<ReturnType<typeof createSecondNode>>;
  beforeAll(async () => {
    t = await createTestApp({ REDIS_URL: redisUrl ?? '' });
    second = await createSecondNode(t.database, { REDIS_URL: redisUrl ?? '' });
    a = await listen(t);
    b = await listen(second);
  });
  afterAll(async () => {
    await second.app.close();
    await t.close();
  });

  it('pushes a posting committed on one node to a socket connected to the other within 1 s', async () => {
    const p = await player(a);
    const s = open(b, { token: p.token, merchant: 'siam' });
    expect(await s.ready).toBe('connected');
    const pushed = next(s.socket, 'balance', 1000);
    const started = Date.now();
    await credit(a, p, 7_000);
    expect(await pushed).toMatchObject({ wallet: 'MAIN', balance: 7_000 });
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('closes the socket on the other node when the session is revoked on one', async () => {
    const p = await player(a);
    const s = open(b, { token: p.token, merchant: 'siam' });
    expect(await s.ready).toBe('connected');
    const closed = new Promise<string>((resolve) => s.socket.on('disconnect', (reason) => resolve(reason)));
    const logout = next(s.socket, 'logout', 1000);
    await a.services.sessions.revoke(p.token);
    expect(await logout).toEqual({ reason: 'revoked' });
    expect(await closed).toBe('io server disconnect');
  });

  it("does not carry another player's balance across the nodes", async () => {
    const p = await player(a);
    const other = await player(a);
    const s = open(b, { token: p.token, merchant: 'siam' });
    expect(await s.ready).toBe('connected');
    const pushed = next(s.socket, 'balance', 400);
    await credit(a, other, 900);
    expect(await pushed).toBeNull();
  });
});
