import { useEffect, useState } from 'react';

/**
 * What a chart (Recharts, in the back office and the portal's lazy report pages) needs from the design:
 * the tokens' colours as values and short axis amounts. It imports no chart library itself.
 */
const TOKENS = [
  '--c-primary',
  '--c-accent',
  '--c-success',
  '--c-danger',
  '--c-text',
  '--c-text-muted',
  '--c-border',
  '--c-surface-2',
] as const;
export type TokenColors = Record<(typeof TOKENS)[number], string>;

function read(): TokenColors {
  const style = getComputedStyle(document.documentElement);
  return Object.fromEntries(
    TOKENS.map((token) => [token, style.getPropertyValue(token).trim() || '#888888']),
  ) as TokenColors;
}

/**
 * The design tokens' colours as values: a chart draws with SVG attributes, which cannot read CSS
 * variables. Read again when the theme changes (the html element's data-theme).
 */
export function useTokenColors(): TokenColors {
  const [colors, setColors] = useState(read);
  useEffect(() => {
    const observer = new MutationObserver(() => setColors(read()));
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
    return () => observer.disconnect();
  }, []);
  return colors;
}

/** An axis label for minor units: major units, shortened (1.2k, 3.4M). */
export function compactMajor(minor: number): string {
  const major = minor / 100;
  const abs = Math.abs(major);
  if (abs >= 1e6) return `${(major / 1e6).toFixed(1)}M`;
  if (abs >= 1e3) return `${(major / 1e3).toFixed(1)}k`;
  return String(Math.round(major * 100) / 100);
}
