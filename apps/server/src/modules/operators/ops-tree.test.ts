import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { settledBets } from '../../../test/agent-helpers.ts';
import { answerOf, newPlayer, refusedWith, useMoneyApp } from '../../../test/money-helpers.ts';
import { ops, useOpsAdmin } from '../../../test/ops-helpers.ts';

const t = useMoneyApp();
const { admin } = useOpsAdmin(t);
const post = (url: string, body: unknown) => ops(t, 'POST', url, body, { token: admin.token });

describe('the agent tree for operators', () => {
  it('moves a member with its team under another agent, audited; refuses a cycle and a player as upline', async () => {
    const top = await newPlayer(t, { type: 1 });
    const mid = await newPlayer(t, { type: 2, parent: top.username });
    const leaf = await newPlayer(t, { parent: mid.username });
    const other = await newPlayer(t, { type: 2 });
    await settledBets(t, leaf, [{ stake: 4_000, payout: 0 }]);
    const teamStake = async (agentId: number) =>
      Number(
        (
          await t.database.db
            .selectFrom('team_hourly')
            .select((eb) => eb.fn.sum('stake').as('s'))
            .where('ancestor_id', '=', agentId)
            .executeTakeFirst()
        )?.s ?? 0,
      );
    expect([await teamStake(top.id), await teamStake(other.id)]).toEqual([4_000, 0]);

    const moved = answerOf(await post(`/ops/v1/players/${mid.id}/move`, { parent: other.username }));
    expect(moved).toEqual({ moved: true, fromParentId: top.id, toParentId: other.id });
    expect(await t.services.tree.depthBelow(mid.merchantId, other.id, leaf.id)).toBe(2);
    expect(await t.services.tree.depthBelow(mid.merchantId, top.id, leaf.id)).toBeNull();
    // the team rows follow the move: the leaf's past bets now count for its new agents only
    expect([await teamStake(top.id), await teamStake(other.id), await teamStake(mid.id)]).toEqual([
      0, 4_000, 4_000,
    ]);

    refusedWith(
      await post(`/ops/v1/players/${other.id}/move`, { parent: leaf.username }),
      400,
      'tree.parent.not.agent',
    );
    refusedWith(
      await post(`/ops/v1/players/${other.id}/move`, { parent: mid.username }),
      400,
      'tree.move.cycle',
    );
    refusedWith(
      await post(`/ops/v1/players/${mid.id}/move`, { parent: 'nobody-here' }),
      400,
      'tree.parent.not.agent',
    );

    const audit = await t.database.db
      .selectFrom('audit_log')
      .select(['action'])
      .where('target', '=', `player:${mid.id}`)
      .orderBy('id')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['player.move', 'player.move.refused']);
  });

  it('reads a member’s upline path and team size, and a merchant’s agents by prefix', async () => {
    const top = await newPlayer(t, { type: 1 });
    const mid = await newPlayer(t, { type: 2, parent: top.username });
    await newPlayer(t, { parent: mid.username });
    await newPlayer(t, { parent: mid.username });
    const get = (url: string) => ops(t, 'GET', url, undefined, { token: admin.token });

    const team = answerOf<{ upline: { username: string }[]; teamSize: number; directMembers: number }>(
      await get(`/ops/v1/players/${mid.id}/team`),
    );
    expect(team).toMatchObject({
      id: mid.id,
      username: mid.username,
      kind: 'agent',
      teamSize: 2,
      directMembers: 2,
    });
    expect(team.upline.map((u) => u.username)).toEqual([top.username]);

    const agents = answerOf<{ username: string; teamSize: number }[]>(
      await get(`/ops/v1/agents?merchant=siam&q=${encodeURIComponent(mid.username.slice(0, -1))}`),
    );
    expect(agents.find((a) => a.username === mid.username)).toMatchObject({ teamSize: 2 });
    expect(
      agents.every((a) => a.username.toLowerCase().startsWith(mid.username.slice(0, -1).toLowerCase())),
    ).toBe(true);
    const tops = answerOf<{ username: string; teamSize: number }[]>(
      await get(`/ops/v1/agents?merchant=siam&q=${top.username}`),
    );
    expect(tops.find((a) => a.username === top.username)?.teamSize).toBe(3);
    refusedWith(await get('/ops/v1/agents?merchant=nowhere'), 404, 'merchant.unknown');
  });

  it('rebuilds a merchant’s rollups from the raw rows', async () => {
    const p = await newPlayer(t);
    await sql`insert into deposits (merchant_id, account_id, channel, order_no, amount, status, request_key, decided_at)
      values (${p.merchantId}, ${p.id}, 'BANK', ${`RB${p.id}`}, 12345, 'paid', ${`RB${p.id}`}, now())`.execute(
      t.database.db,
    );
    const done = answerOf<{ moneyHours: number }>(
      await post('/ops/v1/rollups/rebuild', { merchant: 'siam' }),
    );
    expect(done.moneyHours).toBeGreaterThanOrEqual(1);
    const row = await t.database.db
      .selectFrom('member_money_hourly')
      .select(['deposits', 'deposit_count'])
      .where('account_id', '=', p.id)
      .executeTakeFirst();
    expect(row).toEqual({ deposits: 12345, deposit_count: 1 });
    refusedWith(await post('/ops/v1/rollups/rebuild', { merchant: 'nowhere' }), 404, 'merchant.unknown');
  });
});
