import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { merchantId, useMoneyApp } from '../../../test/money-helpers.ts';
import { insertTestAccount } from '../../../test/test-accounts.ts';
import type { TestApp } from '../../../test/test-app.ts';
import type { AppError } from '../../platform/app-error.ts';

const t = useMoneyApp();
let serial = 0;

/** An account of a test tree under `parentId` (an agent when `agent`). */
async function member(mid: number, parentId: number | null, agent = true) {
  serial++;
  return insertTestAccount(t.services.accounts, {
    merchantId: mid,
    username: `tr${process.pid % 1000}x${serial}${Math.floor(Math.random() * 1e4)}`,
    passwordHash: 'x',
    type: agent ? 2 : 0,
    parentId,
  });
}

/** The closure rows of some accounts (as descendants), and the same computed from parent_id. */
async function closureOf(app: TestApp, ids: number[]) {
  const stored = await app.database.db
    .selectFrom('account_tree')
    .select(['ancestor_id', 'descendant_id', 'depth'])
    .where('descendant_id', 'in', ids)
    .execute();
  const computed = await sql<{ ancestor_id: number; descendant_id: number; depth: number }>`
    with recursive up (ancestor_id, descendant_id, depth) as (
      select id, id, 0 from accounts where id = any(${ids}::int[])
      union all
      select a.parent_id, up.descendant_id, up.depth + 1 from up join accounts a on a.id = up.ancestor_id
      where a.parent_id is not null)
    select ancestor_id, descendant_id, depth from up`.execute(app.database.db);
  const key = (r: { ancestor_id: number; descendant_id: number; depth: number }) =>
    `${r.ancestor_id}>${r.descendant_id}@${r.depth}`;
  return { stored: stored.map(key).sort(), computed: computed.rows.map(key).sort() };
}

describe('the account tree (closure table)', () => {
  it('equals the recursive walk over parent_id after random creates and moves', async () => {
    const mid = await merchantId(t);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.nat(), { minLength: 1, maxLength: 14 }),
        fc.array(fc.tuple(fc.nat(), fc.nat()), { maxLength: 8 }),
        async (parents, moves) => {
          const ids = [await member(mid, null)];
          for (const p of parents) ids.push(await member(mid, ids[p % ids.length] as number));
          for (const [a, b] of moves) {
            const id = ids[a % ids.length] as number;
            const to = ids[b % ids.length] as number;
            try {
              await t.services.tree.move(mid, id, to);
            } catch (error) {
              // moving under itself or its own team is refused and changes nothing
              expect((error as AppError).code).toBe('tree.move.cycle');
              expect(await t.services.tree.depthBelow(mid, id, to)).not.toBeNull();
            }
          }
          const { stored, computed } = await closureOf(t, ids);
          expect(stored).toEqual(computed);
        },
      ),
      { numRuns: 12, seed: 1726 },
    );
  });

  it('refuses a move under a player, under another merchant’s agent, or under its own team', async () => {
    const mid = await merchantId(t);
    const other = await merchantId(t, 'lucky');
    const top = await member(mid, null);
    const child = await member(mid, top);
    const player = await member(mid, top, false);
    const foreign = await member(other, null);
    const codeOf = (p: Promise<unknown>) =>
      p.then(
        () => 'moved',
        (e: AppError) => e.code,
      );
    expect(await codeOf(t.services.tree.move(mid, child, player))).toBe('tree.parent.not.agent');
    expect(await codeOf(t.services.tree.move(mid, child, foreign))).toBe('tree.parent.not.agent');
    expect(await codeOf(t.services.tree.move(mid, top, child))).toBe('tree.move.cycle');
    expect(await codeOf(t.services.tree.move(mid, top, top))).toBe('tree.move.cycle');
    expect(await codeOf(t.services.tree.move(other, child, foreign))).toBe('not.found');
    expect((await t.services.tree.teamCounts(mid, [top])).get(top)).toEqual({
      teamSize: 2,
      directMembers: 2,
    });
  });
});
