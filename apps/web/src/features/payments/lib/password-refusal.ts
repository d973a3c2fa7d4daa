import { ApiError } from '@portal/ui/api/client.ts';

export type PasswordRefusal =
  | { kind: 'incorrect'; remaining: number | null }
  | { kind: 'locked'; lockedUntil: string | null }
  | null;

/**
 * What a refused payment password says beyond its code: the tries left before the lock
 * (payment.password.incorrect {remaining}) or the end of the lock (payment.password.locked {lockedUntil}).
 */
export function passwordRefusal(error: unknown): PasswordRefusal {
  if (!(error instanceof ApiError)) return null;
  const value = (typeof error.value === 'object' && error.value !== null ? error.value : {}) as Record<
    string,
    unknown
  >;
  if (error.code === 'payment.password.incorrect') {
    return { kind: 'incorrect', remaining: typeof value.remaining === 'number' ? value.remaining : null };
  }
  if (error.code === 'payment.password.locked') {
    return { kind: 'locked', lockedUntil: typeof value.lockedUntil === 'string' ? value.lockedUntil : null };
  }
  return null;
}
