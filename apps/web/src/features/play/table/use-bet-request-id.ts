import { useMemo, useRef } from 'react';
import { ApiError } from '../../../api/client.ts';
import { newRequestId } from '../shared/request-id.ts';

/** The vendor answered (a refusal): the bet did not happen, and the next submit is a new bet. */
function isAnswered(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * The requestId of a bet: a fresh one per bet, the same one when the same bet is sent again after its
 * outcome stayed unknown (a network failure, a 5xx), so the vendor settles it once. A success, a
 * refusal or a different bet starts a new one.
 */
export function useBetRequestId() {
  const last = useRef<{ request: string; id: string } | null>(null);
  return useMemo(
    () => ({
      for(request: unknown): string {
        const key = JSON.stringify(request);
        if (last.current?.request === key) return last.current.id;
        const id = newRequestId();
        last.current = { request: key, id };
        return id;
      },
      settle(error?: unknown): void {
        if (error === undefined || isAnswered(error)) last.current = null;
      },
    }),
    [],
  );
}

/** Any failure as an ApiError, so the page shows a catalogue text for it. */
export function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError('unknown.error', 0, error instanceof Error ? error.message : 'Unknown error');
}
