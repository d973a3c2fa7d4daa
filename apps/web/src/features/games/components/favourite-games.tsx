import { useTranslation } from 'react-i18next';
import { useFavouriteList } from '../api/favourite-list.ts';
import { GAME_LIST_PAGE_SIZE } from '../lib/list-filter.ts';
import { useVendorNames } from '../lib/vendor-names.ts';
import { GameGrid } from './game-grid.tsx';
import { Pagination } from './pagination.tsx';

type Props = { page: number; onPage: (page: number) => void };

/** The Favourites tab: the member's favourite games, newest first, paged (MCSFE_getFavoriteGamesList). */
export function FavouriteGames({ page, onPage }: Props) {
  const { t } = useTranslation('gamecentre');
  const list = useFavouriteList(page, GAME_LIST_PAGE_SIZE);
  const vendorNames = useVendorNames();
  return (
    <div data-testid="favourite-games">
      <GameGrid
        games={list.data?.content}
        loading={list.isPending}
        skeletons={12}
        vendorNames={vendorNames}
        empty={{ title: t('mine.noFavourites'), hint: t('mine.noFavouritesHint') }}
      />
      <Pagination
        page={list.data?.pageNum ?? page}
        totalPages={list.data?.totalPages ?? 0}
        onChange={onPage}
      />
    </div>
  );
}
