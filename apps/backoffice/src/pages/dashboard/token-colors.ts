import { useEffect, useState } from 'react';

const TOKENS = [
  '--c-primary',
  '--c-accent',
  '--c-success',
  '--c-danger',
  '--c-text-muted',
  '--c-border',
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
