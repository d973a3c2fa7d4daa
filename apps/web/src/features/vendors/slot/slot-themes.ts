/** The colours a theme paints its reels and symbols with (SlotGameInfo.theme). */
export type SlotPalette = {
  /** The page's backdrop. */
  backdrop: [string, string];
  /** The reel window's face. */
  reel: [string, string];
  /** The frame around the reels. */
  frame: string;
  /** The high symbols' two tones and the low (card) symbols' two tones. */
  high: [string, string];
  low: [string, string];
  /** Details drawn over the symbols (eyes, holes, outlines). */
  ink: string;
  /** Highlights of wins and buttons. */
  glow: string;
};

const PALETTES: Record<string, SlotPalette> = {
  dragon: {
    backdrop: ['#3a0710', '#0d0206'],
    reel: ['#2a0a0e', '#14040a'],
    frame: '#d4a017',
    high: ['#ff5a4e', '#ffcc4d'],
    low: ['#ffe08a', '#c7791a'],
    ink: '#2b0505',
    glow: '#ffd24a',
  },
  temple: {
    backdrop: ['#0b3b33', '#03120f'],
    reel: ['#0d2723', '#061512'],
    frame: '#e8c25a',
    high: ['#3fd6b8', '#f4d35e'],
    low: ['#b8f2e6', '#2a9d8f'],
    ink: '#05201b',
    glow: '#ffe27a',
  },
  cosmic: {
    backdrop: ['#1d0a45', '#05011a'],
    reel: ['#160838', '#08021c'],
    frame: '#8f6bff',
    high: ['#c77dff', '#4cc9f0'],
    low: ['#e0c3fc', '#7b2cbf'],
    ink: '#0c0326',
    glow: '#72efdd',
  },
  ocean: {
    backdrop: ['#023e6b', '#000f1f'],
    reel: ['#03294a', '#011526'],
    frame: '#48cae4',
    high: ['#00b4d8', '#ffd6a5'],
    low: ['#caf0f8', '#0077b6'],
    ink: '#021a2e',
    glow: '#90e0ef',
  },
};

/** An unknown theme is drawn in the dragon colours: every game still looks finished. */
export function paletteOf(theme: string): SlotPalette {
  return PALETTES[theme] ?? (PALETTES.dragon as SlotPalette);
}
