import type { PlayerRaffle } from '@portal/contracts/raffles.schema';
import { commitmentOf, raffleWinners, ticketListHash } from '@portal/lottery';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { resetAccountState, signIn } from '../../../test/session.ts';
import { RafflesSection } from './raffles-section.tsx';

const SECRET = '0123456789abcdef0123456789abcdef0123456789abcdef0123456789abcdef';
const TICKETS = [3, 1, 5];

async function drawn(claimed: boolean): Promise<PlayerRaffle> {
  const winners = await raffleWinners(SECRET, 'RAFFLE-1', TICKETS, 2);
  return {
    id: 1,
    title: 'Weekend raffle',
    description: 'A ticket per ฿100',
    phase: 'drawn',
    opensAt: '2026-11-01T00:00:00.000Z',
    closesAt: '2026-11-02T00:00:00.000Z',
    drawAt: '2026-11-02T01:00:00.000Z',
    rules: { betPerTicket: 100_00, depositMin: null, ticketsPerDeposit: 1, maxTickets: 10 },
    prizes: [
      { place: 1, amount: 500_00, turnoverMultiplier: 1 },
      { place: 2, amount: 100_00, turnoverMultiplier: 1 },
    ],
    commitment: await commitmentOf(SECRET),
    tickets: { total: 5, fromBets: 0, fromDeposits: 0, granted: 0, validBet: 0, toNextTicket: null },
    draw: {
      drawId: 'RAFFLE-1',
      secret: SECRET,
      ticketsHash: await ticketListHash(TICKETS),
      totalTickets: 9,
      entrants: 3,
      tickets: TICKETS,
      drawnAt: '2026-11-02T01:00:00.000Z',
      winners: winners.map((w, i) => ({
        ...w,
        name: i === 0 ? 'de****o' : 'ga****r',
        amount: i === 0 ? 500_00 : 100_00,
        turnoverMultiplier: 1,
        own: i === 0,
        claimed,
      })),
      ownEntrant: 3,
      ownFirstTicket: 5,
    },
    claimable: !claimed,
  };
}

afterEach(resetAccountState);

describe('the raffles on the promotions page', () => {
  it('lists the winners, checks the draw in the browser and claims the prize once', async () => {
    signIn();
    let claimed = false;
    const api = fakeApi({
      '/wps/raffles': async () => ok({ raffles: [await drawn(claimed)] }),
      'POST /wps/relay/MCSFE_claimRafflePromotion': () => {
        claimed = true;
        return ok({ raffleId: 1, place: 1, amount: 500_00, turnoverMultiplier: 1 });
      },
      '/wps/v2/wallets/balance': ok({ balance: 0 }),
    });
    renderWithProviders(<RafflesSection />, { route: '/promotions' });
    const card = await screen.findByTestId('raffle');
    const rows = within(card).getAllByTestId('raffle-winner');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('de****o');
    expect(rows[0]?.getAttribute('data-own')).toBe('true');
    expect(within(card).getByTestId('raffle-own-entry').textContent).toBe(
      'You were entrant 3 with tickets #5 to #9.',
    );
    fireEvent.click(within(card).getByTestId('raffle-verify'));
    await waitFor(() =>
      expect(within(card).getByTestId('raffle-check').textContent).toContain(
        'The winners follow from the secret: yes',
      ),
    );
    expect(within(card).getByTestId('raffle-check').textContent).not.toContain('NO');
    fireEvent.click(within(card).getByTestId('raffle-claim'));
    await waitFor(() => expect(within(card).getByTestId('raffle-claimed').textContent).toContain('500.00'));
    expect(api.calls.find((c) => c.path.endsWith('MCSFE_claimRafflePromotion'))?.body).toEqual({
      raffleId: 1,
    });
    await waitFor(() => expect(within(card).queryByTestId('raffle-claim')).toBeNull());
  });
});
