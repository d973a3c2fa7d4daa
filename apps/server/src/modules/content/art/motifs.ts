import type { Motif } from '../../../db/seed/catalogue.ts';
import { darken, lighten, linearGradient, mix, radialGradient } from './svg.ts';

export type MotifColors = { accent: string; base: string };

export const MOTIFS: readonly Motif[] = [
  'gem',
  'dragon',
  'spade',
  'heart',
  'football',
  'fish',
  'rooster',
  'balls',
  'dice',
  'crown',
  'rocket',
  'temple',
  'coin',
  'star',
  'chip',
  'controller',
  'lotus',
];

/** Gradients the motifs paint with; ids are prefixed so several pictures can share a page. */
export function motifDefs(p: string, c: MotifColors): string {
  return [
    linearGradient(`${p}-metal`, [
      [0, lighten(c.accent, 0.55)],
      [0.45, c.accent],
      [1, darken(c.accent, 0.45)],
    ]),
    linearGradient(`${p}-body`, [
      [0, lighten(c.base, 0.35)],
      [1, darken(c.base, 0.35)],
    ]),
    linearGradient(`${p}-shine`, [
      [0, '#ffffff', 0.75],
      [1, '#ffffff', 0],
    ]),
    radialGradient(`${p}-ball`, [
      [0, '#ffffff'],
      [0.35, lighten(c.accent, 0.2)],
      [1, darken(c.accent, 0.35)],
    ]),
    radialGradient(`${p}-glow`, [
      [0, c.accent, 0.65],
      [0.5, c.accent, 0.2],
      [1, c.accent, 0],
    ]),
  ].join('');
}

const outline = (c: MotifColors) =>
  `stroke="${darken(c.base, 0.6)}" stroke-width="3" stroke-linejoin="round"`;

type Painter = (p: string, c: MotifColors) => string;

const gem: Painter = (p, c) =>
  `<g ${outline(c)}><polygon points="-62,-22 -34,-58 34,-58 62,-22 0,66" fill="url(#${p}-metal)"/>` +
  `<polygon points="-62,-22 62,-22 0,66" fill="${darken(c.accent, 0.2)}" opacity="0.55"/>` +
  `<polygon points="-34,-58 -14,-22 14,-22 34,-58" fill="#ffffff" opacity="0.35"/>` +
  `<polygon points="-14,-22 14,-22 0,66" fill="#ffffff" opacity="0.25"/></g>` +
  `<path d="M-40,-48 L-22,-48 L-30,-30 Z" fill="#ffffff" opacity="0.8"/>`;

const suit =
  (shape: string, color: string): Painter =>
  (p, c) =>
    `<g transform="rotate(-12)"><rect x="-52" y="-70" width="104" height="140" rx="12" fill="#fdfbf5" ${outline(c)}/>` +
    `<rect x="-44" y="-62" width="88" height="124" rx="8" fill="none" stroke="${c.accent}" stroke-width="2"/>` +
    `<path d="${shape}" fill="${color}"/>` +
    `<text x="-36" y="-38" font-size="20" font-weight="900" fill="${darken(c.accent, 0.3)}">A</text></g>` +
    `<rect x="-52" y="-70" width="104" height="60" rx="12" fill="url(#${p}-shine)" opacity="0.35" transform="rotate(-12)"/>`;

const SPADE =
  'M0,-38 C22,-14 40,0 26,20 C18,30 6,28 2,20 L10,42 L-10,42 L-2,20 C-6,28 -18,30 -26,20 C-40,0 -22,-14 0,-38 Z';
const HEART = 'M0,34 C-40,8 -40,-30 -18,-32 C-8,-33 -2,-26 0,-20 C2,-26 8,-33 18,-32 C40,-30 40,8 0,34 Z';

type Point = [number, number];
const DRAGON_BODY: ReadonlyArray<[Point, Point, Point, Point]> = [
  [
    [-80, 60],
    [-64, -6],
    [-14, 64],
    [6, 14],
  ],
  [
    [6, 14],
    [22, -26],
    [58, -14],
    [50, -44],
  ],
];
const DRAGON_PATH = 'M-80,60 C-64,-6 -14,64 6,14 C22,-26 58,-14 50,-44';

