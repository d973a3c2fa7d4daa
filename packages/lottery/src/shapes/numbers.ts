import { range } from '../combinatorics.ts';
import { drawDistinct, type RandomInt } from '../random.ts';
import type { DrawCheck, DrawProblem, DrawShape } from '../types.ts';

/** A draw of numbers in order: dice, digits, finishing positions, balls in the order drawn. */
export type NumbersDraw = readonly number[];

export type NumbersSpec = { count: number; min: number; max: number; distinct: boolean };

export const refused = (problem: DrawProblem, at: string) => ({ ok: false, problem, at }) as const;

/** Checks `count` integers of min..max (distinct if asked) at `at`; returns a copy or the first problem. */
export function parseNumbers(value: unknown, spec: NumbersSpec, at = ''): DrawCheck<NumbersDraw> {
  if (!Array.isArray(value) || value.length !== spec.count) return refused('lottery.draw.shape', at);
  for (const [i, n] of value.entries()) {
    if (!Number.isInteger(n)) return refused('lottery.draw.shape', `${at}[${i}]`);
    if (n < spec.min || n > spec.max) return refused('lottery.draw.range', `${at}[${i}]`);
    if (spec.distinct && value.indexOf(n) !== i) return refused('lottery.draw.repeat', `${at}[${i}]`);
  }
  return { ok: true, draw: [...value] };
}

/**
 * The numbers from uniform integers: independent values (dice, digits) each min + uniform(max - min + 1),
 * or distinct ones by the partial Fisher-Yates shuffle of min..max.
 */
export function generateNumbers(rng: RandomInt, spec: NumbersSpec): number[] {
  if (spec.distinct) return drawDistinct(rng, range(spec.min, spec.max), spec.count);
  return Array.from({ length: spec.count }, () => spec.min + rng.int(spec.max - spec.min + 1));
}

/** The family members of a numbers draw. */
export function numbersShape(spec: NumbersSpec) {
  return {
    shape: { kind: 'numbers', ...spec } satisfies DrawShape,
    parseDraw: (value: unknown) => parseNumbers(value, spec),
    generate: (rng: RandomInt): NumbersDraw => generateNumbers(rng, spec),
  };
}
