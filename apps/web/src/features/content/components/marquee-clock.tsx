import { useEffect, useState } from 'react';
import { formatClock } from '../lib/clock-format.ts';

/** A live clock, d/m/Y H:i:s, ticking each second (spec sections 2 and 9). */
export function MarqueeClock({ className }: { className?: string }) {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 1000);
    return () => clearInterval(timer);
  }, []);
  const text = formatClock(now);
  return (
    <time className={className} data-testid="marquee-clock" dateTime={now.toISOString()}>
      {text}
    </time>
  );
}
