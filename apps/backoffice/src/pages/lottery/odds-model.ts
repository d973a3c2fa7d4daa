import { formatOdds, type Play, parseOdds } from '@portal/lottery';

/** Odds overrides as the form holds them: by play id and key, the decimal typed ('' keeps the default). */
export type OddsDraft = Record<string, Record<string, string>>;

type Overrides = Readonly<Record<string, Readonly<Record<string, number>>>>;
type Table = Readonly<Record<string, number>> | null;

/** Two odds tables alike key by key (the database may hand keys back in another order). */
function sameTable(a: Table, b: Table): boolean {
  if (a === null || b === null) return a === b;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** The form's start: each override the game has, written as decimals; every other field empty. */
export function oddsDraftOf(plays: readonly Play<unknown>[], overrides: Overrides): OddsDraft {
  return Object.fromEntries(
    plays.map((play) => {
      const table = overrides[play.id];
      return [
        play.id,
        Object.fromEntries(
          Object.keys(play.odds).map((key) => {
            const value = table?.[key];
            return [key, value === undefined ? '' : formatOdds(value)];
          }),
        ),
      ];
    }),
  );
}

/**
 * What a save sends: for each play whose override changed, its whole table (a key left empty takes the
 * default; the API wants every key), or null when every key is back to the default. `invalid` lists the
 * fields that are not odds ('k3.sum:10').
 */
export function oddsPatchOf(plays: readonly Play<unknown>[], overrides: Overrides, draft: OddsDraft) {
  const patch: Record<string, Record<string, number> | null> = {};
  const invalid: string[] = [];
  for (const play of plays) {
    const typed = draft[play.id] ?? {};
    const table: Record<string, number> = {};
    for (const [key, fallback] of Object.entries(play.odds)) {
      const text = (typed[key] ?? '').trim();
      const value = text === '' ? fallback : parseOdds(text);
      if (value === null) invalid.push(`${play.id}:${key}`);
      else table[key] = value;
    }
    const asDefaults = Object.entries(play.odds).every(([key, value]) => table[key] === value);
    const wanted = asDefaults ? null : table;
    if (!sameTable(wanted, overrides[play.id] ?? null)) patch[play.id] = wanted;
  }
  return { patch, invalid };
}
