import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fail, fakeApi, ok } from '../../../test/fake-api.ts';
import { makeGame } from '../../../test/game-fixtures.ts';
import { renderInGameLayer, resetGames, signIn } from '../test-games.tsx';
import FbSportsPage from './fb-sports-page.tsx';

const FB = '/wps/relay/GCS_gameLaunchFB';

beforeEach(resetGames);

describe('/fbSports', () => {
  it('launches the FB sportsbook and frames it', async () => {
    signIn();
    const api = fakeApi({
      [FB]: ok({
        url: '/play/sandbox/FB_SPORTS?token=fb',
        mode: 'seamless',
        trial: false,
        game: makeGame({ gameName: 'FB Sports', vassalage: 'FB', gameType: 'SPORTS' }),
      }),
    });
    renderInGameLayer(<FbSportsPage />, { route: '/fbSports' });
    expect((await screen.findByTestId('game-frame')).getAttribute('src')).toBe(
      '/play/sandbox/FB_SPORTS?token=fb',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('FB Sports');
    expect(api.urls(FB)[0]?.searchParams.get('language')).toBe('en');
  });

  it('shows why the launch was refused, with a retry', async () => {
    signIn({ isTrial: true, type: 4 });
    fakeApi({ [FB]: fail('in_need_true_account', 403) });
    renderInGameLayer(<FbSportsPage />, { route: '/fbSports' });
    const failed = await screen.findByTestId('fb-sports-error');
    expect(failed.textContent).toContain('Please register a real account to continue.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.queryByTestId('game-frame')).toBeNull();
  });

  it('reports the game closed when the player leaves', async () => {
    signIn();
    fakeApi({ [FB]: fail('game.maintenance', 503) });
    const { unmount, onGameClosed } = renderInGameLayer(<FbSportsPage />, { route: '/fbSports' });
    await waitFor(() => expect(screen.getByTestId('fb-sports-error')).toBeTruthy());
    unmount();
    expect(onGameClosed).toHaveBeenCalledTimes(1);
  });
});
