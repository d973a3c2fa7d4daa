import type { LineWin } from '@portal/contracts/vendors.schema';
import { useEffect, useState } from 'react';

const TURN_MS = 1100;

/** The wins of a screen take turns in front (their payline drawn, their amount named). */
export function useWinFocus(wins: LineWin[], settled: boolean): LineWin | null {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    setIndex(0);
    if (!settled || wins.length < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % wins.length), TURN_MS);
    return () => clearInterval(timer);
  }, [wins, settled]);
  return settled ? (wins[index] ?? wins[0] ?? null) : null;
}