function bezier(
  [a, b, c, d]: readonly [Point, Point, Point, Point],
  t: number,
): { at: Point; normal: Point } {
  const u = 1 - t;
  const at: Point = [0, 1].map(
    (i) => u * u * u * a[i]! + 3 * u * u * t * b[i]! + 3 * u * t * t * c[i]! + t * t * t * d[i]!,
  ) as Point;
  const tangent = [0, 1].map(
    (i) => 3 * u * u * (b[i]! - a[i]!) + 6 * u * t * (c[i]! - b[i]!) + 3 * t * t * (d[i]! - c[i]!),
  );
  const len = Math.hypot(tangent[0]!, tangent[1]!) || 1;
  return { at, normal: [tangent[1]! / len, -tangent[0]! / len] };
}

/** Dorsal spikes along the body curve, pointing away from it. */
function dragonSpikes(fill: string): string {
  const spikes: string[] = [];
  for (const segment of DRAGON_BODY) {
    for (const t of [0.15, 0.35, 0.55, 0.75, 0.95]) {
      const { at, normal } = bezier(segment, t);
      const base = (side: number): string =>
        `${(at[0] + normal[0] * 9 + normal[1] * side * 6).toFixed(1)},${(at[1] + normal[1] * 9 - normal[0] * side * 6).toFixed(1)}`;
      const tip = `${(at[0] + normal[0] * 24).toFixed(1)},${(at[1] + normal[1] * 24).toFixed(1)}`;
      spikes.push(`<polygon points="${base(-1)} ${tip} ${base(1)}"/>`);
    }
  }
  return `<g fill="${fill}">${spikes.join('')}</g>`;
}

const dragon: Painter = (p, c) =>
  dragonSpikes(darken(c.accent, 0.25)) +
  `<path d="${DRAGON_PATH}" fill="none" stroke="${darken(c.accent, 0.55)}" stroke-width="32" stroke-linecap="round"/>` +
  `<path d="${DRAGON_PATH}" fill="none" stroke="url(#${p}-metal)" stroke-width="24" stroke-linecap="round"/>` +
  `<path d="${DRAGON_PATH}" fill="none" stroke="${lighten(c.accent, 0.55)}" stroke-width="8" stroke-dasharray="7 5" stroke-linecap="round" opacity="0.75" transform="translate(2 4)"/>` +
  `<path d="M-80,60 L-104,70 L-88,50 L-102,40 Z" fill="${darken(c.accent, 0.2)}" ${outline(c)}/>` +
  `<g transform="translate(52 -58)">` +
  `<path d="M-30,-4 C-36,-22 -18,-40 -2,-30 C-16,-40 -26,-50 -34,-44 C-30,-54 -8,-54 4,-36" fill="${darken(c.accent, 0.3)}" ${outline(c)}/>` +
  `<path d="M-4,-26 L-18,-56 L6,-30 M10,-28 L16,-58 L22,-26" fill="${lighten(c.accent, 0.45)}" ${outline(c)}/>` +
  `<path d="M-24,-6 C-24,-30 20,-34 38,-14 L48,-8 C50,0 44,4 36,2 L20,2 L40,12 C34,20 16,20 4,14 C-12,18 -26,10 -24,-6 Z" fill="url(#${p}-metal)" ${outline(c)}/>` +
  `<path d="M22,4 L26,9 L30,4" fill="#ffffff"/>` +
  `<ellipse cx="10" cy="-14" rx="7" ry="5.5" fill="#fff7d6"/><circle cx="12" cy="-14" r="3" fill="#111"/>` +
  `<path d="M40,-6 C56,-16 66,-6 76,-16 M36,8 C50,18 60,12 70,24" fill="none" stroke="${lighten(c.accent, 0.6)}" stroke-width="3" stroke-linecap="round"/></g>` +
  `<circle cx="-40" cy="-38" r="16" fill="url(#${p}-ball)"/><circle cx="-45" cy="-43" r="5" fill="#ffffff" opacity="0.8"/>`;

const football: Painter = (_p, c) => {
  const pent = (x: number, y: number, r: number) =>
    Array.from({ length: 5 }, (_, i) => {
      const a = -Math.PI / 2 + (i * 2 * Math.PI) / 5;
      return `${(x + Math.cos(a) * r).toFixed(1)},${(y + Math.sin(a) * r).toFixed(1)}`;
    }).join(' ');
  const spots = [
    [0, 0, 20],
    [0, -52, 14],
    [50, -16, 14],
    [30, 44, 14],
    [-30, 44, 14],
    [-50, -16, 14],
  ] as const;
  return (
    `<circle r="66" fill="#f8fafc" ${outline(c)}/>` +
    spots.map(([x, y, r]) => `<polygon points="${pent(x, y, r)}" fill="#1f2937"/>`).join('') +
    `<g stroke="#1f2937" stroke-width="3">${spots
      .slice(1)
      .map(([x, y]) => `<line x1="0" y1="0" x2="${x * 0.7}" y2="${y * 0.7}"/>`)
      .join('')}</g>` +
    `<ellipse cx="-22" cy="-30" rx="26" ry="14" fill="#ffffff" opacity="0.7" transform="rotate(-35 -22 -30)"/>` +
    `<ellipse cx="0" cy="78" rx="54" ry="8" fill="#000" opacity="0.3"/>`
  );
};

