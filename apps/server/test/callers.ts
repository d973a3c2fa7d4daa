import { answerOf, call, freshIp, newPlayer, type Player } from './money-helpers.ts';
import { OPS, ops, opsLogin } from './ops-helpers.ts';
import type { TestApp } from './test-app.ts';

/**
 * Every kind of caller of the platform, logged in: the portal's visitor, free-trial account, player and
 * agents of siam, a player of lucky, and the demo operators. The fuzzer and the role matrix call every
 * route as each of them.
 */
export type PortalCaller = 'visitor' | 'trial' | 'player' | 'agent' | 'otherAgent' | 'foreignPlayer';
export type OperatorCaller = 'viewer' | 'finance' | 'admin';

export type Callers = {
  tokens: Partial<Record<PortalCaller | OperatorCaller, string>>;
  /** The siam agent with a downline (`downline`), and the downline member's username. */
  agent: Player;
  downline: Player;
  /** Logs a caller in again when its session ended (a fuzzed logout, a password change, a lock). */
  refresh: (who: PortalCaller | OperatorCaller) => Promise<void>;
};

/** Whether a caller's token still opens its session (a call that needs it and changes nothing). */
async function alive(t: TestApp, who: PortalCaller | OperatorCaller, token: string | undefined) {
  if (!token) return who === 'visitor';
  if (who === 'viewer' || who === 'finance' || who === 'admin') {
    return (await ops(t, 'GET', '/ops/v1/session', undefined, { token })).statusCode === 200;
  }
  const merchant = who === 'foreignPlayer' ? 'lucky' : 'siam';
  const res = await call(t, 'GET', '/wps/v2/wallets/balance', undefined, { token, merchant });
  return res.statusCode === 200;
}

export async function loginCallers(t: TestApp, opening = 1_000_000): Promise<Callers> {
  const tokens: Callers['tokens'] = {};
  const agent = await newPlayer(t, { type: 1, balance: opening });
  const downline = await newPlayer(t, { parent: agent.username, balance: opening });
  let player = downline;
  const login: Record<PortalCaller | OperatorCaller, () => Promise<string | undefined>> = {
    visitor: async () => undefined,
    trial: async () =>
      answerOf<{ token: string }>(
        await call(t, 'POST', '/wps/session/login/freeplay', { platform: 'W' }, { ip: freshIp() }),
      ).token,
    player: async () => {
      player = await newPlayer(t, { balance: opening });
      return player.token;
    },
    agent: async () => {
      const res = await call(
        t,
        'POST',
        '/wps/session/loginV2',
        { username: agent.username, password: agent.password },
        { ip: freshIp(), merchant: 'siam' },
      );
      return answerOf<{ token: string }>(res).token;
    },
    otherAgent: async () => (await newPlayer(t, { type: 1, balance: opening })).token,
    foreignPlayer: async () => (await newPlayer(t, { merchant: 'lucky', balance: opening })).token,
    viewer: () => opsLogin(t, OPS.siamviewer),
    finance: () => opsLogin(t, OPS.finance),
    admin: () => opsLogin(t, OPS.admin),
  };
  const refresh = async (who: PortalCaller | OperatorCaller) => {
    if (await alive(t, who, tokens[who])) return;
    tokens[who] = await login[who]();
  };
  for (const who of Object.keys(login) as Array<PortalCaller | OperatorCaller>)
    tokens[who] = await login[who]();
  return { tokens, agent, downline, refresh };
}
