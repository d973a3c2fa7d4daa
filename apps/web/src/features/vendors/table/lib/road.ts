import type { VendorRound } from '@portal/contracts/vendors.schema';

export type RoadOutcome = 'PLAYER' | 'BANKER' | 'TIE';

/** The table writes each round's summary as 'BANKER 7 : 5': the winner comes first. */
export function outcomeOfSummary(summary: string): RoadOutcome | null {
  const match = /^(PLAYER|BANKER|TIE)\b/.exec(summary.trim().toUpperCase());
  return match ? (match[1] as RoadOutcome) : null;
}

/** The outcomes of the rounds, oldest first (the history answers newest first). */
export function roadOf(rounds: readonly VendorRound[]): RoadOutcome[] {
  const outcomes: RoadOutcome[] = [];
  for (const round of rounds) {
    const outcome = outcomeOfSummary(round.summary);
    if (outcome) outcomes.push(outcome);
  }
  return outcomes.reverse();
}

export type BeadCell = { key: string; outcome: RoadOutcome | null };
export type BeadColumn = { key: string; cells: BeadCell[] };

/**
 * The bead plate: filled top to bottom, then left to right, in columns of `rows` beads, padded with
 * empty columns up to `minColumns` so the grid is drawn before the first rounds.
 */
export function beadPlate(outcomes: readonly RoadOutcome[], rows: number, minColumns: number): BeadColumn[] {
  const count = Math.max(minColumns, Math.ceil(outcomes.length / rows));
  return Array.from({ length: count }, (_, column) => ({
    key: `c${column}`,
    cells: Array.from({ length: rows }, (_, row) => ({
      key: `c${column}r${row}`,
      outcome: outcomes[column * rows + row] ?? null,
    })),
  }));
}
