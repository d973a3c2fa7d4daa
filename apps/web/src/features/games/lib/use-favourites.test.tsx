import type { Game } from '@portal/contracts/games';
import { FAVOURITE_THROTTLE_MS } from '@portal/contracts/games';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '../../../shell/modals/modal-store.ts';
import { fail, fakeApi, ok, type Reply } from '../../../test/fake-api.ts';
import { makeGame } from '../../../test/game-fixtures.ts';
import { GameCard } from '../components/game-card.tsx';
import { renderInGameLayer, resetGames, signIn } from '../test-games.tsx';
import { type FavouriteChange, useFavourites } from './use-favourites.ts';

const IDS = '/wps/relay/MCSFE_getFavoriteGames';
const ADD = '/wps/relay/MCSFE_addFavoriteGameV2';
const REMOVE = '/wps/relay/MCSFE_removeFavoriteGameV2';

const koi = makeGame({ nodeId: 1, gameName: 'Koi', vassalage: 'HOUSE', gameType: 'RNG' });
const tiger = makeGame({ nodeId: 2, gameName: 'Tiger', vassalage: 'NOVA', gameType: 'RNG' });

function Cards() {
  return (
    <>
      <GameCard game={koi} />
      <GameCard game={tiger} />
    </>
  );
}

const heart = (name: string) =>
  screen.getByRole('article', { name }).querySelector<HTMLButtonElement>('[data-testid="favourite-toggle"]');

/** Holds a server answer back until released, to see the list before the server has spoken. */
function deferred<T>() {
  let release: (value: T) => void = () => undefined;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

let now = 1_000_000;
beforeEach(() => {
  resetGames();
  now = 1_000_000;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
});

describe('favourite hearts on game cards', () => {
  it('shows no heart to visitors, nor where the site has no favourites', () => {
    fakeApi({ [IDS]: ok([]) });
    const { unmount } = renderInGameLayer(<Cards />);
    expect(screen.queryAllByTestId('favourite-toggle')).toHaveLength(0);
    unmount();
    signIn();
    renderInGameLayer(<Cards />, { modules: ['GAMELO3'] });
    expect(screen.queryAllByTestId('favourite-toggle')).toHaveLength(0);
  });

  it("reads the member's favourites once and presses their hearts", async () => {
    signIn();
    const api = fakeApi({ [IDS]: ok([2]) });
    renderInGameLayer(<Cards />);
    await waitFor(() => expect(heart('Tiger')?.getAttribute('aria-pressed')).toBe('true'));
    expect(heart('Koi')?.getAttribute('aria-pressed')).toBe('false');
    expect(heart('Koi')?.getAttribute('aria-label')).toBe('Add to favourites');
    expect(heart('Tiger')?.getAttribute('aria-label')).toBe('Remove from favourites');
    expect(api.urls(IDS)).toHaveLength(1);
  });

  it('adds at once, before the server answers, and keeps the list the server sends', async () => {
    signIn();
    const answer = deferred<Reply>();
    const api = fakeApi({ [IDS]: ok([]), [ADD]: () => answer.promise });
    renderInGameLayer(<Cards />);
    await waitFor(() => expect(heart('Koi')).not.toBeNull());
    fireEvent.click(heart('Koi') as HTMLButtonElement);
    await waitFor(() => expect(heart('Koi')?.getAttribute('aria-pressed')).toBe('true'));
    const [call] = api.calls.filter((c) => c.path === ADD);
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ nodeId: 1, vendor: 'HOUSE', gameType: 'RNG' });
    await act(async () => answer.release(ok([1, 2])));
    await waitFor(() => expect(heart('Tiger')?.getAttribute('aria-pressed')).toBe('true'));
    expect(heart('Koi')?.getAttribute('aria-pressed')).toBe('true');
  });

  it('removes a favourite with its node id', async () => {
    signIn();
    const api = fakeApi({ [IDS]: ok([1]), [REMOVE]: ok([]) });
    renderInGameLayer(<Cards />);
    await waitFor(() => expect(heart('Koi')?.getAttribute('aria-pressed')).toBe('true'));
    fireEvent.click(heart('Koi') as HTMLButtonElement);
    await waitFor(() => expect(heart('Koi')?.getAttribute('aria-pressed')).toBe('false'));
    const [url] = api.urls(REMOVE);
    expect(url?.searchParams.get('nodeId')).toBe('1');
    const [call] = api.calls.filter((c) => c.path === REMOVE);
    expect(call?.method).toBe('DELETE');
  });

  it('rolls the change back when the server refuses it', async () => {
    signIn();
    const answer = deferred<Reply>();
    fakeApi({ [IDS]: ok([]), [ADD]: () => answer.promise });
    renderInGameLayer(<Cards />);
    await waitFor(() => expect(heart('Koi')).not.toBeNull());
    fireEvent.click(heart('Koi') as HTMLButtonElement);
    await waitFor(() => expect(heart('Koi')?.getAttribute('aria-pressed')).toBe('true'));
    await act(async () => answer.release(fail('too.many.requests', 429)));
    await waitFor(() => expect(heart('Koi')?.getAttribute('aria-pressed')).toBe('false'));
  });

  it('lets one change through per second', async () => {
    signIn();
    const api = fakeApi({
      [IDS]: ok([]),
      [ADD]: ({ body }) => ok([body?.nodeId]),
    });
    renderInGameLayer(<Cards />);
    await waitFor(() => expect(heart('Koi')).not.toBeNull());
    fireEvent.click(heart('Koi') as HTMLButtonElement);
    await waitFor(() => expect(heart('Koi')?.getAttribute('aria-pressed')).toBe('true'));
    now += FAVOURITE_THROTTLE_MS - 1;
    fireEvent.click(heart('Tiger') as HTMLButtonElement);
    expect(api.urls(ADD)).toHaveLength(1);
    expect(heart('Tiger')?.getAttribute('aria-pressed')).toBe('false');
    now += 1;
    fireEvent.click(heart('Tiger') as HTMLButtonElement);
    expect(api.urls(ADD)).toHaveLength(2);
    await waitFor(() => expect(heart('Tiger')?.getAttribute('aria-pressed')).toBe('true'));
  });
});

