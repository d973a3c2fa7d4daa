import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeAnnouncement } from '../../../test/game-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { BannerCarousel } from './banner-carousel.tsx';

afterEach(() => vi.restoreAllMocks());

const banners = [
  makeAnnouncement({ id: 1, title: 'External', linkageType: 'URL', url: 'https://partner.example/offer' }),
  makeAnnouncement({ id: 2, title: 'Route', linkageType: 'ROUTE', url: '/promotions' }),
  makeAnnouncement({ id: 3, title: 'Game', linkageType: 'GAME', url: 'LIVE:baccarat' }),
  makeAnnouncement({ id: 4, title: 'Plain', linkageType: 'NONE', url: null }),
];

async function slideFor(title: string) {
  const heading = (await screen.findAllByText(title))[0];
  const slide = heading?.closest('[data-testid="banner-slide"]');
  if (!(slide instanceof HTMLElement)) throw new Error(`no slide for ${title}`);
  return slide;
}

describe('banner carousel', () => {
  it('loops with several banners and opens each target by its linkageType', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderWithProviders(<BannerCarousel banners={banners} loading={false} />);
    expect(await screen.findByTestId('banner-carousel')).toBeTruthy();
    await screen.findAllByTestId('banner-slide');
    expect(document.querySelector('[data-loop]')?.getAttribute('data-loop')).toBe('true');

    fireEvent.click(await slideFor('External'));
    expect(open).toHaveBeenCalledWith('https://partner.example/offer', '_blank', 'noopener,noreferrer');
    expect(screen.getByTestId('location').textContent).toBe('/');

    fireEvent.click(await slideFor('Plain'));
    expect(screen.getByTestId('location').textContent).toBe('/');

    fireEvent.click(await slideFor('Route'));
    expect(screen.getByTestId('location').textContent).toBe('/promotions');

    fireEvent.click(await slideFor('Game'));
    expect(screen.getByTestId('location').textContent).toBe('/live');
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('writes the headline, the sub-line as text and a call to action over the picture', async () => {
    const offer = makeAnnouncement({
      id: 5,
      title: 'Weekend Cup',
      content: '<p>Every <strong>big</strong> match</p>',
      imageUrl: '/assets/art/banners/cup.svg',
      linkageType: 'ROUTE',
      url: '/sports',
    });
    renderWithProviders(<BannerCarousel banners={[offer, banners[3]!]} loading={false} />);
    const slide = await slideFor('Weekend Cup');
    expect(slide.textContent).toBe('Weekend CupEvery big matchSee more');
    expect(slide.querySelector('img')?.getAttribute('src')).toBe('/assets/art/banners/cup.svg');
    // a banner that leads nowhere offers no call to action
    expect((await slideFor('Plain')).textContent).not.toContain('See more');
  });

  it('does not loop a single banner', async () => {
    renderWithProviders(<BannerCarousel banners={[banners[1]!]} loading={false} />);
    expect(await screen.findAllByTestId('banner-slide')).toHaveLength(1);
    expect(document.querySelector('[data-loop]')?.getAttribute('data-loop')).toBe('false');
  });

  it('shows nothing when there are no banners', () => {
    renderWithProviders(<BannerCarousel banners={[]} loading={false} />);
    expect(screen.queryByTestId('banner-carousel')).toBeNull();
  });
});
