import type { Game } from '@portal/contracts/games';
import { Icon, type IconName } from '@portal/ui/icons.tsx';
import page from '@portal/ui/page.module.css';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useAnnouncements } from '../../api/announcements.ts';
import { useSystemStatus } from '../../api/system-status.ts';
import { BannerCarousel } from '../../features/content/components/banner-carousel.tsx';
import { NoticeMarquee } from '../../features/content/components/notice-marquee.tsx';
import { useGameList } from '../../features/games/api/get-game-list.ts';
import { useHotGames } from '../../features/games/api/get-hot-games.ts';
import { useWinners } from '../../features/games/api/get-winners.ts';
import { GameSection } from '../../features/games/components/game-section.tsx';
import { JackpotCounter } from '../../features/games/components/jackpot-counter.tsx';
import { WinnerBoard } from '../../features/games/components/winner-board.tsx';
import { useVendorNames } from '../../features/games/lib/vendor-names.ts';
import { lazyChunk } from '../../shell/chunks/chunk-load.ts';
import styles from './home-page.module.css';
import { useDelay } from './use-delay.ts';

// below the fold: the QR code library loads after first paint
const AppDownloadBlock = lazyChunk(() =>
  import('../../features/content/components/app-download-block.tsx').then((module) => ({
    default: module.AppDownloadBlock,
  })),
);

/** Spec section 9: the home game lists load with page size 6, their requests 300 ms apart. */
export const HOME_LIST_SIZE = 6;
export const HOME_REQUEST_GAP_MS = 300;

/** The home page: composes the home, games and content features (app/ is where features meet). */
export function HomePage() {
  const { t } = useTranslation('home');
  const status = useSystemStatus();
  const announcements = useAnnouncements('B');
  const hot = useHotGames();
  const newReady = useDelay(HOME_REQUEST_GAP_MS);
  const jackpotReady = useDelay(HOME_REQUEST_GAP_MS * 2);
  const newRng = useGameList(
    { gameType: 'RNG', isNew: true, pageNo: 1, pageSize: HOME_LIST_SIZE },
    { enabled: newReady },
  );
  const jackpotRng = useGameList(
    { gameType: 'RNG', isJackpot: true, pageNo: 1, pageSize: HOME_LIST_SIZE },
    { enabled: jackpotReady },
  );
  const winners = useWinners();
  const vendorNames = useVendorNames();

  const sections: {
    key: string;
    testId: string;
    icon: IconName;
    moreTo: string;
    games: Game[] | undefined;
    loading: boolean;
  }[] = [
    {
      key: 'hot',
      testId: 'section-hot',
      icon: 'fire',
      moreTo: '/hot',
      games: hot.data?.slice(0, HOME_LIST_SIZE),
      loading: hot.isPending,
    },
    {
      key: 'newRng',
      testId: 'section-new-rng',
      icon: 'star',
      moreTo: '/rng',
      games: newRng.data?.content,
      loading: newRng.isPending,
    },
    {
      key: 'jackpotRng',
      testId: 'section-jackpot-rng',
      icon: 'jackpot',
      moreTo: '/rng',
      games: jackpotRng.data?.content,
      loading: jackpotRng.isPending,
    },
  ];

  const banners = announcements.data?.banners.find((group) => group.groupName === 'w_home')?.list ?? [];
  const info = status.data?.info;

  return (
    <div className={page.page}>
      <BannerCarousel banners={banners} loading={announcements.isPending} />
      <NoticeMarquee notices={announcements.data?.player ?? []} />
      <div className={styles.layout}>
        <div className={styles.main}>
          <JackpotCounter />
          {sections.map((section) => (
            <GameSection
              key={section.testId}
              testId={section.testId}
              title={t(`sections.${section.key}`)}
              icon={<Icon name={section.icon} size={18} />}
              moreTo={section.moreTo}
              games={section.games}
              loading={section.loading}
              vendorNames={vendorNames}
            />
          ))}
        </div>
        <aside className={styles.side}>
          <WinnerBoard winners={winners.data} loading={winners.isPending} />
          <Suspense fallback={<Skeleton height={150} radius="var(--radius-xl)" />}>
            <AppDownloadBlock
              resources={info?.resources ?? []}
              faviconUrl={info?.brand.faviconUrl}
              brandName={info?.brand.name}
            />
          </Suspense>
        </aside>
      </div>
    </div>
  );
}
