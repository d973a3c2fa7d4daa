import { describe, expect, it } from 'vitest';
import { animalOfLunarYear, numbersOfZodiac, ZODIAC, type Zodiac, zodiacOf } from './zodiac.ts';

describe('zodiac', () => {
  it('names the animal of a lunar year', () => {
    expect(animalOfLunarYear(2020)).toBe('rat');
    expect(animalOfLunarYear(2024)).toBe('dragon');
    expect(animalOfLunarYear(2025)).toBe('snake');
    expect(animalOfLunarYear(2026)).toBe('horse');
    expect(animalOfLunarYear(2019)).toBe('pig');
    expect(animalOfLunarYear(2031)).toBe('pig');
    expect(animalOfLunarYear(1984)).toBe('rat');
  });

  it('gives 1 to the year animal and counts backwards through the cycle', () => {
    // a year of the Horse: 1 Horse, 2 Snake, 3 Dragon, 4 Rabbit ... 12 Goat, 13 Horse again
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13].map((n) => zodiacOf(n, 'horse'))).toEqual([
      'horse',
      'snake',
      'dragon',
      'rabbit',
      'tiger',
      'ox',
      'rat',
      'pig',
      'dog',
      'rooster',
      'monkey',
      'goat',
      'horse',
    ]);
    expect(numbersOfZodiac('horse', 'horse')).toEqual([1, 13, 25, 37, 49]);
    expect(numbersOfZodiac('goat', 'horse')).toEqual([12, 24, 36, 48]);
    // a year of the Snake: the Horse is the animal after it, so it takes 12
    expect(numbersOfZodiac('snake', 'snake')).toEqual([1, 13, 25, 37, 49]);
    expect(numbersOfZodiac('horse', 'snake')).toEqual([12, 24, 36, 48]);
    expect(numbersOfZodiac('dragon', 'snake')).toEqual([2, 14, 26, 38]);
  });

  it('shares the 49 numbers: five to the year animal, four to each other', () => {
    for (const year of Object.keys(ZODIAC) as Zodiac[]) {
      const counts = (Object.keys(ZODIAC) as Zodiac[]).map((animal) => numbersOfZodiac(animal, year).length);
      expect(counts.reduce((a, b) => a + b)).toBe(49);
      expect(counts.filter((n) => n === 5)).toHaveLength(1);
      expect(numbersOfZodiac(year, year)).toHaveLength(5);
    }
  });
});
