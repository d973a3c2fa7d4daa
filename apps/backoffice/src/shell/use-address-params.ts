import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A screen's state in the address (its merchant, tab, open row): the parameters, and `show`, which sets
 * some of them and keeps the others; an empty value drops one.
 */
export function useAddressParams() {
  const [params, setParams] = useSearchParams();
  const show = useCallback(
    (next: Record<string, string>) =>
      setParams((current) => {
        const out = new URLSearchParams(current);
        for (const [key, value] of Object.entries(next)) {
          if (value) out.set(key, value);
          else out.delete(key);
        }
        return out;
      }),
    [setParams],
  );
  return [params, show] as const;
}
