const pad = (value: number) => String(value).padStart(2, '0');

/** Spec section 2: the marquee clock reads d/m/Y H:i:s (23/11/2026 06:05:09) in local time. */
export function formatClock(date: Date): string {
  const day = `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()}`;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
