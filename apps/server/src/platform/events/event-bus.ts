import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DomainEvents, EventBatchHandler, EventEnvelope, EventHandler } from './domain-events.ts';

/**
 * Domain events (decision 0015): published after the change they announce has committed, delivered to
 * this node's handlers at once and, for handlers every node runs, to the other nodes through a channel of
 * the cache bus (Redis pub/sub when configured). Publishing never waits for a handler or for Redis, and a
 * failing handler is logged and fails nothing else. The events one transaction raises under one name reach
 * a batch handler in one call (a lottery draw's settlement batch: thousands of settled bets, a handful of
 * set-based statements), with any raised while that call waited for its turn. At most `concurrency`
 * once-handlers run at a time, so a burst of events queues in memory (as bigger batches) instead of
 * taking every connection of the pool from the work that raised them.
 */

/** How events reach the other nodes: a channel of the cache bus. */
export type EventChannel = {
  send: (message: string) => void;
  listen: (listener: (message: string) => void) => void;
};

/** A database handle: the database itself (each statement commits on its own) or a transaction. */
type Executor = { readonly isTransaction: boolean };

export type HandlerFailure = { event: string; eventId: string; error: unknown };

export type EventBusOptions = {
  /** The other nodes; without it events stay in this process. */
  channel?: EventChannel;
  /** A handler failed: log the event's name and id, never its payload. */
  onHandlerError: (failure: HandlerFailure) => void;
  /** Once-handlers (and batch handlers) running at a time on this node; 2 unless given. */
  concurrency?: number;
};

export type SubscribeOptions = {
  /**
   * False for quick work that must not wait behind the others' turns (a push to this node's sockets): it
   * starts at once, outside the `concurrency` limit. True unless given.
   */
  queued?: boolean;
};

export type EventBus<Events = DomainEvents> = {
  /** This node's id: other nodes' copies of its events carry it. */
  readonly node: string;
  /** Publishes now: for a change already committed (a statement run on the database itself). */
  publish<N extends keyof Events & string>(name: N, payload: Events[N]): void;
  /**
   * Publishes once the change written through `executor` is committed: at once when it is the database
   * itself, when the transaction commits when it is a transaction opened by `transaction`, never when
   * that transaction rolls back. Throws inside any other transaction (its commit cannot be seen).
   */
  raise<N extends keyof Events & string>(executor: Executor, name: N, payload: Events[N]): void;
  /** A transaction whose raised events are published after it commits (see `raise`). */
  transaction<DB, T>(db: Kysely<DB>, work: (trx: Transaction<DB>) => Promise<T>): Promise<T>;
  /**
   * Work done once per event: runs on the node that published it only (the winner board's row, later
   * points and promotions).
   */
  subscribe<N extends keyof Events & string>(
    name: N,
    handler: EventHandler<Events, N>,
    options?: SubscribeOptions,
  ): void;
  /**
   * Work done once per event, like `subscribe`, for events that come in bursts: the events one transaction
   * raised under `name` arrive in one call, in the order raised, joined by those raised while the call
   * waited for its turn (so a handler sees one event or many, whoever published them).
   */
  subscribeBatch<N extends keyof Events & string>(name: N, handler: EventBatchHandler<Events, N>): void;
  /**
   * Work every node does for every event, wherever it was published (later: pushes to the sockets
   * connected to this node, cache drops). Crosses nodes at most once: a node that misses the message misses it.
   */
  subscribeOnEveryNode<N extends keyof Events & string>(name: N, handler: EventHandler<Events, N>): void;
  /** Settles once the handlers started so far (and the events they published) have finished. */
  settled(): Promise<void>;
};

type AnyEvent = EventEnvelope<Record<string, unknown>, string>;
type AnyHandler = (payload: unknown, event: AnyEvent) => unknown;
type AnyBatchHandler = (events: readonly AnyEvent[]) => unknown;

/**
 * Once-handlers running at a time unless the options say otherwise. Two, measured: settling a lottery draw
 * of 100,000 tickets on PostgreSQL while its handlers ran took 9.8 s with two, 13.2 s with four (the
 * handlers then needed 35 s more, against 1.8 s with two: they only fought each other for the cores).
 */
const DEFAULT_CONCURRENCY = 2;

