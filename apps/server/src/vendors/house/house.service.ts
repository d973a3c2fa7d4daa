import { createHash } from 'node:crypto';
import type {
  HouseSession,
  MiniRollBody,
  MiniRollResult,
  OpenSessionBody,
  SlotSpinBody,
  SlotSpinResult,
  TableDealBody,
  TableDealResult,
  VendorRound,
} from '@portal/contracts/vendors.schema';
import type { Insertable } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import { asAppError, createPlayerSessions, type VendorPlayer } from '../player-sessions.ts';
import { cryptoRng, type Rng } from '../rng.ts';
import type { SeamlessClient } from '../seamless-client.ts';
import type { VendorHouseRoundsTable } from './house.tables.ts';
import { type HouseGame, houseGame } from './house-games.ts';
import { payoutOf, roll } from './mini/dice.ts';
import { deal as dealHand, settle } from './table/engine.ts';

/**
 * The in-house provider (DESIGN.md 6): slots and the baccarat table. It stands for a vendor's servers:
 * outcomes are drawn here, on the server, after the stake is accepted, and every stake and payout moves
 * through the platform's seamless wallet. A free trial plays the same games on demo credit.
 */

/** A round id from the player and the page's request id: a retried request finds its round. */
function roundIdOf(player: VendorPlayer, requestId: string): string {
  const who = player.trial ? player.session : player.playerId;
  return `H${createHash('sha256').update(`${who}:${requestId}`).digest('base64url').slice(0, 24)}`;
}

const lineSummary = (result: SlotSpinResult) =>
  result.freeSpins.length > 0
    ? `${result.freeSpins.length} free spins`
    : result.base.wins.length > 0
      ? `${result.base.wins.length} winning line${result.base.wins.length > 1 ? 's' : ''}`
      : 'no win';

