import { createHash } from 'node:crypto';
import type { SandboxEvent, SandboxKind } from '@portal/contracts/vendors.schema';
import type { Rng } from '../../rng.ts';
import {
  COCK_OWNERS,
  COCKFIGHT_ARENAS,
  COCKS,
  ESPORTS_LEAGUES,
  ESPORTS_TEAMS,
  FOOTBALL_CLUBS,
  FOOTBALL_LEAGUES,
} from './event-names.ts';

/**
 * The sandbox vendor's matches: a schedule computed, not stored. Each game has one match starting at
 * every 10-minute boundary; everything about it (sides, true chances, odds) is a hash of the game and
 * the slot, so any node rebuilds the same event from its id. Only the result is random, drawn when the
 * event is played.
 */

export type EventKind = Exclude<SandboxKind, 'fish'>;

export const SLOT_MS = 10 * 60_000;
export const UPCOMING_EVENTS = 6;
/** The bookmaker's margin: the odds are the fair odds divided by 1.05. */
export const MARGIN_PERCENT = 5;
/** True chances are integer weights out of this total, so that the result draw is exact. */
export const CHANCE_TOTAL = 1000;

export const EVENT_PICKS: Readonly<Record<EventKind, readonly string[]>> = {
  sports: ['HOME', 'DRAW', 'AWAY'],
  esports: ['HOME', 'AWAY'],
  cockfight: ['MERON', 'WALA', 'DRAW'],
};

/** A cockfight draw is rare and pays about 8: 119 in 1000 with the margin gives odds of 8.00. */
const COCKFIGHT_DRAW = 119;

function hashWords(text: string): number[] {
  const digest = createHash('sha256').update(text).digest();
  return Array.from({ length: digest.length / 4 }, (_, i) => digest.readUInt32BE(i * 4));
}

function isEventKind(kind: SandboxKind): kind is EventKind {
  return kind !== 'fish';
}

/** Two different entries of a list, chosen by two hash words. */
function pairFrom<T>(list: readonly T[], first: number, second: number): [T, T] {
  const home = first % list.length;
  const away = (home + 1 + (second % (list.length - 1))) % list.length;
  return [list[home]!, list[away]!];
}

/** The event's true chance of each pick, in thousandths (they add up to CHANCE_TOTAL). */
export function trueChances(kind: SandboxKind, eventId: string): Record<string, number> {
  if (!isEventKind(kind)) throw new Error(`no events for ${kind}`);
  const [a = 0, b = 0] = hashWords(`chances:${kind}:${eventId}`);
  if (kind === 'esports') {
    const home = 250 + (a % 501);
    return { HOME: home, AWAY: CHANCE_TOTAL - home };
  }
  if (kind === 'sports') {
    const draw = 200 + (a % 101);
    const home = Math.round(((CHANCE_TOTAL - draw) * (30 + (b % 41))) / 100);
    return { HOME: home, DRAW: draw, AWAY: CHANCE_TOTAL - draw - home };
  }
  const meron = Math.round(((CHANCE_TOTAL - COCKFIGHT_DRAW) * (40 + (a % 21))) / 100);
  return { MERON: meron, WALA: CHANCE_TOTAL - COCKFIGHT_DRAW - meron, DRAW: COCKFIGHT_DRAW };
}

/** Decimal odds of a pick with the margin, rounded to 2 places. */
function oddsOf(chance: number): number {
  return Math.round((CHANCE_TOTAL * 100 * 100) / (chance * (100 + MARGIN_PERCENT))) / 100;
}

