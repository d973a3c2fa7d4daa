/** #14121f's relative luminance plus 0.05 (WCAG's flare term). */
const DARK_INK_LUMINANCE = 0.0568;

/**
 * The text colour that reads on top of a brand colour `hex` (WCAG relative luminance): the portal's
 * buttons in the merchant's colours, and the back office's previews of them.
 */
export function readableOn(hex: string): '#ffffff' | '#14121f' {
  const match = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return '#ffffff';
  const value = Number.parseInt(match[1], 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
  // the ink with the higher contrast ratio (WCAG): white's is 1.05 / (L + 0.05), the dark ink's (L + 0.05) / 0.057
  return (luminance + 0.05) / DARK_INK_LUMINANCE > 1.05 / (luminance + 0.05) ? '#14121f' : '#ffffff';
}
