import type { Game } from '@portal/contracts/games';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeGame } from '../../../test/game-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { type GameCardActions, GameCardActionsContext } from './game-actions.ts';
import { GameCard } from './game-card.tsx';

/** A card with the actions the games feature would give it (free trials offered unless told). */
function renderCard(game: Game, options: { trial?: boolean; language?: string; corner?: boolean } = {}) {
  const actions = {
    play: vi.fn(),
    trial: options.trial === false ? undefined : vi.fn(),
    Corner: options.corner
      ? ({ game: shown }: { game: Game }) => <i data-testid="corner">{shown.nodeId}</i>
      : undefined,
  } satisfies GameCardActions;
  const result = renderWithProviders(
    <GameCardActionsContext.Provider value={actions}>
      <GameCard game={game} />
    </GameCardActionsContext.Provider>,
    { language: options.language },
  );
  return { ...result, actions };
}

describe('game card', () => {
  it('shows gameName and showIcon when present', () => {
    renderWithProviders(<GameCard game={makeGame({ gameName: 'Golden Dragon', showIcon: '/show.svg' })} />);
    const card = screen.getByTestId('game-card');
    expect(card.textContent).toContain('Golden Dragon');
    const image = screen.getByRole('img');
    expect(image.getAttribute('src')).toBe('/show.svg');
    expect(image.getAttribute('loading')).toBe('lazy');
  });

  it('falls back to nodeName and iconUrl', () => {
    renderWithProviders(
      <GameCard
        game={makeGame({ gameName: null, nodeName: 'Node Fallback', showIcon: null, iconUrl: '/icon.svg' })}
      />,
    );
    expect(screen.getByTestId('game-card').textContent).toContain('Node Fallback');
    expect(screen.getByRole('img').getAttribute('src')).toBe('/icon.svg');
  });

  it('offers a free trial only when supportPlay is 0 and the site offers trials', () => {
    const first = renderCard(makeGame({ supportPlay: 0 }));
    expect(screen.getByRole('button', { name: 'Free trial' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play now' })).toBeTruthy();
    first.unmount();
    const second = renderCard(makeGame({ supportPlay: 1 }));
    expect(screen.queryByTestId('free-trial')).toBeNull();
    expect(screen.getByTestId('play-now')).toBeTruthy();
    second.unmount();
    renderCard(makeGame({ supportPlay: 0 }), { trial: false });
    expect(screen.queryByTestId('free-trial')).toBeNull();
  });

  it('shows HOT, NEW and JACKPOT ribbons from the flags', () => {
    renderWithProviders(<GameCard game={makeGame({ isHot: true, isNew: false, isJackpot: true })} />);
    const text = screen.getByTestId('game-card').textContent ?? '';
    expect(text).toContain('Hot');
    expect(text).toContain('Jackpot');
    expect(text).not.toContain('New');
  });

  it('marks a game under maintenance and still hands a play to the actions, which say why it is closed', () => {
    const game = makeGame({ maintenance: true });
    const { actions, unmount } = renderCard(game);
    expect(screen.getByTestId('game-maintenance').textContent).toBe('Maintenance');
    fireEvent.click(screen.getByTestId('play-now'));
    expect(actions.play).toHaveBeenCalledWith(game);
    unmount();
    renderCard(makeGame());
    expect(screen.queryByTestId('game-maintenance')).toBeNull();
  });

  it('hands play and free trial to the actions it was given, with its game', () => {
    const game = makeGame({ nodeId: 9, supportPlay: 0 });
    const { actions } = renderCard(game);
    fireEvent.click(screen.getByTestId('play-now'));
    expect(actions.play).toHaveBeenCalledWith(game);
    fireEvent.click(screen.getByTestId('free-trial'));
    expect(actions.trial).toHaveBeenCalledWith(game);
  });

  it('draws the corner it is given (the favourite heart) for its game', () => {
    renderCard(makeGame({ nodeId: 9 }), { corner: true });
    expect(screen.getByTestId('corner').textContent).toBe('9');
  });

  it('speaks Thai', () => {
    renderCard(makeGame({ supportPlay: 0 }), { language: 'th' });
    expect(screen.getByRole('button', { name: 'ทดลองเล่นฟรี' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'เล่นเลย' })).toBeTruthy();
  });
});
