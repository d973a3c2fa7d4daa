import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/template-db.ts';
import type { DatabaseHandle } from '../../db/database.ts';
import { createCacheBus } from '../cache-bus.ts';
import type { EventEnvelope } from './domain-events.ts';
import { createEventBus, type EventChannel, type HandlerFailure } from './event-bus.ts';

/** The events of these tests: the platform's own map stays free of them. */
type TestEvents = {
  'order.paid': { orderNo: string; amount: number };
  'cache.dropped': { scope: string };
};

function testBus(channel?: EventChannel) {
  const failures: HandlerFailure[] = [];
  const bus = createEventBus<TestEvents>({
    onHandlerError: (failure) => failures.push(failure),
    ...(channel ? { channel } : {}),
  });
  return { bus, failures };
}

/** A channel that keeps what a node sends and delivers nothing. */
function recordingChannel() {
  const sent: string[] = [];
  return { sent, channel: { send: (m: string) => void sent.push(m), listen: () => {} } };
}

describe('publish and subscribe', () => {
  it('hands every handler the typed payload with its envelope, after the publisher’s step', async () => {
    const { bus } = testBus();
    const seen: Array<EventEnvelope<TestEvents, 'order.paid'>> = [];
    const payloads: Array<TestEvents['order.paid']> = [];
    bus.subscribe('order.paid', (_payload, event) => void seen.push(event));
    bus.subscribeOnEveryNode('order.paid', (payload) => void payloads.push(payload));
    bus.publish('order.paid', { orderNo: 'D1', amount: 500 });
    // The publisher goes on before any handler runs: it never waits for them.
    expect(seen).toEqual([]);
    await bus.settled();
    expect(payloads).toEqual([{ orderNo: 'D1', amount: 500 }]);
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ name: 'order.paid', origin: bus.node, payload: payloads[0] });
    expect(seen[0]?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Number.isNaN(Date.parse(seen[0]?.at ?? ''))).toBe(false);

    // Names and payloads are checked by the compiler (tsc -p apps/server fails if these compile).
    const unwatched = testBus().bus;
    // @ts-expect-error an event nobody declared
    unwatched.publish('order.lost', { orderNo: 'D1' });
    // @ts-expect-error a payload of the wrong shape
    unwatched.publish('order.paid', { orderNo: 'D1', amount: '500' });
    // @ts-expect-error the handler reads a field the payload does not have
    unwatched.subscribe('cache.dropped', (payload) => payload.orderNo);
  });

  it('logs a failing handler by event name and id, runs the others, and never throws at the publisher', async () => {
    const { bus, failures } = testBus();
    const ran: string[] = [];
    bus.subscribe('order.paid', () => {
      throw new Error('boom');
    });
    bus.subscribe('order.paid', async () => {
      await Promise.resolve();
      throw new Error('later boom');
    });
    bus.subscribe('order.paid', () => void ran.push('third'));
    bus.subscribeOnEveryNode('order.paid', () => void ran.push('every node'));
    expect(() => bus.publish('order.paid', { orderNo: 'D2', amount: 1 })).not.toThrow();
    await bus.settled();
    expect(ran.sort()).toEqual(['every node', 'third']);
    expect(failures).toHaveLength(2);
    for (const failure of failures) {
      expect(failure.event).toBe('order.paid');
      expect(failure.eventId).toMatch(/^[0-9a-f-]{36}$/);
      expect(JSON.stringify(Object.keys(failure))).not.toContain('payload');
    }
  });

  it('sends an event to the other nodes only when it has handlers every node runs', async () => {
    const { sent, channel } = recordingChannel();
    const { bus } = testBus(channel);
    bus.subscribe('order.paid', () => {});
    bus.subscribeOnEveryNode('cache.dropped', () => {});
    bus.publish('order.paid', { orderNo: 'D3', amount: 1 });
    bus.publish('cache.dropped', { scope: 'games' });
    await bus.settled();
    expect(sent.map((m) => JSON.parse(m))).toEqual([
      expect.objectContaining({ name: 'cache.dropped', origin: bus.node, payload: { scope: 'games' } }),
    ]);
  });
});

