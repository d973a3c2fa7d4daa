import { describe, expect, it } from 'vitest';

type Json = { [key: string]: string | Json };
const files = import.meta.glob<Json>('./locales/*/*.json', { eager: true, import: 'default' });

/** A namespace's keys, plural forms (_one, _other) read as their base key: Thai has only _other. */
function keysOf(texts: Json, prefix = ''): string[] {
  return Object.entries(texts).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [`${prefix}${key}`.replace(/_(one|other)$/, '')]
      : keysOf(value, `${prefix}${key}.`),
  );
}

describe('back office texts', () => {
  it('says everything in Thai that it says in English, namespace by namespace', () => {
    const namespaces = Object.keys(files).flatMap(
      (path) => /locales\/en\/([a-z-]+)\.json$/.exec(path)?.[1] ?? [],
    );
    expect(namespaces).toContain('catalogue');
    for (const namespace of namespaces) {
      const en = new Set(keysOf(files[`./locales/en/${namespace}.json`] as Json));
      const th = new Set(keysOf((files[`./locales/th/${namespace}.json`] ?? {}) as Json));
      expect(
        [...en].filter((key) => !th.has(key)),
        `${namespace}: missing in Thai`,
      ).toEqual([]);
      expect(
        [...th].filter((key) => !en.has(key)),
        `${namespace}: only in Thai`,
      ).toEqual([]);
    }
  });
});
