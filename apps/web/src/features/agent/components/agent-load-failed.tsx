import { LoadFailed } from '@portal/ui/load-failed.tsx';
import { featureErrorNamespaces } from '../../../i18n/feature-errors.ts';

const AGENT_ERRORS = featureErrorNamespaces('agent');

type AgentLoadFailedProps = { error: unknown; onRetry: () => void; testId: string };

/** Why a part of an agent page did not load, worded with the agent codes (agent.member.not.in.team), and a retry. */
export function AgentLoadFailed(props: AgentLoadFailedProps) {
  return <LoadFailed {...props} errorNamespaces={AGENT_ERRORS} />;
}
