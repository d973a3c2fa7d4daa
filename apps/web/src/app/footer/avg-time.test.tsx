import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../i18n/setup.ts';
import { AVG_BAR_MAX, AVG_BAR_MIN, AvgTime, secureIntBetween } from './avg-time.tsx';

describe('secureIntBetween', () => {
  it('stays within 180..194 and reaches both ends', () => {
    const seen = new Set<number>();
    for (let i = 0; i < 3000; i += 1) seen.add(secureIntBetween(AVG_BAR_MIN, AVG_BAR_MAX));
    expect(Math.min(...seen)).toBe(180);
    expect(Math.max(...seen)).toBe(194);
    expect(seen.size).toBe(15);
  });
});

describe('AvgTime', () => {
  afterEach(cleanup);
  const i18n = createI18n('en');

  it('shows deposit 3 min and withdraw 5 min with bars between 180 and 194, fixed for the mount', () => {
    for (let round = 0; round < 20; round += 1) {
      const { rerender, unmount } = render(
        <I18nextProvider i18n={i18n}>
          <AvgTime />
        </I18nextProvider>,
      );
      const deposit = screen.getByTestId('avg-time-deposit');
      const withdraw = screen.getByTestId('avg-time-withdraw');
      expect(deposit.textContent).toContain('3');
      expect(withdraw.textContent).toContain('5');
      const values = screen.getAllByRole('meter').map((meter) => Number(meter.getAttribute('aria-valuenow')));
      expect(values).toHaveLength(2);
      for (const value of values) {
        expect(value).toBeGreaterThanOrEqual(180);
        expect(value).toBeLessThanOrEqual(194);
      }
      rerender(
        <I18nextProvider i18n={i18n}>
          <AvgTime />
        </I18nextProvider>,
      );
      const again = screen.getAllByRole('meter').map((meter) => Number(meter.getAttribute('aria-valuenow')));
      expect(again).toEqual(values);
      unmount();
    }
  });
});
