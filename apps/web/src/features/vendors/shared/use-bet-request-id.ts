import { useMemo, useRef } from 'react';
import { isUncertain } from './game-error.ts';
import { newRequestId } from './request-id.ts';

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
        if (error === undefined || !isUncertain(error)) last.current = null;
      },
    }),
    [],
  );
}