function sidesOf(kind: EventKind, eventId: string, slot: number) {
  const [a = 0, b = 0, c = 0, d = 0, e = 0] = hashWords(`sides:${kind}:${eventId}`);
  if (kind === 'sports') {
    const [home, away] = pairFrom(FOOTBALL_CLUBS, a, b);
    return { league: FOOTBALL_LEAGUES[c % FOOTBALL_LEAGUES.length]!, home, away };
  }
  if (kind === 'esports') {
    const [home, away] = pairFrom(ESPORTS_TEAMS, a, b);
    return { league: ESPORTS_LEAGUES[c % ESPORTS_LEAGUES.length]!, home, away };
  }
  const [meron, wala] = pairFrom(COCKS, a, b);
  const [meronOwner, walaOwner] = pairFrom(COCK_OWNERS, c, d);
  const fightsPerDay = (24 * 60 * 60_000) / SLOT_MS;
  return {
    league: `${COCKFIGHT_ARENAS[e % COCKFIGHT_ARENAS.length]} · Fight ${(slot % fightsPerDay) + 1}`,
    home: `${meron} (${meronOwner})`,
    away: `${wala} (${walaOwner})`,
  };
}

/** The match of a game starting at the given slot (slot × 10 minutes since the epoch). */
function eventAtSlot(kind: EventKind, gameCode: string, slot: number): SandboxEvent {
  const [tag = 0] = hashWords(`event:${kind}:${gameCode}:${slot}`);
  const eventId = `${slot}-${tag.toString(16).padStart(8, '0')}`;
  const chances = trueChances(kind, eventId);
  const odds: Record<string, number> = {};
  for (const pick of EVENT_PICKS[kind]) odds[pick] = oddsOf(chances[pick]!);
  return {
    eventId,
    kind,
    ...sidesOf(kind, eventId, slot),
    startsAt: new Date(slot * SLOT_MS).toISOString(),
    odds,
  };
}

/** The next matches of a game: those starting at the next UPCOMING_EVENTS 10-minute boundaries. */
export function eventsFor(kind: SandboxKind, gameCode: string, now: Date): SandboxEvent[] {
  if (!isEventKind(kind)) return [];
  const current = Math.floor(now.getTime() / SLOT_MS);
  return Array.from({ length: UPCOMING_EVENTS }, (_, i) => eventAtSlot(kind, gameCode, current + 1 + i));
}

/** Rebuilds an event of a game from its id; null when the id is not one of that game's events. */
export function eventById(kind: SandboxKind, gameCode: string, eventId: string): SandboxEvent | null {
  const match = /^(\d{1,12})-[0-9a-f]{8}$/.exec(eventId);
  if (!match || !isEventKind(kind)) return null;
  const event = eventAtSlot(kind, gameCode, Number(match[1]));
  return event.eventId === eventId ? event : null;
}

function scoreOf(kind: EventKind, result: string, rng: Rng): string {
  if (kind === 'cockfight') return '';
  if (kind === 'esports') {
    const loserMaps = rng.int(2);
    return result === 'HOME' ? `2 : ${loserMaps}` : `${loserMaps} : 2`;
  }
  if (result === 'DRAW') {
    const goals = rng.int(4);
    return `${goals} : ${goals}`;
  }
  const loser = rng.int(3);
  const winner = loser + 1 + rng.int(2);
  return result === 'HOME' ? `${winner} : ${loser}` : `${loser} : ${winner}`;
}

/** Plays an event now: the result drawn with the event's true chances, and a score that fits it. */
export function playEvent(event: SandboxEvent, rng: Rng): { result: string; score: string } {
  const { kind } = event;
  if (!isEventKind(kind)) throw new Error(`no events for ${kind}`);
  const chances = trueChances(kind, event.eventId);
  let roll = rng.int(CHANCE_TOTAL);
  for (const pick of EVENT_PICKS[kind]) {
    const chance = chances[pick]!;
    if (roll < chance) return { result: pick, score: scoreOf(kind, pick, rng) };
    roll -= chance;
  }
  throw new Error('the chances do not add up to CHANCE_TOTAL');
}

/** What a ticket pays: stake × decimal odds rounded down to the minor unit, or nothing if it lost. */
export function settleTicket(stake: number, odds: number, won: boolean): number {
  if (!Number.isSafeInteger(stake) || stake < 0) throw new RangeError(`bad stake: ${stake}`);
  if (!won) return 0;
  // Odds carry 2 decimals: work in hundredths so that 1.15 does not pay as 1.1499999.
  const hundredths = Math.round(odds * 100);
  return Math.floor(stake / 100) * hundredths + Math.floor(((stake % 100) * hundredths) / 100);
}