describe('after commit', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
    await sql`create table event_test (n int not null)`.execute(handle.db);
  });
  afterAll(() => handle.close());

  it('publishes what a transaction raised once it commits, and not before', async () => {
    const { bus } = testBus();
    const paid: string[] = [];
    bus.subscribe('order.paid', (p) => void paid.push(p.orderNo));
    const answer = await bus.transaction(handle.db, async (trx) => {
      await sql`insert into event_test (n) values (1)`.execute(trx);
      bus.raise(trx, 'order.paid', { orderNo: 'T1', amount: 1 });
      await sql`select 1`.execute(trx);
      await bus.settled();
      expect(paid).toEqual([]);
      return 'done';
    });
    expect(answer).toBe('done');
    await bus.settled();
    expect(paid).toEqual(['T1']);
  });

  it('hands a batch handler what one transaction raised under a name in one call, in order', async () => {
    const { bus } = testBus();
    const calls: string[][] = [];
    const each: string[] = [];
    const dropped: string[] = [];
    bus.subscribeBatch('order.paid', (events) => void calls.push(events.map((e) => e.payload.orderNo)));
    bus.subscribe('order.paid', (p) => void each.push(p.orderNo));
    bus.subscribe('cache.dropped', (p) => void dropped.push(p.scope));
    await bus.transaction(handle.db, async (trx) => {
      bus.raise(trx, 'order.paid', { orderNo: 'B1', amount: 1 });
      bus.raise(trx, 'cache.dropped', { scope: 'lobby' });
      bus.raise(trx, 'order.paid', { orderNo: 'B2', amount: 2 });
      bus.raise(trx, 'order.paid', { orderNo: 'B3', amount: 3 });
    });
    await bus.settled();
    bus.publish('order.paid', { orderNo: 'B4', amount: 4 });
    await bus.settled();
    expect(calls).toEqual([['B1', 'B2', 'B3'], ['B4']]);
    expect(each).toEqual(['B1', 'B2', 'B3', 'B4']);
    expect(dropped).toEqual(['lobby']);
  });

  it('hands a batch handler whose call waits for its turn the events published meanwhile, in one call', () => {
    const bus = createEventBus<TestEvents>({ onHandlerError: () => {}, concurrency: 1 });
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const calls: string[][] = [];
    bus.subscribeBatch('order.paid', async (events) => {
      calls.push(events.map((e) => e.payload.orderNo));
      if (calls.length === 1) await gate;
    });
    return (async () => {
      bus.publish('order.paid', { orderNo: 'W1', amount: 1 });
      await new Promise((resolve) => setTimeout(resolve, 10));
      // W1's call holds the only turn; the next five wait as one call.
      for (let n = 2; n <= 6; n++) bus.publish('order.paid', { orderNo: `W${n}`, amount: n });
      open();
      await bus.settled();
      expect(calls).toEqual([['W1'], ['W2', 'W3', 'W4', 'W5', 'W6']]);
    })();
  });

  it('runs at most `concurrency` once-handlers at a time, the rest queued; every-node and unqueued ones at once', async () => {
    const bus = createEventBus<TestEvents>({ onHandlerError: () => {}, concurrency: 2 });
    let now = 0;
    let most = 0;
    const finished: string[] = [];
    let open: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    bus.subscribe('order.paid', async (p) => {
      now++;
      most = Math.max(most, now);
      await gate;
      now--;
      finished.push(p.orderNo);
    });
    const pushed: string[] = [];
    bus.subscribeOnEveryNode('cache.dropped', (p) => void pushed.push(p.scope));
    const hinted: string[] = [];
    bus.subscribe('order.paid', (p) => void hinted.push(p.orderNo), { queued: false });
    for (let n = 1; n <= 6; n++) bus.publish('order.paid', { orderNo: `Q${n}`, amount: n });
    bus.publish('cache.dropped', { scope: 'wallet' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Two handlers hold their turns; the every-node handler and the unqueued one did not wait behind them.
    expect(now).toBe(2);
    expect(pushed).toEqual(['wallet']);
    expect(hinted).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'Q5', 'Q6']);
    open();
    await bus.settled();
    expect(most).toBe(2);
    expect(finished.sort()).toEqual(['Q1', 'Q2', 'Q3', 'Q4', 'Q5', 'Q6']);
  });

  it('publishes nothing a transaction raised when it rolls back', async () => {
    const { bus } = testBus();
    const paid: string[] = [];
    bus.subscribe('order.paid', (p) => void paid.push(p.orderNo));
    const failing = bus.transaction(handle.db, async (trx) => {
      await sql`insert into event_test (n) values (2)`.execute(trx);
      bus.raise(trx, 'order.paid', { orderNo: 'T2', amount: 1 });
      throw new Error('refused');
    });
    await expect(failing).rejects.toThrow('refused');
    await bus.settled();
    expect(paid).toEqual([]);
    const rows = await sql<{ n: number }>`select n from event_test where n = 2`.execute(handle.db);
    expect(rows.rows).toEqual([]);
  });

  it('publishes at once what is raised on the database itself (the statement committed)', async () => {
    const { bus } = testBus();
    const paid: string[] = [];
    bus.subscribe('order.paid', (p) => void paid.push(p.orderNo));
    bus.raise(handle.db, 'order.paid', { orderNo: 'T3', amount: 1 });
    await bus.settled();
    expect(paid).toEqual(['T3']);
  });

  it('refuses an event raised in a transaction it cannot see commit, which then rolls back', async () => {
    const { bus } = testBus();
    const plain = handle.db.transaction().execute(async (trx) => {
      await sql`insert into event_test (n) values (4)`.execute(trx);
      bus.raise(trx, 'order.paid', { orderNo: 'T4', amount: 1 });
    });
    await expect(plain).rejects.toThrow(/not opened by events.transaction/);
    const rows = await sql<{ n: number }>`select n from event_test where n = 4`.execute(handle.db);
    expect(rows.rows).toEqual([]);
  });
});

