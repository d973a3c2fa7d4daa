import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { answerOf, call, merchantId, newPlayer } from '../../../test/money-helpers.ts';
import { OPS, ops, opsLogin } from '../../../test/ops-helpers.ts';
import { useTestApp } from '../../../test/test-app.ts';

const onPostgres = process.env.TEST_DB === 'postgres';
const PLAYERS = 100_000;

/**
 * A broadcast to 100,000 players is one job, not 100,000 requests (issue 20): on PostgreSQL, 100,000
 * accounts of one merchant; the whole-merchant message is one row, a VIP level's 100,000 recipients one
 * INSERT ... SELECT; both show in the inboxes. The times are printed for decision 0040.
 */
describe.runIf(onPostgres)('messages to 100,000 players (PostgreSQL)', () => {
  const t = useTestApp();

  it('sends to the whole merchant and to a VIP level of 100,000 as one job each', {
    timeout: 300_000,
  }, async () => {
    const mid = await merchantId(t, 'lucky');
    const db = t.database.db;
    const made = Date.now();
    await sql`insert into accounts (merchant_id, username, username_key, password_hash, created_at)
      select ${mid}, 'bulk' || g, 'bulk' || g, 'x', now() - interval '1 day'
      from generate_series(1, ${PLAYERS}) g`.execute(db);
    await sql`insert into vip_accounts (account_id, merchant_id, level)
      select id, merchant_id, 9 from accounts where merchant_id = ${mid} and username_key like 'bulk%'`.execute(
      db,
    );
    const setup = Date.now() - made;
    const p = await newPlayer(t, { merchant: 'lucky' });
    const admin = await opsLogin(t, OPS.admin);
    const bulkId = Number(
      (
        await db
          .selectFrom('accounts')
          .select('id')
          .where('username_key', '=', `bulk${PLAYERS / 2}`)
          .executeTakeFirstOrThrow()
      ).id,
    );

    let started = Date.now();
    const broadcast = answerOf<{ id: number; recipients: number }>(
      await ops(
        t,
        'POST',
        '/ops/v1/messages',
        {
          merchant: 'lucky',
          kind: 'system',
          audience: 'merchant',
          title: { en: 'To all' },
          content: { en: 'Everyone' },
        },
        { token: admin },
      ),
    );
    const broadcastMs = Date.now() - started;
    expect(broadcast.recipients).toBeGreaterThanOrEqual(PLAYERS);

    started = Date.now();
    const vip = answerOf<{ id: number; recipients: number }>(
      await ops(
        t,
        'POST',
        '/ops/v1/messages',
        {
          merchant: 'lucky',
          kind: 'promotion',
          audience: 'vip',
          level: 9,
          title: { en: 'VIP 9' },
          content: { en: 'For you' },
        },
        { token: admin },
      ),
    );
    const vipMs = Date.now() - started;
    expect(vip.recipients).toBe(PLAYERS);
    const rows = await db
      .selectFrom('message_recipients')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('message_id', '=', vip.id)
      .executeTakeFirstOrThrow();
    expect(Number(rows.n)).toBe(PLAYERS);

    // A bulk account's inbox (read through the service: the account has no session) and a player's.
    started = Date.now();
    const inbox = await t.services.messages.inbox(mid, bulkId, { pageNum: 1, pageSize: 10 }, 'en');
    const unread = await t.services.messages.unreadCount(mid, bulkId);
    const readMs = Date.now() - started;
    expect(inbox.content.map((m) => m.id)).toEqual([vip.id, broadcast.id]);
    expect(unread).toBe(2);
    const own = answerOf<{ content: Array<{ id: number }> }>(
      await call(t, 'GET', '/wps/relay/CSP_getInbox', undefined, { token: p.token, merchant: 'lucky' }),
    );
    expect(own.content.map((m) => m.id)).toEqual([broadcast.id]);

    console.info(
      `messages bulk (PostgreSQL, ${PLAYERS} players): setup ${setup} ms; broadcast ${broadcastMs} ms; ` +
        `VIP level of ${PLAYERS} (one INSERT ... SELECT) ${vipMs} ms; inbox + unread count ${readMs} ms`,
    );
  });
});
