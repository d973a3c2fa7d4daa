/** The picture of an icon: the server's URL pattern with the icon's name as the file. */
export function iconPicture(icon: string, pattern?: string): string {
  // Member info carries the picture's address already; the icon call's choices are names.
  if (icon.startsWith('/')) return icon;
  const base =
    pattern && /\/[^/]+\.svg$/.test(pattern) ? pattern.replace(/[^/]+\.svg$/, '') : '/assets/art/icons/';
  return `${base}${encodeURIComponent(icon)}.svg`;
}
