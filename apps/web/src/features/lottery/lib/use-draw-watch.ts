import type { LotteryDraw, LotteryGame, LotteryTicket } from '@portal/contracts/lottery.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { refreshMoney } from '../../../shell/money/balance.ts';

/** How often the games are read: while a draw the page waits for is due, and otherwise. */
export const POLL_FAST_MS = 2000;
export const POLL_SLOW_MS = 20_000;

/** Issues of one game compare as text: `20261126-0827` sorts like its draws. */
const reached = (last: LotteryDraw | null, issue: string) => !!last && last.issue >= issue;

/** The player's tickets of the game whose draw time has come and that are not settled yet. */
export function dueTickets(tickets: readonly LotteryTicket[], gameCode: string, now: number) {
  return tickets.filter((t) => t.gameCode === gameCode && t.status === 'open' && Date.parse(t.drawAt) <= now);
}

/**
 * What the page waits for once a countdown passes (no websockets yet): the draw whose sales closed is
 * "drawing" until the game's `last` draw is it; while it or one of the player's tickets is due, the games
 * are read every two seconds. When the last draw settles a draw the player bet on, today's orders and the
 * header balance are read again (refreshMoney), without a reload.
 */
export function useDrawWatch(game: LotteryGame | null, tickets: readonly LotteryTicket[], now: number) {
  const client = useQueryClient();
  const [closed, setClosed] = useState<LotteryDraw | null>(null);
  const seen = useRef<LotteryDraw | null>(null);
  const current = game?.current ?? null;
  const last = game?.last ?? null;

  // the countdown passed, or the server moved on to the next draw before the page saw the close
  useEffect(() => {
    const previous = seen.current;
    seen.current = current;
    if (current && now >= Date.parse(current.closesAt))
      setClosed((c) => (c?.issue === current.issue ? c : current));
    else if (previous && previous.issue !== current?.issue && now >= Date.parse(previous.closesAt))
      setClosed((c) => (c?.issue === previous.issue ? c : previous));
  }, [current, now]);

  const drawing = closed && !reached(last, closed.issue) ? closed : null;
  const due = game ? dueTickets(tickets, game.gameCode, now) : [];
  const settledFor = last?.status === 'settled' ? last.issue : null;

  // a draw the player bet on is settled: the tickets and the money are read again, once per draw
  const refreshed = useRef<string | null>(null);
  useEffect(() => {
    if (!settledFor || refreshed.current === settledFor) return;
    if (!due.some((ticket) => ticket.issue <= settledFor)) return;
    refreshed.current = settledFor;
    void refreshMoney(client);
  }, [settledFor, due, client]);

  const waiting = !!drawing || due.length > 0;
  return { drawing, waiting, pollMs: waiting ? POLL_FAST_MS : POLL_SLOW_MS };
}
