import type { OpsPlayerSummary } from '@portal/contracts/operators-players.schema';
import { opsApi } from '../../api/ops.ts';

/**
 * A merchant's player by exact username (case aside), through the players search; null when there is none.
 * The bonuses API takes account ids; operators know usernames.
 */
export async function playerNamed(merchant: string, username: string): Promise<OpsPlayerSummary | null> {
  const name = username.trim();
  if (!name) return null;
  const page = await opsApi.players.search({ q: name, by: 'username', merchant, limit: 20 });
  return page.items.find((p) => p.username.toLowerCase() === name.toLowerCase()) ?? null;
}
