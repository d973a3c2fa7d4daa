import { Modal } from '@portal/ui/dialog/modal.tsx';
import { categoryIcon } from '@portal/ui/icons.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameList } from '../api/get-game-list.ts';
import { launchActions, useLaunchStore } from '../lib/launch-store.ts';
import { GameGrid } from './game-grid.tsx';
import { Pagination } from './pagination.tsx';
import styles from './vendor-games-dialog.module.css';

/** Games a page of the popup game list shows. */
export const VENDOR_GAMES_PAGE_SIZE = 12;

/** The popup game list of a vassalage group (spec section 2): the vendor's games, paged; cards launch. */
export function VendorGamesDialog() {
  const { t } = useTranslation('gamecentre');
  const vendor = useLaunchStore((state) => state.vendorGames);
  const [page, setPage] = useState(1);
  const list = useGameList(
    {
      gameType: vendor?.gameType ?? '',
      vassalage: vendor?.vassalage,
      pageNo: page,
      pageSize: VENDOR_GAMES_PAGE_SIZE,
    },
    { enabled: vendor !== null },
  );
  if (!vendor) return null;
  return (
    <Modal
      open
      size="lg"
      icon={categoryIcon(vendor.gameType)}
      title={vendor.name}
      closeLabel={t('actions.close', { ns: 'common' })}
      onClose={launchActions.closeVendorGames}
      testId="vendor-games"
    >
      <div className={styles.body}>
        {list.data && <p className={styles.count}>{t('list.count', { count: list.data.total })}</p>}
        <GameGrid games={list.data?.content} loading={list.isPending} skeletons={8} />
        <Pagination page={page} totalPages={list.data?.totalPages ?? 0} onChange={setPage} />
      </div>
    </Modal>
  );
}
