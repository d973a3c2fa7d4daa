// Logging in as the portal does in production: the body encrypted with the platform's payload key
// (DESIGN.md 5), with the portal's own encryption code. Used by the orchestrator (one login for the
// session target's token) and by the login load process (a fresh envelope per request).
import { randomInt } from 'node:crypto';
import { ENCRYPTED_CONTENT_TYPE } from '@portal/contracts/encrypted';
import type { PayloadPublicKey } from '@portal/contracts/encrypted.schema';
import { encryptPayload } from '../apps/web/src/api/encrypt-payload.ts';

export const LOGIN_PATH = '/wps/session/loginV2';

/** The seeded demo account of the default merchant. */
export const DEMO_CREDENTIALS = { username: 'demo', password: 'Demo@2026' } as const;

export type Credentials = { username: string; password: string };

/** The public key the platform serves in `GET /wps/system/status` (value.info.payloadKey). */
export async function fetchPayloadKey(base: string): Promise<PayloadPublicKey> {
  const response = await fetch(`${base}/wps/system/status`, {
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  const text = await response.text();
  let key: Partial<PayloadPublicKey> | undefined;
  try {
    const body = JSON.parse(text) as { value?: { info?: { payloadKey?: Partial<PayloadPublicKey> } } };
    key = body.value?.info?.payloadKey;
  } catch {
    key = undefined;
  }
  if (response.status !== 200 || typeof key?.kid !== 'string' || typeof key.jwk !== 'object') {
    throw new Error(
      `GET /wps/system/status answered ${response.status} without value.info.payloadKey: ${text.slice(0, 300)}`,
    );
  }
  return key as PayloadPublicKey;
}

/**
 * A client address in 10.0.0.0/8. The platform trusts X-Forwarded-For from 127.0.0.1 in the bench, so
 * each login counts against its own address, not against the 30 logins per minute of one.
 */
export function randomClientAddress(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** The request of one login: a fresh envelope, since the platform refuses a nonce it has seen. */
export async function loginRequest(
  key: PayloadPublicKey,
  credentials: Credentials,
  clientAddress: string,
): Promise<RequestInit> {
  const envelope = await encryptPayload(key.jwk, key.kid, credentials);
  return {
    method: 'POST',
    headers: {
      accept: 'application/json',
      'content-type': ENCRYPTED_CONTENT_TYPE,
      'x-forwarded-for': clientAddress,
    },
    body: JSON.stringify(envelope),
  };
}

/** The platform's answer to a login: the session token, or the error code of a refusal. */
export function readLoginAnswer(text: string): { token: string | null; errorCode: string | null } {
  try {
    const body = JSON.parse(text) as { success?: unknown; value?: { token?: unknown }; errorCode?: unknown };
    const token = body.success === true && typeof body.value?.token === 'string' ? body.value.token : null;
    return { token, errorCode: typeof body.errorCode === 'string' ? body.errorCode : null };
  } catch {
    return { token: null, errorCode: null };
  }
}

/**
 * Logs in once and returns the session token; throws with the platform's answer when refused. `headers`
 * add to the request's (a `merchant` header when the host name would resolve another merchant).
 */
export async function logIn(
  base: string,
  key: PayloadPublicKey,
  credentials: Credentials,
  headers: Record<string, string> = {},
): Promise<string> {
  const init = await loginRequest(key, credentials, randomClientAddress());
  const response = await fetch(`${base}${LOGIN_PATH}`, {
    ...init,
    headers: { ...(init.headers as Record<string, string>), ...headers },
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  const { token } = readLoginAnswer(text);
  if (response.status !== 200 || token === null) {
    throw new Error(
      `POST ${LOGIN_PATH} as ${credentials.username} answered ${response.status}: ${text.slice(0, 300)}`,
    );
  }
  return token;
}
