import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useModalStore } from '../../../shell/modals/modal-store.ts';
import { makeAnnouncement } from '../../../test/game-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { NoticeMarquee } from './notice-marquee.tsx';

beforeEach(() => {
  vi.useFakeTimers();
  // the web tests run with TZ=UTC, so local time is UTC here
  vi.setSystemTime(new Date('2026-11-23T06:05:09Z'));
});
afterEach(() => {
  vi.useRealTimers();
  useModalStore.getState().close();
});

describe('notice marquee', () => {
  it('shows a d/m/Y H:i:s clock that ticks every second', () => {
    renderWithProviders(<NoticeMarquee notices={[]} />);
    expect(screen.getByTestId('marquee-clock')).toHaveProperty('textContent', '23/11/2026 06:05:09');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('marquee-clock')).toHaveProperty('textContent', '23/11/2026 06:05:10');
    act(() => vi.advanceTimersByTime(51_000));
    expect(screen.getByTestId('marquee-clock')).toHaveProperty('textContent', '23/11/2026 06:06:01');
  });

  it('scrolls the player notice titles and opens the notice list on click', () => {
    renderWithProviders(
      <NoticeMarquee
        notices={[
          makeAnnouncement({ id: 1, title: 'Server upgrade' }),
          makeAnnouncement({ id: 2, title: 'New bonus' }),
        ]}
      />,
    );
    const marquee = screen.getByTestId('notice-marquee');
    expect(marquee.textContent).toContain('Server upgrade');
    expect(marquee.textContent).toContain('New bonus');
    fireEvent.click(marquee);
    expect(useModalStore.getState().current).toBe('notice');
  });
});
