import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeWinner } from '../../../test/game-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { WinnerBoard } from './winner-board.tsx';

describe('winner board', () => {
  it('shows masked accounts, games and whole-unit amounts with separators', () => {
    renderWithProviders(
      <WinnerBoard
        winners={[makeWinner('somchai88', 123_456_789, 'Lucky Koi'), makeWinner('ab', 99_950)]}
        loading={false}
      />,
    );
    const rows = screen.getAllByTestId('winner-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('so****8');
    expect(rows[0]?.textContent).toContain('Lucky Koi');
    expect(rows[0]?.textContent).toContain('1,234,567');
    expect(rows[0]?.textContent).not.toContain('1,234,567.');
    expect(rows[1]?.textContent).toContain('999');
  });

  it('draws a long list twice for the endless scroll but counts each win once', () => {
    const winners = Array.from({ length: 8 }, (_, i) => makeWinner(`player${i}`, (i + 1) * 100_000));
    const { container } = renderWithProviders(<WinnerBoard winners={winners} loading={false} />);
    expect(screen.getAllByTestId('winner-row')).toHaveLength(8);
    expect(container.querySelectorAll('li')).toHaveLength(16);
    expect(container.querySelectorAll('li[aria-hidden="true"]')).toHaveLength(8);
  });
});
