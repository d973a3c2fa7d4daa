import type { EnvelopeOf } from '@portal/contracts/common';
import { ApiError, apiHeaders } from '../../../api/client.ts';

function isEnvelope(body: unknown): body is EnvelopeOf<unknown> {
  return typeof body === 'object' && body !== null && 'success' in body;
}

/** A refusal that did not come as an envelope (a proxy's size or type limit): the closest catalogue code. */
function bareRefusal(status: number): string {
  if (status === 413) return 'upload.too.large';
  if (status === 415) return 'upload.type';
  return status >= 200 && status < 300 ? 'unknown.error' : 'service.unavailable';
}

/**
 * POSTs a multipart form with the headers of every call. The browser writes the content type with its
 * boundary, which apiRequest (always JSON) cannot leave to it. Unwraps the envelope like apiRequest.
 */
export async function apiUpload<T>(path: string, form: FormData): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      headers: apiHeaders(),
      body: form,
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
  if (!isEnvelope(body)) throw new ApiError(bareRefusal(response.status), response.status, 'Unknown error');
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
