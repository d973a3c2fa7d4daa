import type { ReactNode } from 'react';
import type { Paint } from './symbol-art.tsx';

/** The temple and ocean creatures, drawn like the other glyphs on a 100 x 100 view box. */
export const CREATURE_GLYPHS: Record<string, (p: Paint) => ReactNode> = {
  elephant: (p) => (
    <g stroke={p.palette.ink} strokeWidth="2" strokeLinejoin="round" strokeLinecap="round">
      {/* ears */}
      <path d="M33 24 C16 10 -1 20 2 42 C4 60 18 68 34 58 C30 46 30 36 33 24 Z" fill={p.lo} />
      <path d="M67 24 C84 10 101 20 98 42 C96 60 82 68 66 58 C70 46 70 36 67 24 Z" fill={p.lo} />
      <path
        d="M29 29 C17 22 8 30 9 42 C10 54 20 58 29 53 C27 44 27 37 29 29 Z"
        fill={p.palette.ink}
        opacity="0.22"
        stroke="none"
      />
      <path
        d="M71 29 C83 22 92 30 91 42 C90 54 80 58 71 53 C73 44 73 37 71 29 Z"
        fill={p.palette.ink}
        opacity="0.22"
        stroke="none"
      />
      {/* tusks */}
      <path d="M41 56 Q38 70 26 74 Q33 66 35 54 Z" fill="#fffbe8" />
      <path d="M59 56 Q62 70 74 74 Q67 66 65 54 Z" fill="#fffbe8" />
      {/* head and the trunk curled up */}
      <path
        d="M50 10 C67 10 75 24 72 40 C70 50 63 55 58 61 C56 69 55 75 56 80 C57 84 61 84 64 80 L71 75 C75 80 73 88 67 91 C57 96 44 92 44 82 C44 74 43 67 42 61 C36 56 28 48 28 36 C28 22 36 10 50 10 Z"
        fill={p.lo}
      />
      <path d="M45 68 L56 68 M45 74 L55.5 74 M46 80 L56 81" fill="none" opacity="0.45" strokeWidth="1.6" />
      {/* headdress */}
      <path d="M35 21 Q50 6 65 21 L62 31 Q50 37 38 31 Z" fill={p.gold} />
      <path d="M50 35 L50 38" fill="none" stroke={p.gold} strokeWidth="3" />
      <circle cx="50" cy="23" r="4.5" fill={p.hi} />
      <path d="M50 37 L53 41 L50 45 L47 41 Z" fill={p.hi} strokeWidth="1.5" />
      {/* eyes */}
      <circle cx="40" cy="42" r="2.8" fill="#fff" strokeWidth="1.2" />
      <circle cx="60" cy="42" r="2.8" fill="#fff" strokeWidth="1.2" />
      <circle cx="40.6" cy="42.4" r="1.5" fill={p.palette.ink} stroke="none" />
      <circle cx="59.4" cy="42.4" r="1.5" fill={p.palette.ink} stroke="none" />
      <ellipse
        cx="43"
        cy="16"
        rx="5"
        ry="2.2"
        fill="#fff"
        opacity="0.5"
        stroke="none"
        transform="rotate(-28 43 16)"
      />
    </g>
  ),
  idol: (p) => (
    <g stroke={p.palette.ink} strokeWidth="2" strokeLinejoin="round" strokeLinecap="round">
      {/* halo */}
      <circle cx="50" cy="40" r="31" fill={p.lo} />
      <circle cx="50" cy="40" r="26" fill="none" stroke={p.gold} strokeWidth="2.5" opacity="0.8" />
      {/* tiered crown spire */}
      <path d="M50 2 L54 11 L52.5 11 L56 19 L44 19 L47.5 11 L46 11 Z" fill={p.gold} />
      {/* body and arms */}
      <path d="M50 40 C40 40 34 44 32 52 L30 70 L70 70 L68 52 C66 44 60 40 50 40 Z" fill={p.gold} />
      <path d="M36 47 C28 54 28 66 40 72 L46 67 C39 63 37 57 40 51 Z" fill={p.gold} />
      <path d="M64 47 C72 54 72 66 60 72 L54 67 C61 63 63 57 60 51 Z" fill={p.gold} />
      {/* folded legs and the hands in the lap */}
      <path d="M14 82 C14 68 34 66 50 71 C66 66 86 68 86 82 Q50 90 14 82 Z" fill={p.gold} />
      <ellipse cx="50" cy="70" rx="8" ry="4" fill={p.gold} />
      {/* ears and head */}
      <ellipse cx="39" cy="30" rx="3.4" ry="8" fill={p.gold} />
      <ellipse cx="61" cy="30" rx="3.4" ry="8" fill={p.gold} />
      <ellipse cx="50" cy="28" rx="10.5" ry="11.5" fill={p.gold} />
      <path d="M41 21 Q50 14 59 21" fill="none" strokeWidth="1.6" />
      {/* calm face */}
      <path
        d="M43 28 Q45.5 30 48 28 M52 28 Q54.5 30 57 28 M46.5 34.5 Q50 36.5 53.5 34.5"
        fill="none"
        strokeWidth="1.6"
      />
      <circle cx="50" cy="23.5" r="1.5" fill={p.hi} strokeWidth="1" />
      {/* lotus throne */}
      <path
        d="M12 84 Q18 72 26 82 Q32 70 40 81 Q50 68 60 81 Q68 70 74 82 Q82 72 88 84 L82 95 L18 95 Z"
        fill={p.hi}
      />
      <path d="M26 82 L28 95 M40 81 L42 95 M60 81 L58 95 M74 82 L72 95" fill="none" opacity="0.5" />
      <ellipse
        cx="42"
        cy="50"
        rx="5"
        ry="2.5"
        fill="#fff"
        opacity="0.45"
        stroke="none"
        transform="rotate(-40 42 50)"
      />
      <ellipse
        cx="45"
        cy="21"
        rx="3"
        ry="1.5"
        fill="#fff"
        opacity="0.5"
        stroke="none"
        transform="rotate(-30 45 21)"
      />
    </g>
  ),
  shark: (p) => (
    <g stroke={p.palette.ink} strokeWidth="2" strokeLinejoin="round" strokeLinecap="round">
      {/* tail */}
      <path d="M24 50 L4 16 Q12 40 14 52 Q10 66 5 84 Z" fill={p.lo} />
      {/* dorsal and pectoral fins */}
      <path d="M44 36 L52 10 Q58 26 66 36 Z" fill={p.lo} />
      <path d="M54 60 L44 80 Q60 72 68 62 Z" fill={p.lo} />
      {/* body */}
      <path
        d="M14 52 C30 38 56 30 78 36 C88 40 94 46 97 52 C90 58 80 64 66 64 C48 66 30 62 14 52 Z"
        fill={p.lo}
      />
      <path
        d="M14 52 C30 38 56 30 78 36 C88 40 94 46 97 52 C86 47 72 45 58 47 C42 49 28 52 14 52 Z"
        fill={p.palette.low[1]}
        opacity="0.45"
        stroke="none"
      />
      {/* belly */}
      <path
        d="M30 58 C48 62 66 62 84 58 C80 62 72 64 64 64 C50 66 40 62 30 58 Z"
        fill="#fff"
        opacity="0.85"
      />
      {/* gills */}
      <path d="M66 44 Q63 50 66 56 M71 43 Q68 49 71 55 M76 43 Q73 49 76 55" fill="none" opacity="0.6" />
      {/* mouth and teeth */}
      <path d="M76 56 Q86 66 95 53 Q86 59 76 56 Z" fill={p.palette.ink} strokeWidth="1.5" />
      <path d="M79 57 L81 61 L83 57.6 L85 61.4 L87 57.6 L89 60.6 L90.5 57" fill="#fff" strokeWidth="0.8" />
      {/* eye */}
      <circle cx="84" cy="45" r="3.4" fill="#fff" strokeWidth="1.2" />
      <circle cx="85" cy="45" r="1.8" fill={p.palette.ink} stroke="none" />
      <path d="M79 40 L88 42" fill="none" strokeWidth="2.2" />
      <ellipse
        cx="56"
        cy="40"
        rx="14"
        ry="3.5"
        fill="#fff"
        opacity="0.35"
        stroke="none"
        transform="rotate(-6 56 40)"
      />
    </g>
  ),
  octopus: (p) => (
    <g stroke={p.palette.ink} strokeLinejoin="round" strokeLinecap="round">
      {[
        'M34 56 C24 64 14 60 10 70 C7 78 14 84 20 80',
        'M40 60 C36 72 26 76 28 86 C30 94 38 94 40 88',
        'M50 62 C50 74 46 80 48 90 C50 96 58 96 58 90',
        'M60 60 C64 72 74 76 72 86 C70 94 62 94 60 88',
        'M66 56 C76 64 86 60 90 70 C93 78 86 84 80 80',
      ].map((d) => (
        <g key={d}>
          <path d={d} fill="none" strokeWidth="11" />
          <path d={d} fill="none" stroke={p.hi} strokeWidth="7" />
        </g>
      ))}
      {[
        [14, 79],
        [10, 72],
        [33, 89],
        [53, 93],
        [66, 89],
        [86, 79],
        [90, 72],
      ].map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="1.4" fill={p.palette.low[0]} stroke="none" />
      ))}
      {/* head */}
      <path
        d="M50 8 C72 8 80 26 78 42 C76 56 66 64 50 64 C34 64 24 56 22 42 C20 26 28 8 50 8 Z"
        fill={p.hi}
        strokeWidth="2"
      />
      <circle cx="36" cy="24" r="3" fill={p.palette.ink} opacity="0.25" stroke="none" />
      <circle cx="62" cy="20" r="2.4" fill={p.palette.ink} opacity="0.25" stroke="none" />
      <circle cx="68" cy="30" r="2" fill={p.palette.ink} opacity="0.25" stroke="none" />
      {/* eyes */}
      <circle cx="40" cy="42" r="7" fill="#fff" strokeWidth="2" />
      <circle cx="60" cy="42" r="7" fill="#fff" strokeWidth="2" />
      <circle cx="41" cy="43" r="3.4" fill={p.palette.ink} stroke="none" />
      <circle cx="59" cy="43" r="3.4" fill={p.palette.ink} stroke="none" />
      <circle cx="42" cy="41.5" r="1.2" fill="#fff" stroke="none" />
      <circle cx="60" cy="41.5" r="1.2" fill="#fff" stroke="none" />
      <path d="M46 54 Q50 57 54 54" fill="none" strokeWidth="2" />
      <ellipse
        cx="40"
        cy="18"
        rx="8"
        ry="4"
        fill="#fff"
        opacity="0.4"
        stroke="none"
        transform="rotate(-30 40 18)"
      />
    </g>
  ),
  turtle: (p) => (
    <g stroke={p.palette.ink} strokeWidth="2" strokeLinejoin="round" strokeLinecap="round">
      {/* flippers, head and tail */}
      <path d="M30 40 C18 22 4 20 1 28 C6 40 18 48 28 52 Z" fill={p.lo} />
      <path d="M70 40 C82 22 96 20 99 28 C94 40 82 48 72 52 Z" fill={p.lo} />
      <path d="M32 70 C24 76 20 84 22 90 C28 86 34 80 38 76 Z" fill={p.lo} />
      <path d="M68 70 C76 76 80 84 78 90 C72 86 66 80 62 76 Z" fill={p.lo} />
      <path d="M47 82 L50 92 L53 82 Z" fill={p.lo} />
      <ellipse cx="50" cy="16" rx="9" ry="11" fill={p.lo} />
      <circle cx="45" cy="14" r="1.8" fill={p.palette.ink} stroke="none" />
      <circle cx="55" cy="14" r="1.8" fill={p.palette.ink} stroke="none" />
      {/* shell */}
      <ellipse cx="50" cy="54" rx="26" ry="30" fill={p.gold} strokeWidth="2.5" />
      <path
        d="M50 34 L58 40 L58 50 L50 56 L42 50 L42 40 Z M50 56 L58 62 L58 72 L50 78 L42 72 L42 62 Z"
        fill={p.hi}
        opacity="0.9"
      />
      <path
        d="M42 40 L30 36 M58 40 L70 36 M42 50 L26 54 M58 50 L74 54 M42 62 L26 54 M58 62 L74 54 M42 72 L32 78 M58 72 L68 78 M50 34 L50 24"
        fill="none"
      />
      <ellipse
        cx="40"
        cy="32"
        rx="8"
        ry="4"
        fill="#fff"
        opacity="0.4"
        stroke="none"
        transform="rotate(-30 40 32)"
      />
    </g>
  ),
};
