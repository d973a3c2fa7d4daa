import type { OperatorLoginResult } from '@portal/contracts/operators.schema';
import { AppError } from '../../platform/app-error.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limit.ts';
import { normaliseUsername, type OperatorCaller, type OperatorService } from './operator.service.ts';

/** Attempts from one address, right or wrong. */
export const OPERATOR_LOGINS_PER_IP: RateRule = { limit: 20, windowMs: 60_000 };
/** Failed logins of one username before only the operator's known addresses may keep trying. */
export const OPERATOR_FAILURES_PER_NAME = 10;
const FAILURE_WINDOW: RateRule = { limit: Number.MAX_SAFE_INTEGER, windowMs: 15 * 60_000 };
/** A throttled caller is written to the audit log once per window, not once per attempt. */
const THROTTLE_NOTE: RateRule = { limit: 1, windowMs: 60_000 };

/**
 * Operator logins with their limits: per address, every attempt counts; per username, failures count,
 * and past the cap only addresses the operator has logged in from before may keep trying, so an
 * attacker can slow an operator's login down but not lock its owner out.
 */
export function createOperatorLogin(deps: { operators: OperatorService; limiter: RateLimiter }) {
  const { operators, limiter } = deps;
  const nameKey = (username: string) => `ops:login:fail:${username}`;

  async function refuseThrottled(caller: OperatorCaller, username: string): Promise<never> {
    const note = await limiter.hit(`ops:login:noted:${caller.ip}:${username}`, THROTTLE_NOTE);
    if (note.allowed) {
      await operators.audit.record(
        { operatorId: null, operatorName: username, ...caller },
        { action: 'session.login.refused', target: null, merchantId: null, detail: { reason: 'throttled' } },
      );
    }
    throw new AppError('too.many.requests');
  }

  return {
    async login(
      caller: OperatorCaller,
      body: { username: string; password: string },
    ): Promise<OperatorLoginResult> {
      const username = normaliseUsername(body.username);
      const byIp = await limiter.hit(`ops:login:ip:${caller.ip}`, OPERATOR_LOGINS_PER_IP);
      if (!byIp.allowed) return refuseThrottled(caller, username);
      if (
        (await limiter.peek(nameKey(username))) >= OPERATOR_FAILURES_PER_NAME &&
        !(await operators.knownAddress(username, caller.ip))
      ) {
        return refuseThrottled(caller, username);
      }
      try {
        const result = await operators.login(caller, body);
        await limiter.reset(nameKey(username));
        return result;
      } catch (error) {
        if (error instanceof AppError && error.code === 'operator.login.invalid')
          await limiter.hit(nameKey(username), FAILURE_WINDOW);
        throw error;
      }
    },
  };
}

export type OperatorLogin = ReturnType<typeof createOperatorLogin>;
