import { escapeXml, estimateWidth, FONT } from './svg.ts';

/** Splits a title into at most two lines, breaking at the space nearest the middle. */
export function splitTitle(title: string, maxChars: number): string[] {
  if (title.length <= maxChars || !title.includes(' ')) return [title];
  const mid = title.length / 2;
  let best = -1;
  for (let i = 0; i < title.length; i++) {
    if (title[i] === ' ' && (best === -1 || Math.abs(i - mid) < Math.abs(best - mid))) best = i;
  }
  return [title.slice(0, best), title.slice(best + 1)];
}

type TitleOptions = {
  x: number;
  y: number;
  maxWidth: number;
  size: number;
  fill: string;
  stroke: string;
  lineGap?: number;
};

/**
 * Bold, outlined title: the stroke is painted under the fill so the letters keep their weight,
 * the way arcade logos read on any background.
 */
export function outlinedTitle(lines: readonly string[], o: TitleOptions): string {
  const widest = Math.max(...lines.map((l) => estimateWidth(l, o.size)));
  const size = Math.max(12, Math.min(o.size, Math.floor((o.size * o.maxWidth) / Math.max(widest, 1))));
  const gap = o.lineGap ?? size * 1.05;
  const top = o.y - ((lines.length - 1) * gap) / 2;
  return lines
    .map((line, i) => {
      const y = (top + i * gap).toFixed(1);
      const fit =
        estimateWidth(line, size) > o.maxWidth
          ? ` textLength="${o.maxWidth}" lengthAdjust="spacingAndGlyphs"`
          : '';
      const common = `x="${o.x}" y="${y}" ${FONT} font-size="${size}" font-weight="900" text-anchor="middle" dominant-baseline="middle"${fit}`;
      return (
        `<text ${common} fill="#000000" opacity="0.45" transform="translate(0 ${(size * 0.08).toFixed(1)})">${escapeXml(line)}</text>` +
        `<text ${common} fill="${o.fill}" stroke="${o.stroke}" stroke-width="${(size * 0.16).toFixed(1)}" stroke-linejoin="round" paint-order="stroke">${escapeXml(line)}</text>`
      );
    })
    .join('');
}
