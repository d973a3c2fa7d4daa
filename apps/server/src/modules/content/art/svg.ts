const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for element content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => ESCAPES[ch] ?? ch);
}

/** FNV-1a: a stable 32-bit hash so unknown codes always get the same picture. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Deterministic pseudo-random numbers in [0, 1) from a seed (mulberry32). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pick<T>(list: readonly T[], seed: number): T {
  return list[seed % list.length]!;
}

function channels(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.padEnd(6, '0');
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16) || 0) as [number, number, number];
}

/** Blends two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const ca = channels(a);
  const cb = channels(b);
  return `#${ca
    .map((v, i) =>
      Math.round(v + ((cb[i] ?? 0) - v) * t)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

export const lighten = (hex: string, t: number) => mix(hex, '#ffffff', t);
export const darken = (hex: string, t: number) => mix(hex, '#000000', t);

/** A colour from a hash, saturated enough to read as a brand colour. */
export function hashColor(seed: number): string {
  const hue = seed % 360;
  return hslToHex(hue, 0.7, 0.5);
}

function hslToHex(h: number, s: number, l: number): string {
  const k = (n: number) => (n + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return `#${[f(0), f(8), f(4)]
    .map((v) =>
      Math.round(v * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** 'MOON_ROCKET' or 'moon-rocket' to 'Moon Rocket'. */
export function titleFromCode(code: string): string {
  return code
    .split(/[_\-\s]+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1).toLowerCase())
    .join(' ');
}

/** A short id prefix so the gradients of two inlined pictures never clash. */
export function idPrefix(...parts: string[]): string {
  return `a${hashString(parts.join('|')).toString(36)}`;
}

export function svgDocument(
  width: number,
  height: number,
  defs: string,
  body: string,
  label: string,
): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"` +
    ` role="img" aria-label="${escapeXml(label)}"><title>${escapeXml(label)}</title><defs>${defs}</defs>${body}</svg>`
  );
}

export function linearGradient(
  id: string,
  stops: ReadonlyArray<[number, string, number?]>,
  vertical = true,
): string {
  const dir = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="1"';
  const s = stops.map(
    ([o, c, op]) =>
      `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
  );
  return `<linearGradient id="${id}" ${dir}>${s.join('')}</linearGradient>`;
}

export function radialGradient(id: string, stops: ReadonlyArray<[number, string, number?]>): string {
  const s = stops.map(
    ([o, c, op]) =>
      `<stop offset="${o}" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
  );
  return `<radialGradient id="${id}">${s.join('')}</radialGradient>`;
}

/** Rays fanning out from (cx, cy), drawn faintly behind a motif. */
export function sunburst(
  cx: number,
  cy: number,
  radius: number,
  rays: number,
  color: string,
  opacity: number,
): string {
  const parts: string[] = [];
  const step = (Math.PI * 2) / rays;
  for (let i = 0; i < rays; i++) {
    const a1 = i * step;
    const a2 = a1 + step / 2;
    const p = (a: number) =>
      `${(cx + Math.cos(a) * radius).toFixed(1)},${(cy + Math.sin(a) * radius).toFixed(1)}`;
    parts.push(`${cx},${cy} ${p(a1)} ${p(a2)}`);
  }
  return `<g fill="${color}" opacity="${opacity}">${parts.map((pts) => `<polygon points="${pts}"/>`).join('')}</g>`;
}

/** Soft out-of-focus light dots scattered by the seed. */
export function bokeh(seed: number, width: number, height: number, count: number, maxR: number): string {
  const rand = seededRandom(seed);
  const dots: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = (rand() * width).toFixed(1);
    const y = (rand() * height).toFixed(1);
    const r = (1.5 + rand() * maxR).toFixed(1);
    const o = (0.08 + rand() * 0.3).toFixed(2);
    dots.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="#ffffff" opacity="${o}"/>`);
  }
  return dots.join('');
}

/** Rough text width for layout; SVG cannot measure text without a renderer. */
export function estimateWidth(text: string, fontSize: number): number {
  return [...text].length * fontSize * 0.58;
}

export const FONT = `font-family="'Montserrat','Poppins','Segoe UI',Arial,sans-serif"`;
