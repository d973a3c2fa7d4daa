import { commitmentOf, streamBlocks, streamKey } from './commit.ts';

/**
 * A raffle's winners from its revealed secret (DESIGN.md 5c, decision 0038), on the lottery's commit and
 * reveal: the same secret, commitment and HMAC stream as a lottery draw (README, steps 1 to 5), and a draw
 * of its own (step 6 for raffles). The tickets are a list of counts: entrant e (1, 2, …) holds the next
 * `tickets[e - 1]` ticket numbers, so entrant 1 holds tickets 1..tickets[0], entrant 2 the ones after.
 */

const TWO_32 = 2 ** 32;
/** Blocks fetched at a time: 32 blocks of 8 words. */
const BATCH = 32;
const encoder = new TextEncoder();
const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

export type RaffleWinner = { place: number; entrant: number; ticket: number };

function checkTickets(tickets: readonly number[]): number {
  let total = 0;
  for (const count of tickets) {
    if (!Number.isInteger(count) || count < 1) throw new RangeError('each entrant holds 1 ticket or more');
    total += count;
  }
  if (total >= TWO_32) throw new RangeError('too many tickets');
  return total;
}

/** The published ticket list as text: the entrants' ticket counts in entrant order, joined by commas. */
export function ticketListText(tickets: readonly number[]): string {
  checkTickets(tickets);
  return tickets.join(',');
}

/** SHA-256 of the ticket list's text, lowercase hex: `printf %s '3,1,5' | sha256sum`. */
export async function ticketListHash(tickets: readonly number[]): Promise<string> {
  const text = encoder.encode(ticketListText(tickets));
  return hex(new Uint8Array(await globalThis.crypto.subtle.digest('SHA-256', text)));
}

/** The entrant holding ticket t (1-based): a binary search over the running totals. */
function owners(tickets: readonly number[]): (ticket: number) => number {
  const ends: number[] = [];
  let sum = 0;
  for (const count of tickets) {
    sum += count;
    ends.push(sum);
  }
  return (ticket) => {
    let lo = 0;
    let hi = ends.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((ends[mid] as number) >= ticket) hi = mid;
      else lo = mid + 1;
    }
    return lo + 1;
  };
}

/**
 * The winners of raffle draw `drawId` (printable ASCII, e.g. `RAFFLE-12`) from its secret, `places` at most,
 * one place per entrant: a shuffle of the ticket numbers run front to back, a = [1, 2, …, N]; for
 * i = 0, 1, …: j = i + uniform(N - i), swap a[i] and a[j]; ticket a[i]'s entrant takes the next place unless
 * it already holds one. It stops when every place is taken or after step N - 1 (fewer entrants than places).
 */
export async function raffleWinners(
  secret: string,
  drawId: string,
  tickets: readonly number[],
  places: number,
): Promise<RaffleWinner[]> {
  const total = checkTickets(tickets);
  if (!Number.isInteger(places) || places < 0) throw new RangeError('places are 0 or more');
  const key = await streamKey(secret);
  let words: DataView = new DataView(new ArrayBuffer(0));
  let at = 0;
  let block = 0;
  const nextWord = async () => {
    if (at + 4 > words.byteLength) {
      const bytes = await streamBlocks(key, drawId, block, BATCH);
      block += BATCH;
      words = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      at = 0;
    }
    const word = words.getUint32(at, false);
    at += 4;
    return word;
  };
  // uniform(n) of the README's step 5: a word at or above the largest multiple of n is discarded.
  const uniform = async (n: number) => {
    const limit = TWO_32 - (TWO_32 % n);
    for (;;) {
      const word = await nextWord();
      if (word < limit) return word % n;
    }
  };
  const ownerOf = owners(tickets);
  // The shuffled list kept sparse: a position not in the map still holds its own ticket (i + 1).
  const moved = new Map<number, number>();
  const valueAt = (i: number) => moved.get(i) ?? i + 1;
  const winners: RaffleWinner[] = [];
  const won = new Set<number>();
  for (let i = 0; i < total && winners.length < places && won.size < tickets.length; i++) {
    const j = i + (await uniform(total - i));
    const ticket = valueAt(j);
    moved.set(j, valueAt(i));
    moved.set(i, ticket);
    const entrant = ownerOf(ticket);
    if (won.has(entrant)) continue;
    won.add(entrant);
    winners.push({ place: winners.length + 1, entrant, ticket });
  }
  return winners;
}

export type RaffleVerification = {
  /** SHA-256 of the revealed secret is the commitment published before the entry window opened. */
  readonly commitment: boolean;
  /** The ticket list's hash is the one published at the draw. */
  readonly tickets: boolean;
  /** The published winners are the ones the secret gives. */
  readonly winners: boolean;
  /** The winners the secret gives. */
  readonly expected: RaffleWinner[];
};

/** The verify-a-raffle view's checks: the commitment, the ticket list, and the winners recomputed. */
export async function verifyRaffle(input: {
  drawId: string;
  secret: string;
  commitment: string;
  tickets: readonly number[];
  ticketsHash: string;
  places: number;
  winners: readonly RaffleWinner[];
}): Promise<RaffleVerification> {
  const expected = await raffleWinners(input.secret, input.drawId, input.tickets, input.places);
  const same = (a: RaffleWinner, b: RaffleWinner | undefined) =>
    b !== undefined && a.place === b.place && a.entrant === b.entrant && a.ticket === b.ticket;
  return {
    commitment: (await commitmentOf(input.secret)) === input.commitment.toLowerCase(),
    tickets: (await ticketListHash(input.tickets)) === input.ticketsHash.toLowerCase(),
    winners: expected.length === input.winners.length && expected.every((w, i) => same(w, input.winners[i])),
    expected,
  };
}
