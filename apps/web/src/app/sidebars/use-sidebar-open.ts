import { useState } from 'react';

const PHONE_QUERY = '(max-width: 768px)';

/** Side bars start open on wide screens and folded on phones, where they would cover the content. */
export function useSidebarOpen(): [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(() => {
    if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
    return !window.matchMedia(PHONE_QUERY).matches;
  });
  return [open, setOpen];
}