const fish: Painter = (p, c) =>
  `<path d="M54,0 L88,-30 L80,0 L88,30 Z" fill="${lighten(c.accent, 0.2)}" ${outline(c)}/>` +
  `<path d="M-70,0 C-50,-48 30,-52 60,0 C30,52 -50,48 -70,0 Z" fill="url(#${p}-metal)" ${outline(c)}/>` +
  `<path d="M-10,-40 C0,-64 24,-62 30,-36 Z" fill="${lighten(c.accent, 0.3)}" ${outline(c)}/>` +
  `<g fill="none" stroke="#ffffff" stroke-width="2" opacity="0.5"><path d="M-10,-20 a12,12 0 0,1 0,24"/><path d="M8,-22 a14,14 0 0,1 0,28"/><path d="M26,-18 a12,12 0 0,1 0,24"/></g>` +
  `<circle cx="-44" cy="-8" r="8" fill="#ffffff"/><circle cx="-46" cy="-8" r="4" fill="#0f172a"/>` +
  `<path d="M-58,-26 C-40,-40 -10,-42 10,-36" fill="none" stroke="#ffffff" stroke-width="4" opacity="0.6" stroke-linecap="round"/>` +
  `<g fill="#ffffff" opacity="0.55"><circle cx="-84" cy="-30" r="5"/><circle cx="-92" cy="-48" r="3.5"/><circle cx="-80" cy="-60" r="2.5"/></g>`;

const rooster: Painter = (p, c) =>
  `<g ${outline(c)}><path d="M20,-10 C60,-70 90,-20 70,30 C60,10 50,0 30,10 Z" fill="${darken(c.accent, 0.1)}"/>` +
  `<path d="M30,0 C80,-40 96,10 70,50 C60,30 46,24 30,28 Z" fill="#0f766e"/>` +
  `<ellipse cx="-4" cy="22" rx="52" ry="42" fill="url(#${p}-metal)"/>` +
  `<path d="M-40,-4 C-44,-40 -30,-62 -20,-62 C-6,-62 2,-40 -6,-10 Z" fill="${lighten(c.accent, 0.15)}"/>` +
  `<path d="M-34,-60 C-36,-78 -26,-80 -22,-68 C-20,-84 -8,-84 -10,-66 C-2,-78 8,-70 -4,-58 Z" fill="#e11d48"/>` +
  `<polygon points="-40,-46 -62,-40 -40,-34" fill="#f59e0b"/>` +
  `<path d="M-38,-32 C-44,-22 -36,-18 -32,-28 Z" fill="#e11d48"/>` +
  `<path d="M-20,66 L-24,84 M4,66 L8,84" stroke="#f59e0b" stroke-width="5" fill="none"/></g>` +
  `<circle cx="-26" cy="-46" r="3.5" fill="#111"/>`;

const balls: Painter = (p, c) => {
  const ball = (x: number, y: number, r: number, n: string, tint: string) =>
    `<circle cx="${x}" cy="${y}" r="${r}" fill="${tint}" ${outline(c)}/>` +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#${p}-ball)" opacity="0.55"/>` +
    `<circle cx="${x}" cy="${y}" r="${r * 0.5}" fill="#ffffff"/>` +
    `<text x="${x}" y="${y + r * 0.2}" font-size="${r * 0.55}" font-weight="900" text-anchor="middle" fill="#111827">${n}</text>`;
  return (
    ball(-44, 24, 38, '7', '#ef4444') + ball(44, 28, 34, '3', '#3b82f6') + ball(0, -30, 44, '8', c.accent)
  );
};

