import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeDraw } from '../test-lottery.ts';
import { TrendCharts } from './trend-charts.tsx';

const results = [
  [6, 6, 3],
  [1, 2, 3],
  [6, 5, 1],
  [5, 5, 1],
].map((result, i) => makeDraw({ issue: `2026010${4 - i}`, status: 'settled', result }));

describe('trend charts', () => {
  it('draw the hot and cold numbers, the missing counts and the runs of the last results', () => {
    renderWithProviders(<TrendCharts family="k3" draws={results} loading={false} />);
    expect(screen.getByText('From the last 4 draws.')).toBeTruthy();
    const hot = within(screen.getByTestId('trend-hot')).getAllByRole('listitem');
    expect(hot.map((item) => item.textContent)).toEqual(['1×3', '5×3', '6×3', '3×2', '2×1']);
    expect(within(screen.getByTestId('trend-cold')).getAllByRole('listitem')[0]?.textContent).toBe(
      '44 draws',
    );
    expect(screen.getByTestId('missing-4').textContent).toBe('4');
    expect(screen.getByTestId('missing-3').textContent).toBe('0');
    expect(screen.getByTestId('road-size').querySelectorAll('[data-value]')).toHaveLength(3);
    expect(screen.getByText('Big × 1 in a row')).toBeTruthy();
  });

  it('wait for results', () => {
    renderWithProviders(<TrendCharts family="ssc" draws={[]} loading={false} />);
    expect(screen.getByTestId('trend-empty')).toBeTruthy();
  });
});
