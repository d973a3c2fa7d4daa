import type { AddressInfo } from 'node:net';
import { CHAT_SENDS_PER_MINUTE } from '@portal/contracts/chat';
import type { ChatPush } from '@portal/contracts/realtime';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formBody, TINY_PNG } from '../../../test/form-body.ts';
import { answerOf, call, newPlayer, type Player, refusedWith } from '../../../test/money-helpers.ts';
import { OPS, ops, opsLogin } from '../../../test/ops-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

/** The chat room and the live hosts (decision 0044): players over REST and the socket, operators answering. */

const t = useTestApp();
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

const PNG = TINY_PNG;

const merchantOf = (p: Player, siam: number) => (p.merchantId === siam ? 'siam' : 'lucky');
let siamId = 0;
beforeAll(async () => {
  siamId = (await t.services.system.merchantByCode('siam'))?.id ?? 0;
});
const as = (p: Player) => ({ token: p.token, merchant: merchantOf(p, siamId) });

type Message = { id: number; from: string; text: string; imageIds: number[] };
type History = {
  conversation: null | {
    id: number;
    status: string;
    counterpart: { kind: string; hostId: number | null; name: string };
    playerReadId: number;
    staffReadId: number;
    typing: boolean;
  };
  messages: Message[];
  more: boolean;
};

/** A player's message through the multipart form, as the portal sends it. */
async function say(p: Player, fields: Record<string, string>, images: Buffer[] = []) {
  const { payload, contentType } = await formBody(
    fields,
    images.map((data) => ({ data })),
    'image',
  );
  const c = as(p);
  return t.app.inject({
    method: 'POST',
    url: '/wps/chat/messages',
    headers: { authorization: c.token, merchant: c.merchant, 'content-type': contentType },
    payload,
    remoteAddress: '198.51.100.78',
  });
}
const sent = async (p: Player, fields: Record<string, string>, images: Buffer[] = []) =>
  answerOf<{ conversationId: number; message: Message }>(await say(p, fields, images));
const historyOf = async (p: Player, query = '') =>
  answerOf<History>(await call(t, 'GET', `/wps/chat/messages${query}`, undefined, as(p)));
type Summary = { id: number; username: string; unread: number; waitingSince: string | null; status: string };
const listOf = async (merchant = 'siam', token = viewer) =>
  answerOf<Summary[]>(await ops(t, 'GET', `/ops/v1/chat?merchant=${merchant}`, undefined, { token }));

describe('live hosts', () => {
  it('lists the seeded hosts of the merchant without a token, and launches a chat with one', async () => {
    const hosts = answerOf<Array<{ id: number; name: string; status: string; picture: string }>>(
      await call(t, 'GET', '/wps/relay/CBS_modelList', undefined, { merchant: 'siam' }),
    );
    expect(hosts.length).toBeGreaterThan(1);
    expect(hosts[0]).toMatchObject({ name: 'Ploy', status: 'online', picture: '/assets/art/hosts/ploy.svg' });
    const lucky = answerOf<Array<{ id: number }>>(
      await call(t, 'GET', '/wps/relay/CBS_modelList', undefined, { merchant: 'lucky' }),
    );
    expect(lucky.map((h) => h.id)).not.toContain(hosts[0]?.id);
    const launch = answerOf<{ chatUrl: string }>(
      await call(t, 'GET', `/wps/relay/CBS_launchChat?hostId=${hosts[0]?.id}`, undefined, {
        merchant: 'siam',
      }),
    );
    expect(launch.chatUrl).toBe(`/live?chat=${hosts[0]?.id}`);
    // another merchant's host is unknown here
    refusedWith(
      await call(t, 'GET', `/wps/relay/CBS_launchChat?hostId=${lucky[0]?.id}`, undefined, {
        merchant: 'siam',
      }),
      404,
      'chat.host.unknown',
    );
    refusedWith(
      await call(t, 'GET', '/wps/relay/CBS_launchChat?hostId=abc', undefined, { merchant: 'siam' }),
      400,
      'validation.failed',
    );
    const picture = await t.app.inject({ url: '/assets/art/hosts/ploy.svg' });
    expect(picture.statusCode).toBe(200);
    expect(picture.body).toContain('<svg');
  });

  it('lets administrators add and edit hosts (status among them), audited; others are refused', async () => {
    const added = answerOf<{ id: number; status: string }>(
      await ops(
        t,
        'POST',
        '/ops/v1/live-hosts',
        { merchant: 'siam', name: 'Dao', picture: '/assets/art/hosts/dao.svg', languages: ['th'] },
        { token: admin },
      ),
    );
    expect(added.status).toBe('offline');
    const edited = answerOf<{ status: string; table: string }>(
      await ops(
        t,
        'PATCH',
        `/ops/v1/live-hosts/${added.id}`,
        { merchant: 'siam', status: 'busy', table: 'SPEED_BACCARAT' },
        { token: admin },
      ),
    );
    expect(edited).toMatchObject({ status: 'busy', table: 'SPEED_BACCARAT' });
    refusedWith(
      await ops(
        t,
        'PATCH',
        `/ops/v1/live-hosts/${added.id}`,
        { merchant: 'lucky', status: 'online' },
        { token: admin },
      ),
      404,
      'live.host.not.found',
    );
    refusedWith(
      await ops(
        t,
        'PATCH',
        `/ops/v1/live-hosts/${added.id}`,
        { merchant: 'siam', status: 'asleep' },
        { token: admin },
      ),
      400,
      'validation.failed',
    );
    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `host:${added.id}`)
      .execute();
    expect(audit.map((a) => a.action)).toContain('live.host.edit');
  });
});

