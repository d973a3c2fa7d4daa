import { FEEDBACK_RULES } from '@portal/contracts/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { formBody, TINY_PNG } from '../../../test/form-body.ts';
import {
  answerOf,
  call,
  merchantId,
  newPlayer,
  type Player,
  refusedWith,
} from '../../../test/money-helpers.ts';
import { OPS, ops, opsLogin } from '../../../test/ops-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';
import type { MessageCreated } from './messages.events.ts';

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

const as = (p: Player) => ({ token: p.token, merchant: p.merchantId === siamId ? 'siam' : 'lucky' });
let siamId = 0;
beforeAll(async () => {
  siamId = await merchantId(t, 'siam');
});

type Inbox = {
  content: Array<{ id: number; kind: string; title: string; content: string; read: boolean }>;
  total: number;
  unread: number;
};
const inboxOf = async (p: Player, query = '') =>
  answerOf<Inbox>(await call(t, 'GET', `/wps/relay/CSP_getInbox${query}`, undefined, as(p)));
const unreadOf = async (p: Player) =>
  answerOf<{ unread: number }>(await call(t, 'GET', '/wps/relay/CSP_unreadCount', undefined, as(p))).unread;
const send = (body: Record<string, unknown>, token = admin) =>
  ops(t, 'POST', '/ops/v1/messages', { merchant: 'siam', kind: 'system', ...body }, { token });
const sent = async (body: Record<string, unknown>) =>
  answerOf<{ id: number; recipients: number; status: string }>(await send(body));
const title = (en: string) => ({ en, th: `ไทย ${en}` });

/** The events published while `run` runs, by name. */
async function published<T>(name: 'message.created', run: () => Promise<T>) {
  const seen: MessageCreated[] = [];
  t.services.events.subscribe(name, (payload) => {
    seen.push(payload);
  });
  const value = await run();
  await t.services.events.settled();
  return { value, seen };
}

async function setFeature(code: string, features: Record<string, boolean>) {
  answerOf(await ops(t, 'PATCH', `/ops/v1/merchants/${code}`, { features }, { token: admin }));
}

