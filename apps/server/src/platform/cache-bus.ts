import { Redis } from 'ioredis';

const CHANNEL = 'portal:cache:invalidate';

/** A named channel of the bus: a message sent on it reaches every node's listeners, this node's too. */
export type BusChannel = {
  /** Does not wait for Redis: a message Redis does not take is lost (pub/sub is at most once). */
  send: (message: string) => void;
  listen: (listener: (message: string) => void) => void;
};

/**
 * Tells every node to drop cached data after a change (a merchant switched to maintenance, content
 * edited), and carries other channels (domain events) the same way. In process only without Redis;
 * across all nodes through Redis pub/sub when REDIS_URL is set.
 */
export type CacheBus = {
  publish: (scope: string) => Promise<void>;
  subscribe: (listener: (scope: string) => void) => void;
  /** Another channel on the same connections. */
  channel: (name: string) => BusChannel;
  ping: () => Promise<boolean>;
  /** Settles once this node listens for other nodes' messages (at once without Redis). */
  ready: () => Promise<void>;
  close: () => Promise<void>;
};

export function createCacheBus(redisUrl: string | null): CacheBus {
  const listeners = new Map<string, Array<(message: string) => void>>();
  const notify = (channel: string, message: string) => {
    for (const listener of listeners.get(channel) ?? []) listener(message);
  };
  const listen = (channel: string, listener: (message: string) => void) => {
    const list = listeners.get(channel);
    if (list) list.push(listener);
    else listeners.set(channel, [listener]);
  };
  if (!redisUrl) {
    return {
      publish: async (scope) => notify(CHANNEL, scope),
      subscribe: (listener) => listen(CHANNEL, listener),
      channel: (name) => ({
        send: (message) => notify(name, message),
        listen: (listener) => listen(name, listener),
      }),
      ping: async () => true,
      ready: async () => {},
      close: async () => {},
    };
  }
  const options = { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true };
  const pub = new Redis(redisUrl, options);
  const sub = new Redis(redisUrl, options);
  for (const client of [pub, sub]) client.on('error', () => {});
  const subscriptions: Array<Promise<void>> = [];
  const join = (channel: string) =>
    subscriptions.push(
      sub.subscribe(channel).then(
        () => {},
        () => {},
      ),
    );
  join(CHANNEL);
  sub.on('message', (channel: string, message: string) => notify(channel, message));
  return {
    publish: async (scope) => {
      notify(CHANNEL, scope);
      await pub.publish(CHANNEL, scope);
    },
    subscribe: (listener) => listen(CHANNEL, listener),
    channel: (name) => {
      join(name);
      return {
        send: (message) => void pub.publish(name, message).catch(() => {}),
        listen: (listener) => listen(name, listener),
      };
    },
    ping: async () => (await pub.ping().catch(() => null)) === 'PONG',
    ready: async () => {
      await Promise.all(subscriptions);
    },
    close: async () => {
      sub.disconnect();
      pub.disconnect();
    },
  };
}
