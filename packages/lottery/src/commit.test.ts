import { describe, expect, it } from 'vitest';
import { commitmentOf, isSecret, newSecret, streamBlocks, streamKey } from './commit.ts';

const SECRET = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';

describe('commit and reveal', () => {
  it('makes secrets of 64 lowercase hex characters, a new one each time', () => {
    const secrets = new Set(Array.from({ length: 50 }, newSecret));
    expect(secrets.size).toBe(50);
    for (const secret of secrets) expect(isSecret(secret)).toBe(true);
  });

  it('commits to the SHA-256 of the secret as text, as `printf %s SECRET | sha256sum` prints it', async () => {
    expect(await commitmentOf(SECRET)).toBe(
      'a8ae6e6ee929abea3afcfc5258c8ccd6f85273e0d4626d26c7279f3250f77c8e',
    );
  });

  it('refuses to commit to anything but a well-formed secret', async () => {
    await expect(commitmentOf(SECRET.toUpperCase())).rejects.toThrow(RangeError);
    await expect(commitmentOf(SECRET.slice(1))).rejects.toThrow(RangeError);
    expect(isSecret(42)).toBe(false);
  });

  it('streams HMAC-SHA256(secret, `drawId:block`), as `openssl dgst -sha256 -hmac SECRET` prints it', async () => {
    const bytes = await streamBlocks(await streamKey(SECRET), 'LOTT_K3-20260101-0001', 0, 2);
    expect(Buffer.from(bytes).toString('hex')).toBe(
      'aa162de18774529752fe08953473943a0e1e02b8d467013a03fc30b7b843f668' +
        'c6250e251183ad4b56a29d8411259436a7b24a9956e54de654a2b58ec4af3683',
    );
    const second = await streamBlocks(await streamKey(SECRET), 'LOTT_K3-20260101-0001', 1, 1);
    expect(Buffer.from(second).toString('hex')).toBe(Buffer.from(bytes.slice(32)).toString('hex'));
  });

  it('refuses draw ids a player could not type into an HMAC tool', async () => {
    const key = await streamKey(SECRET);
    await expect(streamBlocks(key, 'draw 1', 0, 1)).rejects.toThrow(RangeError);
    await expect(streamBlocks(key, '', 0, 1)).rejects.toThrow(RangeError);
    await expect(streamBlocks(key, 'ก', 0, 1)).rejects.toThrow(RangeError);
  });
});
