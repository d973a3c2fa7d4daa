import type { LotteryGame } from '@portal/contracts/lottery.schema';
import { type Family, type Play, type QuickPick, quickPick, type Selection } from '@portal/lottery';
import { useMemo, useState } from 'react';
import { emptyPick, lineProblem, MAX_LINES, type SlipLine } from './slip.ts';

/** A stake of the portal's minor units: 1.00 a bet and no multiplier to start with. */
const DEFAULT_STAKE = 100;

let lineCounter = 0;

/**
 * The slip being built for one game: the play and pick on the picker, the stake, the lines added, and the
 * chase. Money is minor units throughout.
 */
export function useBetSlip(family: Family<unknown>, game: LotteryGame) {
  const [playId, setPlayId] = useState(family.plays[0]?.id ?? '');
  const play = (family.plays.find((p) => p.id === playId) ?? family.plays[0]) as Play<unknown>;
  const [pick, setPick] = useState<Selection[][]>(() => emptyPick(play));
  const [unitStake, setUnitStake] = useState(Math.max(DEFAULT_STAKE, game.minStake));
  const [multiplier, setMultiplier] = useState(1);
  const [lines, setLines] = useState<SlipLine[]>([]);
  const [draws, setDraws] = useState(1);
  const [stopOnWin, setStopOnWin] = useState(true);
  const [tried, setTried] = useState(false);

  const bets = useMemo(() => play.combinations(pick), [play, pick]);
  const problem = lineProblem(play, pick, unitStake, multiplier, game);

  const choosePlay = (id: string) => {
    const next = family.plays.find((p) => p.id === id);
    if (!next) return;
    setPlayId(id);
    setPick(emptyPick(next));
    setTried(false);
  };

  const setRow = (row: number, values: Selection[]) => {
    const pool = play.rows[row]?.pool ?? [];
    // kept in pool order: the slip reads the same whatever order the numbers were tapped in
    const chosen = new Set(values);
    setPick((current) => current.map((old, i) => (i === row ? pool.filter((v) => chosen.has(v)) : old)));
  };

  const toggle = (row: number, value: Selection) => {
    const current = pick[row] ?? [];
    setRow(row, current.includes(value) ? current.filter((v) => v !== value) : [...current, value]);
  };

  const quick = (row: number, kind: QuickPick) => {
    const spec = play.rows[row];
    if (spec) setRow(row, quickPick(spec, kind));
  };

  /** The picker's line on the slip (true), or the reason shown (false). */
  const addLine = (): boolean => {
    setTried(true);
    if (problem || lines.length >= MAX_LINES) return false;
    lineCounter += 1;
    const line = { key: `line-${lineCounter}`, play: play.id, pick, unitStake, multiplier, bets };
    setLines((current) => [...current, line]);
    setPick(emptyPick(play));
    setTried(false);
    return true;
  };

  return {
    play,
    pick,
    bets,
    unitStake,
    multiplier,
    lines,
    draws,
    stopOnWin,
    /** The problem of the picker's line, once the player tried to add it. */
    shownProblem: tried ? problem : null,
    problem,
    choosePlay,
    toggle,
    setRow,
    quick,
    setUnitStake,
    setMultiplier,
    addLine,
    removeLine: (key: string) => setLines((current) => current.filter((line) => line.key !== key)),
    clearLines: () => setLines([]),
    clearPick: () => setPick(emptyPick(play)),
    setDraws,
    setStopOnWin,
  };
}

export type BetSlip = ReturnType<typeof useBetSlip>;
