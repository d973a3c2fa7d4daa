/** #14121f's relative luminance plus 0.05 (WCAG's flare term). */
const DARK_INK_LUMINANCE = 0.0568;

/**
 * The text colour that reads on top of a brand colour `hex` (#rgb or #rrggbb, an alpha ignored): the one
 * of white and the dark ink with the higher WCAG contrast ratio. The portal's buttons in the merchant's
 * colours, the back office's previews of them, and the payment page.
 */
export function readableOn(hex: string): '#ffffff' | '#14121f' {
  const match = /^#?([0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(hex.trim());
  if (!match?.[1]) return '#ffffff';
  const digits = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1].slice(0, 6);
  const value = Number.parseInt(digits, 16);
  const channel = (shift: number) => {
    const c = ((value >> shift) & 0xff) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0);
  // white's ratio is 1.05 / (L + 0.05), the dark ink's (L + 0.05) / its own
  return (luminance + 0.05) / DARK_INK_LUMINANCE > 1.05 / (luminance + 0.05) ? '#14121f' : '#ffffff';
}
