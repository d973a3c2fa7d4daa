import { useEffect, useState } from 'react';

/** False until `ms` milliseconds after mount, then true; 0 is true at once. */
export function useDelay(ms: number): boolean {
  const [ready, setReady] = useState(ms <= 0);
  useEffect(() => {
    if (ms <= 0) return;
    const timer = setTimeout(() => setReady(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return ready;
}
