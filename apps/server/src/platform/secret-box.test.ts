import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSecretBox } from './secret-box.ts';

describe('secret box', () => {
  const box = createSecretBox(randomBytes(32));

  it('opens what it sealed, in its context only, and seals the same secret differently each time', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', 'operator:7');
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'operator:7')).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open(sealed, 'operator:8')).toBeNull();
    expect(box.seal('JBSWY3DPEHPK3PXP', 'operator:7')).not.toBe(sealed);
  });

  it('refuses another key, an altered value and garbage without throwing', () => {
    const sealed = box.seal('secret', 'operator:1');
    expect(createSecretBox(randomBytes(32)).open(sealed, 'operator:1')).toBeNull();
    const [version, iv, data = ''] = sealed.split('.');
    const flipped = `${data.slice(0, -2)}${data.at(-2) === 'A' ? 'B' : 'A'}${data.at(-1)}`;
    expect(box.open(`${version}.${iv}.${flipped}`, 'operator:1')).toBeNull();
    for (const bad of ['', 'v1', 'v1..', 'v2.a.b', `v1.${iv}.`, 'v1.!!.??']) {
      expect(box.open(bad, 'operator:1')).toBeNull();
    }
    expect(() => createSecretBox(randomBytes(16))).toThrow(/32-byte/);
  });
});
