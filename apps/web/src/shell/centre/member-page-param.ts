import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useSession } from '../session/session-store.ts';
import { useSessionBootState } from '../session/use-session-boot.ts';
import { isMemberPage } from './centre-menus.ts';
import { useCentreStore } from './centre-store.ts';

/** The address parameter naming the member centre page to open (`?page=depositv2`). */
export const MEMBER_PAGE_PARAM = 'page';

/**
 * `?page=<member page>` opens (or switches) the centre once the session is known, then leaves the
 * address. Other values (the game lists' `?page=2`) are not ours and stay.
 */
export function useMemberPageParam(): void {
  const [params, setParams] = useSearchParams();
  const requested = params.get(MEMBER_PAGE_PARAM);
  const isLogin = useSession((state) => state.isLogin);
  const settled = useSessionBootState((state) => state.settled);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the requested page and the session only
  useEffect(() => {
    if (!isMemberPage(requested)) return;
    if (!isLogin && !settled) return;
    useCentreStore.getState().openMember(requested);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(MEMBER_PAGE_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [requested, isLogin, settled]);
}
