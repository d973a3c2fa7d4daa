import type { LoginResult } from '@portal/contracts/auth';
import { useSession } from '../../shell/session/session-store.ts';

/** Where a successful login leads (spec section 4). */
export type LoginOutcome = 'changePassword' | 'agentHome' | 'home';

/**
 * Stores a login's token and user (the logged-in state) and says what comes next: the forced
 * change-password modal for a default or expired password, /agentHome for an agent-page login,
 * else home. A first login raises the session's first-login flag (first-login announcements).
 */
export function completeLogin(result: LoginResult, options: { agentPage?: boolean } = {}): LoginOutcome {
  const session = useSession.getState();
  session.setToken(result.token);
  session.setUser(result.user);
  if (result.firstTimeLogin) session.markFirstLogin();
  if (result.passwordExpired || result.user.mustChangePassword) return 'changePassword';
  return options.agentPage && result.user.isAgent ? 'agentHome' : 'home';
}
