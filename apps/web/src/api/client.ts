import type { EnvelopeOf } from '@portal/contracts/common';

/** A failed call: the catalogue code, the HTTP status and the server's message. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  /** Details of a refusal the portal acts on (a login's captcha indication); null mostly. */
  readonly value: unknown;

  constructor(code: string, status: number, message: string, value: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.value = value;
  }
}

export type Query = Record<string, string | number | undefined>;

let currentLanguage = 'en';
let currentToken: () => string | null = () => null;

/** Where calls read the session token from (the session store registers itself). */
export function setTokenSource(source: () => string | null): void {
  currentToken = source;
}

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

/** A refusal that did not come as an envelope (a proxy's limit): the closest catalogue code. */
function bareRefusal(status: number, upload: boolean): string {
  if (upload && status === 413) return 'upload.too.large';
  if (upload && status === 415) return 'upload.type';
  return status >= 200 && status < 300 ? 'unknown.error' : 'service.unavailable';
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Query;
  /**
   * A JSON body, an already encrypted envelope with its content type, or a multipart FormData
   * (sent as is: the browser writes the content type with its boundary).
   */
  body?: unknown;
  contentType?: string;
};

function encodeBody(body: unknown): BodyInit {
  return body instanceof FormData ? body : JSON.stringify(body);
}

/** Calls a same-origin API path and unwraps the envelope's value, or throws ApiError. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage,
  };
  const token = currentToken();
  if (token) headers.Authorization = token;
  const upload = options.body instanceof FormData;
  if (options.body !== undefined && !upload)
    headers['Content-Type'] = options.contentType ?? 'application/json';
  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      credentials: 'same-origin',
      ...(options.body !== undefined ? { body: encodeBody(options.body) } : {}),
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
  if (!isEnvelope(body))
    throw new ApiError(bareRefusal(response.status, upload), response.status, 'Unknown error');
  if (!response.ok || !body.success) {
    throw new ApiError(
      body.errorCode ?? 'unknown.error',
      response.status,
      body.message ?? 'Unknown error',
      body.value ?? null,
    );
  }
  return body.value as T;
}

/** GET a same-origin API path and unwrap the envelope's value, or throw ApiError. */
export function apiGet<T>(path: string, query?: Query): Promise<T> {
  return apiRequest<T>(path, { query });
}
