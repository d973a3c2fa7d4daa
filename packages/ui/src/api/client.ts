import type { EnvelopeOf } from '@portal/contracts/common';

/** A failed call: the catalogue code, the HTTP status and the server's message. */
export class ApiError extends Error {
  readonly code: string;
  readonly status: number;
  /** Details of a refusal the app acts on (a login's captcha indication); null mostly. */
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

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query;
  /**
   * A JSON body, an already encrypted envelope with its content type, or a multipart FormData
   * (sent as is: the browser writes the content type with its boundary).
   */
  body?: unknown;
  contentType?: string;
  /** Headers of this call only (the portal's device id on registration). */
  headers?: Record<string, string> | undefined;
};

function encodeBody(body: unknown): BodyInit {
  return body instanceof FormData ? body : JSON.stringify(body);
}

export type ApiClientOptions = {
  /** Written before every path: '' for the portal (its paths start with /wps), '/ops/v1' for the back office. */
  basePath?: string;
  /** The Authorization header's value, read on every call; null sends none. */
  authorization?: () => string | null;
  /** More headers, read on every call (the portal's Accept-Language). */
  headers?: () => Record<string, string>;
};

export type ApiClient = {
  /** Calls a same-origin API path and unwraps the envelope's value, or throws ApiError. */
  request: <T>(path: string, options?: RequestOptions) => Promise<T>;
  /** GETs a same-origin API path and unwraps the envelope's value, or throws ApiError. */
  get: <T>(path: string, query?: Query) => Promise<T>;
};

/** One app's client for the platform API: its base path and the headers it sends, over one envelope reader. */
export function createApiClient({ basePath = '', authorization, headers }: ApiClientOptions = {}): ApiClient {
  async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
    const sent: Record<string, string> = { Accept: 'application/json', ...headers?.(), ...options.headers };
    const token = authorization?.();
    if (token) sent.Authorization = token;
    const upload = options.body instanceof FormData;
    if (options.body !== undefined && !upload)
      sent['Content-Type'] = options.contentType ?? 'application/json';
    let response: Response;
    try {
      response = await fetch(buildUrl(basePath + path, options.query), {
        method: options.method ?? 'GET',
        headers: sent,
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
  const get = <T>(path: string, query?: Query) => request<T>(path, { query });
  return { request, get };
}
