import { playOf } from '../src/catalogue.ts';
import type { Pick, Play } from '../src/types.ts';

/** A play of the catalogue by id; a typo fails the test at once. */
export function play(id: string): Play<unknown> {
  const found = playOf(id);
  if (!found) throw new Error(`no play ${id}`);
  return found;
}

/** Bets and wins of a pick against a draw: the two numbers a hand-worked table states. */
export function betsAndWins(id: string, pick: Pick, draw: unknown): [number, number] {
  const p = play(id);
  return [p.combinations(pick), p.settle(pick, draw).wins];
}
