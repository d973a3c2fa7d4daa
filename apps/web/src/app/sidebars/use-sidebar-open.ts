import { useState } from 'react';

/** Narrower than the content (1280 px) and both bars: an open bar would cover the page's edge. */
const NARROW_QUERY = '(max-width: 1399px)';

/** Side bars start open on wide screens and folded on phones and laptops, where they would cover the content. */
export function useSidebarOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
    return !window.matchMedia(NARROW_QUERY).matches;
  });
  return [open, setOpen];
}
