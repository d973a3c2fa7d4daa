// The in-house slot engine (DESIGN.md 5b): spins per second with the crypto RNG, as a ratio to drawing
// the same five crypto stops alone in the same run; then a long simulation per theme, its RTP against
// the exact one and the 99% confidence interval that the spin count and the exact variance give.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { BET_LEVELS, slotDefinition } from '../apps/server/src/vendors/house/slots/catalogue.ts';
import { gridAt, REELS, spin } from '../apps/server/src/vendors/house/slots/engine.ts';
import { exactMoments } from '../apps/server/src/vendors/house/slots/rtp.ts';
import { THEME_NAMES } from '../apps/server/src/vendors/house/slots/themes.ts';
import { cryptoRng } from '../apps/server/src/vendors/rng.ts';
import { intFromEnv } from './shared.ts';

const seconds = intFromEnv('BENCH_SLOTS_SECONDS', 3, 1);
const simulated = intFromEnv('BENCH_SLOTS_SPINS', 10_000_000, 1000);
/** Two-sided 99%. */
const Z99 = 2.5758;

const rng = cryptoRng();
const stake = BET_LEVELS[0]!;

/** Runs `work` in chunks for `seconds` (after a short warm-up); answers calls per second. */
function rate(work: () => number): { perSecond: number; check: number } {
  let check = 0;
  const warmEnd = performance.now() + 300;
  while (performance.now() < warmEnd) check += work();
  let calls = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  while (performance.now() < end) {
    for (let i = 0; i < 10_000; i++) check += work();
    calls += 10_000;
  }
  return { perSecond: (calls * 1000) / (performance.now() - started), check };
}

function speed() {
  const def = slotDefinition('BENCH', 'Bench', 'dragon');
  const lengths = def.strips.map((strip) => strip.length);
  const stops = new Array<number>(REELS).fill(0);
  // the baseline: the five crypto draws a spin makes, and nothing else
  const draws = () => {
    let sum = 0;
    for (let reel = 0; reel < REELS; reel++) sum += rng.int(lengths[reel]!);
    return sum;
  };
  // context: the draws and the screen they show, without paying it
  const screens = () => {
    for (let reel = 0; reel < REELS; reel++) stops[reel] = rng.int(lengths[reel]!);
    return gridAt(def, stops)[0]![0]!;
  };
  const first = rate(draws);
  const grid = rate(screens);
  const themes = THEME_NAMES.map((theme) => {
    const game = slotDefinition('BENCH', 'Bench', theme);
    return { theme, ...rate(() => spin(game, stake, rng).totalWin) };
  });
  const second = rate(draws);
  return { base: (first.perSecond + second.perSecond) / 2, draws: [first, second], grid, themes };
}

function simulate() {
  return THEME_NAMES.map((theme) => {
    const def = slotDefinition('BENCH', 'Bench', theme);
    const exact = exactMoments(def);
    const started = performance.now();
    let won = 0;
    for (let i = 0; i < simulated; i++) won += spin(def, stake, rng).totalWin;
    const rtp = won / (stake * simulated);
    const halfWidth = (Z99 * Math.sqrt(exact.variance)) / Math.sqrt(simulated);
    return {
      theme,
      exact: exact.rtp,
      simulated: rtp,
      low: rtp - halfWidth,
      high: rtp + halfWidth,
      inside: Math.abs(rtp - exact.rtp) <= halfWidth,
      sd: Math.sqrt(exact.variance),
      hitRate: exact.hitRate,
      freeSpinRate: exact.freeSpinRate,
      seconds: (performance.now() - started) / 1000,
    };
  });
}

function main() {
  const s = speed();
  const n = (x: number) => Math.round(x).toLocaleString('en-US').padStart(11);
  const pct = (x: number) => (x * 100).toFixed(3).padStart(7);
  console.log(`\nSlot engine (crypto RNG, ${seconds} s each, one core)`);
  console.log('measure                              per second   x base');
  console.log(`5 crypto draws (baseline, mean)     ${n(s.base)}     1.00`);
  console.log(
    `5 draws + the screen they show      ${n(s.grid.perSecond)}     ${(s.grid.perSecond / s.base).toFixed(2)}`,
  );
  for (const t of s.themes) {
    console.log(`spin(), ${t.theme.padEnd(27)} ${n(t.perSecond)}     ${(t.perSecond / s.base).toFixed(2)}`);
  }
  const drift = Math.abs(s.draws[0]!.perSecond - s.draws[1]!.perSecond) / s.base;
  console.log(
    `baseline runs differ by ${(drift * 100).toFixed(1)}%${drift > 0.1 ? ' (busy machine: read with care)' : ''}`,
  );

  const sims = simulate();
  console.log(
    `\nRTP: ${simulated.toLocaleString('en-US')} spins per theme, crypto RNG, 99% CI from the exact variance`,
  );
  console.log(
    'theme     exact %   simulated %   99% CI %             exact inside   sd/spin   hit %   free spins   s',
  );
  for (const r of sims) {
    console.log(
      `${r.theme.padEnd(8)}  ${pct(r.exact)}   ${pct(r.simulated)}       ${pct(r.low)} .. ${pct(r.high)}   ${(r.inside ? 'yes' : 'NO').padEnd(12)}   ${r.sd.toFixed(2).padStart(7)}   ${(r.hitRate * 100).toFixed(1).padStart(5)}   1 in ${(1 / r.freeSpinRate).toFixed(0).padEnd(5)}  ${r.seconds.toFixed(1).padStart(5)}`,
    );
  }
  const dir = path.join(import.meta.dirname, 'results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'slots.json'), `${JSON.stringify({ speed: s, rtp: sims }, null, 2)}\n`);
}

main();
