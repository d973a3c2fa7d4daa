let locks = 0;
let savedOverflow = '';

/**
 * Locks page scroll and returns the function that releases it. Nested locks are counted; the last
 * release restores exactly the overflow the page had before the first lock.
 */
export function lockScroll(): () => void {
  if (locks === 0) {
    savedOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
  }
  locks += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks === 0) document.body.style.overflow = savedOverflow;
  };
}
