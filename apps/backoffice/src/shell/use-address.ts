import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A screen's state in its address (merchant, tab, the item open): the parameters, and `show` that sets
 * some of them at once (an empty value drops one), so a reload or a shared link opens the same view.
 */
export function useAddress() {
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
  return { params, show };
}
