import type { MiniGameInfo, SlotGameInfo, TableGameInfo } from '@portal/contracts/vendors.schema';
import { GAMES } from '../../db/seed/catalogue.ts';
import { houseEngineOf } from '../adapters.ts';
import type { Rng } from '../rng.ts';
import { miniGameInfo } from './mini/dice.ts';
import { gameInfo, slotDefinition, themeFor } from './slots/catalogue.ts';
import { type SpinOutcome, spin } from './slots/engine.ts';
import { tableGameInfo } from './table/odds.ts';

/** A game the in-house provider plays: its engine, what the page shows, and (slots) how a spin plays. */
export type HouseGame =
  | { kind: 'slot'; code: string; info: SlotGameInfo; play: (stake: number, rng: Rng) => SpinOutcome }
  | { kind: 'table'; code: string; info: TableGameInfo }
  | { kind: 'mini'; code: string; info: MiniGameInfo };

/** A table's limits from the catalogue's minimum bet: up to a thousand times it per spot. */
const TABLE_SPREAD = 1000;

function build(gameCode: string): HouseGame | null {
  const def = GAMES.find((g) => g.code === gameCode);
  if (!def) return null;
  const engine = houseEngineOf({
    vendorCode: def.vendor,
    gameCode: def.code,
    gameType: def.gameType,
    gameClassify: def.classify,
  });
  if (engine === 'table') {
    const info = tableGameInfo(def.code, def.title, {
      minBet: def.minBet,
      maxBet: def.minBet * TABLE_SPREAD,
    });
    return { kind: 'table', code: def.code, info };
  }
  if (engine === 'mini')
    return { kind: 'mini', code: def.code, info: miniGameInfo(def.code, def.title, def.minBet) };
  return engine === 'slot' ? slotGame(def.code, def.title, def.motif, def.minBet) : null;
}

const games = new Map<string, HouseGame | null>();

/** The in-house game of a catalogue code (the vendor's own game list is the demo catalogue's). */
export function houseGame(gameCode: string): HouseGame | null {
  let game = games.get(gameCode);
  if (game === undefined) {
    game = build(gameCode);
    games.set(gameCode, game);
  }
  return game;
}

/** A slot of the catalogue: its theme from the motif, its stakes from the catalogue's minimum bet. */
function slotGame(code: string, title: string, motif: string, minBet: number): HouseGame {
  const def = slotDefinition(code, title, themeFor(code, motif), minBet);
  return { kind: 'slot', code, info: gameInfo(def), play: (stake, rng) => spin(def, stake, rng) };
}