describe('inbox', () => {
  it('delivers a message to one player only, counts it unread, reads and deletes it', async () => {
    const [p, other] = await Promise.all([newPlayer(t), newPlayer(t)]);
    expect(await unreadOf(p)).toBe(0);
    const { value: message, seen } = await published('message.created', () =>
      sent({ audience: 'player', usernames: [p.username], title: title('Hello'), content: title('Body') }),
    );
    expect(message).toMatchObject({ recipients: 1, status: 'sent' });
    const event = seen.find((e) => e.messageId === message.id);
    expect(event).toMatchObject({ room: 'accounts', accountIds: [p.id], unread: { [String(p.id)]: 1 } });

    const inbox = await inboxOf(p);
    expect(inbox.unread).toBe(1);
    expect(inbox.content[0]).toMatchObject({ id: message.id, kind: 'system', read: false });
    // the player's language: the demo merchant siam's default is Thai
    expect(inbox.content[0]?.title).toMatch(/Hello/);
    expect(await unreadOf(other)).toBe(0);
    expect((await inboxOf(other)).total).toBe(0);

    // another player can neither read nor delete it
    answerOf(await call(t, 'POST', '/wps/relay/CSP_readMessage', { ids: [message.id] }, as(other)));
    expect(await unreadOf(p)).toBe(1);
    refusedWith(
      await call(t, 'POST', '/wps/relay/CSP_deleteMessage', { ids: [message.id] }, as(other)),
      404,
      'message.not.found',
    );

    const read = answerOf<{ unread: number }>(
      await call(t, 'POST', '/wps/relay/CSP_readMessage', { ids: [message.id] }, as(p)),
    );
    expect(read.unread).toBe(0);
    expect((await inboxOf(p)).content[0]?.read).toBe(true);
    answerOf(await call(t, 'POST', '/wps/relay/CSP_deleteMessage', { ids: [message.id] }, as(p)));
    expect((await inboxOf(p)).total).toBe(0);
    refusedWith(await call(t, 'POST', '/wps/relay/CSP_readMessage', {}, as(p)), 400, 'validation.failed');
  });

  it('sends to a list, a team and a VIP level, and pages by kind', async () => {
    const agent = await newPlayer(t, { type: 1 });
    const [a, b, below] = await Promise.all([
      newPlayer(t),
      newPlayer(t),
      newPlayer(t, { parent: agent.username }),
    ]);
    const list = await sent({
      audience: 'list',
      kind: 'promotion',
      usernames: [a.username, b.username],
      title: title('Promo'),
      content: title('Deal'),
    });
    expect(list.recipients).toBe(2);
    refusedWith(
      await send({
        audience: 'list',
        usernames: [a.username, 'nobody_here'],
        title: title('x'),
        content: title('y'),
      }),
      404,
      'message.recipient.unknown',
    );
    refusedWith(
      await send({ audience: 'vip', title: title('x'), content: title('y') }),
      400,
      'message.audience.invalid',
    );

    const team = await sent({
      audience: 'team',
      agent: agent.username,
      title: title('Team'),
      content: title('T'),
    });
    expect(team.recipients).toBe(1);
    expect((await inboxOf(below)).content.map((m) => m.id)).toEqual([team.id]);
    expect((await inboxOf(a)).content.map((m) => m.id)).toEqual([list.id]);

    await t.database.db
      .insertInto('vip_accounts')
      .values({ account_id: b.id, merchant_id: siamId, level: 7 })
      .execute();
    const vip = await sent({ audience: 'vip', level: 7, title: title('VIP'), content: title('V') });
    expect(vip.recipients).toBe(1);
    expect((await inboxOf(b)).content.map((m) => m.id)).toEqual([vip.id, list.id]);
    expect((await inboxOf(b, '?kind=promotion')).content.map((m) => m.id)).toEqual([list.id]);
    expect((await inboxOf(b, '?pageSize=1&pageNum=2')).content.map((m) => m.id)).toEqual([list.id]);
  });

  it("broadcasts to the whole merchant as one row every inbox joins, never to another merchant's", async () => {
    const [p, q, lucky] = await Promise.all([
      newPlayer(t),
      newPlayer(t),
      newPlayer(t, { merchant: 'lucky' }),
    ]);
    const { value: message, seen } = await published('message.created', () =>
      sent({ audience: 'merchant', title: title('All'), content: title('Everyone') }),
    );
    expect(seen.find((e) => e.messageId === message.id)).toMatchObject({ room: 'merchant', accountIds: [] });
    expect(message.recipients).toBeGreaterThan(2);
    const recipientRows = await t.database.db
      .selectFrom('message_recipients')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('message_id', '=', message.id)
      .executeTakeFirstOrThrow();
    expect(Number(recipientRows.n)).toBe(0);
    expect((await inboxOf(p)).content.map((m) => m.id)).toContain(message.id);
    expect((await inboxOf(lucky)).content.map((m) => m.id)).not.toContain(message.id);

    // a read mark is the reader's own; deleting hides it from that inbox only
    const before = await unreadOf(q);
    answerOf(await call(t, 'POST', '/wps/relay/CSP_readMessage', { all: true }, as(p)));
    expect(await unreadOf(p)).toBe(0);
    expect(await unreadOf(q)).toBe(before);
    answerOf(await call(t, 'POST', '/wps/relay/CSP_deleteMessage', { ids: [message.id] }, as(p)));
    expect((await inboxOf(p)).content.map((m) => m.id)).not.toContain(message.id);
    expect((await inboxOf(q)).content.map((m) => m.id)).toContain(message.id);
    // lucky's player cannot mark siam's broadcast
    refusedWith(
      await call(t, 'POST', '/wps/relay/CSP_deleteMessage', { ids: [message.id] }, as(lucky)),
      404,
      'message.not.found',
    );

    const list = answerOf<{ content: Array<{ id: number; reads: number; recipients: number }> }>(
      await ops(t, 'GET', '/ops/v1/messages?merchant=siam', undefined, { token: viewer }),
    );
    expect(list.content.find((m) => m.id === message.id)).toMatchObject({ reads: 1 });
    // the siam viewer sees siam only, and may not send
    refusedWith(
      await ops(t, 'GET', '/ops/v1/messages?merchant=lucky', undefined, { token: viewer }),
      404,
      'merchant.unknown',
    );
    refusedWith(
      await send({ audience: 'merchant', title: title('x'), content: title('y') }, viewer),
      403,
      'operator.forbidden',
    );
  });

  it('holds a scheduled message until the dispatch job sends it, and cancels one', async () => {
    const p = await newPlayer(t);
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const later = await sent({
      audience: 'player',
      usernames: [p.username],
      title: title('Later'),
      content: title('L'),
      sendAt: at,
    });
    expect(later.status).toBe('scheduled');
    expect(await unreadOf(p)).toBe(0);
    refusedWith(
      await send({
        audience: 'player',
        usernames: [p.username],
        title: title('x'),
        content: title('y'),
        sendAt: new Date(Date.now() - 60_000).toISOString(),
      }),
      400,
      'message.schedule.past',
    );
    const cancelled = await sent({
      audience: 'merchant',
      title: title('Never'),
      content: title('N'),
      sendAt: at,
    });
    answerOf(
      await ops(t, 'POST', `/ops/v1/messages/${cancelled.id}/cancel`, { merchant: 'siam' }, { token: admin }),
    );
    refusedWith(
      await ops(t, 'POST', `/ops/v1/messages/${cancelled.id}/cancel`, { merchant: 'siam' }, { token: admin }),
      409,
      'message.not.scheduled',
    );

    expect(
      await t.services.messages.dispatchDue(new Date(Date.now() + 2 * 3_600_000)),
    ).toBeGreaterThanOrEqual(1);
    expect((await inboxOf(p)).content.map((m) => m.id)).toEqual([later.id]);
    expect((await inboxOf(p)).content.map((m) => m.id)).not.toContain(cancelled.id);
  });

  it('refuses trial accounts (they skip the unread count) and follows INBOX3', async () => {
    const trial = await newPlayer(t, { type: 4 });
    refusedWith(
      await call(t, 'GET', '/wps/relay/CSP_unreadCount', undefined, as(trial)),
      403,
      'in_need_true_account',
    );
    refusedWith(
      await call(t, 'GET', '/wps/relay/CSP_getInbox', undefined, as(trial)),
      403,
      'in_need_true_account',
    );
    const p = await newPlayer(t, { merchant: 'lucky' });
    await setFeature('lucky', { INBOX3: false });
    try {
      refusedWith(
        await call(t, 'GET', '/wps/relay/CSP_unreadCount', undefined, as(p)),
        403,
        'function.not.available',
      );
      refusedWith(
        await call(t, 'GET', '/wps/relay/CSP_getInbox', undefined, as(p)),
        403,
        'function.not.available',
      );
    } finally {
      await setFeature('lucky', { INBOX3: true });
    }
    expect(await unreadOf(p)).toBe(0);
  });

  it('serves member notices only with a token, 9 a page', async () => {
    const p = await newPlayer(t);
    const page = answerOf<{ pageSize: number; content: unknown[] }>(
      await call(t, 'GET', '/wps/notices', undefined, as(p)),
    );
    expect(page.pageSize).toBe(9);
    refusedWith(await call(t, 'GET', '/wps/notices', undefined, { merchant: 'siam' }), 401, 'not.logged.in');
  });
});

