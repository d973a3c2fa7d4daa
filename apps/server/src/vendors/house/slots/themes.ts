import type { RulesSpec, SymbolSpec } from './engine.ts';

/**
 * The slot themes: each its own symbols, paytable, reel strips and free spins. A strip is a string
 * of the symbols' one-letter codes, top to bottom, read around the end. Each strip holds one
 * scatter, so a window shows at most one per reel.
 *
 * The strips and pays were tuned so that the exact RTP (rtp.ts) lies within 0.05 points of the
 * theme's target; rtp.test.ts holds them to it. Changing a strip or a pay changes the game's RTP.
 */

export const THEME_NAMES = ['dragon', 'temple', 'cosmic', 'ocean'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export type Theme = RulesSpec & {
  /** The RTP the theme was tuned to, as a fraction. */
  targetRtp: number;
};

const regular = (code: string, key: string, pays: SymbolSpec['pays']): SymbolSpec => ({
  code,
  key,
  kind: 'regular',
  pays,
});
const wild = (pays: SymbolSpec['pays']): SymbolSpec => ({ code: 'W', key: 'wild', kind: 'wild', pays });
const scatter = (pays: SymbolSpec['pays']): SymbolSpec => ({
  code: 'S',
  key: 'scatter',
  kind: 'scatter',
  pays,
});

export const THEMES: Readonly<Record<ThemeName, Theme>> = {
  /** Medium volatility: 8, 12 or 20 free spins at x2. */
  dragon: {
    targetRtp: 0.965,
    symbols: [
      regular('D', 'dragon', [50, 200, 800]),
      regular('P', 'phoenix', [35, 125, 500]),
      regular('F', 'koi', [25, 80, 300]),
      regular('C', 'coin', [20, 70, 250]),
      regular('A', 'A', [15, 40, 150]),
      regular('K', 'K', [10, 35, 125]),
      regular('Q', 'Q', [8, 20, 100]),
      regular('J', 'J', [8, 20, 80]),
      wild([100, 400, 1500]),
      scatter([2, 10, 50]),
    ],
    strips: [
      'DKJFAQPCJKAQJFCADKPQJSACJQFKPJAQWC',
      'QCKJWDFAQJKCPQJAKFCQJWPDKAJCQFKSJAP',
      'JAQPCKJQAFSWJKDCQAPFJKQACJQFKPWAJDCQKF',
      'WKDJFAQJKCPQAJKFCWDQJPKASJCQFKAJPQC',
      'PQSCKJQAFDJKCPWQJAKFCJQPKADJCQFKJA',
    ],
    freeSpins: { awards: [8, 12, 20], multiplier: 2 },
  },
  /** The most volatile: rarer free spins (10, 15 or 25) at x3, and a fifth low symbol. */
  temple: {
    targetRtp: 0.96,
    symbols: [
      regular('I', 'idol', [80, 295, 1500]),
      regular('E', 'elephant', [50, 200, 800]),
      regular('L', 'lotus', [30, 125, 500]),
      regular('B', 'bell', [20, 80, 300]),
      regular('A', 'A', [16, 60, 250]),
      regular('K', 'K', [12, 50, 200]),
      regular('Q', 'Q', [10, 40, 160]),
      regular('J', 'J', [10, 30, 125]),
      regular('T', '10', [8, 20, 100]),
      wild([80, 290, 1500]),
      scatter([3, 15, 60]),
    ],
    strips: [
      'IKJLAQSEBTQJAKQLBJTAIQEWJQAKBTLQJEAQBT',
      'QTBJKAILQTBEJATQWKLJSTBAQEITJABQKLTJWAE',
      'JAQTEBWJKTALQJITBAEKQLJTABWTJQKLETAJIQBSTKL',
      'TIKJLAQBEQTJSAWKQLJBTAQIEJQAKBTLQWJEAQB',
      'QEWBTJQALIQKJBTEQJAQLBTJQSEAIQKJBTQLJA',
    ],
    freeSpins: { awards: [10, 15, 25], multiplier: 3 },
  },
  /** Three wilds on the middle reel: frequent small wins, 8, 12 or 20 free spins at x2. */
  cosmic: {
    targetRtp: 0.955,
    symbols: [
      regular('N', 'planet', [40, 170, 800]),
      regular('R', 'rocket', [30, 100, 400]),
      regular('C', 'comet', [20, 80, 300]),
      regular('G', 'gem', [15, 60, 200]),
      regular('A', 'A', [12, 45, 150]),
      regular('K', 'K', [10, 30, 120]),
      regular('Q', 'Q', [8, 25, 100]),
      regular('J', 'J', [6, 15, 75]),
      wild([80, 315, 1600]),
      scatter([2, 10, 50]),
    ],
    strips: [
      'NKJCAQRGKJQAJCKGNRQJSAKGJQCKARJQWG',
      'QGKJWNCQKAJGRKQJCGKAQJWRNKJGQCKSAJR',
      'JAQRGKJWQACSJKNGQARCJWKQAGJQCKRAJNWGQKC',
      'WKNJCAQJKGRQAJKCGWNQJRKASJGQCKAJRQG',
      'RQSGKJQCNKJAGRWKQJCGKJQARNKJGQCKJA',
    ],
    freeSpins: { awards: [8, 12, 20], multiplier: 2 },
  },
  /** The most generous: a big wild, 10, 15 or 20 free spins at x2. */
  ocean: {
    targetRtp: 0.97,
    symbols: [
      regular('H', 'shark', [75, 300, 1200]),
      regular('T', 'turtle', [50, 200, 750]),
      regular('O', 'octopus', [35, 125, 500]),
      regular('L', 'shell', [25, 100, 375]),
      regular('A', 'A', [20, 60, 250]),
      regular('K', 'K', [15, 50, 200]),
      regular('Q', 'Q', [12, 35, 150]),
      regular('J', 'J', [12, 30, 125]),
      regular('X', '10', [10, 25, 100]),
      wild([125, 500, 2500]),
      scatter([2, 10, 50]),
    ],
    strips: [
      'HKOJAXQSTLXKJAXOQLXHKTWJAXQLXOKJAXTQLX',
      'QXLJAHXOKQJLTXAJWXQOSLAJXTHKXAQJLOXJWAT',
      'JAQXTLWKJAOXQJKHLAXTQOJKXALWJQOKXTAJHQLSXKO',
      'XKHJOAQXJLTSKAWJXOQLAKHJTXQAJLOKXWJTAQL',
      'QTWXLJQXAOHKQLJTXQAJXOLQSTXAHQJKLQXOJA',
    ],
    freeSpins: { awards: [10, 15, 20], multiplier: 2 },
  },
};
