import type {
  OperatorLoginResult,
  OperatorTotpBody,
  OperatorTotpResult,
} from '@portal/contracts/operators.schema';
import { AppError } from '../../platform/app-error.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limit.ts';
import { normaliseUsername, type OperatorCaller, type OperatorService } from './operator.service.ts';
import type { SecondFactorProof } from './operator-two-factor.ts';

/** Attempts from one address: passwords right or wrong, and wrong codes. */
export const OPERATOR_LOGINS_PER_IP: RateRule = { limit: 20, windowMs: 60_000 };
/** Failed logins (wrong passwords and wrong codes) of one username before only the operator's known addresses may keep trying. */
export const OPERATOR_FAILURES_PER_NAME = 10;
/**
 * Wrong codes of one operator before its codes are refused from every address for the window: whoever
 * types them knows the password, and a known address must not let it try a million codes.
 */
export const OPERATOR_CODE_FAILURES = 10;
const FAILURE_WINDOW: RateRule = { limit: Number.MAX_SAFE_INTEGER, windowMs: 15 * 60_000 };
/** A throttled caller is written to the audit log once per window, not once per attempt. */
const THROTTLE_NOTE: RateRule = { limit: 1, windowMs: 60_000 };

/** A code or a recovery code, exactly one of them. */
function proofOf(body: OperatorTotpBody): SecondFactorProof {
  if (body.code !== undefined && body.recoveryCode === undefined) return { code: body.code };
  if (body.recoveryCode !== undefined && body.code === undefined) return { recoveryCode: body.recoveryCode };
  throw new AppError('validation.failed', 'code, recoveryCode: give exactly one of them');
}

/**
 * Operator logins with their limits: per address, every attempt counts; per username, failures (wrong
 * passwords and wrong codes) count, and past the cap only addresses the operator has logged in from
 * before may keep trying, so an attacker can slow an operator's login down but not lock its owner out.
 * Wrong codes also have a cap of their own that no address is spared: only the password's holder can
 * reach it.
 */
export function createOperatorLogin(deps: { operators: OperatorService; limiter: RateLimiter }) {
  const { operators, limiter } = deps;
  const nameKey = (username: string) => `ops:login:fail:${username}`;
  const codeKey = (username: string) => `ops:login:code:${username}`;
  const ipKeyOf = (caller: OperatorCaller) => `ops:login:ip:${caller.ip}`;

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

  /**
   * Refuses the attempt when the address or the name has tried too often (see above). A password counts
   * toward the address's attempts whatever its outcome; a code only when wrong, so that a login with a
   * code costs the address one attempt, as one without does.
   */
  async function gate(caller: OperatorCaller, username: string, step: 'password' | 'code'): Promise<void> {
    const ipKey = ipKeyOf(caller);
    const allowed =
      step === 'password'
        ? (await limiter.hit(ipKey, OPERATOR_LOGINS_PER_IP)).allowed
        : (await limiter.peek(ipKey)) < OPERATOR_LOGINS_PER_IP.limit;
    if (!allowed) return refuseThrottled(caller, username);
    if (
      (await limiter.peek(nameKey(username))) >= OPERATOR_FAILURES_PER_NAME &&
      !(await operators.knownAddress(username, caller.ip))
    ) {
      return refuseThrottled(caller, username);
    }
  }

  /** Runs a login step: a session clears the name's failures; a refusal is counted by `counts`. */
  async function attempt<T extends object>(
    username: string,
    step: () => Promise<T>,
    counts: (code: string) => Promise<void>,
  ): Promise<T> {
    try {
      const result = await step();
      if ('token' in result) {
        await limiter.reset(nameKey(username));
        await limiter.reset(codeKey(username));
      }
      return result;
    } catch (error) {
      if (error instanceof AppError) await counts(error.code);
      throw error;
    }
  }

  return {
    async login(
      caller: OperatorCaller,
      body: { username: string; password: string },
    ): Promise<OperatorLoginResult> {
      const username = normaliseUsername(body.username);
      await gate(caller, username, 'password');
      return attempt(
        username,
        () => operators.login(caller, body),
        async (code) => {
          if (code === 'operator.login.invalid') await limiter.hit(nameKey(username), FAILURE_WINDOW);
        },
      );
    },

    /** The second step: a challenge's code, recovery code or first code of an enrolment. */
    async completeLogin(caller: OperatorCaller, body: OperatorTotpBody): Promise<OperatorTotpResult> {
      const proof = proofOf(body);
      const owner = await operators.challengeOwner(body.challenge);
      const username = owner?.username ?? '-';
      await gate(caller, username, 'code');
      if ((await limiter.peek(codeKey(username))) >= OPERATOR_CODE_FAILURES)
        return refuseThrottled(caller, username);
      return attempt(
        username,
        () => operators.completeLogin(caller, { challenge: body.challenge, proof }),
        async (code) => {
          if (code !== 'operator.totp.invalid' && code !== 'operator.challenge.invalid') return;
          await limiter.hit(ipKeyOf(caller), OPERATOR_LOGINS_PER_IP);
          if (code === 'operator.totp.invalid') {
            await limiter.hit(nameKey(username), FAILURE_WINDOW);
            await limiter.hit(codeKey(username), FAILURE_WINDOW);
          }
        },
      );
    },
  };
}

export type OperatorLogin = ReturnType<typeof createOperatorLogin>;
