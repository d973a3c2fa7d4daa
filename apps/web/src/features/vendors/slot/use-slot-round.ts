import type { LineWin, PlayerState, SlotGameInfo, SlotSpinResult } from '@portal/contracts/vendors.schema';
import { useReducedMotion } from '@portal/ui/use-reduced-motion.ts';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { type GameError, toGameError } from '../shared/game-error.ts';
import { newRequestId } from '../shared/request-id.ts';
import { spinSlot } from './api/spin-slot.ts';
import { BIG_WIN_MULTIPLE, type SlotTiming, timingOf } from './slot-timing.ts';

/** What the reels show: grid[reel][row] symbol ids, which reels still spin, and the wins lit. */
export type ReelView = {
  grid: number[][];
  spinning: boolean[];
  wins: LineWin[];
  /** The win of the round so far (free spins add up), minor units. */
  win: number;
  /** During free spins: which one of how many, and their multiplier. */
  free: { index: number; total: number; multiplier: number } | null;
};

type Options = {
  info: SlotGameInfo;
  player: PlayerState;
  setBalance: (balance: number) => void;
  /** After every settled spin (the history is read again). */
  onSettled: () => void;
};

type Outcome = 'done' | 'free' | 'error';
type PendingSpin = { stake: number; requestId: string };

