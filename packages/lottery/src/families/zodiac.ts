import { range } from '../combinatorics.ts';
import type { Names } from '../types.ts';

/**
 * Mark Six's zodiac: each number 1-49 belongs to an animal, and the table turns at every lunar new
 * year. Number 1 is the animal of the lunar year, 2 the animal before it in the cycle, 3 the one before
 * that, and so on backwards, wrapping every 12: the year's animal has five numbers (1, 13, 25, 37, 49),
 * the others four. In a year of the Horse: 1 Horse, 2 Snake, 3 Dragon ... 12 Goat, 13 Horse.
 */
export const ZODIAC = {
  rat: { en: 'Rat', th: 'ชวด' },
  ox: { en: 'Ox', th: 'ฉลู' },
  tiger: { en: 'Tiger', th: 'ขาล' },
  rabbit: { en: 'Rabbit', th: 'เถาะ' },
  dragon: { en: 'Dragon', th: 'มะโรง' },
  snake: { en: 'Snake', th: 'มะเส็ง' },
  horse: { en: 'Horse', th: 'มะเมีย' },
  goat: { en: 'Goat', th: 'มะแม' },
  monkey: { en: 'Monkey', th: 'วอก' },
  rooster: { en: 'Rooster', th: 'ระกา' },
  dog: { en: 'Dog', th: 'จอ' },
  pig: { en: 'Pig', th: 'กุน' },
} as const satisfies Record<string, Names>;

export type Zodiac = keyof typeof ZODIAC;

/** The cycle in order, Rat first. */
const CYCLE = Object.keys(ZODIAC) as Zodiac[];
const mod12 = (n: number) => ((n % 12) + 12) % 12;

/**
 * The animal of a lunar year, named by the Gregorian year it starts in: lunar year 2020 (from
 * 25 January 2020 to 11 February 2021) was the Rat's, 2026 (from 17 February 2026) the Horse's. Which
 * lunar year a draw falls in depends on the new year's date, which the caller knows.
 */
export function animalOfLunarYear(lunarYear: number): Zodiac {
  return CYCLE[mod12(lunarYear - 2020)] as Zodiac;
}

/** The animal of a Mark Six number in a year of `yearAnimal`. */
export function zodiacOf(number: number, yearAnimal: Zodiac): Zodiac {
  return CYCLE[mod12(CYCLE.indexOf(yearAnimal) - (number - 1))] as Zodiac;
}

/** The numbers of an animal in a year of `yearAnimal`, ascending. */
export function numbersOfZodiac(animal: Zodiac, yearAnimal: Zodiac): number[] {
  return range(1, 49).filter((number) => zodiacOf(number, yearAnimal) === animal);
}
