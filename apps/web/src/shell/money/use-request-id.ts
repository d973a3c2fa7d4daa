import { ApiError } from '@portal/ui/api/client.ts';
import { useMemo, useRef } from 'react';

/** The platform answered with a refusal: the request was not applied, and never will be. */
function isDefinite(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * The requestId of a money submit (DESIGN.md section 4, decision 0010), its idempotency key. The key
 * is kept until the request's outcome is known (a success, or a refusal) and the form then changes:
 * a retry after a lost answer, a network error or a 5xx sends the same key, and so does a changed form
 * whose last request may still have been applied, so the platform moves the money at most once.
 */
export function useRequestId() {
  const last = useRef<{ request: string; id: string; known: boolean } | null>(null);
  return useMemo(
    () => ({
      for(request: unknown): string {
        const key = JSON.stringify(request);
        const current = last.current;
        if (current && (!current.known || current.request === key)) {
          last.current = { ...current, request: key };
          return current.id;
        }
        const id = crypto.randomUUID();
        last.current = { request: key, id, known: false };
        return id;
      },
      /** After the answer: no error is a success; an error that is not a refusal leaves the outcome unknown. */
      settle(error?: unknown): void {
        if (last.current && (error === undefined || isDefinite(error))) last.current.known = true;
      },
    }),
    [],
  );
}