const dice: Painter = (_p, c) => {
  const die = (x: number, y: number, rot: number, pips: ReadonlyArray<[number, number]>, fill: string) =>
    `<g transform="translate(${x},${y}) rotate(${rot})"><rect x="-38" y="-38" width="76" height="76" rx="16" fill="${fill}" ${outline(c)}/>` +
    `<rect x="-34" y="-34" width="68" height="30" rx="12" fill="#ffffff" opacity="0.35"/>` +
    pips.map(([px, py]) => `<circle cx="${px}" cy="${py}" r="7" fill="${darken(c.base, 0.5)}"/>`).join('') +
    '</g>';
  return (
    die(
      -34,
      14,
      -14,
      [
        [-18, -18],
        [0, 0],
        [18, 18],
      ],
      '#fdfbf5',
    ) +
    die(
      40,
      -14,
      16,
      [
        [-18, -18],
        [18, -18],
        [-18, 18],
        [18, 18],
        [0, 0],
      ],
      lighten(c.accent, 0.6),
    )
  );
};

const crown: Painter = (p, c) =>
  `<g ${outline(c)}><path d="M-74,40 L-84,-40 L-40,-4 L0,-62 L40,-4 L84,-40 L74,40 Z" fill="url(#${p}-metal)"/>` +
  `<rect x="-78" y="36" width="156" height="26" rx="6" fill="${darken(c.accent, 0.2)}"/></g>` +
  `<circle cx="-84" cy="-44" r="9" fill="#ef4444"/><circle cx="0" cy="-68" r="11" fill="#22d3ee"/><circle cx="84" cy="-44" r="9" fill="#ef4444"/>` +
  `<circle cx="-40" cy="49" r="7" fill="#22c55e"/><circle cx="0" cy="49" r="8" fill="#ef4444"/><circle cx="40" cy="49" r="7" fill="#22c55e"/>` +
  `<path d="M-60,24 L-66,-16 L-40,8 Z" fill="#ffffff" opacity="0.4"/>`;

const rocket: Painter = (p, c) =>
  `<g transform="rotate(35)"><path d="M-14,56 C-10,90 10,90 14,56 Z" fill="#fbbf24"/><path d="M-8,56 C-6,76 6,76 8,56 Z" fill="#fef3c7"/>` +
  `<g ${outline(c)}><path d="M-24,30 L-46,62 L-20,52 Z M24,30 L46,62 L20,52 Z" fill="#ef4444"/>` +
  `<path d="M0,-84 C34,-50 30,20 22,56 L-22,56 C-30,20 -34,-50 0,-84 Z" fill="#f1f5f9"/>` +
  `<path d="M0,-84 C14,-70 22,-54 24,-40 L-24,-40 C-22,-54 -14,-70 0,-84 Z" fill="url(#${p}-metal)"/>` +
  `<circle cy="-8" r="15" fill="${lighten(c.accent, 0.3)}"/></g><circle cx="-5" cy="-13" r="5" fill="#ffffff" opacity="0.8"/></g>` +
  `<g fill="#ffffff" opacity="0.6"><circle cx="-70" cy="50" r="10"/><circle cx="-54" cy="66" r="7"/><circle cx="-84" cy="72" r="5"/></g>`;

const temple: Painter = (p, c) =>
  `<g ${outline(c)}><path d="M0,-86 L10,-56 L-10,-56 Z" fill="url(#${p}-metal)"/>` +
  `<path d="M-40,-30 L0,-60 L40,-30 L30,-30 L0,-50 L-30,-30 Z" fill="${darken(c.accent, 0.15)}"/>` +
  `<path d="M-64,0 L0,-44 L64,0 Z" fill="url(#${p}-metal)"/>` +
  `<path d="M-84,26 L0,-20 L84,26 Z" fill="${darken(c.accent, 0.1)}"/>` +
  `<rect x="-60" y="26" width="120" height="44" fill="${lighten(c.base, 0.25)}"/>` +
  `<rect x="-86" y="68" width="172" height="12" rx="3" fill="url(#${p}-metal)"/></g>` +
  `<g fill="${lighten(c.accent, 0.4)}"><rect x="-50" y="30" width="8" height="38"/><rect x="-24" y="30" width="8" height="38"/><rect x="16" y="30" width="8" height="38"/><rect x="42" y="30" width="8" height="38"/></g>` +
  `<path d="M-10,68 L-10,44 C-10,34 10,34 10,44 L10,68 Z" fill="${darken(c.base, 0.5)}"/>`;

const coin: Painter = (p, c) => {
  const face = (x: number, y: number, r: number) =>
    `<circle cx="${x}" cy="${y + 6}" r="${r}" fill="${darken(c.accent, 0.4)}"/>` +
    `<circle cx="${x}" cy="${y}" r="${r}" fill="url(#${p}-metal)" ${outline(c)}/>` +
    `<circle cx="${x}" cy="${y}" r="${r * 0.74}" fill="none" stroke="${lighten(c.accent, 0.5)}" stroke-width="3"/>` +
    `<path d="${starPath(x, y, r * 0.46, r * 0.2)}" fill="${lighten(c.accent, 0.6)}"/>`;
  return (
    face(-36, 30, 40) +
    face(40, 22, 36) +
    face(0, -28, 48) +
    `<ellipse cx="-16" cy="-52" rx="18" ry="8" fill="#ffffff" opacity="0.55"/>`
  );
};

