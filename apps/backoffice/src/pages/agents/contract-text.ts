import type { ContractStatus } from '@portal/contracts/agent-contracts';

/** How a contract's state shows as a pill: offered and ending stand out, running is quiet green. */
export const STATE_PILL: Record<ContractStatus, string> = {
  requestNew: 'pending',
  success: 'live',
  requestTermination: 'pending',
  declined: 'ended',
  terminated: 'ended',
};

/** The states an operator may still end (the server's own list). */
export const LIVE_STATES: readonly ContractStatus[] = ['requestNew', 'success', 'requestTermination'];

/** The settlement job of each kind (decision 0027): the jobs screen's filter for its runs. */
export const KIND_JOB = {
  daily: 'contracts.daily',
  hourly: 'contracts.hourly',
  realtime: 'contracts.realtime',
  dividend: 'contracts.dividend',
} as const;
