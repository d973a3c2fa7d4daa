import type { ReactNode } from 'react';
import { AgentLogin } from '../../features/auth/agent-login.tsx';
import { AgentWelcome } from '../../features/member/agent-welcome.tsx';
import { useSession } from '../../shell/session/session-store.ts';
import { useSessionBootState } from '../../shell/session/use-session-boot.ts';

/**
 * /agentHome, the agent page (spec sections 4 and 6): logged out, the agent login; an agent then
 * lands here on a welcome panel into the agent centre above the home page. Anyone else logged in sees
 * the home page only.
 */
export function AgentHomePage({ home }: { home: ReactNode }) {
  const user = useSession((state) => state.user);
  const isLogin = useSession((state) => state.isLogin);
  const isAgent = useSession((state) => state.isLogin && state.isAgent && !state.isTrial);
  const settled = useSessionBootState((state) => state.settled);
  if (!isLogin) return settled ? <AgentLogin /> : null;
  return (
    <>
      {isAgent && user ? <AgentWelcome name={user.nickname ?? user.account} /> : null}
      {home}
    </>
  );
}