describe('chat room', () => {
  it('carries a conversation both ways with images, read marks, waiting time and typing', async () => {
    const p = await newPlayer(t);
    expect(await historyOf(p)).toEqual({ conversation: null, messages: [], more: false });
    const first = await sent(p, { text: 'Hello, my deposit is late' });
    const second = await sent(p, { text: 'Here is the slip' }, [PNG]);
    expect(second.conversationId).toBe(first.conversationId);
    expect(second.message.imageIds).toHaveLength(1);

    const list = await listOf();
    const mine = list.find((c) => c.id === first.conversationId);
    expect(mine).toMatchObject({ username: p.username, unread: 2, status: 'open' });
    expect(mine?.waitingSince).not.toBeNull();

    // the player types; the operator sees it in the conversation
    answerOf(await call(t, 'POST', '/wps/chat/typing', { conversationId: first.conversationId }, as(p)));
    const view = answerOf<{ playerTyping: boolean; messages: Message[]; staffReadId: number }>(
      await ops(t, 'GET', `/ops/v1/chat/${first.conversationId}?merchant=siam`, undefined, { token: viewer }),
    );
    expect(view.playerTyping).toBe(true);
    expect(view.messages.map((m) => m.text)).toEqual(['Hello, my deposit is late', 'Here is the slip']);
    const image = await ops(
      t,
      'GET',
      `/ops/v1/chat/${first.conversationId}/images/${second.message.imageIds[0]}?merchant=siam`,
      undefined,
      { token: viewer },
    );
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    // the operator reads, types and answers
    const read = answerOf<{ readId: number }>(
      await ops(
        t,
        'POST',
        `/ops/v1/chat/${first.conversationId}/read`,
        { merchant: 'siam' },
        { token: finance },
      ),
    );
    expect(read.readId).toBe(second.message.id);
    answerOf(
      await ops(
        t,
        'POST',
        `/ops/v1/chat/${first.conversationId}/typing`,
        { merchant: 'siam' },
        { token: finance },
      ),
    );
    expect((await historyOf(p)).conversation?.typing).toBe(true);
    const answer = answerOf<Message>(
      await ops(
        t,
        'POST',
        `/ops/v1/chat/${first.conversationId}/reply`,
        { merchant: 'siam', text: 'It is credited now' },
        { token: finance },
      ),
    );
    expect(answer.from).toBe('staff');

    const history = await historyOf(p);
    expect(history.conversation).toMatchObject({
      id: first.conversationId,
      status: 'open',
      counterpart: { kind: 'service', hostId: null },
      staffReadId: answer.id,
      // the answer ended the operator's typing mark
      typing: false,
    });
    expect(history.messages.map((m) => [m.from, m.text])).toEqual([
      ['player', 'Hello, my deposit is late'],
      ['player', 'Here is the slip'],
      ['staff', 'It is credited now'],
    ]);
    const own = await call(t, 'GET', `/wps/chat/images/${second.message.imageIds[0]}`, undefined, as(p));
    expect(own.statusCode).toBe(200);

    // the player reads the answer: its mark is the operator's to see; the wait is over
    answerOf(await call(t, 'POST', '/wps/chat/read', { conversationId: first.conversationId }, as(p)));
    const after = answerOf<{ playerReadId: number; conversation: Summary }>(
      await ops(t, 'GET', `/ops/v1/chat/${first.conversationId}?merchant=siam`, undefined, { token: viewer }),
    );
    expect(after.playerReadId).toBe(answer.id);
    expect(after.conversation).toMatchObject({ unread: 0, waitingSince: null });

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('target', '=', `chat:${first.conversationId}`)
      .execute();
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['chat.reply', 'chat.read']));
  });

  it('keeps a conversation per counterpart: a host has its own, answered as that host', async () => {
    const p = await newPlayer(t);
    const hosts = answerOf<Array<{ id: number; name: string }>>(
      await call(t, 'GET', '/wps/relay/CBS_modelList', undefined, { merchant: 'siam' }),
    );
    const host = hosts[1] as { id: number; name: string };
    const toService = await sent(p, { text: 'For the service' });
    const toHost = await sent(p, { text: 'Hi there', hostId: String(host.id) });
    expect(toHost.conversationId).not.toBe(toService.conversationId);
    const withHost = await historyOf(p, `?hostId=${host.id}`);
    expect(withHost.conversation?.counterpart).toMatchObject({
      kind: 'host',
      hostId: host.id,
      name: host.name,
    });
    expect(withHost.messages.map((m) => m.text)).toEqual(['Hi there']);
    const listed = (await listOf()).find((c) => c.id === toHost.conversationId) as unknown as {
      counterpart: { name: string };
    };
    expect(listed.counterpart.name).toBe(host.name);
  });

  it('closes a conversation: no more answers, and the next message opens a new one', async () => {
    const p = await newPlayer(t);
    const first = await sent(p, { text: 'Question one' });
    answerOf(
      await ops(
        t,
        'POST',
        `/ops/v1/chat/${first.conversationId}/close`,
        { merchant: 'siam' },
        { token: finance },
      ),
    );
    refusedWith(
      await ops(
        t,
        'POST',
        `/ops/v1/chat/${first.conversationId}/reply`,
        { merchant: 'siam', text: 'Late' },
        { token: finance },
      ),
      409,
      'chat.closed',
    );
    expect((await historyOf(p)).conversation?.status).toBe('closed');
    const next = await sent(p, { text: 'Question two' });
    expect(next.conversationId).not.toBe(first.conversationId);
  });
});

