import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInGameLayer, resetGames } from '../test-games.tsx';
import SeamlessPage from './seamless-page.tsx';

beforeEach(resetGames);

const open = (query: string) => renderInGameLayer(<SeamlessPage />, { route: `/seamless?${query}` });

describe('/seamless', () => {
  it('frames a path of this site under the game name', () => {
    open(`url=${encodeURIComponent('/play/sandbox/SBX_SPORTS?token=abc')}&name=Sandbox%20Sports`);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sandbox Sports');
    const frame = screen.getByTestId('game-frame');
    expect(frame.getAttribute('src')).toBe('/play/sandbox/SBX_SPORTS?token=abc');
    expect(frame.getAttribute('title')).toBe('Sandbox Sports');
  });

  it('frames an https address of a vendor', () => {
    open(`url=${encodeURIComponent('https://vendor.example/lobby?t=1')}`);
    expect(screen.getByTestId('game-frame').getAttribute('src')).toBe('https://vendor.example/lobby?t=1');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Game');
  });

  it.each([
    ['plain http', 'http://vendor.example/lobby'],
    ['a script', 'javascript:alert(1)'],
    ['nothing', ''],
  ])('shows an error instead of framing %s', (_what, url) => {
    open(`url=${encodeURIComponent(url)}&name=X`);
    expect(screen.queryByTestId('game-frame')).toBeNull();
    expect(screen.getByTestId('game-frame-invalid').textContent).toBe(
      'This game address cannot be opened here.',
    );
  });

  it('reports the game closed when the player leaves the page', () => {
    const { unmount, onGameClosed } = open('url=%2Fplay%2Fx');
    expect(onGameClosed).not.toHaveBeenCalled();
    unmount();
    expect(onGameClosed).toHaveBeenCalledTimes(1);
  });

  it('speaks Thai', () => {
    renderInGameLayer(<SeamlessPage />, { route: '/seamless?url=http%3A%2F%2Fx', language: 'th' });
    expect(screen.getByTestId('game-back').textContent).toBe('กลับ');
    expect(screen.getByTestId('game-frame-invalid').textContent).toBe('ไม่สามารถเปิดที่อยู่เกมนี้ได้');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('เกม');
  });
});
