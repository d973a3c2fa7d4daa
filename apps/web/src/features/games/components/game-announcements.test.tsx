import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, lastQueryTo, ok } from '../../../test/fake-api.ts';
import { makeAnnouncement } from '../../../test/game-fixtures.ts';
import { renderInPortal } from '../../../test/render.tsx';
import { resetMemberState, signIn } from '../../../test/session.ts';
import { GameAnnouncements } from './game-announcements.tsx';

const NOTICES = '/wps/relay/MCSFE_getListAnnouncements';
const TYPES = '/wps/relay/GCSGAME_getVassGameType';

const routes = () => ({
  [`GET ${NOTICES}`]: ok({
    notices: [
      makeAnnouncement({ id: 7, type: 'PL', title: 'Weekend', content: '<p>Double <b>points</b></p>' }),
    ],
    maintenance: [
      { gameType: 'LIVE', vassalage: 'EVO', displayName: 'Evolution', gameName: null },
      { gameType: 'LIVE', vassalage: 'SA', displayName: 'SA Gaming', gameName: 'Speed Baccarat' },
    ],
  }),
  [`GET ${TYPES}`]: ok([
    { gameType: 'LIVE', vassalages: ['EVO', 'SA', 'DG'], gameCount: 24, maintenance: false },
  ]),
});

beforeEach(() => resetMemberState());
afterEach(() => vi.unstubAllGlobals());

describe('game announcements on a lobby page', () => {
  it('shows the notices and what is under maintenance, asking for the page’s category', async () => {
    const api = fakeApi(routes());
    renderInPortal(<GameAnnouncements category="LIVE" />);
    await waitFor(() => expect(screen.getAllByTestId('game-maintenance')).toHaveLength(2));
    expect(lastQueryTo(api, NOTICES)).toMatchObject({ gameType: 'LIVE', language: 'en' });
    const [vendor, game] = screen.getAllByTestId('game-maintenance');
    expect(vendor?.textContent).toContain('Evolution is under maintenance');
    expect(game?.textContent).toContain('Speed Baccarat (SA Gaming) is under maintenance');
    expect(screen.getByTestId('game-notice').textContent).toBe('Weekend Double points');
    // the game type list needs a token: a visitor does not ask for it
    expect(api.callsTo('GET', TYPES)).toHaveLength(0);
    expect(screen.queryByTestId('game-type-size')).toBeNull();
  });

  it('adds the category’s size from the game type list for a logged-in player, in Thai too', async () => {
    signIn();
    fakeApi(routes());
    renderInPortal(<GameAnnouncements category="LIVE" />, { language: 'th' });
    expect((await screen.findByTestId('game-type-size')).textContent).toBe('24 เกมจาก 3 ค่าย');
  });

  it('shows nothing when there is nothing to say', async () => {
    const api = fakeApi({ [`GET ${NOTICES}`]: ok({ notices: [], maintenance: [] }) });
    const { container } = renderInPortal(<GameAnnouncements category="RNG" />);
    await waitFor(() => expect(api.callsTo('GET', NOTICES)).toHaveLength(1));
    expect(container.querySelector('[data-testid="game-announcements"]')).toBeNull();
  });
});
