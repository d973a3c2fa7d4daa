import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GameCard } from './game-card.tsx';
import { makeGame } from './test-fixtures.ts';
import { renderWithProviders } from './test-render.tsx';

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

  it('offers a free trial only when supportPlay is 0', () => {
    const { unmount } = renderWithProviders(<GameCard game={makeGame({ supportPlay: 0 })} />);
    expect(screen.getByRole('button', { name: 'Free trial' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Play now' })).toBeTruthy();
    unmount();
    renderWithProviders(<GameCard game={makeGame({ supportPlay: 1 })} />);
    expect(screen.queryByRole('button', { name: 'Free trial' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Play now' })).toBeTruthy();
  });

  it('shows HOT, NEW and JACKPOT ribbons from the flags', () => {
    renderWithProviders(<GameCard game={makeGame({ isHot: true, isNew: false, isJackpot: true })} />);
    const text = screen.getByTestId('game-card').textContent ?? '';
    expect(text).toContain('Hot');
    expect(text).toContain('Jackpot');
    expect(text).not.toContain('New');
  });

  it('leads both actions to login until game launch exists', () => {
    renderWithProviders(<GameCard game={makeGame({ supportPlay: 0 })} />, { route: '/rng' });
    fireEvent.click(screen.getByRole('button', { name: 'Free trial' }));
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it('speaks Thai', () => {
    renderWithProviders(<GameCard game={makeGame({ supportPlay: 0 })} />, { language: 'th' });
    expect(screen.getByRole('button', { name: 'ทดลองเล่นฟรี' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'เล่นเลย' })).toBeTruthy();
  });
});
