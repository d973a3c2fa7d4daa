import { isAgentType } from '@portal/contracts/member';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../platform/app-error.ts';
import type { TreeService } from '../member/tree.service.ts';

/** Agent routes: a session of a real account (a trial one gets in_need_true_account). */
export const AGENT_ROUTE = { auth: 'session', realAccount: true } as const;
export const SECURITY = [{ token: [] }];

/**
 * The calling agent's account id: the session's account must be of an agent type (agent.only for a
 * player). A session is of the request's merchant, so another merchant's agent never gets this far.
 */
export function agentOf(req: FastifyRequest): number {
  const session = req.session as NonNullable<FastifyRequest['session']>;
  if (!isAgentType(session.accountType)) throw new AppError('agent.only');
  return session.accountId;
}

/**
 * The team a report reads: the caller's, or that of one of its members (agent.member.not.in.team for
 * any account not below the caller, whatever its merchant).
 */
export async function memberOfTeam(
  tree: TreeService,
  req: FastifyRequest,
  id: number | undefined,
  options: { self?: boolean } = {},
): Promise<number> {
  const callerId = agentOf(req);
  if (id === undefined || (id === callerId && options.self !== false)) return callerId;
  const depth = await tree.depthBelow(req.merchant.id, callerId, id);
  if (depth === null || depth === 0) throw new AppError('agent.member.not.in.team');
  return id;
}
