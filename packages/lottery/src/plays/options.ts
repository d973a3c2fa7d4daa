import type { Names, Selection } from '../types.ts';
import type { Verdict } from './play.ts';

/** Option pools shared by several families, with their names. */

export const BIG_SMALL_ODD_EVEN = {
  big: { en: 'Big', th: 'ใหญ่' },
  small: { en: 'Small', th: 'เล็ก' },
  odd: { en: 'Odd', th: 'คี่' },
  even: { en: 'Even', th: 'คู่' },
} as const satisfies Record<string, Names>;

export const DRAGON_TIGER = {
  dragon: { en: 'Dragon', th: 'มังกร' },
  tiger: { en: 'Tiger', th: 'เสือ' },
} as const satisfies Record<string, Names>;

export const DRAGON_TIGER_TIE = {
  ...DRAGON_TIGER,
  tie: { en: 'Tie', th: 'เสมอ' },
} as const satisfies Record<string, Names>;

/** Whether a value is big (at least `bigFrom`), small (below it), odd or even, as the option says. */
export function bigSmallOddEven(option: Selection, value: number, bigFrom: number): boolean {
  if (option === 'big') return value >= bigFrom;
  if (option === 'small') return value < bigFrom;
  return value % 2 === (option === 'odd' ? 1 : 0);
}

/**
 * Dragon wins when the first value is higher, tiger when the last is; on equal values the tie option
 * wins and dragon and tiger are refunded (ties happen only where values can repeat: digits, not cars).
 */
export function dragonTiger(option: Selection, first: number, last: number): Verdict {
  if (first === last) return option === 'tie' ? 1 : 'tie';
  if (option === 'tie') return 0;
  return (option === 'dragon') === first > last ? 1 : 0;
}
