import { Redis } from 'ioredis';

const CHANNEL = 'portal:cache:invalidate';

/**
 * Tells every node to drop cached data after a change (a merchant switched to maintenance, content
 * edited). In process only without Redis; across all nodes through Redis pub/sub when REDIS_URL is set.
 */
export type CacheBus = {
  publish: (scope: string) => Promise<void>;
  subscribe: (listener: (scope: string) => void) => void;
  ping: () => Promise<boolean>;
  /** Settles once this node listens for other nodes' changes (at once without Redis). */
  ready: () => Promise<void>;
  close: () => Promise<void>;
};

export function createCacheBus(redisUrl: string | null): CacheBus {
  const listeners: Array<(scope: string) => void> = [];
  const notify = (scope: string) => {
    for (const listener of listeners) listener(scope);
  };
  if (!redisUrl) {
    return {
      publish: async (scope) => notify(scope),
      subscribe: (listener) => void listeners.push(listener),
      ping: async () => true,
      ready: async () => {},
      close: async () => {},
    };
  }
  const options = { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true };
  const pub = new Redis(redisUrl, options);
  const sub = new Redis(redisUrl, options);
  for (const client of [pub, sub]) client.on('error', () => {});
  const subscribed = sub.subscribe(CHANNEL).then(
    () => {},
    () => {},
  );
  sub.on('message', (_channel: string, scope: string) => notify(scope));
  return {
    publish: async (scope) => {
      notify(scope);
      await pub.publish(CHANNEL, scope);
    },
    subscribe: (listener) => void listeners.push(listener),
    ping: async () => (await pub.ping().catch(() => null)) === 'PONG',
    ready: () => subscribed,
    close: async () => {
      sub.disconnect();
      pub.disconnect();
    },
  };
}
