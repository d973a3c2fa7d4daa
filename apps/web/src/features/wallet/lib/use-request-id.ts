import { useRef } from 'react';
import { newRequestId } from '../api/request-id.ts';

/**
 * The requestId of a money submit (DESIGN.md section 4): a fresh one per submit, the same one when
 * the same request is sent again after it did not succeed (a lost answer, a network error), so the
 * platform applies it once. A success, or a different request, starts a new one.
 */
export function useRequestId() {
  const last = useRef<{ request: string; id: string } | null>(null);
  return {
    for(request: unknown): string {
      const key = JSON.stringify(request);
      if (last.current?.request === key) return last.current.id;
      const id = newRequestId();
      last.current = { request: key, id };
      return id;
    },
    succeeded(): void {
      last.current = null;
    },
  };
}