/** Calls the favourite actions directly and shows what they answered. */
function Actions({ game }: { game: Game }) {
  const favourites = useFavourites();
  const [result, setResult] = useState<FavouriteChange | null>(null);
  return (
    <>
      <button type="button" onClick={() => setResult(favourites.add(game))}>
        add
      </button>
      <output data-testid="result">{result}</output>
      <output data-testid="ids">{favourites.ids.join(',')}</output>
    </>
  );
}

describe('favourite actions', () => {
  it('skips an add of a game that is a favourite already, without a call or a throttle slot', async () => {
    signIn();
    const api = fakeApi({ [IDS]: ok([1]), [ADD]: ok([1, 2]) });
    renderInGameLayer(
      <>
        <Actions game={koi} />
        <GameCard game={tiger} />
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('ids').textContent).toBe('1'));
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    expect(screen.getByTestId('result').textContent).toBe('skipped');
    expect(api.urls(ADD)).toHaveLength(0);
    fireEvent.click(heart('Tiger') as HTMLButtonElement);
    expect(api.urls(ADD)).toHaveLength(1);
  });

  it('opens the login popup for a visitor and calls nothing', () => {
    const api = fakeApi({ [IDS]: ok([]) });
    renderInGameLayer(<Actions game={koi} />);
    fireEvent.click(screen.getByRole('button', { name: 'add' }));
    expect(screen.getByTestId('result').textContent).toBe('login');
    expect(useModalStore.getState().current).toBe('login');
    expect(api.fetchMock).not.toHaveBeenCalled();
  });
});