const redisUrl = process.env.REDIS_URL;

describe.runIf(redisUrl)('across nodes through Redis', () => {
  const caches = [createCacheBus(redisUrl ?? null), createCacheBus(redisUrl ?? null)];
  afterAll(async () => {
    for (const cache of caches) await cache.close();
  });

  it('runs every-node handlers on both nodes once, and once-handlers only on the node that published', async () => {
    // A channel of its own, so other test files' nodes on the same Redis do not interfere.
    const channelName = `portal:events:test:${process.pid}:${Date.now()}`;
    const nodes = caches.map((cache) => {
      const { bus } = testBus(cache.channel(channelName));
      const once: string[] = [];
      const every: string[] = [];
      bus.subscribe('cache.dropped', (p) => void once.push(p.scope));
      bus.subscribeOnEveryNode('cache.dropped', (p) => void every.push(p.scope));
      return { bus, once, every };
    });
    await Promise.all(caches.map((cache) => cache.ready()));
    const [a, b] = nodes as [(typeof nodes)[number], (typeof nodes)[number]];
    const arrived = async (list: string[], scope: string) => {
      const started = Date.now();
      while (!list.includes(scope) && Date.now() - started < 2000)
        await new Promise((r) => setTimeout(r, 10));
      expect(list).toContain(scope);
    };

    a.bus.publish('cache.dropped', { scope: 'first' });
    await arrived(b.every, 'first');
    // Redis delivers one channel's messages in order: once b's reply reaches a, a's own copy of
    // 'first' has come back to it too, and must have been passed over.
    b.bus.publish('cache.dropped', { scope: 'second' });
    await arrived(a.every, 'second');
    await Promise.all([a.bus.settled(), b.bus.settled()]);
    expect(a.every).toEqual(['first', 'second']);
    expect(b.every).toEqual(['first', 'second']);
    expect(a.once).toEqual(['first']);
    expect(b.once).toEqual(['second']);
  });
});
