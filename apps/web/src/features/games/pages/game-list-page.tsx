import chip from '@portal/ui/chip.module.css';
import { FilterChips } from '@portal/ui/filter-chips.tsx';
import { categoryIcon, Icon } from '@portal/ui/icons.tsx';
import page from '@portal/ui/page.module.css';
import { PageHero } from '@portal/ui/page-hero.tsx';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useSystemStatus } from '../../../api/system-status.ts';
import { useVendorLanes } from '../../../api/vendor-lanes.ts';
import { useSession } from '../../../shell/session/session-store.ts';
import { useGameList } from '../api/get-game-list.ts';
import { useHotGames } from '../api/get-hot-games.ts';
import { FavouriteGames } from '../components/favourite-games.tsx';
import { GameAnnouncements } from '../components/game-announcements.tsx';
import { GameGrid } from '../components/game-grid.tsx';
import { type ListTab, ListTabs } from '../components/list-tabs.tsx';
import { Pagination } from '../components/pagination.tsx';
import { RecentGamesRow } from '../components/recent-games-row.tsx';
import { classifiesFor, filterFromSearch, GAME_LIST_PAGE_SIZE, withParam } from '../lib/list-filter.ts';
import { useSiteModule } from '../lib/site-modules.ts';
import { useVendorNames } from '../lib/vendor-names.ts';
import styles from './game-list-page.module.css';

const SEARCH_DELAY_MS = 400;
const toggleClass = `${chip.chip} ${chip.large}`;

function usePageParam() {
  const [params, setParams] = useSearchParams();
  const setPage = (page: number) => {
    setParams(withParam(params, 'page', page > 1 ? String(page) : undefined));
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };
  return { params, setParams, setPage };
}

/** The member's part of a list page: recent games and the switch to the favourites. */
type MineProps = { tab: ListTab; mine: ReactNode };

/** /hot: every hot game of the merchant, paged on the client (the call returns one list). */
function HotGameList({ tab, mine }: MineProps) {
  const { t } = useTranslation('gamecentre');
  const hot = useHotGames();
  const vendorNames = useVendorNames();
  const { params, setPage } = usePageParam();
  const games = hot.data ?? [];
  const totalPages = Math.max(1, Math.ceil(games.length / GAME_LIST_PAGE_SIZE));
  const page = Math.min(filterFromSearch(params, 'HOT').pageNo, totalPages);
  const shown = hot.data?.slice((page - 1) * GAME_LIST_PAGE_SIZE, page * GAME_LIST_PAGE_SIZE);

  return (
    <>
      <PageHero
        icon={categoryIcon('HOT')}
        title={t('category.HOT')}
        lead={t('hero.HOT')}
        aside={
          hot.data &&
          tab === 'all' && <span className={styles.count}>{t('list.count', { count: games.length })}</span>
        }
      />
      {mine}
      {tab === 'favourites' ? (
        <FavouriteGames page={filterFromSearch(params, 'HOT').pageNo} onPage={setPage} />
      ) : (
        <>
          <GameGrid games={shown} loading={hot.isPending} skeletons={12} vendorNames={vendorNames} />
          <Pagination page={page} totalPages={totalPages} onChange={setPage} />
        </>
      )}
    </>
  );
}

