import type { OperatorLoginResult, OperatorTotpResult } from '@portal/contracts/operators.schema';
import { Secret, TOTP } from 'otpauth';

/*
 * The tests' authenticator app, shared by the server's tests (over app.inject) and the browser journeys
 * (over fetch): it imports nothing of the test harness, so a journey can use it beside a real server.
 */

/** What an operator API call answers. */
export type OpsAnswer = {
  success: boolean;
  value: unknown;
  errorCode: string | null;
  message: string | null;
};
/** One POST to the operator API with a JSON body. */
export type OpsPost = (path: string, body: unknown) => Promise<OpsAnswer>;

const PERIOD_MS = 30_000;

/** The RFC 6238 time step of an instant (ms). */
export const stepAt = (ms: number) => Math.floor(ms / PERIOD_MS);

/** The code an authenticator app shows for a secret at a time step (SHA-1, 6 digits, 30 s). */
export function totpCode(secret: string, step: number): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: 6,
    period: 30,
    timestamp: step * PERIOD_MS,
  });
}

/** The server's clock as the tests see it, and how they wait for it to reach an instant. */
export type AuthenticatorClock = { now: () => number; waitUntil: (ms: number) => Promise<void> };

const keyOf = (username: string) => username.trim().toLowerCase();

/**
 * Keeps each operator's secret (from its enrolment) and hands out codes the server has not accepted yet:
 * the current step's, or once that is used the next step's (the server takes one step either way), as
 * a person would. With both used it waits for the clock: the server's tests move their operator clock
 * forward, a journey sleeps.
 */
export function createAuthenticator(clock: AuthenticatorClock) {
  const accounts = new Map<string, { secret: string; lastStep: number; recoveryCodes: string[] }>();

  function account(username: string) {
    const found = accounts.get(keyOf(username));
    if (!found)
      throw new Error(`the tests hold no secret of ${username}: log it in with loginWithCode first`);
    return found;
  }

  return {
    /** Remembers a new secret (an enrolment), forgetting the operator's former one. */
    add(username: string, secret: string) {
      accounts.set(keyOf(username), { secret, lastStep: Number.NEGATIVE_INFINITY, recoveryCodes: [] });
    },
    knows: (username: string) => accounts.has(keyOf(username)),
    secretOf: (username: string) => account(username).secret,
    /** The recovery codes of the operator's enrolment. */
    recoveryCodes: (username: string) => account(username).recoveryCodes,
    keepRecoveryCodes(username: string, codes: string[]) {
      account(username).recoveryCodes = codes;
    },

    /** A code the server has not accepted yet, waiting for the clock when the window's are used. */
    async code(username: string): Promise<string> {
      const entry = account(username);
      const current = stepAt(clock.now());
      const step = Math.max(current, entry.lastStep + 1);
      if (step > current + 1) await clock.waitUntil((step - 1) * PERIOD_MS);
      entry.lastStep = step;
      return totpCode(entry.secret, step);
    },

    /** Marks the code of the current step as used (a test typed it by hand). */
    used(username: string, step = stepAt(clock.now())) {
      const entry = account(username);
      entry.lastStep = Math.max(entry.lastStep, step);
    },
  };
}

export type Authenticator = ReturnType<typeof createAuthenticator>;

function answerValue<T>(answer: OpsAnswer, step: string): T {
  if (!answer.success) throw new Error(`operator ${step} refused: ${answer.errorCode} ${answer.message}`);
  return answer.value as T;
}

/**
 * Logs an operator in as the back office does: the password, then, when the server asks, a code of its
 * app, or the first code of a new app when it must enrol (the authenticator keeps the new secret and
 * recovery codes). The session's token, and the recovery codes of an enrolment.
 */
export async function loginWithCode(
  post: OpsPost,
  authenticator: Authenticator,
  who: { username: string; password: string },
): Promise<{ token: string; recoveryCodes: string[] | null }> {
  const first = answerValue<OperatorLoginResult>(await post('/ops/v1/session/login', who), 'login');
  if (!('next' in first)) return { token: first.token, recoveryCodes: null };
  if (first.next === 'enrol') authenticator.add(who.username, first.secret);
  const code = await authenticator.code(who.username);
  const session = answerValue<OperatorTotpResult>(
    await post('/ops/v1/session/totp', { challenge: first.challenge, code }),
    'code',
  );
  if (session.recoveryCodes) authenticator.keepRecoveryCodes(who.username, session.recoveryCodes);
  return { token: session.token, recoveryCodes: session.recoveryCodes };
}
