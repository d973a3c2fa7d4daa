import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';

/** Launches, favourites and recent games: the player's side of the catalogue. */

export function insertGameSession(
  db: Database,
  row: {
    merchantId: number;
    accountId: number;
    playerId: string;
    gameId: number;
    provider: string;
    tokenHash: Buffer;
    expiresAt: Date;
  },
) {
  return db
    .insertInto('game_sessions')
    .values({
      merchant_id: row.merchantId,
      account_id: row.accountId,
      player_id: row.playerId,
      game_id: row.gameId,
      provider: row.provider,
      token_hash: row.tokenHash,
      expires_at: row.expiresAt,
    })
    .execute();
}

export function findGameSession(db: Database, tokenHash: Buffer) {
  return db
    .selectFrom('game_sessions as s')
    .innerJoin('games as g', 'g.id', 's.game_id')
    .select([
      's.merchant_id',
      's.account_id',
      's.player_id',
      's.provider',
      's.expires_at',
      'g.id as game_id',
      'g.vendor_code',
      'g.game_code',
      'g.game_type',
      sql<string>`coalesce(g.game_name, g.node_name)`.as('game_name'),
    ])
    .where('s.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function touchRecent(db: Database, merchantId: number, accountId: number, gameId: number) {
  await db
    .insertInto('recent_games')
    .values({ merchant_id: merchantId, account_id: accountId, game_id: gameId })
    .onConflict((oc) => oc.columns(['account_id', 'game_id']).doUpdateSet({ played_at: sql`now()` }))
    .execute();
}

export async function recentGameIds(db: Database, merchantId: number, accountId: number, limit: number) {
  return db
    .selectFrom('recent_games')
    .select(['game_id', 'played_at'])
    .where('merchant_id', '=', merchantId)
    .where('account_id', '=', accountId)
    .orderBy('played_at', 'desc')
    .limit(limit)
    .execute();
}

export async function favouriteIds(db: Database, merchantId: number, accountId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('favourite_games')
    .select('game_id')
    .where('merchant_id', '=', merchantId)
    .where('account_id', '=', accountId)
    .orderBy('created_at', 'desc')
    .orderBy('game_id', 'desc')
    .execute();
  return rows.map((r) => r.game_id);
}

export async function addFavourite(db: Database, merchantId: number, accountId: number, gameId: number) {
  await db
    .insertInto('favourite_games')
    .values({ merchant_id: merchantId, account_id: accountId, game_id: gameId })
    .onConflict((oc) => oc.columns(['account_id', 'game_id']).doNothing())
    .execute();
}

export async function removeFavourite(db: Database, merchantId: number, accountId: number, gameId: number) {
  await db
    .deleteFrom('favourite_games')
    .where('merchant_id', '=', merchantId)
    .where('account_id', '=', accountId)
    .where('game_id', '=', gameId)
    .execute();
}

/** Distinct players launched at each of the given games since a moment (the rooms' occupancy). */
export async function playersSince(
  db: Database,
  merchantId: number,
  gameIds: readonly number[],
  since: Date,
) {
  if (gameIds.length === 0) return new Map<number, number>();
  const rows = await db
    .selectFrom('game_sessions')
    .select(['game_id', sql<number>`count(distinct account_id)`.as('players')])
    .where('merchant_id', '=', merchantId)
    .where('game_id', 'in', gameIds)
    .where('created_at', '>=', since)
    .groupBy('game_id')
    .execute();
  return new Map(rows.map((r) => [r.game_id, Number(r.players)]));
}
