import type { LazyNamespace } from './setup.ts';

/**
 * Error families whose texts load with their feature, not with the first page: a code under a prefix is
 * worded in that lazy namespace (as a top-level key, the code itself), never in `errors`. A feature's
 * error display looks in its namespace first (featureErrorNamespaces), then in `errors` for the codes
 * every call may answer (wallet.insufficient.funds, game.maintenance). `errors.test.ts` proves that
 * every portal code has an EN and a Thai text where it will be looked up.
 */
export const FEATURE_ERRORS: readonly { prefix: string; namespace: LazyNamespace }[] = [
  { prefix: 'lottery.', namespace: 'lottery' },
  { prefix: 'agent.', namespace: 'agent' },
  { prefix: 'contract.', namespace: 'agentContracts' },
  { prefix: 'deposit.', namespace: 'payments' },
  { prefix: 'withdraw.', namespace: 'payments' },
  { prefix: 'bank.', namespace: 'payments' },
  { prefix: 'payment.signature.', namespace: 'payments' },
  { prefix: 'seamless.', namespace: 'vendors' },
  { prefix: 'reward.', namespace: 'rewards' },
  { prefix: 'rebate.', namespace: 'vip' },
  { prefix: 'vip.', namespace: 'vip' },
  { prefix: 'signin.', namespace: 'engagement' },
  { prefix: 'wheel.', namespace: 'engagement' },
  { prefix: 'mission.', namespace: 'missions' },
  { prefix: 'points.', namespace: 'points' },
  { prefix: 'message.', namespace: 'messages' },
  { prefix: 'feedback.', namespace: 'messages' },
  { prefix: 'envelope.', namespace: 'redEnvelope' },
  { prefix: 'raffle.', namespace: 'promotions' },
  { prefix: 'chat.', namespace: 'chat' },
];

/** The lazy namespace that words a code, or null for the first page's `errors`. */
export function errorNamespaceOf(code: string): LazyNamespace | null {
  return FEATURE_ERRORS.find(({ prefix }) => code.startsWith(prefix))?.namespace ?? null;
}

/** The namespaces a feature's error display reads before `errors`. */
export function featureErrorNamespaces(namespace: LazyNamespace): LazyNamespace[] {
  return FEATURE_ERRORS.some((family) => family.namespace === namespace) ? [namespace] : [];
}
