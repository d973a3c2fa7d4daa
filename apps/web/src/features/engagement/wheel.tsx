import type { WheelPrize } from '@portal/contracts/signin-wheel.schema';
import { useEffect, useRef, useState } from 'react';
import styles from './engagement.module.css';

/** How long a spin turns (ms); none when the player asks for reduced motion. */
export const SPIN_MS = 4600;
const TURNS = 6;

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia !== 'function' || window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

/** The wheel's angle that stops `position`'s slice under the pointer, after whole turns from `from`. */
export function landingAngle(from: number, position: number, slices: number): number {
  const slice = 360 / slices;
  const centre = (position + 0.5) * slice;
  const base = from - (((from % 360) + 360) % 360);
  return base + TURNS * 360 + (360 - centre);
}

const point = (angle: number, radius: number) => {
  const rad = ((angle - 90) * Math.PI) / 180;
  return [Math.cos(rad) * radius, Math.sin(rad) * radius] as const;
};

type WheelProps = {
  prizes: readonly WheelPrize[];
  /** The slice to stop on: set when the server has drawn it; the wheel turns to it, then calls onStop. */
  target: { position: number; spin: number } | null;
  onStop: () => void;
  /** The hub: the spin button. */
  hub: React.ReactNode;
};

/**
 * The lucky wheel: one slice per prize (the cash prizes in the theme's two colours, "try again" in the
 * surface's), a pointer at the top, lights around the rim. Labels read upright when their slice is under
 * the pointer, as the prize the wheel stops on does. It only shows what the server drew: the
 * outcome arrives first, then the wheel turns to it.
 */
export function Wheel({ prizes, target, onStop, hub }: WheelProps) {
  const [angle, setAngle] = useState(0);
  const [turning, setTurning] = useState(false);
  const angleRef = useRef(0);
  const stopRef = useRef(onStop);
  stopRef.current = onStop;

  useEffect(() => {
    if (!target) return;
    const next = landingAngle(angleRef.current, target.position, prizes.length);
    angleRef.current = next;
    const instant = prefersReducedMotion();
    setTurning(!instant);
    setAngle(next);
    const timer = window.setTimeout(
      () => {
        setTurning(false);
        stopRef.current();
      },
      instant ? 0 : SPIN_MS + 100,
    );
    return () => window.clearTimeout(timer);
  }, [target, prizes.length]);

  const slice = 360 / prizes.length;
  let cashIndex = 0;
  return (
    <div className={styles.wheelFrame} data-testid="wheel" data-turning={turning || undefined}>
      <div className={styles.pointer} aria-hidden="true" />
      <div
        className={styles.disc}
        style={{
          transform: `rotate(${angle}deg)`,
          transitionDuration: turning ? `${SPIN_MS}ms` : '0ms',
        }}
      >
        <svg viewBox="-100 -100 200 200" className={styles.svg} role="img" aria-hidden="true">
          <circle r="99" className={styles.rim} />
          {prizes.map((prize, i) => {
            const [x1, y1] = point(i * slice, 90);
            const [x2, y2] = point((i + 1) * slice, 90);
            const tone = prize.kind !== 'none' ? (cashIndex++ % 2 === 0 ? 'a' : 'b') : 'none';
            const mid = (i + 0.5) * slice;
            return (
              <g key={prize.position} data-tone={tone}>
                <path
                  d={`M0 0L${x1.toFixed(3)} ${y1.toFixed(3)}A90 90 0 ${slice > 180 ? 1 : 0} 1 ${x2.toFixed(3)} ${y2.toFixed(3)}Z`}
                  className={styles[`slice_${tone}`]}
                />
                <text
                  className={styles[`label_${tone}`]}
                  transform={`rotate(${mid}) translate(0 -58)`}
                  textAnchor="middle"
                  dominantBaseline="middle"
                >
                  {prize.label}
                </text>
              </g>
            );
          })}
          {Array.from({ length: prizes.length * 2 }, (_, i) => {
            const [x, y] = point(i * (slice / 2), 95);
            // biome-ignore lint/suspicious/noArrayIndexKey: a bulb is its place on the rim
            return <circle key={i} cx={x} cy={y} r="2.2" className={styles.bulb} />;
          })}
        </svg>
      </div>
      <div className={styles.hub}>{hub}</div>
    </div>
  );
}
