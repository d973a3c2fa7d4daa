import type { AddressInfo } from 'node:net';
import { beforeAll } from 'vitest';
import { createSeamlessClient, httpTransport, type SeamlessClient } from '../src/vendors/seamless-client.ts';
import { answerOf, call, newPlayer, type Player } from './money-helpers.ts';
import type { TestApp } from './test-app.ts';

/** The platform listening on a loopback port, so vendors reach it over real HTTP. */
export function useListening(t: TestApp): { url: string } {
  const where = { url: '' };
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    where.url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  return where;
}

/** A vendor's client of the seamless wallet, signing with the integration's secret. */
export function vendorClient(
  t: TestApp,
  url: string,
  provider = 'HOUSE',
  options: { duplicate?: boolean; secret?: Buffer } = {},
): SeamlessClient {
  const credentials = t.services.vendorCredentials.get(provider);
  if (!credentials) throw new Error(`no credentials for ${provider}`);
  return createSeamlessClient({
    provider,
    secret: options.secret ?? credentials.secret,
    transport: httpTransport(url),
    attempts: 2,
    backoffMs: 5,
    ...(options.duplicate ? { duplicate: () => true } : {}),
  });
}

/** Launches a game for a player and answers the launch token the game address carries. */
export async function launchToken(
  t: TestApp,
  player: Player,
  vassalage = 'HOUSE',
  gameCode = 'DRAGON_FORTUNE',
) {
  const res = await call(
    t,
    'GET',
    `/wps/game/launchGame?vassalage=${vassalage}&gameCode=${gameCode}`,
    undefined,
    {
      token: player.token,
    },
  );
  const { url } = answerOf<{ url: string }>(res);
  const token = new URL(url, 'http://x').searchParams.get('token');
  if (!token) throw new Error(`no token in ${url}`);
  return token;
}

let counter = 0;
/** A fresh vendor transaction or round id. */
export const vendorId = (prefix: string) =>
  `${prefix}-${process.pid}-${Date.now().toString(36)}-${++counter}`;

/** A fresh player with money, a game launched and the vendor's view of it (the player id). */
export async function playerInGame(t: TestApp, url: string, balance: number) {
  const player = await newPlayer(t, { balance });
  const token = await launchToken(t, player);
  const vendor = vendorClient(t, url);
  const { playerId } = await vendor.authenticate({ token });
  return { player, token, vendor, playerId };
}
