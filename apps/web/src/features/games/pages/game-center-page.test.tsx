import type { PvpRoom } from '@portal/contracts/games';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useModalStore } from '../../../shell/modals/modal-store.ts';
import { fakeApi, ok } from '../../../test/fake-api.ts';
import { makeGame, makeLane } from '../../../test/game-fixtures.ts';
import { renderInGameLayer, resetGames, signIn } from '../test-games.tsx';
import GameCenterPage from './game-center-page.tsx';

beforeEach(resetGames);

/** The vendor card of a vendor code, or null. */
const vendorCard = (vassalage: string) =>
  screen.queryAllByTestId('vendor-card').find((card) => card.dataset.vassalage === vassalage) ?? null;

const findVendorCard = (vassalage: string) =>
  waitFor(() => {
    const card = vendorCard(vassalage);
    if (!card) throw new Error(`no vendor card ${vassalage}`);
    return card;
  });

const GAME_LIST = '/wps/relay/GCSGAME_gameList';

function api() {
  const lott = makeLane('LOTT', ['TCG']);
  const elott = makeLane('ELOTT', ['HLOTTO', 'SEA']);
  const live = makeLane('LIVE', ['HLIVE', 'SBX']);
  const first = live.vendors[1];
  if (first) first.maintenance = true;
  return fakeApi({
    '/wps/relay/GCSGAME_newGameVendor': ok({ lanes: [live, lott, elott] }),
    [GAME_LIST]: ok({
      content: [makeGame({ gameName: 'Baccarat Squeeze' })],
      pageNum: 1,
      pageSize: 24,
      totalPages: 1,
      total: 1,
    }),
  });
}

describe('game centre', () => {
  it("shows the category's vendors, a maintenance badge and the category's games", async () => {
    const server = api();
    renderInGameLayer(<GameCenterPage />, { route: '/live' });
    expect((await findVendorCard('HLIVE')).textContent).toContain('HLIVE Gaming');
    expect(vendorCard('SBX')?.hasAttribute('disabled')).toBe(true);
    expect(screen.getAllByTestId('vendor-maintenance')).toHaveLength(1);
    expect(await screen.findByText('Baccarat Squeeze')).toBeTruthy();
    expect(server.urls(GAME_LIST).at(-1)?.searchParams.get('gameType')).toBe('LIVE');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Live casino');
  });

  it('narrows the games to a vendor chosen among the chips', async () => {
    const server = api();
    renderInGameLayer(<GameCenterPage />, { route: '/live' });
    const chips = await screen.findByTestId('vendor-chips');
    fireEvent.click(within(chips).getByRole('radio', { name: 'HLIVE Gaming' }));
    await waitFor(() => expect(server.urls(GAME_LIST).at(-1)?.searchParams.get('vassalage')).toBe('HLIVE'));
  });

  it("opens a vassalage group's popup game list from its card", async () => {
    const server = api();
    renderInGameLayer(<GameCenterPage />, { route: '/live' });
    fireEvent.click(await findVendorCard('HLIVE'));
    const dialog = await screen.findByTestId('vendor-games');
    expect(within(dialog).getByRole('heading', { name: 'HLIVE Gaming' })).toBeTruthy();
    await waitFor(() =>
      expect(server.urls(GAME_LIST).some((url) => url.searchParams.get('vassalage') === 'HLIVE')).toBe(true),
    );
  });

  it('shows both ELOTT and LOTT vendors on /elott', async () => {
    api();
    renderInGameLayer(<GameCenterPage />, { route: '/elott' });
    expect(await findVendorCard('HLOTTO')).toBeTruthy();
    expect(vendorCard('SEA')).not.toBeNull();
    expect(vendorCard('TCG')).not.toBeNull();
    expect(vendorCard('HLIVE')).toBeNull();
  });
});

const ROOMS = '/wps/relay/GLS2_roomList';

function room(overrides: Partial<PvpRoom> = {}): PvpRoom {
  return {
    roomId: 'HPVP-POK_DENG',
    gameCode: 'POK_DENG',
    name: 'Pok Deng',
    minBet: 500,
    maxBet: 500_000,
    players: 3,
    seats: 6,
    ...overrides,
  };
}

function pvpApi() {
  return fakeApi({
    '/wps/relay/GCSGAME_newGameVendor': ok({ lanes: [makeLane('PVP', ['HPVP'])] }),
    [GAME_LIST]: ok({
      content: [
        makeGame({
          nodeId: 61,
          gameCode: 'POK_DENG',
          gameName: 'Pok Deng',
          gameType: 'PVP',
          vassalage: 'HPVP',
        }),
        makeGame({
          nodeId: 62,
          gameCode: 'NIU_NIU',
          gameName: 'Niu Niu',
          gameType: 'PVP',
          vassalage: 'HPVP',
        }),
      ],
      pageNum: 1,
      pageSize: 100,
      totalPages: 1,
      total: 2,
    }),
    [ROOMS]: ok([room(), room({ roomId: 'HPVP-NIU_NIU', gameCode: 'NIU_NIU', name: 'Niu Niu', players: 6 })]),
    '/wps/game/launchGame': ok({
      url: '/play/house/table/POK_DENG?token=x',
      mode: 'popup',
      trial: false,
      game: makeGame({ nodeId: 61, gameName: 'Pok Deng' }),
    }),
  });
}

describe('PvP room list', () => {
  it('lists the rooms beside the vendors with limits and seats, and Join launches the room game', async () => {
    signIn();
    const server = pvpApi();
    renderInGameLayer(<GameCenterPage />, { route: '/pvp' });
    const list = await screen.findByTestId('room-list');
    const pokDeng = await within(list).findByTestId('room-HPVP-POK_DENG');
    expect(pokDeng.textContent).toContain('Pok Deng');
    expect(pokDeng.textContent).toContain('Bet ฿5.00 – ฿5,000.00');
    expect(pokDeng.textContent).toContain('3/6 seats');
    await waitFor(() =>
      expect(within(pokDeng).getByTestId('room-join').hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(within(pokDeng).getByTestId('room-join'));
    expect(await screen.findByTestId('game-popup')).toBeTruthy();
    expect(server.urls('/wps/game/launchGame')[0]?.searchParams.get('nodeId')).toBe('61');
  });

  it('shows a full room as full, with no Join', async () => {
    signIn();
    pvpApi();
    renderInGameLayer(<GameCenterPage />, { route: '/pvp' });
    const niu = await screen.findByTestId('room-HPVP-NIU_NIU');
    const button = within(niu).getByTestId('room-join');
    expect(button.textContent).toBe('Full');
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('asks a visitor to log in instead of listing rooms', async () => {
    const server = pvpApi();
    renderInGameLayer(<GameCenterPage />, { route: '/pvp' });
    const list = await screen.findByTestId('room-list');
    expect(server.urls(ROOMS)).toHaveLength(0);
    fireEvent.click(within(list).getByRole('button', { name: 'Log in' }));
    expect(useModalStore.getState().current).toBe('login');
  });

  it('shows no room list on other game centres', async () => {
    api();
    renderInGameLayer(<GameCenterPage />, { route: '/live' });
    await findVendorCard('HLIVE');
    expect(screen.queryByTestId('room-list')).toBeNull();
  });
});
