import { useEffect, useState } from 'react';

/** The clock, read again every `intervalMs` while mounted (the countdowns' tick). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export type Remaining = { days: number; hours: number; minutes: number; seconds: number };

/** Whole seconds left until `until` (never below 0), split for the countdown. */
export function remaining(until: string | number, now: number): Remaining {
  const end = typeof until === 'number' ? until : Date.parse(until);
  const total = Math.max(0, Math.ceil((end - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const two = (value: number) => String(value).padStart(2, '0');

/** 00:42, 12:05:09; days are written apart by the caller (a daily draw is hours away). */
export function clockText({ hours, minutes, seconds }: Remaining): string {
  return hours > 0 ? `${two(hours)}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}
