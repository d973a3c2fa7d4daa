import type { Vendor } from '@portal/contracts/games';
import { ROUTE_CATEGORIES } from '@portal/contracts/games';
import { FilterChips } from '@portal/ui/filter-chips.tsx';
import { categoryIcon } from '@portal/ui/icons.tsx';
import page from '@portal/ui/page.module.css';
import { PageHero } from '@portal/ui/page-hero.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useVendorLanes } from '../../../api/vendor-lanes.ts';
import { withTexts } from '../../../i18n/setup.ts';
import { lazyChunk } from '../../../shell/chunks/chunk-load.ts';
import { useGameList } from '../api/get-game-list.ts';
import { GameAnnouncements } from '../components/game-announcements.tsx';
import { GameGrid } from '../components/game-grid.tsx';
import { LotteryMenu } from '../components/lottery-menu.tsx';
import { Pagination } from '../components/pagination.tsx';
import { RoomList } from '../components/room-list.tsx';
import { VendorCard } from '../components/vendor-card.tsx';
import { useGameHost } from '../lib/game-host.ts';
import { filterFromSearch, withParam } from '../lib/list-filter.ts';
import { useVendorNames } from '../lib/vendor-names.ts';
import styles from './game-center-page.module.css';

// The live casino's hosts and the chat with them (decision 0044), with their texts, on /live only.
const LiveHosts = lazyChunk(withTexts(['chat'], () => import('../components/live-hosts.tsx')));

/** The lanes a category page shows: /elott carries both lottery categories (spec section 2). */
export function laneCategoriesFor(category: string): string[] {
  return category === 'ELOTT' ? ['ELOTT', 'LOTT'] : [category];
}

/**
 * GameCenter (spec section 2): a category's vendors as large cards (a click opens the vendor by the
 * launch rule), the PvP rooms beside them on /pvp, and the category's games below, by vendor.
 */
export default function GameCenterPage() {
  const { t } = useTranslation('gamecentre');
  const { launcher } = useGameHost();
  const { pathname } = useLocation();
  const [params, setParams] = useSearchParams();
  const path = `/${(pathname.split('/')[1] ?? '').toLowerCase()}`;
  const category = ROUTE_CATEGORIES[path] ?? 'RNG';
  const lanes = useVendorLanes();
  const vendorNames = useVendorNames();
  const wanted = laneCategoriesFor(category);
  const vendors: Vendor[] = (lanes.data ?? [])
    .filter((lane) => wanted.includes(lane.gameCategory))
    .flatMap((lane) => lane.vendors);
  // the games below are the category's own: filter them by the vendors of its own lane
  const listVendors = lanes.data?.find((lane) => lane.gameCategory === category)?.vendors ?? [];
  const filter = filterFromSearch(params, category);
  const list = useGameList({ ...filter, gameClassify: undefined, isNew: false, isJackpot: false });

  const setPage = (page: number) => setParams(withParam(params, 'page', page > 1 ? String(page) : undefined));

  return (
    <div className={page.page} data-testid="game-list-page">
      <PageHero
        icon={categoryIcon(category)}
        title={t(`category.${category}`, { defaultValue: category })}
        lead={t(`hero.${category}`, { defaultValue: t('hero.default') })}
      />

      <GameAnnouncements category={category} />
      {category === 'LIVE' ? (
        <Suspense fallback={null}>
          <LiveHosts />
        </Suspense>
      ) : null}
      <LotteryMenu category={category} />

      <div className={category === 'PVP' ? styles.withRooms : undefined}>
        <section className={styles.vendors} aria-label={t('games:center.vendors')}>
          {lanes.isPending
            ? Array.from({ length: 4 }, (_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders only
                <Skeleton key={index} height={96} radius="var(--radius-lg)" />
              ))
            : vendors.map((vendor) => (
                <VendorCard
                  key={`${vendor.gameType}-${vendor.vassalage}`}
                  vendor={vendor}
                  selected={filter.vassalage === vendor.vassalage}
                  onOpen={() => launcher.play(vendor)}
                />
              ))}
          {!lanes.isPending && vendors.length === 0 && (
            <p className={styles.muted}>{t('games:center.noVendors')}</p>
          )}
        </section>
        {category === 'PVP' && <RoomList />}
      </div>

      <section className={styles.games}>
        <h2 className={styles.heading}>
          {t('games:center.games')}
          {list.data && <span className={styles.count}>{t('list.count', { count: list.data.total })}</span>}
        </h2>
        {listVendors.length > 1 && (
          <FilterChips
            testId="vendor-chips"
            label={t('list.vendors')}
            allLabel={t('list.allVendors')}
            value={filter.vassalage ?? ''}
            options={listVendors.map((vendor) => ({ value: vendor.vassalage, label: vendor.displayName }))}
            onChange={(value) => setParams(withParam(params, 'vassalage', value))}
          />
        )}
        <GameGrid
          games={list.data?.content}
          loading={list.isPending}
          skeletons={12}
          vendorNames={vendorNames}
        />
        <Pagination page={filter.pageNo} totalPages={list.data?.totalPages ?? 0} onChange={setPage} />
      </section>
    </div>
  );
}