export function createHouseVendor(deps: { db: Database; client: SeamlessClient; rng?: Rng }) {
  const { db, client } = deps;
  const rng = deps.rng ?? cryptoRng();
  const sessions = createPlayerSessions(client, db);

  function gameOf(gameCode: string, kind: HouseGame['kind']): HouseGame {
    const game = houseGame(gameCode);
    if (!game || game.kind !== kind) throw new AppError('game.not.found');
    return game;
  }

  /**
   * One round: the stake through the wallet, the outcome drawn, the payout through the wallet. A retried
   * request answers its first round; a trial moves demo credit only.
   */
  async function playRound<T extends { balance: number }>(
    player: VendorPlayer,
    round: { gameCode: string; requestId: string; stake: number },
    draw: () => { answer: Omit<T, 'balance' | 'roundId'>; payout: number; summary: string },
  ): Promise<T> {
    const roundId = roundIdOf(player, round.requestId);
    if (player.trial) {
      return sessions.change(player, (state) => {
        const before = state.answers.find(([requestId]) => requestId === round.requestId);
        if (before) return before[1] as T;
        if (state.balance < round.stake) {
          throw new AppError('wallet.insufficient.funds', undefined, { balance: state.balance });
        }
        const { answer, payout, summary } = draw();
        state.balance += payout - round.stake;
        const result = { ...answer, roundId, balance: state.balance } as unknown as T;
        state.answers.push([round.requestId, result]);
        state.rounds.unshift({
          roundId,
          gameCode: round.gameCode,
          stake: round.stake,
          payout,
          summary,
          at: new Date().toISOString(),
        });
        return result;
      });
    }

    // a real player from here on (a nested function does not keep the narrowing)
    const paid = player;
    /** The stake through the wallet, then the outcome drawn and recorded before any payout. */
    async function stakeAndDraw() {
      await client.bet({
        token: paid.token,
        playerId: paid.playerId,
        txId: `${roundId}-b`,
        roundId,
        gameCode: round.gameCode,
        amount: round.stake,
      });
      const { answer, payout, summary } = draw();
      return recordRound({
        round_id: roundId,
        player_id: paid.playerId,
        game_code: round.gameCode,
        stake: round.stake,
        payout,
        summary,
        result: { ...answer, roundId },
      });
    }

    try {
      // The round is recorded between the stake and the payout: a retry after any failure (a node killed
      // in the middle included) finds the outcome drawn and sends the same payout again, which the wallet
      // answers as a replay. Drawn anew, the payout would differ and the wallet would refuse it.
      const recorded = (await recordedRound(roundId)) ?? (await stakeAndDraw());
      const settled = await client.win({
        playerId: player.playerId,
        txId: `${roundId}-w`,
        roundId,
        betTxId: `${roundId}-b`,
        amount: recorded.payout,
        roundEnded: true,
      });
      return { ...recorded.result, balance: settled.balance } as unknown as T;
    } catch (error) {
      throw asAppError(error);
    }
  }

  async function recordedRound(roundId: string) {
    const row = await db
      .selectFrom('vendor_house_rounds')
      .select(['payout', 'result'])
      .where('round_id', '=', roundId)
      .executeTakeFirst();
    return row && { payout: Number(row.payout), result: row.result as Record<string, unknown> };
  }

  /** Records a drawn round; when the same request drew one at the same time, the first one stands. */
  async function recordRound(
    row: Omit<Insertable<VendorHouseRoundsTable>, 'result'> & { result: Record<string, unknown> },
  ) {
    const inserted = await db
      .insertInto('vendor_house_rounds')
      .values({ ...row, result: JSON.stringify(row.result) })
      .onConflict((oc) => oc.column('round_id').doNothing())
      .returning('round_id')
      .executeTakeFirst();
    if (inserted) return { payout: Number(row.payout), result: row.result };
    const first = await recordedRound(row.round_id);
    if (!first) throw new Error(`round ${row.round_id} neither recorded nor found`);
    return first;
  }

  return {
    async openSession(body: OpenSessionBody, siteCurrency: string): Promise<HouseSession> {
      const game = houseGame(body.gameCode);
      if (!game) throw new AppError('game.not.found');
      const player = await sessions.open(body, siteCurrency);
      return {
        player,
        slot: game.kind === 'slot' ? game.info : null,
        table: game.kind === 'table' ? game.info : null,
        mini: game.kind === 'mini' ? game.info : null,
      };
    },

    async spin(body: SlotSpinBody): Promise<SlotSpinResult> {
      const game = gameOf(body.gameCode, 'slot');
      if (game.kind !== 'slot' || !game.info.betLevels.includes(body.stake))
        throw new AppError('game.bet.invalid');
      const player = await sessions.resolve(body.session);
      return playRound<SlotSpinResult>(
        player,
        { gameCode: body.gameCode, requestId: body.requestId, stake: body.stake },
        () => {
          const outcome = game.play(body.stake, rng);
          const answer = {
            stake: body.stake,
            base: outcome.base,
            freeSpins: outcome.freeSpins,
            totalWin: outcome.totalWin,
          };
          return {
            answer,
            payout: outcome.totalWin,
            summary: lineSummary({ ...answer, roundId: '', balance: 0 }),
          };
        },
      );
    },

    async deal(body: TableDealBody): Promise<TableDealResult> {
      const game = gameOf(body.gameCode, 'table');
      if (game.kind !== 'table') throw new AppError('game.not.found');
      const spots = Object.entries(body.bets).filter(([, amount]) => (amount ?? 0) > 0);
      if (spots.length === 0) throw new AppError('game.bet.invalid', 'Place a bet first');
      for (const [spot, amount] of spots) {
        if ((amount ?? 0) < game.info.minBet || (amount ?? 0) > game.info.maxBet) {
          throw new AppError('game.bet.invalid', `The ${spot} bet must be between the table’s limits`);
        }
      }
      const stake = spots.reduce((sum, [, amount]) => sum + (amount ?? 0), 0);
      const player = await sessions.resolve(body.session);
      return playRound<TableDealResult>(
        player,
        { gameCode: body.gameCode, requestId: body.requestId, stake },
        () => {
          const hand = dealHand(rng);
          const { payout } = settle(body.bets, hand);
          return {
            answer: { ...hand, stake, payout },
            payout,
            summary: `${hand.outcome} ${hand.playerTotal} : ${hand.bankerTotal}`,
          };
        },
      );
    },

    /**
     * One round of the mini game (decision 0045): a stake the game offers on a pick, the dice rolled
     * with the crypto RNG after the stake is accepted, the payout through the wallet.
     */
    async roll(body: MiniRollBody): Promise<MiniRollResult> {
      const game = gameOf(body.gameCode, 'mini');
      if (game.kind !== 'mini') throw new AppError('game.not.found');
      if (!game.info.stakes.includes(body.stake))
        throw new AppError('game.bet.invalid', 'Choose one of the stakes the game offers');
      const player = await sessions.resolve(body.session);
      return playRound<MiniRollResult>(
        player,
        { gameCode: body.gameCode, requestId: body.requestId, stake: body.stake },
        () => {
          const { dice, total } = roll(rng);
          const payout = payoutOf(body.pick, body.stake, total);
          return {
            answer: { pick: body.pick, dice, total, stake: body.stake, payout },
            payout,
            summary: `${body.pick} ${dice[0]}+${dice[1]}=${total}`,
          };
        },
      );
    },

    /** The player's last rounds at a game, newest first. */
    async history(session: string, gameCode: string): Promise<VendorRound[]> {
      const player = await sessions.resolve(session);
      if (player.trial) return player.state.rounds.filter((r) => r.gameCode === gameCode);
      const rows = await db
        .selectFrom('vendor_house_rounds')
        .select(['round_id', 'game_code', 'stake', 'payout', 'summary', 'created_at'])
        .where('player_id', '=', player.playerId)
        .where('game_code', '=', gameCode)
        .orderBy('created_at', 'desc')
        .limit(20)
        .execute();
      return rows.map((r) => ({
        roundId: r.round_id,
        gameCode: r.game_code,
        stake: Number(r.stake),
        payout: Number(r.payout),
        summary: r.summary,
        at: new Date(r.created_at).toISOString(),
      }));
    },
  };
}

export type HouseVendor = ReturnType<typeof createHouseVendor>;
