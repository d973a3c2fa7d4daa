import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { chiSquare, chiSquareCritical } from '../test/chi-square.ts';
import { seededRandom, seededWords } from '../test/seeded.ts';
import { FAMILIES, FAMILY_IDS } from './catalogue.ts';
import { commitmentOf, newSecret, streamBlocks, streamKey } from './commit.ts';
import { drawFromSecret, drawFromStream, verifyDraw } from './draw.ts';
import type { LhcDraw } from './families/lhc.ts';
import { fromWords } from './random.ts';
import type { DrawShape, FamilyId } from './types.ts';

const SECRET = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';
const CONTEXT = { lunarYear: 2026 };

describe('draws from a secret', () => {
  it('gives the k3 draw worked by hand in the README', async () => {
    // block 0 of LOTT_K3-20260101-0001 starts aa162de1 87745297 52fe0895: 2853580257, 2272547479 and
    // 1392380053, all below 2^32 - 4 (the largest multiple of 6), so the dice are 1 + each mod 6
    expect(await drawFromSecret('k3', SECRET, 'LOTT_K3-20260101-0001')).toEqual([4, 2, 2]);
  });

  it.each<[FamilyId, unknown]>([
    // the README's examples, recomputed with an independent Python script of the README's procedure
    ['k3', [6, 2, 4]],
    ['pk10', [8, 10, 7, 4, 2, 5, 6, 3, 9, 1]],
    ['11x5', [3, 9, 7, 5, 11]],
    ['ssc', [4, 6, 4, 2, 3]],
    ['lhc', { regular: [41, 21, 4, 36, 47, 11], special: 42, lunarYear: 2026 }],
    ['LF', [9, 9, 2]],
    [
      'vn-north',
      {
        special: ['45850'],
        first: ['88691'],
        second: ['49122', '38855'],
        third: ['40235', '69381', '67512', '55681', '35310', '19598'],
        fourth: ['9991', '8188', '3433', '4228'],
        fifth: ['5060', '2332', '5265', '4897', '8312', '5882'],
        sixth: ['945', '699', '495'],
        seventh: ['23', '57', '86', '68'],
      },
    ],
    [
      'vn-south',
      {
        special: ['940115'],
        first: ['05626'],
        second: ['10451'],
        third: ['03758', '53859'],
        fourth: ['88792', '03233', '02448', '18255', '86781', '14275', '34688'],
        fifth: ['6496'],
        sixth: ['9772', '5394', '7680'],
        seventh: ['089'],
        eighth: ['00'],
      },
    ],
    ['sea', { first: ['846254'], front3: ['015', '625'], back3: ['617', '146'], back2: ['49'] }],
  ])('gives the README example for %s', async (family, expected) => {
    expect(await drawFromSecret(family, SECRET, `${family}-20260101-0001`, CONTEXT)).toEqual(expected);
  });

  it('reads the HMAC stream a player computes with any HMAC tool', async () => {
    const secret = newSecret();
    const ours = await streamBlocks(await streamKey(secret), 'pk10-7', 0, 3);
    const theirs = [0, 1, 2].map((block) =>
      createHmac('sha256', secret).update(`pk10-7:${block}`).digest('hex'),
    );
    expect(Buffer.from(ours).toString('hex')).toBe(theirs.join(''));
  });

  it('recomputes the same draw from the revealed secret, and another for another draw id', async () => {
    for (const family of FAMILY_IDS) {
      const secret = newSecret();
      const drawn = await drawFromSecret(family, secret, 'D-1', CONTEXT);
      expect(await drawFromSecret(family, secret, 'D-1', CONTEXT)).toEqual(drawn);
      expect(FAMILIES[family].parseDraw(drawn)).toEqual({ ok: true, draw: drawn });
      expect(await drawFromSecret(family, secret, 'D-2', CONTEXT)).not.toEqual(drawn);
    }
  });

  it('reads further blocks when rejected words run the stream short, as the endless stream would', async () => {
    // blocks 0-2 are all 0xff: every word of them is at or above the largest multiple of 6 and is rejected
    const words = seededWords(5);
    const tail = Array.from({ length: 8 }, words);
    const asked: number[] = [];
    const source = async (from: number, count: number) => {
      asked.push(from);
      const bytes = new Uint8Array(32 * count);
      if (from + count > 3) new DataView(bytes.buffer).setUint32(0, tail[0] as number);
      for (let i = 0; i < count; i++) {
        if (from + i < 3) bytes.fill(0xff, 32 * i, 32 * i + 32);
        else
          for (const [w, word] of tail.entries()) new DataView(bytes.buffer).setUint32(32 * i + 4 * w, word);
      }
      return bytes;
    };
    const drawn = await drawFromStream(FAMILIES.k3, source, {});
    expect(asked).toEqual([0, 1, 2, 3]);
    let at = 0;
    expect(drawn).toEqual(
      FAMILIES.k3.generate(
        fromWords(() => tail[at++] as number),
        {},
      ),
    );
  });

  it('verifies a revealed draw against its commitment and its published result', async () => {
    const secret = newSecret();
    const commitment = await commitmentOf(secret);
    const result = await drawFromSecret('ssc', secret, 'ELOTT_SSC-42');
    const check = (overrides: { commitment?: string; result?: unknown }) =>
      verifyDraw({ family: 'ssc', drawId: 'ELOTT_SSC-42', secret, commitment, result, ...overrides });
    expect(await check({})).toEqual({ commitment: true, result: true, expected: result });
    expect(await check({ commitment: commitment.toUpperCase() })).toMatchObject({ commitment: true });
    expect(await check({ commitment: await commitmentOf(newSecret()) })).toMatchObject({ commitment: false });
    const tampered = result.map((digit, i) => (i === 0 ? (digit + 1) % 10 : digit));
    expect(await check({ result: tampered })).toMatchObject({ commitment: true, result: false });
    expect(await check({ result: 'not a draw' })).toMatchObject({ result: false });
  });

  it('needs the lunar year to draw Mark Six', async () => {
    await expect(drawFromSecret('lhc', SECRET, 'lhc-1')).rejects.toThrow(RangeError);
  });
});