describe('chat authorization and bad input', () => {
  it("never shows a player another's conversation or image", async () => {
    const [a, b] = await Promise.all([newPlayer(t), newPlayer(t)]);
    const mine = await sent(a, { text: 'Private words' }, [PNG]);
    expect(await historyOf(b)).toMatchObject({ conversation: null, messages: [] });
    refusedWith(
      await call(t, 'POST', '/wps/chat/read', { conversationId: mine.conversationId }, as(b)),
      404,
      'chat.not.found',
    );
    refusedWith(
      await call(t, 'POST', '/wps/chat/typing', { conversationId: mine.conversationId }, as(b)),
      404,
      'chat.not.found',
    );
    refusedWith(
      await call(t, 'GET', `/wps/chat/images/${mine.message.imageIds[0]}`, undefined, as(b)),
      404,
      'chat.not.found',
    );
  });

  it('keeps merchants apart: an operator of one merchant never reads another merchant’s conversation', async () => {
    const lucky = await newPlayer(t, { merchant: 'lucky' });
    const theirs = await sent(lucky, { text: 'Lucky question' });
    expect((await listOf('siam', admin)).map((c) => c.id)).not.toContain(theirs.conversationId);
    refusedWith(
      await ops(t, 'GET', `/ops/v1/chat/${theirs.conversationId}?merchant=siam`, undefined, { token: admin }),
      404,
      'chat.not.found',
    );
    // the siam viewer may not name lucky at all
    const scoped = await ops(t, 'GET', '/ops/v1/chat?merchant=lucky', undefined, { token: viewer });
    expect(scoped.statusCode).toBeGreaterThanOrEqual(400);
    expect(scoped.json().success).toBe(false);
    expect((await listOf('lucky', admin)).map((c) => c.id)).toContain(theirs.conversationId);
  });

  it('answers bad input with the envelope', async () => {
    const p = await newPlayer(t);
    refusedWith(await say(p, {}), 400, 'chat.empty');
    refusedWith(await say(p, { text: '   ' }), 400, 'chat.empty');
    refusedWith(await say(p, { text: 'x'.repeat(1001) }), 400, 'validation.failed');
    refusedWith(await say(p, { text: 'hi', hostId: 'abc' }), 400, 'validation.failed');
    refusedWith(await say(p, { text: 'hi', hostId: '999999' }), 404, 'chat.host.unknown');
    refusedWith(await say(p, { text: 'hi' }, [Buffer.from('not an image at all')]), 415, 'upload.type');
    refusedWith(await say(p, { text: 'hi' }, [PNG, PNG, PNG, PNG]), 400, 'upload.too.many');
    refusedWith(
      await call(t, 'POST', '/wps/chat/messages', { text: 'json' }, as(p)),
      415,
      'unsupported.media.type',
    );
    refusedWith(
      await call(t, 'POST', '/wps/chat/read', { conversationId: 'x' }, as(p)),
      400,
      'validation.failed',
    );
    refusedWith(
      await call(t, 'GET', '/wps/chat/messages?hostId=-1', undefined, as(p)),
      400,
      'validation.failed',
    );
    refusedWith(
      await call(t, 'GET', '/wps/chat/messages', undefined, { merchant: 'siam' }),
      401,
      'not.logged.in',
    );
    refusedWith(
      await ops(t, 'POST', '/ops/v1/chat/1/reply', { merchant: 'siam', text: '' }, { token: finance }),
      400,
      'validation.failed',
    );
  });

  it('refuses trial accounts and limits the sending rate', async () => {
    const trial = await newPlayer(t, { type: 4 });
    refusedWith(
      await call(t, 'GET', '/wps/chat/messages', undefined, as(trial)),
      403,
      'in_need_true_account',
    );
    const p = await newPlayer(t);
    for (let i = 0; i < CHAT_SENDS_PER_MINUTE; i++) await sent(p, { text: `message ${i}` });
    refusedWith(await say(p, { text: 'one too many' }), 429, 'too.many.requests');
  });
});

