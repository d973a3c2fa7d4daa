import type { Game } from '@portal/contracts/games';
import { useTranslation } from 'react-i18next';
import { useFavourites } from '../lib/use-favourites.ts';
import { FavouriteHeart } from './favourite-heart.tsx';

/** The heart of a game card (logged in only; the game layer decides when it shows). */
export function FavouriteToggle({ game }: { game: Game }) {
  const { t } = useTranslation('games');
  const favourites = useFavourites();
  const pressed = favourites.ids.includes(game.nodeId);
  return (
    <FavouriteHeart
      pressed={pressed}
      label={t(pressed ? 'favourite.remove' : 'favourite.add')}
      onToggle={() => favourites.toggle(game)}
    />
  );
}
