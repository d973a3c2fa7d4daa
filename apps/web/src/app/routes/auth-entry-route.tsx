import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useModalStore } from '../../shell/modals/modal-store.ts';
import { useSession } from '../../shell/session/session-store.ts';
import { HomePage } from '../home/home-page.tsx';

export type AuthEntryMode = 'login' | 'register' | 'resetPassword';

/**
 * /login, /register and /resetPassword show the home page with their modal above it (spec section 2).
 * /login goes to / first; /resetPassword too, so the e-mailed token leaves the address bar and the
 * history. /register keeps its query string: the register modal reads the referral or affiliate code
 * from it, and closing the modal returns to /.
 */
export function AuthEntryRoute({ mode }: AuthEntryRouteProps) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const openModal = useModalStore((state) => state.open);
  const isLogin = useSession((state) => state.isLogin);
  const opened = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once, when the entry route is reached
  useEffect(() => {
    if (mode === 'login') {
      if (!isLogin) openModal('login');
      navigate('/', { replace: true });
    } else if (mode === 'resetPassword') {
      openModal('resetPassword', { token: new URLSearchParams(search).get('resetToken') });
      navigate('/', { replace: true });
    } else if (isLogin) {
      navigate('/', { replace: true });
    } else {
      openModal('register');
      opened.current = true;
    }
  }, []);

  return (
    <div data-auth-entry={mode}>
      <HomePage />
      {mode === 'register' ? <LeaveWhenClosed opened={opened} /> : null}
    </div>
  );
}

type AuthEntryRouteProps = { mode: AuthEntryMode };

/** Back to / once the register modal it opened is closed or swapped for the login modal, not after a registration. */
function LeaveWhenClosed({ opened }: { opened: { current: boolean } }) {
  const navigate = useNavigate();
  const current = useModalStore((state) => state.current);
  useEffect(() => {
    if (!opened.current || current === 'register') return;
    // A registration logs in and leads on by itself (to /promotions): only a visitor goes back to /.
    if (useSession.getState().isLogin) return;
    navigate('/', { replace: true });
  }, [current, opened, navigate]);
  return null;
}
