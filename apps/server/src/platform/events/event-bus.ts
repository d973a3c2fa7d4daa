import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { DomainEvents, EventEnvelope, EventHandler } from './domain-events.ts';

/**
 * Domain events (decision 0015): published after the change they announce has committed, delivered to
 * this node's handlers at once and, for handlers every node runs, to the other nodes through a channel of
 * the cache bus (Redis pub/sub when configured). Publishing never waits for a handler or for Redis, and a
 * failing handler is logged and fails nothing else.
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
  subscribe<N extends keyof Events & string>(name: N, handler: EventHandler<Events, N>): void;
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

export function createEventBus<Events = DomainEvents>(options: EventBusOptions): EventBus<Events> {
  const node = randomUUID();
  const once = new Map<string, AnyHandler[]>();
  const everyNode = new Map<string, AnyHandler[]>();
  const running = new Set<Promise<void>>();
  /** Events raised inside each open transaction, published when it commits. */
  const held = new WeakMap<object, Array<{ name: string; payload: unknown }>>();

  const failed = (event: AnyEvent, error: unknown) => {
    try {
      options.onHandlerError({ event: event.name, eventId: event.id, error });
    } catch {
      // a failing logger must not turn into an unhandled rejection
    }
  };

  /** Starts the handlers after the publisher's current step; the publisher never waits for them. */
  function run(handlers: AnyHandler[], event: AnyEvent) {
    for (const handler of handlers) {
      const task: Promise<void> = Promise.resolve()
        .then(() => handler(event.payload, event))
        .then(
          () => {},
          (error: unknown) => failed(event, error),
        )
        .finally(() => running.delete(task));
      running.add(task);
    }
  }

  function deliver(name: string, payload: unknown) {
    const local = once.get(name);
    const all = everyNode.get(name);
    // Unwatched events cost nothing: no id, no message. Every node runs the same build, so a node without
    // every-node handlers for an event knows no other node has any either.
    if (!local && !all) return;
    const event: AnyEvent = { id: randomUUID(), name, at: new Date().toISOString(), origin: node, payload };
    if (local) run(local, event);
    if (all) {
      run(all, event);
      options.channel?.send(JSON.stringify(event));
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
    const all = everyNode.get(event.name);
    if (all) run(all, event);
  }
  options.channel?.listen(receive);

  const add = (table: Map<string, AnyHandler[]>, name: string, handler: AnyHandler) => {
    const list = table.get(name);
    if (list) list.push(handler);
    else table.set(name, [handler]);
  };

  return {
    node,
    publish: (name, payload) => deliver(name, payload),

    raise(executor, name, payload) {
      const pending = held.get(executor);
      if (pending) {
        pending.push({ name, payload });
        return;
      }
      if (executor.isTransaction) {
        throw new Error(`events: '${name}' raised in a transaction not opened by events.transaction`);
      }
      deliver(name, payload);
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
        for (const { name, payload } of raised) deliver(name, payload);
        return result;
      } finally {
        if (open) held.delete(open);
      }
    },

    subscribe: (name, handler) => add(once, name, handler as AnyHandler),
    subscribeOnEveryNode: (name, handler) => add(everyNode, name, handler as AnyHandler),

    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}
