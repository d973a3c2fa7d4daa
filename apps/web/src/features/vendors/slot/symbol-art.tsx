import type { SlotSymbol } from '@portal/contracts/vendors.schema';
import { type ReactNode, useId } from 'react';
import { CREATURE_GLYPHS } from './creature-glyphs.tsx';
import type { SlotPalette } from './slot-themes.ts';

/** Paint references of one drawing (ids are unique per drawing: many symbols share the page). */
export type Paint = { hi: string; lo: string; gold: string; shine: string; palette: SlotPalette };

const GLYPHS: Record<string, (p: Paint) => ReactNode> = {
  coin: (p) => (
    <g>
      <circle cx="50" cy="50" r="40" fill={p.gold} stroke="#7a4a00" strokeWidth="3" />
      <circle cx="50" cy="50" r="31" fill="none" stroke="#8a5a00" strokeWidth="2.5" opacity="0.7" />
      <rect
        x="40"
        y="40"
        width="20"
        height="20"
        rx="2"
        fill={p.palette.reel[1]}
        stroke="#7a4a00"
        strokeWidth="2.5"
      />
      {[0, 90, 180, 270].map((turn) => (
        <rect
          key={turn}
          x="47"
          y="22"
          width="6"
          height="11"
          rx="2"
          fill="#8a5a00"
          opacity="0.75"
          transform={`rotate(${turn} 50 50)`}
        />
      ))}
      <ellipse cx="36" cy="30" rx="10" ry="5" fill="#fff" opacity="0.35" transform="rotate(-30 36 30)" />
    </g>
  ),
  dragon: (p) => (
    <g strokeLinecap="round" strokeLinejoin="round">
      <path d="M18 84 C6 62 38 58 34 42 S46 14 64 22" fill="none" stroke={p.hi} strokeWidth="15" />
      <path
        d="M18 84 C6 62 38 58 34 42 S46 14 64 22"
        fill="none"
        stroke={p.palette.ink}
        strokeWidth="2"
        strokeDasharray="3 7"
        opacity="0.5"
      />
      {[
        [22, 68],
        [30, 52],
        [38, 34],
        [50, 20],
      ].map(([x, y]) => (
        <path key={`${x}-${y}`} d={`M${x} ${y} l-9 -4 l5 9 z`} fill={p.gold} />
      ))}
      <path
        d="M58 14 Q70 8 86 18 Q92 24 88 30 L76 34 Q64 36 58 28 Z"
        fill={p.hi}
        stroke={p.palette.ink}
        strokeWidth="2"
      />
      <path d="M62 14 L56 3 L68 11 M70 12 L70 1 L77 12" fill="none" stroke={p.gold} strokeWidth="3.5" />
      <circle cx="72" cy="20" r="3.6" fill="#fff" />
      <circle cx="73" cy="20" r="1.8" fill={p.palette.ink} />
      <path d="M84 30 Q94 40 88 52 M80 33 Q84 48 74 56" fill="none" stroke={p.gold} strokeWidth="2.2" />
      <path d="M78 28 L90 26" stroke={p.palette.ink} strokeWidth="2" />
    </g>
  ),
  phoenix: (p) => (
    <g strokeLinejoin="round">
      <path
        d="M50 58 C30 50 12 40 6 16 C22 28 34 30 46 40 Z"
        fill={p.hi}
        stroke={p.palette.ink}
        strokeWidth="2"
      />
      <path
        d="M50 58 C70 50 88 40 94 16 C78 28 66 30 54 40 Z"
        fill={p.hi}
        stroke={p.palette.ink}
        strokeWidth="2"
      />
      <path
        d="M40 32 C28 26 22 22 18 18 M60 32 C72 26 78 22 82 18"
        stroke={p.gold}
        strokeWidth="2.5"
        fill="none"
      />
      <path
        d="M50 60 C38 72 36 84 28 96 C44 88 48 80 50 72 C52 80 56 88 72 96 C64 84 62 72 50 60 Z"
        fill={p.gold}
        stroke={p.palette.ink}
        strokeWidth="2"
      />
      <ellipse cx="50" cy="48" rx="8" ry="14" fill={p.gold} stroke={p.palette.ink} strokeWidth="2" />
      <circle cx="50" cy="30" r="7" fill={p.hi} stroke={p.palette.ink} strokeWidth="2" />
      <path d="M50 23 Q46 12 52 6 Q52 14 56 18" fill={p.gold} />
      <path d="M55 30 L63 32 L55 34 Z" fill={p.gold} />
      <circle cx="52" cy="29" r="1.6" fill={p.palette.ink} />
    </g>
  ),
  koi: (p) => (
    <g strokeLinejoin="round">
      <path d="M22 50 L4 32 Q10 50 4 68 Z" fill={p.hi} stroke={p.palette.ink} strokeWidth="2" />
      <ellipse cx="52" cy="50" rx="36" ry="20" fill={p.lo} stroke={p.palette.ink} strokeWidth="2.5" />
      <path
        d="M44 31 Q54 14 66 32 Z M46 69 Q54 84 62 68 Z"
        fill={p.hi}
        stroke={p.palette.ink}
        strokeWidth="2"
      />
      <path d="M48 40 Q60 34 66 44 Q58 52 46 48 Z M30 52 Q38 46 42 56 Q36 62 30 58 Z" fill={p.hi} />
      <circle cx="76" cy="45" r="3.6" fill="#fff" />
      <circle cx="77" cy="45" r="1.8" fill={p.palette.ink} />
      <path d="M86 54 Q92 60 90 68" fill="none" stroke={p.palette.ink} strokeWidth="1.8" />
      <ellipse cx="60" cy="40" rx="14" ry="4" fill="#fff" opacity="0.3" />
    </g>
  ),
  lotus: (p) => (
    <g stroke={p.palette.ink} strokeWidth="2" strokeLinejoin="round">
      {[-60, -30, 30, 60].map((turn) => (
        <path
          key={turn}
          d="M50 80 C36 62 40 38 50 24 C60 38 64 62 50 80 Z"
          fill={p.lo}
          transform={`rotate(${turn} 50 80)`}
        />
      ))}
      <path d="M50 80 C36 62 40 34 50 16 C60 34 64 62 50 80 Z" fill={p.hi} />
      <path d="M24 84 Q50 96 76 84" fill="none" stroke={p.gold} strokeWidth="4" />
    </g>
  ),
  gem: (p) => (
    <g stroke={p.palette.ink} strokeWidth="2" strokeLinejoin="round">
      <path d="M28 22 L72 22 L90 42 L50 88 L10 42 Z" fill={p.hi} />
      <path d="M10 42 L90 42 M28 22 L38 42 L50 22 L62 42 L72 22 M38 42 L50 88 L62 42" fill="none" />
      <path d="M30 26 L36 38 L16 40 Z" fill="#fff" opacity="0.45" stroke="none" />
    </g>
  ),
  star: (p) => (
    <g>
      <path
        d="M50 6 L62 36 L94 38 L69 58 L78 90 L50 72 L22 90 L31 58 L6 38 L38 36 Z"
        fill={p.gold}
        stroke={p.palette.ink}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
      <path d="M50 18 L57 38 L50 56 L43 38 Z" fill="#fff" opacity="0.35" />
    </g>
  ),
  planet: (p) => (
    <g>
      <path d="M10 60 A42 13 -20 0 1 88 34" fill="none" stroke={p.gold} strokeWidth="5" />
      <circle cx="50" cy="48" r="27" fill={p.hi} stroke={p.palette.ink} strokeWidth="2" />
      <path
        d="M26 40 Q50 34 74 42 M24 54 Q50 48 76 56"
        fill="none"
        stroke={p.palette.ink}
        strokeWidth="2"
        opacity="0.35"
      />
      <path
        d="M88 34 A42 13 -20 0 1 10 60"
        fill="none"
        stroke={p.gold}
        strokeWidth="5"
        strokeDasharray="0 44 200"
      />
      <ellipse cx="40" cy="36" rx="8" ry="4" fill="#fff" opacity="0.35" />
    </g>
  ),
  rocket: (p) => (
    <g strokeLinejoin="round" stroke={p.palette.ink} strokeWidth="2">
      <path d="M44 78 Q50 98 56 78 Z" fill={p.gold} />
      <path d="M36 60 L22 78 L38 74 Z M64 60 L78 78 L62 74 Z" fill={p.hi} />
      <path d="M50 6 C66 20 68 52 62 76 L38 76 C32 52 34 20 50 6 Z" fill={p.lo} />
      <circle cx="50" cy="40" r="8" fill={p.palette.reel[0]} />
      <circle cx="50" cy="40" r="4" fill={p.hi} stroke="none" />
    </g>
  ),
  bell: (p) => (
    <g stroke={p.palette.ink} strokeWidth="2.5" strokeLinejoin="round">
      <path
        d="M50 12 C30 12 26 34 26 52 C26 64 18 70 14 76 L86 76 C82 70 74 64 74 52 C74 34 70 12 50 12 Z"
        fill={p.gold}
      />
      <circle cx="50" cy="84" r="7" fill={p.hi} />
      <path d="M36 30 Q40 22 48 20" fill="none" stroke="#fff" strokeWidth="4" opacity="0.45" />
    </g>
  ),
  pearl: (p) => (
    <g>
      <path
        d="M10 70 Q50 96 90 70 L84 82 Q50 100 16 82 Z"
        fill={p.hi}
        stroke={p.palette.ink}
        strokeWidth="2"
      />
      <circle cx="50" cy="50" r="28" fill={p.lo} stroke={p.palette.ink} strokeWidth="2" />
      <circle cx="50" cy="50" r="28" fill={p.shine} />
      <ellipse cx="40" cy="38" rx="9" ry="6" fill="#fff" opacity="0.7" />
    </g>
  ),
  shell: (p) => (
    <g stroke={p.palette.ink} strokeWidth="2" strokeLinejoin="round">
      <path d="M50 86 L12 40 Q50 -4 88 40 Z" fill={p.lo} />
      {[22, 36, 50, 64, 78].map((x) => (
        <path
          key={x}
          d={`M50 86 L${x} ${x === 50 ? 12 : x < 50 ? 20 + (50 - x) / 2 : 20 + (x - 50) / 2}`}
          fill="none"
        />
      ))}
      <path d="M40 86 L60 86 L56 94 L44 94 Z" fill={p.hi} />
    </g>
  ),
  crown: (p) => (
    <g stroke={p.palette.ink} strokeWidth="2.5" strokeLinejoin="round">
      <path d="M12 74 L8 28 L32 50 L50 18 L68 50 L92 28 L88 74 Z" fill={p.gold} />
      <rect x="12" y="74" width="76" height="12" rx="3" fill={p.hi} />
      {[30, 50, 70].map((x) => (
        <circle key={x} cx={x} cy="64" r="5" fill={p.hi} />
      ))}
    </g>
  ),
  ...CREATURE_GLYPHS,
};

