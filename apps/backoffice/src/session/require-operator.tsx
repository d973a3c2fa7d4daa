import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { isSessionOver } from '../api/client.ts';
import { opsApi } from '../api/ops.ts';
import { useSession } from './session-store.ts';

/** Signed-in screens: without a session, the login page; a session the server has ended ends here too. */
export function RequireOperator() {
  const token = useSession((s) => s.token);
  const start = useSession((s) => s.start);
  const end = useSession((s) => s.end);
  const location = useLocation();
  // the operator behind the token, checked on arrival and kept fresh (a role changed by an admin shows)
  const me = useQuery({ queryKey: ['session', token], queryFn: opsApi.session, enabled: token !== null });
  useEffect(() => {
    if (me.data && token) start(token, me.data);
  }, [me.data, token, start]);
  useEffect(() => {
    if (isSessionOver(me.error)) end('expired');
  }, [me.error, end]);
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