describe('feedback', () => {
  const feedbackCall = async (p: Player, fields: Record<string, string>, images: Buffer[] = []) => {
    const { payload, contentType } = await formBody(
      fields,
      images.map((data) => ({ data })),
      'image',
    );
    const c = as(p);
    return t.app.inject({
      method: 'PUT',
      url: '/wps/feedback',
      headers: { authorization: c.token, merchant: c.merchant, 'content-type': contentType },
      payload,
      remoteAddress: '198.51.100.77',
    });
  };

  it('takes a category, words within the bounds and images; the answer arrives as a message', async () => {
    const p = await newPlayer(t);
    const config = answerOf<{ minWords: number; maxWords: number; maxImages: number }>(
      await call(t, 'GET', '/wps/feedback/config', undefined, { merchant: 'siam' }),
    );
    expect(config).toMatchObject({
      minWords: FEEDBACK_RULES.minWords,
      maxWords: FEEDBACK_RULES.maxWords,
      maxImages: 3,
    });

    refusedWith(await feedbackCall(p, { category: 'game', content: 'too short' }), 400, 'feedback.words');
    refusedWith(
      await feedbackCall(p, {
        category: 'game',
        content: Array(FEEDBACK_RULES.maxWords + 1)
          .fill('w')
          .join(' '),
      }),
      400,
      'feedback.words',
    );
    refusedWith(
      await feedbackCall(p, { category: 'nope', content: 'the deposit page is slow' }),
      400,
      'validation.failed',
    );
    refusedWith(
      await feedbackCall(p, { category: 'game', content: 'the deposit page is slow' }, [PNG, PNG, PNG, PNG]),
      400,
      'upload.too.many',
    );
    refusedWith(
      await feedbackCall(p, { category: 'game', content: 'the deposit page is slow' }, [
        Buffer.from('not an image'),
      ]),
      415,
      'upload.type',
    );
    const receipt = answerOf<{ id: number; status: string }>(
      await feedbackCall(p, { category: 'deposit', content: 'หน้าฝากเงินช้ามาก ช่วยดูให้หน่อย' }, [PNG]),
    );
    expect(receipt.status).toBe('open');

    const queue = answerOf<{
      content: Array<{ id: number; username: string; imageIds: number[]; status: string }>;
    }>(await ops(t, 'GET', '/ops/v1/feedback?merchant=siam&status=open', undefined, { token: viewer }));
    const entry = queue.content.find((f) => f.id === receipt.id);
    expect(entry).toMatchObject({ username: p.username, status: 'open' });
    expect(entry?.imageIds).toHaveLength(1);
    const image = await ops(
      t,
      'GET',
      `/ops/v1/feedback/${receipt.id}/images/${entry?.imageIds[0]}?merchant=siam`,
      undefined,
      {
        token: viewer,
      },
    );
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');

    refusedWith(
      await ops(
        t,
        'POST',
        `/ops/v1/feedback/${receipt.id}/answer`,
        { merchant: 'siam', answer: 'x' },
        { token: viewer },
      ),
      403,
      'operator.forbidden',
    );
    refusedWith(
      await ops(
        t,
        'POST',
        `/ops/v1/feedback/${receipt.id}/answer`,
        { merchant: 'lucky', answer: 'x' },
        { token: finance },
      ),
      404,
      'feedback.not.found',
    );
    const answered = answerOf<{ status: string; answer: string; answeredBy: string }>(
      await ops(
        t,
        'POST',
        `/ops/v1/feedback/${receipt.id}/answer`,
        { merchant: 'siam', answer: 'Fixed, thank you' },
        {
          token: finance,
        },
      ),
    );
    expect(answered).toMatchObject({ status: 'answered', answer: 'Fixed, thank you', answeredBy: 'finance' });
    refusedWith(
      await ops(
        t,
        'POST',
        `/ops/v1/feedback/${receipt.id}/answer`,
        { merchant: 'siam', answer: 'again' },
        { token: finance },
      ),
      409,
      'feedback.answered',
    );
    const inbox = await inboxOf(p);
    expect(inbox.unread).toBe(1);
    expect(inbox.content[0]).toMatchObject({ kind: 'personal', content: 'Fixed, thank you' });
  });

  it('follows FEEDBACK3', async () => {
    const p = await newPlayer(t, { merchant: 'lucky' });
    await setFeature('lucky', { FEEDBACK3: false });
    try {
      refusedWith(
        await call(t, 'GET', '/wps/feedback/config', undefined, { merchant: 'lucky' }),
        403,
        'function.not.available',
      );
      refusedWith(
        await feedbackCall(p, { category: 'game', content: 'the deposit page is slow' }),
        403,
        'function.not.available',
      );
    } finally {
      await setFeature('lucky', { FEEDBACK3: true });
    }
  });
});
