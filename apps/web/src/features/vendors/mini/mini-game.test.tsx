import type { Game } from '@portal/contracts/games';
import type { HouseSession, MiniRollResult } from '@portal/contracts/vendors.schema';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useModalStore } from '../../../shell/modals/modal-store.ts';
import { fail, fakeApi, ok } from '../../../test/fake-api.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { resetAccountState, signIn } from '../../../test/session.ts';
import MiniFloat from './mini-float.tsx';

const GAME = {
  nodeId: 77,
  gameCode: 'MINI_DICE',
  gameName: 'Hi-Lo Dice',
  vassalage: 'HOUSE',
  maintenance: false,
  supportPlay: 0,
} as Game;

const SESSION: HouseSession = {
  player: {
    session: 'launch-token-0123456789',
    trial: false,
    currency: 'THB',
    balance: 10_000,
    username: 'demo',
  },
  slot: null,
  table: null,
  mini: {
    gameCode: 'MINI_DICE',
    title: 'Hi-Lo Dice',
    stakes: [100, 200, 500],
    pays: { LOW: 2.3, SEVEN: 5.75, HIGH: 2.3 },
    rtp: 95.83,
    houseEdge: 4.17,
  },
};

const ROUND: MiniRollResult = {
  roundId: 'Habc',
  pick: 'SEVEN',
  dice: [3, 4],
  total: 7,
  stake: 200,
  payout: 1150,
  balance: 10_950,
};

afterEach(() => {
  resetAccountState();
  useModalStore.getState().close();
});

describe('the mini game launcher', () => {
  it('draws nothing while the mini game is off or in maintenance', async () => {
    const api = fakeApi({ '/wps/game/miniGame': [ok(null), ok({ ...GAME, maintenance: true })] });
    for (const calls of [1, 2]) {
      const { unmount } = renderWithProviders(<MiniFloat />);
      await waitFor(() => expect(api.calls.length).toBe(calls));
      expect(screen.queryByTestId('mini-game-float')).toBeNull();
      unmount();
    }
  });

  it('asks a visitor to log in', async () => {
    fakeApi({ '/wps/game/miniGame': ok(GAME) });
    renderWithProviders(<MiniFloat />);
    fireEvent.click(await screen.findByTestId('mini-game-float'));
    expect(useModalStore.getState().current).toBe('login');
    expect(screen.queryByTestId('mini-game-dialog')).toBeNull();
  });

  it('plays a round with a real-money launch and shows the published edge, the dice and the win', async () => {
    signIn();
    const api = fakeApi({
      '/wps/game/miniGame': ok(GAME),
      '/wps/game/launchGame': ok({
        url: '/play/house/mini/MINI_DICE?token=launch-token-0123456789',
        mode: 'popup',
      }),
      'POST /vendor/house/v1/session': ok(SESSION),
      'POST /vendor/house/v1/mini/roll': [fail('wallet.insufficient.funds', 409, { balance: 10 }), ok(ROUND)],
      '/wps/v2/wallets/balance': ok({ balance: 10_950 }),
    });
    renderWithProviders(<MiniFloat />);
    fireEvent.click(await screen.findByTestId('mini-game-float'));
    const dialog = await screen.findByTestId('mini-game-dialog');
    // the panel is a lazy chunk of its own: its first load in a busy run may take more than a second
    expect(
      (await within(dialog).findByTestId('mini-game-edge', {}, { timeout: 5_000 })).textContent,
    ).toContain('95.83%');
    expect(
      api.calls.find((c) => c.method === 'POST' && c.path === '/vendor/house/v1/session')?.body,
    ).toMatchObject({
      gameCode: 'MINI_DICE',
      token: 'launch-token-0123456789',
    });
    fireEvent.click(within(dialog).getByTestId('mini-pick-SEVEN'));
    fireEvent.change(within(dialog).getByTestId('mini-game-stake'), { target: { value: '200' } });
    fireEvent.click(within(dialog).getByTestId('mini-game-roll'));
    expect((await within(dialog).findByRole('alert')).textContent).not.toBe('');
    fireEvent.click(within(dialog).getByTestId('mini-game-roll'));
    await waitFor(() =>
      expect(within(dialog).getByTestId('mini-game-balance').dataset.balance).toBe('10950'),
    );
    expect(within(dialog).getByTestId('mini-game-outcome').textContent).toContain('3 + 4 = 7');
    const rolls = api.calls.filter((c) => c.path === '/vendor/house/v1/mini/roll');
    expect(rolls.map((c) => c.body)).toEqual([
      expect.objectContaining({ pick: 'SEVEN', stake: 200 }),
      expect.objectContaining({ pick: 'SEVEN', stake: 200 }),
    ]);
    // a refused round is final: the next one is a new request
    expect(rolls[0]?.body?.requestId).not.toBe(rolls[1]?.body?.requestId);
  });
});