/** /rng and the configured game-list-centre types: server-paged games with filters in the URL. */
function FilteredGameList({ gameType, tab, mine }: MineProps & { gameType: string }) {
  const { t } = useTranslation('gamecentre');
  const { params, setParams, setPage } = usePageParam();
  const filter = filterFromSearch(params, gameType);
  const list = useGameList(filter);
  const lanes = useVendorLanes();
  const vendorNames = useVendorNames();
  const languages = useSystemStatus().data?.info.languages ?? [];
  const isSlots = gameType === 'RNG';
  const vendors = lanes.data?.find((lane) => lane.gameCategory === gameType)?.vendors ?? [];

  const [term, setTerm] = useState(filter.gameName ?? '');
  const urlTerm = filter.gameName ?? '';
  // back and forward change the URL under the field: follow it
  useEffect(() => setTerm((current) => (current.trim() === urlTerm ? current : urlTerm)), [urlTerm]);
  useEffect(() => {
    if (term.trim() === urlTerm) return;
    const timer = setTimeout(() => setParams(withParam(params, 'gameName', term.trim())), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [term, urlTerm, params, setParams]);

  const set = (key: string, value: string | undefined) => setParams(withParam(params, key, value));
  const toggle = (key: 'isNew' | 'isJackpot') => set(key, filter[key] ? undefined : '1');
  const title = t(`category.${gameType}`, { defaultValue: gameType });

  return (
    <>
      <PageHero
        icon={categoryIcon(gameType)}
        title={title}
        lead={t(`hero.${gameType}`, { defaultValue: t('hero.default') })}
        aside={
          list.data &&
          tab === 'all' && <span className={styles.count}>{t('list.count', { count: list.data.total })}</span>
        }
      />
      <GameAnnouncements category={gameType} />
      {mine}
      {tab === 'favourites' ? (
        <FavouriteGames page={filter.pageNo} onPage={setPage} />
      ) : (
        <>
          <div className={styles.toolbar}>
            <form
              className={styles.search}
              onSubmit={(event) => {
                event.preventDefault();
                set('gameName', term.trim());
              }}
            >
              <svg
                className={styles.searchIcon}
                viewBox="0 0 24 24"
                width="18"
                height="18"
                aria-hidden="true"
              >
                <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
                <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <input
                className={styles.searchInput}
                type="search"
                value={term}
                maxLength={60}
                placeholder={t('list.searchPlaceholder')}
                aria-label={t('list.search')}
                onChange={(event) => setTerm(event.target.value)}
                data-testid="game-search"
              />
            </form>
            {isSlots && (
              <div className={styles.toggles}>
                <button
                  type="button"
                  className={filter.isNew ? `${toggleClass} ${chip.active}` : toggleClass}
                  aria-pressed={filter.isNew}
                  onClick={() => toggle('isNew')}
                  data-testid="toggle-new"
                >
                  <Icon name="star" size={16} />
                  {t('list.new')}
                </button>
                <button
                  type="button"
                  className={filter.isJackpot ? `${toggleClass} ${chip.active}` : toggleClass}
                  aria-pressed={filter.isJackpot}
                  onClick={() => toggle('isJackpot')}
                  data-testid="toggle-jackpot"
                >
                  <Icon name="jackpot" size={16} />
                  {t('list.jackpot')}
                </button>
              </div>
            )}
          </div>

          {vendors.length > 0 && (
            <FilterChips
              testId="vendor-chips"
              label={t('list.vendors')}
              allLabel={t('list.allVendors')}
              value={filter.vassalage ?? ''}
              options={vendors.map((vendor) => ({
                value: vendor.vassalage,
                label: vendor.displayName,
              }))}
              onChange={(value) => set('vassalage', value)}
            />
          )}
          {isSlots && (
            <FilterChips
              testId="classify-chips"
              label={t('list.classify')}
              allLabel={t('list.allClassifies')}
              value={filter.gameClassify ?? ''}
              options={classifiesFor(languages).map((code) => ({
                value: code,
                label: t(`classify.${code}`),
              }))}
              onChange={(value) => set('gameClassify', value)}
            />
          )}

          <GameGrid
            games={list.data?.content}
            loading={list.isPending}
            skeletons={12}
            vendorNames={vendorNames}
          />
          <Pagination page={filter.pageNo} totalPages={list.data?.totalPages ?? 0} onChange={setPage} />
        </>
      )}
    </>
  );
}

/** The tab of a list page: the favourites need a logged-in member on a site that has them (GAMELOFAV3). */
function useListTab() {
  const [params, setParams] = useSearchParams();
  const isLogin = useSession((state) => state.isLogin);
  const favourites = useSiteModule('GAMELOFAV3') && isLogin;
  const tab: ListTab = favourites && params.get('tab') === 'favourites' ? 'favourites' : 'all';
  const setTab = (next: ListTab) => setParams(withParam(params, 'tab', next === 'all' ? undefined : next));
  const mine = isLogin ? (
    <>
      <RecentGamesRow />
      {favourites && <ListTabs tab={tab} onChange={setTab} />}
    </>
  ) : null;
  return { tab, mine };
}

/** GameListCenter (spec section 2): /hot, /rng and the /<type> pages of game-list-centre types. */
export default function GameListPage() {
  const { pathname } = useLocation();
  const segment = (pathname.split('/')[1] ?? '').toLowerCase();
  const { tab, mine } = useListTab();
  return (
    <div className={page.page} data-testid="game-list-page">
      {segment === 'hot' ? (
        <HotGameList tab={tab} mine={mine} />
      ) : (
        <FilteredGameList key={segment} gameType={segment.toUpperCase()} tab={tab} mine={mine} />
      )}
    </div>
  );
}
