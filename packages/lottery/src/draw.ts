import { type DrawOf, FAMILIES } from './catalogue.ts';
import { commitmentOf, streamBlocks, streamKey } from './commit.ts';
import { fromWords } from './random.ts';
import type { DrawContext, Family, FamilyId } from './types.ts';

/**
 * The draw function of the README: a family's `generate` reading uniform integers from the secret's
 * HMAC stream, 4 bytes big-endian a word, by rejection sampling.
 */

const WORDS_PER_BLOCK = 8;
/** Thrown when the stream read so far is too short: the draw is rerun on a longer prefix. */
const SHORT = Symbol('short');

/** Words the draw reads when no word is rejected (each draw reads at least this many). */
function wordsRead<D>(family: Family<D>, context: DrawContext): number {
  let words = 0;
  family.generate(
    fromWords(() => {
      words++;
      return 0;
    }),
    context,
  );
  return words;
}

/** The draw from a prefix of the stream, or SHORT when the prefix runs out (a rejected word needs more). */
function drawFrom<D>(family: Family<D>, bytes: Uint8Array, context: DrawContext): D | typeof SHORT {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let at = 0;
  const nextWord = () => {
    if (at + 4 > bytes.length) throw SHORT;
    const word = view.getUint32(at, false);
    at += 4;
    return word;
  };
  try {
    return family.generate(fromWords(nextWord), context);
  } catch (error) {
    if (error === SHORT) return SHORT;
    throw error;
  }
}

/** A byte stream read in 32-byte blocks: `count` blocks from block `from`, concatenated. */
export type BlockSource = (from: number, count: number) => Promise<Uint8Array>;

/**
 * A family's draw from a byte stream: the blocks the draw reads when no word is rejected are fetched at
 * once; when rejections run the prefix out, one more block is fetched and the draw is rerun on the longer
 * prefix (it reads the same words in the same order, so the result is the one the whole stream gives).
 */
export async function drawFromStream<D>(
  family: Family<D>,
  source: BlockSource,
  context: DrawContext,
): Promise<D> {
  let blocks = Math.ceil(wordsRead(family, context) / WORDS_PER_BLOCK);
  let bytes = await source(0, blocks);
  for (;;) {
    const draw = drawFrom(family, bytes, context);
    if (draw !== SHORT) return draw;
    const longer = new Uint8Array(bytes.length + 32);
    longer.set(bytes);
    longer.set(await source(blocks, 1), bytes.length);
    bytes = longer;
    blocks++;
  }
}

/**
 * The outcome of draw `drawId` of a family from its secret: deterministic, so anyone with the revealed
 * secret recomputes it. Mark Six needs the draw's lunar year in `context` (it is copied into the result).
 */
export async function drawFromSecret<F extends FamilyId>(
  familyId: F,
  secret: string,
  drawId: string,
  context: DrawContext = {},
): Promise<DrawOf<F>> {
  const key = await streamKey(secret);
  const family = FAMILIES[familyId] as Family<DrawOf<F>>;
  return drawFromStream(family, (from, count) => streamBlocks(key, drawId, from, count), context);
}

export type Verification<D> = {
  /** SHA-256 of the revealed secret is the commitment published before sales closed. */
  readonly commitment: boolean;
  /** The published result is the one the secret gives. */
  readonly result: boolean;
  /** The result the secret gives. */
  readonly expected: D;
};

/** What the verify-a-draw view shows: both checks of a revealed draw, and the recomputed result. */
export async function verifyDraw<F extends FamilyId>(input: {
  family: F;
  drawId: string;
  secret: string;
  commitment: string;
  result: unknown;
  context?: DrawContext;
}): Promise<Verification<DrawOf<F>>> {
  const expected = await drawFromSecret(input.family, input.secret, input.drawId, input.context);
  const published = FAMILIES[input.family].parseDraw(input.result);
  return {
    commitment: (await commitmentOf(input.secret)) === input.commitment.toLowerCase(),
    result: published.ok && JSON.stringify(published.draw) === JSON.stringify(expected),
    expected,
  };
}
