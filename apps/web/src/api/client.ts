import type { EnvelopeOf } from '@portal/contracts/common';

/** A failed call: the catalogue code, the HTTP status and the server's message. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;

  constructor(code: string, status: number, message: string) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
  }
}

export type Query = Record<string, string | number | undefined>;

let currentLanguage = 'en';

/** The language sent as Accept-Language on every call; kept in step with i18next. */
export function setApiLanguage(language: string): void {
  currentLanguage = language;
}

export function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

function isEnvelope(body: unknown): body is EnvelopeOf<unknown> {
  return typeof body === 'object' && body !== null && 'success' in body;
}

/** GET a same-origin API path and unwrap the envelope's value, or throw ApiError. */
export async function apiGet<T>(path: string, query?: Query): Promise<T> {
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      headers: { Accept: 'application/json', 'Accept-Language': currentLanguage },
      credentials: 'same-origin',
    });
  } catch {
    throw new ApiError('client.network.abnormal', 0, 'Network link is abnormal, please try again');
  }
  let body: unknown = null;
  try {
    body = await response.json();
  } catch {
    body = null;
  }
  if (!isEnvelope(body)) {
    throw new ApiError(
      response.ok ? 'unknown.error' : 'service.unavailable',
      response.status,
      'Unknown error',
    );
  }
  if (!response.ok || !body.success) {
    throw new ApiError(body.errorCode ?? 'unknown.error', response.status, body.message ?? 'Unknown error');
  }
  return body.value as T;
}
