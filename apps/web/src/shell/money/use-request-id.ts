import { useRef } from 'react';
import { ApiError } from '../../api/client.ts';

/** The platform answered: the request was applied or refused, and a new submit is a new request. */
function isAnswered(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * The requestId of a money submit (DESIGN.md section 4): crypto.randomUUID() per submit, the same one
 * when the same request is sent again after its outcome stayed unknown (a network error, a lost
 * answer), so the platform applies it once. A success, a refusal or a different request starts anew.
 */
export function useRequestId() {
  const last = useRef<{ request: string; id: string } | null>(null);
  return {
    for(request: unknown): string {
      const key = JSON.stringify(request);
      if (last.current?.request === key) return last.current.id;
      const id = crypto.randomUUID();
      last.current = { request: key, id };
      return id;
    },
    settle(error?: unknown): void {
      if (error === undefined || isAnswered(error)) last.current = null;
    },
  };
}
