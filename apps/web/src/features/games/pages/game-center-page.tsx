import type { Vendor } from '@portal/contracts/games';
import { ROUTE_CATEGORIES } from '@portal/contracts/games';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useVendorLanes } from '../../../api/vendor-lanes.ts';
import { GameGrid } from '../../../ui/game/game-grid.tsx';
import { categoryIcon } from '../../../ui/icons.tsx';
import page from '../../../ui/page.module.css';
import { PageHero } from '../../../ui/page-hero.tsx';
import { Skeleton } from '../../../ui/skeleton.tsx';
import { useGameList } from '../api/get-game-list.ts';
import { Pagination } from '../components/pagination.tsx';
import { VendorCard } from '../components/vendor-card.tsx';
import { filterFromSearch, withParam } from '../lib/list-filter.ts';
import { useVendorNames } from '../lib/vendor-names.ts';
import styles from './game-center-page.module.css';

/** The lanes a category page shows: /elott carries both lottery categories (spec section 2). */
export function laneCategoriesFor(category: string): string[] {
  return category === 'ELOTT' ? ['ELOTT', 'LOTT'] : [category];
}

/** GameCenter (spec section 2): a category's vendors as large cards and its games below. */
export default function GameCenterPage() {
  const { t } = useTranslation('games');
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
  const filter = filterFromSearch(params, category);
  const list = useGameList({ ...filter, gameClassify: undefined, isNew: false, isJackpot: false });

  const selectVendor = (vassalage: string) =>
    setParams(withParam(params, 'vassalage', filter.vassalage === vassalage ? undefined : vassalage));
  const setPage = (page: number) => setParams(withParam(params, 'page', page > 1 ? String(page) : undefined));

  return (
    <div className={page.page} data-testid="game-list-page">
      <PageHero
        icon={categoryIcon(category)}
        title={t(`category.${category}`, { defaultValue: category })}
        lead={t(`hero.${category}`, { defaultValue: t('hero.default') })}
      />

      <section className={styles.vendors} aria-label={t('center.vendors')}>
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
                onSelect={() => selectVendor(vendor.vassalage)}
              />
            ))}
        {!lanes.isPending && vendors.length === 0 && <p className={styles.muted}>{t('center.noVendors')}</p>}
      </section>

      <section className={styles.games}>
        <h2 className={styles.heading}>
          {t('center.games')}
          {list.data && <span className={styles.count}>{t('list.count', { count: list.data.total })}</span>}
        </h2>
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
