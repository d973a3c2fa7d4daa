import { describe, expect, it } from 'vitest';
import { commitmentOf } from './commit.ts';
import { raffleWinners, ticketListHash, ticketListText, verifyRaffle } from './raffle.ts';

const SECRET = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';

describe('the raffle draw', () => {
  it('hashes the ticket list as `printf %s 3,1,5 | sha256sum` prints it', async () => {
    expect(ticketListText([3, 1, 5])).toBe('3,1,5');
    expect(await ticketListHash([3, 1, 5])).toBe(
      '20f30ce56974b7409e00ad7a381129040731dc1b96524b9019d50bd013ed68da',
    );
    expect(() => ticketListText([2, 0])).toThrow(RangeError);
  });

  it('draws the README worked example: HMAC(secret, RAFFLE-1:0) starts 79289bd1 de3031c4 c5197099', async () => {
    // uniform(9) = 2032704465 mod 9 = 6: ticket 7 (entrant 3); uniform(8) = 4: ticket 6, entrant 3 again,
    // skipped; uniform(7) = 3306778777 mod 7 = 1: ticket 4 (entrant 2).
    const winners = await raffleWinners(SECRET, 'RAFFLE-1', [3, 1, 5], 2);
    expect(winners).toEqual([
      { place: 1, entrant: 3, ticket: 7 },
      { place: 2, entrant: 2, ticket: 4 },
    ]);
    const all = await raffleWinners(SECRET, 'RAFFLE-1', [3, 1, 5], 5);
    expect(all.slice(0, 2)).toEqual(winners);
    // three entrants: three places at most, each entrant once
    expect(all.map((w) => w.entrant).sort()).toEqual([1, 2, 3]);
  });

  it('gives every entrant at most one place, a place per entrant when places exceed them', async () => {
    for (let n = 1; n <= 30; n++) {
      const tickets = Array.from({ length: n }, (_, i) => 1 + ((i * 7) % 5));
      const winners = await raffleWinners(SECRET, `RAFFLE-${n}`, tickets, 10);
      expect(winners).toHaveLength(Math.min(10, n));
      expect(new Set(winners.map((w) => w.entrant)).size).toBe(winners.length);
      expect(winners.map((w) => w.place)).toEqual(winners.map((_, i) => i + 1));
    }
    expect(await raffleWinners(SECRET, 'RAFFLE-0', [], 3)).toEqual([]);
  });

  it('favours no ticket: the first place follows the tickets held', async () => {
    // 600 draws of a 1-ticket and a 3-ticket entrant: the 3-ticket one wins first place about 3 in 4.
    let heavy = 0;
    for (let i = 0; i < 600; i++)
      if ((await raffleWinners(SECRET, `RAFFLE-F${i}`, [1, 3], 1))[0]?.entrant === 2) heavy++;
    expect(heavy / 600).toBeGreaterThan(0.69);
    expect(heavy / 600).toBeLessThan(0.81);
  });

  it('verifies a revealed draw and catches a changed list, winner or secret', async () => {
    const tickets = [2, 5, 1, 4];
    const winners = await raffleWinners(SECRET, 'RAFFLE-9', tickets, 2);
    const good = {
      drawId: 'RAFFLE-9',
      secret: SECRET,
      commitment: await commitmentOf(SECRET),
      tickets,
      ticketsHash: await ticketListHash(tickets),
      places: 2,
      winners,
    };
    expect(await verifyRaffle(good)).toMatchObject({ commitment: true, tickets: true, winners: true });
    expect((await verifyRaffle({ ...good, tickets: [2, 5, 1, 5] })).tickets).toBe(false);
    const swapped = [...winners].reverse().map((w, i) => ({ ...w, place: i + 1 }));
    expect((await verifyRaffle({ ...good, winners: swapped })).winners).toBe(false);
    expect((await verifyRaffle({ ...good, commitment: '0'.repeat(64) })).commitment).toBe(false);
  });
});
