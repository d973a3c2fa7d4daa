import { describe, expect, it } from 'vitest';
import { TtlCache } from './cache.ts';

/** A load the test finishes by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('TtlCache', () => {
  it('runs one load for a burst of reads of the same key', async () => {
    const cache = new TtlCache<number>(1000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)])).toEqual([1, 1]);
    expect(await cache.getOrLoad('k', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('drops only the keys under the prefix', async () => {
    const cache = new TtlCache<string>(1000);
    await cache.getOrLoad('1:hot', async () => 'one');
    await cache.getOrLoad('2:hot', async () => 'two');
    cache.invalidate('1:');
    expect(await cache.getOrLoad('1:hot', async () => 'one again')).toBe('one again');
    expect(await cache.getOrLoad('2:hot', async () => 'two again')).toBe('two');
  });

  it('does not keep a load that started before an invalidation: the next read loads again', async () => {
    const cache = new TtlCache<string>(1000);
    const before = deferred<string>();
    const stale = cache.getOrLoad('k', () => before.promise);
    cache.invalidate();
    // A read after the change does not wait for the load that began before it.
    const fresh = cache.getOrLoad('k', async () => 'after');
    before.resolve('before');
    expect(await stale).toBe('before');
    expect(await fresh).toBe('after');
    expect(await cache.getOrLoad('k', async () => 'later')).toBe('after');
  });
});