/** Keys the themes may use for the same picture. */
const ALIASES: Record<string, string> = {
  fish: 'koi',
  carp: 'koi',
  ingot: 'coin',
  gold: 'coin',
  jade: 'gem',
  ruby: 'gem',
  diamond: 'gem',
  emerald: 'gem',
  sapphire: 'gem',
  comet: 'star',
  sun: 'star',
  saturn: 'planet',
  moon: 'pearl',
  gong: 'bell',
  seashell: 'shell',
  flower: 'lotus',
};

const CARD_RANKS = new Set(['A', 'K', 'Q', 'J', '10', '9']);

function cardGlyph(rank: string, p: Paint): ReactNode {
  return (
    <text
      x="50"
      y="53"
      textAnchor="middle"
      dominantBaseline="central"
      fontFamily="Georgia, 'Times New Roman', serif"
      fontWeight="900"
      fontSize={rank.length > 1 ? 50 : 68}
      fill={p.lo}
      stroke={p.palette.ink}
      strokeWidth="2.5"
      paintOrder="stroke"
    >
      {rank}
    </text>
  );
}

function badgeGlyph(kind: 'wild' | 'scatter', label: string, p: Paint): ReactNode {
  const rays = Array.from({ length: 12 }, (_, i) => i * 30);
  const size = label.length > 6 ? 13 : label.length > 4 ? 16 : 20;
  return (
    <g>
      {kind === 'scatter' ? (
        rays.map((turn) => (
          <path
            key={turn}
            d="M50 50 L46 4 L54 4 Z"
            fill={p.gold}
            opacity="0.8"
            transform={`rotate(${turn} 50 50)`}
          />
        ))
      ) : (
        <circle cx="50" cy="50" r="44" fill={p.hi} stroke={p.gold} strokeWidth="4" />
      )}
      <circle
        cx="50"
        cy="50"
        r={kind === 'scatter' ? 26 : 34}
        fill={p.palette.reel[1]}
        stroke={p.gold}
        strokeWidth="3"
      />
      {kind === 'scatter' && (
        <path d="M50 30 L55 45 L70 46 L58 55 L62 70 L50 61 L38 70 L42 55 L30 46 L45 45 Z" fill={p.hi} />
      )}
      <rect
        x="4"
        y={kind === 'scatter' ? 72 : 40}
        width="92"
        height="22"
        rx="6"
        fill={p.gold}
        stroke={p.palette.ink}
        strokeWidth="2"
      />
      <text
        x="50"
        y={kind === 'scatter' ? 83.5 : 51.5}
        textAnchor="middle"
        dominantBaseline="central"
        fontFamily="system-ui, sans-serif"
        fontWeight="900"
        fontSize={size}
        fill={p.palette.ink}
      >
        {label}
      </text>
    </g>
  );
}