function starPath(cx: number, cy: number, outer: number, inner: number): string {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    return `${(cx + Math.cos(a) * r).toFixed(1)},${(cy + Math.sin(a) * r).toFixed(1)}`;
  });
  return `M${pts.join(' L')} Z`;
}

const star: Painter = (p, c) =>
  `<circle r="84" fill="url(#${p}-glow)"/>` +
  `<path d="${starPath(0, 0, 78, 34)}" fill="url(#${p}-metal)" ${outline(c)}/>` +
  `<path d="${starPath(0, 0, 46, 20)}" fill="#ffffff" opacity="0.3"/>` +
  `<path d="${starPath(62, -58, 14, 5)}" fill="#ffffff"/><path d="${starPath(-66, 48, 10, 4)}" fill="#ffffff" opacity="0.8"/>`;

const chip: Painter = (p, c) => {
  const stripes = Array.from(
    { length: 8 },
    (_, i) => `<rect x="-9" y="-70" width="18" height="20" fill="#ffffff" transform="rotate(${i * 45})"/>`,
  );
  return (
    `<ellipse cx="8" cy="14" rx="70" ry="70" fill="#000" opacity="0.3"/>` +
    `<circle r="70" fill="${mix(c.accent, '#dc2626', 0.55)}" ${outline(c)}/>${stripes.join('')}` +
    `<circle r="48" fill="${darken(c.base, 0.1)}" stroke="#ffffff" stroke-width="3" stroke-dasharray="6 6"/>` +
    `<circle r="36" fill="url(#${p}-metal)"/>` +
    `<text y="12" font-size="34" font-weight="900" text-anchor="middle" fill="${darken(c.base, 0.5)}">$</text>`
  );
};

const controller: Painter = (p, c) =>
  `<path d="M-80,10 C-84,-30 -60,-44 -36,-36 L36,-36 C60,-44 84,-30 80,10 C78,46 56,60 40,40 L26,24 L-26,24 L-40,40 C-56,60 -78,46 -80,10 Z" fill="url(#${p}-body)" stroke="url(#${p}-metal)" stroke-width="5"/>` +
  `<g fill="${c.accent}"><rect x="-58" y="-10" width="30" height="10" rx="3"/><rect x="-48" y="-20" width="10" height="30" rx="3"/></g>` +
  `<circle cx="42" cy="-14" r="7" fill="#22c55e"/><circle cx="56" cy="0" r="7" fill="#ef4444"/><circle cx="28" cy="0" r="7" fill="#3b82f6"/><circle cx="42" cy="14" r="7" fill="#facc15"/>` +
  `<path d="M-70,-14 C-64,-28 -50,-32 -36,-28" stroke="#ffffff" stroke-width="4" fill="none" opacity="0.5" stroke-linecap="round"/>`;

const lotus: Painter = (p, c) => {
  const petal = (rot: number, len: number, fill: string) =>
    `<path d="M0,20 C-24,${-len * 0.4} -10,${-len} 0,${-len} C10,${-len} 24,${-len * 0.4} 0,20 Z" fill="${fill}" transform="rotate(${rot})" ${outline(c)}/>`;
  return (
    petal(-70, 64, darken(c.accent, 0.1)) +
    petal(70, 64, darken(c.accent, 0.1)) +
    petal(-38, 74, lighten(c.accent, 0.15)) +
    petal(38, 74, lighten(c.accent, 0.15)) +
    petal(0, 84, `url(#${p}-metal)`) +
    `<ellipse cx="0" cy="32" rx="70" ry="12" fill="${mix(c.base, '#22c55e', 0.5)}" opacity="0.9"/>`
  );
};

const PAINTERS: Record<Motif, Painter> = {
  gem,
  dragon,
  spade: suit(SPADE, '#161a2e'),
  heart: suit(HEART, '#d91e3a'),
  football,
  fish,
  rooster,
  balls,
  dice,
  crown,
  rocket,
  temple,
  coin,
  star,
  chip,
  controller,
  lotus,
};

/** The motif drawn around (0, 0), about 170 units across. */
export function renderMotif(motif: Motif, p: string, c: MotifColors): string {
  return PAINTERS[motif](p, c);
}
