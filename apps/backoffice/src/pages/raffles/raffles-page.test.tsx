import type { OpsRaffle, OpsRaffleDetail } from '@portal/contracts/raffles.schema';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeOps, ok, renderScreen } from '../../test/screen.tsx';
import { configOf, draftOf, emptyDraft } from './raffle-model.ts';
import RafflesPage from './raffles-page.tsx';

const OPEN: OpsRaffle = {
  id: 7,
  phase: 'open',
  commitment: 'a'.repeat(64),
  totalTickets: null,
  entrants: null,
  granted: 2,
  drawnAt: null,
  claimed: 0,
  winners: 0,
  titles: { en: 'Weekend raffle', th: 'จับรางวัลสุดสัปดาห์' },
  descriptions: { en: 'Bet to win', th: 'เดิมพันเพื่อลุ้น' },
  opensAt: '2026-11-01T00:00:00.000Z',
  closesAt: '2026-12-01T00:00:00.000Z',
  drawAt: '2026-12-01T01:00:00.000Z',
  rules: { betPerTicket: 10_000, depositMin: null, ticketsPerDeposit: 1, maxTickets: 20 },
  prizes: [{ place: 1, amount: 50_000, turnoverMultiplier: 1 }],
};
const DRAWN: OpsRaffleDetail = {
  raffle: { ...OPEN, phase: 'drawn', totalTickets: 3, entrants: 1, winners: 1 },
  secret: 'b'.repeat(64),
  ticketsHash: 'c'.repeat(64),
  entrants: [{ entrant: 1, username: 'somchai', tickets: 3, firstTicket: 1 }],
  winners: [
    {
      place: 1,
      username: 'somchai',
      entrant: 1,
      ticket: 2,
      amount: 50_000,
      turnoverMultiplier: 1,
      claimedAt: null,
    },
  ],
};

afterEach(cleanup);

describe('the raffles screen', () => {
  it('lists the raffles and draws one now after a confirmation, showing the winners and the secret', async () => {
    const api = fakeOps({
      'GET /ops/v1/merchants': ok([{ code: 'siam', name: 'Siam' }]),
      'GET /ops/v1/raffles': ok([OPEN]),
      'POST /ops/v1/raffles/7/draw': ok(DRAWN),
      'GET /ops/v1/raffles/7': ok(DRAWN),
    });
    renderScreen('admin', '/raffles', <RafflesPage />, '/raffles');
    const table = await screen.findByTestId('bo-raffles-table');
    await waitFor(() => expect(table.textContent).toContain('Weekend raffle'));
    fireEvent.click(within(table).getByTestId('bo-raffle-draw'));
    const confirm = await screen.findByTestId('bo-raffle-confirm');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Draw now' }));
    const detail = await screen.findByTestId('bo-raffle-detail');
    await waitFor(() =>
      expect(within(detail).getByTestId('bo-raffle-secret').textContent).toBe('b'.repeat(64)),
    );
    expect(within(detail).getByTestId('bo-raffle-winners').textContent).toContain('somchai');
    expect(api.calls.some((c) => c.method === 'POST' && c.path === '/ops/v1/raffles/7/draw')).toBe(true);
  });

  it('reads a raffle form back into the configuration it came from', () => {
    expect(configOf(draftOf(OPEN))).toEqual({
      titles: OPEN.titles,
      descriptions: OPEN.descriptions,
      opensAt: OPEN.opensAt,
      closesAt: OPEN.closesAt,
      drawAt: OPEN.drawAt,
      rules: OPEN.rules,
      prizes: OPEN.prizes,
    });
    expect(configOf({ ...emptyDraft(), prizes: '500 x 1, lots' })).toBe('prizes');
  });
});