function textGlyph(key: string, p: Paint): ReactNode {
  const label = key.slice(0, 6).toUpperCase();
  return (
    <g>
      <rect
        x="8"
        y="20"
        width="84"
        height="60"
        rx="12"
        fill={p.lo}
        stroke={p.palette.ink}
        strokeWidth="2.5"
      />
      <text
        x="50"
        y="51"
        textAnchor="middle"
        dominantBaseline="central"
        fontFamily="system-ui, sans-serif"
        fontWeight="800"
        fontSize={label.length > 3 ? 17 : 28}
        fill={p.palette.ink}
      >
        {label}
      </text>
    </g>
  );
}

type SymbolArtProps = {
  symbol: SlotSymbol | undefined;
  palette: SlotPalette;
  /** The words printed on the wild and scatter symbols, in the page's language. */
  labels: { wild: string; scatter: string };
};

/** One reel symbol drawn as vector art in the theme's colours; an unknown key is a styled text tile. */
export function SymbolArt({ symbol, palette, labels }: SymbolArtProps) {
  // Gradient ids go into url(#...): keep only characters that need no escaping there.
  const id = `sym${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  const paint: Paint = {
    hi: `url(#${id}hi)`,
    lo: `url(#${id}lo)`,
    gold: `url(#${id}gold)`,
    shine: `url(#${id}shine)`,
    palette,
  };
  const key = symbol?.key ?? '';
  const glyph = GLYPHS[key] ?? GLYPHS[ALIASES[key.toLowerCase()] ?? key.toLowerCase()];
  const art =
    symbol?.kind === 'wild'
      ? badgeGlyph('wild', labels.wild, paint)
      : symbol?.kind === 'scatter'
        ? badgeGlyph('scatter', labels.scatter, paint)
        : glyph
          ? glyph(paint)
          : CARD_RANKS.has(key.toUpperCase())
            ? cardGlyph(key.toUpperCase(), paint)
            : textGlyph(key || '?', paint);
  return (
    <svg viewBox="0 0 100 100" width="100%" height="100%" aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id={`${id}hi`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={palette.high[1]} />
          <stop offset="1" stopColor={palette.high[0]} />
        </linearGradient>
        <linearGradient id={`${id}lo`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={palette.low[0]} />
          <stop offset="1" stopColor={palette.low[1]} />
        </linearGradient>
        <linearGradient id={`${id}gold`} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fff4b8" />
          <stop offset="0.45" stopColor="#f5b301" />
          <stop offset="1" stopColor="#a66300" />
        </linearGradient>
        <radialGradient id={`${id}shine`} cx="0.35" cy="0.3" r="0.8">
          <stop offset="0" stopColor="#fff" stopOpacity="0.8" />
          <stop offset="1" stopColor="#fff" stopOpacity="0" />
        </radialGradient>
      </defs>
      {art}
    </svg>
  );
}
