/**
 * A game address the portal may frame: a path of this site, or an https address. Anything else
 * (javascript:, data:, plain http elsewhere, garbage) is refused with null.
 */
export function safeGameUrl(raw: string | null | undefined, origin = window.location.origin): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.origin === origin) return `${url.pathname}${url.search}${url.hash}`;
  return url.protocol === 'https:' ? url.href : null;
}

/** A path of this site (a launch of mode 'page', a back link), or null for anything that leaves it. */
export function portalPath(raw: string | null | undefined, origin = window.location.origin): string | null {
  const safe = safeGameUrl(raw, origin);
  return safe?.startsWith('/') ? safe : null;
}
