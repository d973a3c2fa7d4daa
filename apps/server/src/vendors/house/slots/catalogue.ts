import type { SlotGameInfo } from '@portal/contracts/vendors.schema';
import { compileRules, REELS, ROWS, type SlotRules } from './engine.ts';
import { exactRtp } from './rtp.ts';
import { THEME_NAMES, THEMES, type ThemeName } from './themes.ts';

/**
 * Every slot of the in-house provider plays one of the engine's themes: the game keeps its code and
 * title, the theme gives its reels, paytable and art. Rules and RTP are computed once per theme.
 */

/** Total stakes offered, in minor units: whole multiples of the 20 lines (0.20 to 100.00). */
export const BET_LEVELS: readonly number[] = [20, 40, 100, 200, 400, 1000, 2000, 4000, 10_000];

export type SlotDefinition = SlotRules & {
  gameCode: string;
  title: string;
  theme: ThemeName;
  betLevels: readonly number[];
  /** The exact RTP as a fraction. */
  rtp: number;
};

/** Catalogue motifs (apps/server/src/db/seed/catalogue.ts) that have a theme of their own. */
const THEME_OF_MOTIF: Readonly<Record<string, ThemeName>> = {
  dragon: 'dragon',
  coin: 'dragon',
  jade: 'dragon',
  temple: 'temple',
  lotus: 'temple',
  crown: 'temple',
  star: 'cosmic',
  rocket: 'cosmic',
  gem: 'cosmic',
  neon: 'cosmic',
  fish: 'ocean',
  ocean: 'ocean',
};

/** FNV-1a: a stable hash, so a game without a themed motif always gets the same theme. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

export function themeFor(gameCode: string, motif?: string): ThemeName {
  const themed = motif === undefined ? undefined : THEME_OF_MOTIF[motif];
  return themed ?? THEME_NAMES[hash(gameCode) % THEME_NAMES.length]!;
}

const compiled = new Map<ThemeName, { rules: SlotRules; rtp: number }>();

function themeRules(theme: ThemeName) {
  let entry = compiled.get(theme);
  if (!entry) {
    const rules = compileRules(THEMES[theme]);
    entry = { rules, rtp: exactRtp(rules) };
    compiled.set(theme, entry);
  }
  return entry;
}

/**
 * The stakes a game offers: the levels from its catalogue minimum up (none below it), or the minimum
 * rounded up to whole lines when it lies above every level.
 */
export function betLevelsFrom(minBet: number, lines: number): readonly number[] {
  const levels = BET_LEVELS.filter((level) => level >= minBet);
  return levels.length > 0 ? levels : [Math.ceil(minBet / lines) * lines];
}

export function slotDefinition(
  gameCode: string,
  title: string,
  theme: ThemeName,
  minBet = 0,
): SlotDefinition {
  const { rules, rtp } = themeRules(theme);
  return { ...rules, gameCode, title, theme, betLevels: betLevelsFrom(minBet, rules.paylines.length), rtp };
}

/** What the game page is told about the game (HouseSession.slot). */
export function gameInfo(def: SlotDefinition): SlotGameInfo {
  return {
    gameCode: def.gameCode,
    title: def.title,
    theme: def.theme,
    reels: REELS,
    rows: ROWS,
    symbols: def.symbols.map((s) => ({ id: s.id, key: s.key, kind: s.kind, pays: [...s.pays] })),
    paylines: def.paylines.map((rows) => [...rows]),
    betLevels: [...def.betLevels],
    freeSpins: { awards: [...def.freeSpins.awards], multiplier: def.freeSpins.multiplier },
    // percent to two decimals, as the page shows it
    rtp: Math.round(def.rtp * 10_000) / 100,
  };
}
