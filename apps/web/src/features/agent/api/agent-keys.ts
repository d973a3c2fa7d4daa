import { useSession } from '../../../shell/session/session-store.ts';

/**
 * Query keys of the signed-in agent's centre. They carry the agent's id, so one account never sees
 * another's cached team; a sign-out may drop everything under the root.
 */
export const AGENT_QUERY_ROOT = ['agent'] as const;

type AgentId = number | null;
type Query = Record<string, unknown>;

export const agentKeys = {
  all: (agentId: AgentId) => [...AGENT_QUERY_ROOT, agentId] as const,
  announcements: (agentId: AgentId, language: string) =>
    [...AGENT_QUERY_ROOT, agentId, 'announcements', language] as const,
  overview: (agentId: AgentId, query: Query) => [...AGENT_QUERY_ROOT, agentId, 'overview', query] as const,
  downlines: (agentId: AgentId, query: Query) => [...AGENT_QUERY_ROOT, agentId, 'downlines', query] as const,
  links: (agentId: AgentId) => [...AGENT_QUERY_ROOT, agentId, 'links'] as const,
  registered: (agentId: AgentId, query: Query) =>
    [...AGENT_QUERY_ROOT, agentId, 'registered', query] as const,
  betting: (agentId: AgentId, query: Query) => [...AGENT_QUERY_ROOT, agentId, 'betting', query] as const,
  profitLoss: (agentId: AgentId, query: Query) =>
    [...AGENT_QUERY_ROOT, agentId, 'profit-loss', query] as const,
  transactions: (agentId: AgentId, query: Query) =>
    [...AGENT_QUERY_ROOT, agentId, 'transactions', query] as const,
};

/** The agent whose centre this is (the keys' owner). */
export const useAgentId = (): AgentId => useSession((state) => state.user?.id ?? null);
