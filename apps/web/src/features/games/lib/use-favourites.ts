import type { Game } from '@portal/contracts/games';
import { FAVOURITE_THROTTLE_MS } from '@portal/contracts/games';
import { useQueryClient } from '@tanstack/react-query';
import { useModalStore } from '../../../shell/modals/modal-store.ts';
import { useSession } from '../../../shell/session/session-store.ts';
import { addFavourite } from '../api/add-favourite.ts';
import { useFavouriteIds } from '../api/favourite-ids.ts';
import { myGamesKeys } from '../api/games-keys.ts';
import { removeFavourite } from '../api/remove-favourite.ts';

/** What a favourite action did: only 'added' and 'removed' called the server. */
export type FavouriteChange = 'added' | 'removed' | 'skipped' | 'throttled' | 'login';

// one change per second for the whole page, as the server allows one per account (spec section 9)
let lastChangeAt = Number.NEGATIVE_INFINITY;

/** Tests start each case with a fresh throttle. */
export function resetFavouriteThrottle(): void {
  lastChangeAt = Number.NEGATIVE_INFINITY;
}

/**
 * The member's favourites (spec section 4): the list of node ids is read once, a change shows at
 * once and is rolled back if the server refuses it, an add of a favourite is skipped, and at most
 * one change goes out per second. Visitors get the login popup.
 */
export function useFavourites() {
  const client = useQueryClient();
  const memberId = useSession((state) => state.user?.id);
  const ids = useFavouriteIds().data ?? [];
  const key = myGamesKeys.favouriteIds(memberId);
  const current = () => client.getQueryData<number[]>(key) ?? [];

  const change = (game: Game, adding: boolean): FavouriteChange => {
    if (!useSession.getState().isLogin) {
      useModalStore.getState().open('login');
      return 'login';
    }
    if (current().includes(game.nodeId) === adding) return 'skipped';
    const now = Date.now();
    if (now - lastChangeAt < FAVOURITE_THROTTLE_MS) return 'throttled';
    lastChangeAt = now;
    const { nodeId } = game;
    const apply = (add: boolean) =>
      client.setQueryData<number[]>(key, (list = []) =>
        add ? (list.includes(nodeId) ? list : [...list, nodeId]) : list.filter((id) => id !== nodeId),
      );
    apply(adding);
    const call = adding
      ? addFavourite({ nodeId, vendor: game.vassalage, gameType: game.gameType })
      : removeFavourite(nodeId);
    call.then(
      (list) => {
        client.setQueryData(key, list);
        void client.invalidateQueries({ queryKey: myGamesKeys.favouriteLists(memberId) });
      },
      // undo this change only: another one may have happened meanwhile
      () => apply(!adding),
    );
    return adding ? 'added' : 'removed';
  };

  return {
    ids,
    add: (game: Game) => change(game, true),
    remove: (game: Game) => change(game, false),
    toggle: (game: Game) => change(game, !current().includes(game.nodeId)),
  };
}