/**
 * The slots of a draw and the size of each one's domain (a die: 6, a position's car: 10, a digit of a
 * prize: 10), and a tally adding one draw to the counts of each slot's values.
 */
function slotsOf(shape: DrawShape): {
  domains: number[];
  tally: (draw: unknown, counts: number[][]) => void;
} {
  if (shape.kind === 'numbers' || shape.kind === 'mark-six') {
    const count = shape.kind === 'numbers' ? shape.count : shape.regular + 1;
    const numbers = (draw: unknown) =>
      shape.kind === 'numbers'
        ? (draw as number[])
        : [...(draw as LhcDraw).regular, (draw as LhcDraw).special];
    return {
      domains: Array<number>(count).fill(shape.max - shape.min + 1),
      tally: (draw, counts) => {
        for (const [slot, n] of numbers(draw).entries()) (counts[slot] as number[])[n - shape.min]! += 1;
      },
    };
  }
  return {
    domains: Array<number>(shape.tiers.reduce((n, tier) => n + tier.count * tier.digits, 0)).fill(10),
    tally: (draw, counts) => {
      let slot = 0;
      for (const tier of shape.tiers) {
        for (const prize of (draw as Record<string, string[]>)[tier.key] ?? []) {
          for (let i = 0; i < prize.length; i++) (counts[slot++] as number[])[prize.charCodeAt(i) - 48]! += 1;
        }
      }
    },
  };
}

describe('fairness', () => {
  const DRAWS = 100_000;

  it.each(FAMILY_IDS)('%s: 100,000 draws pass a chi-square test of every slot at alpha = 0.01', (family) => {
    // Every value of a slot (a die, a position's car, a prize's digit) is equally likely. One test per
    // slot, each at 0.01 / slots (Bonferroni): a correct generator fails a family with chance at most 1%.
    // The seed is fixed, so the run is repeatable; seed 2026 was such a 1% case (a Mark Six slot at
    // p = 0.0012) while Mark Six passed 20 runs of other seeds and 20 of Web Crypto.
    const { domains, tally } = slotsOf(FAMILIES[family].shape);
    const counts = domains.map((n) => new Array<number>(n).fill(0));
    const rng = seededRandom(1);
    for (let i = 0; i < DRAWS; i++) tally(FAMILIES[family].generate(rng, CONTEXT), counts);
    for (const [slot, row] of counts.entries()) {
      expect(row.reduce((a, b) => a + b)).toBe(DRAWS);
      expect(chiSquare(row), `slot ${slot}`).toBeLessThan(
        chiSquareCritical(row.length - 1, 0.01 / counts.length),
      );
    }
  });

  it('streams uniform bytes from HMAC-SHA256', async () => {
    const bytes = await streamBlocks(await streamKey(SECRET), 'uniformity', 0, 2000);
    const counts = new Array<number>(256).fill(0);
    for (const byte of bytes) counts[byte]! += 1;
    expect(chiSquare(counts)).toBeLessThan(chiSquareCritical(255, 0.01));
  });
});