/** A calm first screen before any spin: the regular symbols spread over the reels. */
export function starterGrid(info: SlotGameInfo): number[][] {
  const regular = info.symbols.filter((s) => s.kind === 'regular');
  const pool = regular.length > 0 ? regular : info.symbols;
  return Array.from({ length: info.reels }, (_, reel) =>
    Array.from({ length: info.rows }, (_, row) => pool[(reel * 2 + row * 3) % pool.length]?.id ?? 0),
  );
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * One slot round from the press to the settled balance, and auto-spin over rounds. The stake leaves the
 * balance at the press; the balance after the win shows once the reels and free spins have played it.
 * A spin whose answer never arrived keeps its request id: sending it again cannot bet twice.
 */
export function useSlotRound({ info, player, setBalance, onSettled }: Options) {
  const reducedMotion = useReducedMotion();
  const [turbo, setTurbo] = useState(false);
  const [stakeIndex, setStakeIndex] = useState(0);
  const stake = info.betLevels[stakeIndex] ?? info.betLevels[0] ?? 0;
  const [view, setView] = useState<ReelView>(() => ({
    grid: starterGrid(info),
    spinning: Array.from({ length: info.reels }, () => false),
    wins: [],
    win: 0,
    free: null,
  }));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<GameError | null>(null);
  const [bigWin, setBigWin] = useState<number | null>(null);
  const [freeAward, setFreeAward] = useState<number | null>(null);
  const [autoLeft, setAutoLeft] = useState(0);
  const [retryPending, setRetryPending] = useState(false);

  const live = useRef({ info, player, stake, setBalance, onSettled, timing: timingOf(reducedMotion, turbo) });
  useLayoutEffect(() => {
    live.current = { info, player, stake, setBalance, onSettled, timing: timingOf(reducedMotion, turbo) };
  });
  const busyRef = useRef(false);
  const autoRef = useRef(0);
  const pendingRef = useRef<PendingSpin | null>(null);
  /** The last round paid a big win: auto-spin leaves its banner up longer. */
  const bigWinRef = useRef(false);
  const alive = useRef(true);
  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      autoRef.current = 0;
    };
  }, []);

  const stopReels = useCallback(async (grid: number[][], step: number) => {
    for (let reel = 0; reel < grid.length; reel += 1) {
      setView((old) => ({
        ...old,
        grid: old.grid.map((column, i) => (i === reel ? (grid[i] ?? column) : column)),
        spinning: old.spinning.map((spinning, i) => (i === reel ? false : spinning)),
      }));
      if (step > 0 && reel < grid.length - 1) await sleep(step);
    }
  }, []);

  const spinAll = useCallback(
    () => setView((old) => ({ ...old, spinning: old.spinning.map(() => true), wins: [] })),
    [],
  );

  const playFreeSpins = useCallback(
    async (result: SlotSpinResult, timing: SlotTiming) => {
      const total = result.freeSpins.length;
      const multiplier = live.current.info.freeSpins.multiplier;
      await sleep(result.base.win > 0 ? timing.winShow : timing.winShow / 2);
      setFreeAward(total);
      await sleep(timing.freeIntro);
      setFreeAward(null);
      let won = result.base.win;
      for (const [index, screen] of result.freeSpins.entries()) {
        if (!alive.current) return;
        setView((old) => ({ ...old, free: { index: index + 1, total, multiplier } }));
        spinAll();
        await sleep(timing.freeMinSpin);
        await stopReels(screen.grid, timing.freeReelStep);
        won += screen.win;
        setView((old) => ({ ...old, wins: screen.wins, win: won }));
        await sleep(screen.win > 0 ? timing.freeShow * 1.6 : timing.freeShow);
      }
    },
    [stopReels, spinAll],
  );

  const playRound = useCallback(async (): Promise<Outcome> => {
    const { player: current, info: game, timing } = live.current;
    const request = pendingRef.current ?? { stake: live.current.stake, requestId: newRequestId() };
    pendingRef.current = request;
    const before = current.balance;
    setError(null);
    setBigWin(null);
    bigWinRef.current = false;
    if (before >= request.stake) live.current.setBalance(before - request.stake);
    setView((old) => ({ ...old, win: 0, free: null }));
    spinAll();
    const started = Date.now();
    let result: SlotSpinResult;
    try {
      result = await spinSlot({
        session: current.session,
        gameCode: game.gameCode,
        stake: request.stake,
        requestId: request.requestId,
      });
    } catch (cause) {
      const failure = toGameError(cause);
      if (failure.kind !== 'network') pendingRef.current = null;
      if (!alive.current) return 'error';
      setRetryPending(pendingRef.current !== null);
      live.current.setBalance(before);
      setView((old) => ({ ...old, spinning: old.spinning.map(() => false) }));
      setError(failure);
      return 'error';
    }
    pendingRef.current = null;
    setRetryPending(false);
    await sleep(Math.max(0, timing.minSpin - (Date.now() - started)));
    await stopReels(result.base.grid, timing.reelStep);
    setView((old) => ({ ...old, wins: result.base.wins, win: result.base.win }));
    if (result.freeSpins.length > 0) await playFreeSpins(result, timing);
    if (!alive.current) return 'error';
    setView((old) => ({ ...old, win: result.totalWin, free: null }));
    live.current.setBalance(result.balance);
    bigWinRef.current = result.totalWin > 0 && result.totalWin >= result.stake * BIG_WIN_MULTIPLE;
    if (bigWinRef.current) setBigWin(result.totalWin);
    live.current.onSettled();
    return result.freeSpins.length > 0 ? 'free' : 'done';
  }, [stopReels, playFreeSpins, spinAll]);

  const runExclusive = useCallback(async (work: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      busyRef.current = false;
      if (alive.current) setBusy(false);
    }
  }, []);

  const spin = useCallback(
    () =>
      runExclusive(async () => {
        await playRound();
      }),
    [runExclusive, playRound],
  );

  const startAuto = useCallback(
    (count: number) =>
      runExclusive(async () => {
        autoRef.current = count;
        setAutoLeft(count);
        while (autoRef.current > 0 && alive.current) {
          const { player: current, stake: next } = live.current;
          if (pendingRef.current === null && current.balance < next) {
            setError({ kind: 'insufficient', code: 'wallet.insufficient.funds', message: '' });
            break;
          }
          const outcome = await playRound();
          autoRef.current = Math.max(0, autoRef.current - 1);
          setAutoLeft(autoRef.current);
          if (outcome !== 'done' || autoRef.current === 0) break;
          const { timing } = live.current;
          await sleep(bigWinRef.current ? timing.bigWin : timing.autoPause);
        }
        autoRef.current = 0;
        if (alive.current) setAutoLeft(0);
      }),
    [runExclusive, playRound],
  );

  /** Pressed while running: no further spin starts (the one on screen finishes). */
  const stopAuto = useCallback(() => {
    autoRef.current = 0;
    setAutoLeft(0);
  }, []);

  const changeStake = useCallback(
    (step: number) =>
      setStakeIndex((index) => Math.min(info.betLevels.length - 1, Math.max(0, index + step))),
    [info.betLevels.length],
  );

  return {
    view,
    stake,
    stakeIndex,
    changeStake,
    busy,
    error,
    dismissError: () => setError(null),
    bigWin,
    dismissBigWin: () => setBigWin(null),
    freeAward,
    autoLeft,
    spin,
    startAuto,
    stopAuto,
    retryPending,
    turbo,
    setTurbo,
    reducedMotion,
  };
}

export type SlotRound = ReturnType<typeof useSlotRound>;