export function createEventBus<Events = DomainEvents>(options: EventBusOptions): EventBus<Events> {
  const node = randomUUID();
  const once = new Map<string, AnyHandler[]>();
  /** Once-handlers subscribed with `queued: false`. */
  const immediate = new WeakSet<AnyHandler>();
  const batched = new Map<string, AnyBatchHandler[]>();
  /** Each batch handler's call that waits for its turn, with the events it will be handed. */
  const waitingCalls = new Map<AnyBatchHandler, AnyEvent[]>();
  const everyNode = new Map<string, AnyHandler[]>();
  const running = new Set<Promise<void>>();
  /** Once-handler calls waiting for a turn, and how many run now. */
  const waiting: Array<() => void> = [];
  const limit = options.concurrency ?? DEFAULT_CONCURRENCY;
  let active = 0;
  /** Events raised inside each open transaction, published when it commits. */
  const held = new WeakMap<object, Array<{ name: string; payload: unknown }>>();

  const failed = (event: AnyEvent, error: unknown) => {
    try {
      options.onHandlerError({ event: event.name, eventId: event.id, error });
    } catch {
      // a failing logger must not turn into an unhandled rejection
    }
  };

  /** A turn among the once-handlers: at once while fewer than `limit` run, else when one ends. */
  const turn = (): Promise<void> => {
    if (active >= limit) return new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    return Promise.resolve();
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };

  /** Starts a handler call after the publisher's current step; the publisher never waits for it. */
  function start(call: () => unknown, event: AnyEvent, queued: boolean) {
    const task: Promise<void> = (queued ? turn() : Promise.resolve())
      .then(() =>
        Promise.resolve()
          .then(call)
          .finally(() => {
            if (queued) release();
          }),
      )
      .then(
        () => {},
        (error: unknown) => failed(event, error),
      )
      .finally(() => running.delete(task));
    running.add(task);
  }

  const envelope = (name: string, payload: unknown): AnyEvent => ({
    id: randomUUID(),
    name,
    at: new Date().toISOString(),
    origin: node,
    payload,
  });

  /** Delivers the events of one name raised together: each to the handlers, all at once to batch handlers. */
  function deliver(name: string, payloads: readonly unknown[]) {
    const local = once.get(name);
    const batch = batched.get(name);
    const all = everyNode.get(name);
    // Unwatched events cost nothing: no id, no message. Every node runs the same build, so a node without
    // every-node handlers for an event knows no other node has any either.
    if ((!local && !batch && !all) || payloads.length === 0) return;
    const events = payloads.map((payload) => envelope(name, payload));
    for (const event of events) {
      for (const handler of local ?? []) {
        start(() => handler(event.payload, event), event, !immediate.has(handler));
      }
      for (const handler of all ?? []) start(() => handler(event.payload, event), event, false);
      if (all) options.channel?.send(JSON.stringify(event));
    }
    for (const handler of batch ?? []) {
      // A call still waiting for its turn takes these events too: a backlog becomes bigger batches, not
      // more calls (vendors' bets come one event at a time, faster than one call per bet could follow).
      const gathering = waitingCalls.get(handler);
      if (gathering) {
        // one by one: a backlog of many thousands would overflow a spread's arguments
        for (const event of events) gathering.push(event);
        continue;
      }
      const gathered = [...events];
      waitingCalls.set(handler, gathered);
      const call = () => {
        waitingCalls.delete(handler);
        return handler(gathered);
      };
      start(call, events[0] as AnyEvent, true);
    }
  }

  /** Another node's event: its every-node handlers run here; this node's own copy is already handled. */
  function receive(message: string) {
    let event: AnyEvent;
    try {
      event = JSON.parse(message) as AnyEvent;
    } catch {
      return;
    }
    if (event.origin === node) return;
    for (const handler of everyNode.get(event.name) ?? []) {
      start(() => handler(event.payload, event), event, false);
    }
  }
  options.channel?.listen(receive);

  const add = <H>(table: Map<string, H[]>, name: string, handler: H) => {
    const list = table.get(name);
    if (list) list.push(handler);
    else table.set(name, [handler]);
  };

  return {
    node,
    publish: (name, payload) => deliver(name, [payload]),

    raise(executor, name, payload) {
      const pending = held.get(executor);
      if (pending) {
        pending.push({ name, payload });
        return;
      }
      if (executor.isTransaction) {
        throw new Error(`events: '${name}' raised in a transaction not opened by events.transaction`);
      }
      deliver(name, [payload]);
    },

    async transaction(db, work) {
      let raised: Array<{ name: string; payload: unknown }> = [];
      let open: object | undefined;
      try {
        const result = await db.transaction().execute((trx) => {
          // Fresh per attempt: only the attempt that commits publishes.
          raised = [];
          open = trx;
          held.set(trx, raised);
          return work(trx);
        });
        // One delivery per name, in the order each name was first raised.
        const byName = new Map<string, unknown[]>();
        for (const { name, payload } of raised) {
          const list = byName.get(name);
          if (list) list.push(payload);
          else byName.set(name, [payload]);
        }
        for (const [name, payloads] of byName) deliver(name, payloads);
        return result;
      } finally {
        if (open) held.delete(open);
      }
    },

    subscribe: (name, handler, options) => {
      if (options?.queued === false) immediate.add(handler as AnyHandler);
      add(once, name, handler as AnyHandler);
    },
    subscribeBatch: (name, handler) => add(batched, name, handler as unknown as AnyBatchHandler),
    subscribeOnEveryNode: (name, handler) => add(everyNode, name, handler as AnyHandler),

    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
