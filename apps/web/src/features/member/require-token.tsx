import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../shell/session/session-store.ts';

/** Where a route that needs a session sends a visitor without one (spec section 4). */
export const LOGIN_PATH = '/login';

/**
 * Route guard of spec section 4: without a stored token an auth route (the lottery pages) goes to
 * /login. Wraps its children, or guards the child routes when used as a layout route element.
 */
export function RequireToken({ children }: { children?: ReactNode }) {
  const token = useSession((state) => state.token);
  const { pathname, search } = useLocation();
  if (!token) return <Navigate to={LOGIN_PATH} replace state={{ from: `${pathname}${search}` }} />;
  return children ?? <Outlet />;
}