describe('chat over the socket', () => {
  const sockets: Socket[] = [];
  let url = '';
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    for (const s of sockets) s.close();
  });
  const open = async (p: Player) => {
    const socket = connect(url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      auth: as(p),
    });
    sockets.push(socket);
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    return socket;
  };
  /** The chat pushes a socket receives within `ms`. */
  const collect = (socket: Socket, ms: number) =>
    new Promise<ChatPush[]>((resolve) => {
      const seen: ChatPush[] = [];
      socket.on('chat', (push: ChatPush) => seen.push(push));
      setTimeout(() => resolve(seen), ms);
    });

  it("pushes an operator's answer, typing and read mark to the player's sockets only, after commit", async () => {
    const [p, other] = await Promise.all([newPlayer(t), newPlayer(t)]);
    const first = await sent(p, { text: 'Anyone there?' });
    const [mine, theirs] = await Promise.all([open(p), open(other)]);
    const seen = collect(mine, 1200);
    const unseen = collect(theirs, 1200);
    const id = first.conversationId;
    answerOf(await ops(t, 'POST', `/ops/v1/chat/${id}/typing`, { merchant: 'siam' }, { token: finance }));
    answerOf(await ops(t, 'POST', `/ops/v1/chat/${id}/read`, { merchant: 'siam' }, { token: finance }));
    const answer = answerOf<Message>(
      await ops(
        t,
        'POST',
        `/ops/v1/chat/${id}/reply`,
        { merchant: 'siam', text: 'Yes, hello' },
        { token: finance },
      ),
    );
    const pushes = await seen;
    expect(pushes).toEqual(
      expect.arrayContaining([
        { conversationId: id, kind: 'typing', from: 'staff' },
        { conversationId: id, kind: 'read', from: 'staff', readId: first.message.id },
        { conversationId: id, kind: 'message', from: 'staff', messageId: answer.id },
      ]),
    );
    expect(await unseen).toEqual([]);
  });
});
