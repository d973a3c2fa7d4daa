import { useSearchParams } from 'react-router';
import { PlayerPage } from './player-page.tsx';
import { PlayerSearch } from './player-search.tsx';

/**
 * Players (issue 15): the search, and a player's page when the address names one (`?player=<id>`). The
 * search stays in the address too, so going back from a player finds the same results.
 */
export default function PlayersPage() {
  const [params, setParams] = useSearchParams();
  const playerId = Number(params.get('player'));
  const show = (player: number | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (player === null) next.delete('player');
      else next.set('player', String(player));
      return next;
    });
  if (Number.isSafeInteger(playerId) && playerId > 0)
    return <PlayerPage key={playerId} playerId={playerId} onBack={() => show(null)} onOpen={show} />;
  return <PlayerSearch onOpen={show} />;
}
