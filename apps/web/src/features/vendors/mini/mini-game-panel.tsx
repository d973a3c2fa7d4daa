import type { Game } from '@portal/contracts/games';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { refreshMoney } from '../../../shell/money/balance.ts';
import { useSession } from '../../../shell/session/session-store.ts';
import { MiniBoard } from './mini-board.tsx';
import styles from './mini-game.module.css';
import { openMiniSession } from './mini-game-api.ts';

/**
 * The mini game in its dialog over any page (decision 0045): a real account plays real money through a
 * launch token, a trial account the free trial's demo credit. The header's balance is read again after
 * every real-money round.
 */
export default function MiniGamePanel({ game }: { game: Game }) {
  const { t, i18n } = useTranslation('miniGame');
  const errorText = useApiErrorText();
  const trial = useSession((state) => state.isTrial);
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: ['games', 'mini', 'session', game.gameCode, trial],
    queryFn: () => openMiniSession(game, trial, i18n.language),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  if (session.isPending) return <p className={styles.loading}>{t('loading')}</p>;
  if (session.isError || !session.data.mini)
    return (
      <p className={styles.error} role="alert" data-testid="mini-game-error">
        {session.error ? errorText(session.error) : t('unavailable')}
      </p>
    );
  const { player, mini } = session.data;
  return (
    <MiniBoard
      player={player}
      info={mini}
      onBalance={() => {
        if (!player.trial) void refreshMoney(queryClient);
      }}
    />
  );
}
