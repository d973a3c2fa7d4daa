import type { WalletBalance } from '@portal/contracts/wallet.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useCentreStore } from '../centre/centre-store.ts';
import { messageKeys } from '../messages/unread.ts';
import { useModalStore } from '../modals/modal-store.ts';
import { BALANCE_KEY, REWARDS_KEY } from '../money/money-keys.ts';
import { useSession } from '../session/session-store.ts';
import { CHAT_KEY } from './chat-keys.ts';
import { openRealtime } from './realtime-client.ts';
import { useRealtimeState } from './realtime-state.ts';

/**
 * The portal's socket (decision 0041): open while a real account is logged in (spec section 6: socket
 * events only when logged in; trial accounts get none), closed at sign-out. Each event updates what is on
 * screen; none is needed for correctness, and while the socket is down the header balance is polled.
 * Call once, inside the router and the query client.
 */
export function useRealtime(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const token = useSession((state) => (state.isLogin && !state.isTrial ? state.token : null));

  useEffect(() => {
    if (!token) return;
    const onConnected = (connected: boolean) => {
      useRealtimeState.getState().setConnected(connected);
      // Readable from outside (the journeys, a support session): whether pushes arrive now.
      document.documentElement.dataset.realtime = connected ? 'on' : 'off';
    };
    return openRealtime(token, {
      onConnected,
      balance: (push) => {
        if (push.wallet === 'MAIN')
          queryClient.setQueryData<WalletBalance>(BALANCE_KEY, (old) =>
            old ? { ...old, balance: push.balance } : old,
          );
        // The deposit and withdrawal records on screen read their new states.
        void queryClient.invalidateQueries({ queryKey: ['payments'] });
      },
      notice: () => void queryClient.invalidateQueries({ queryKey: ['announcements'] }),
      rewards: () => void queryClient.invalidateQueries({ queryKey: REWARDS_KEY }),
      messages: () => void queryClient.invalidateQueries({ queryKey: messageKeys.root }),
      // a message, a read mark, a closing or the staff typing: the open chat reads its history again
      chat: () => void queryClient.invalidateQueries({ queryKey: CHAT_KEY }),
      'lottery.drawn': () => void queryClient.invalidateQueries({ queryKey: ['lottery'] }),
      'lottery.closed': () => void queryClient.invalidateQueries({ queryKey: ['lottery'] }),
      maintenance: () => void queryClient.invalidateQueries({ queryKey: ['system', 'status'] }),
      logout: () => {
        // The session ended elsewhere: this page signs out and says why.
        useCentreStore.getState().close();
        useSession.getState().clear();
        navigate('/');
        useModalStore.getState().open('login', { signedOut: true });
      },
    });
  }, [token, queryClient, navigate]);
}
