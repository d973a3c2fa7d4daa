import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DASHBOARD_MAX_DAYS,
  OpsDashboard,
  type OpsDashboardDay,
  OpsDashboardQuery,
} from '@portal/contracts/operators-dashboard.schema';
import { AppError, ok } from '../../platform/app-error.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { DailyBets } from '../betting/daily.service.ts';
import type { OperatorService } from './operator.service.ts';
import { scopeOf } from './operator.service.ts';
import { OPS_SECURITY, OPS_TAGS, operatorOf, opsConfig } from './operator-guard.ts';

type ByDay = { day: string; count: number; amount?: number };

export type OpsDashboardDeps = {
  operators: OperatorService;
  dailyBets: Pick<DailyBets, 'days' | 'activePlayers' | 'rolledUpAt'>;
  /** The payments service's money per day and waiting work. */
  money: {
    deposits(
      ids: readonly number[] | null,
      from: string,
      to: string,
    ): Promise<Array<ByDay & { amount: number }>>;
    withdrawals(
      ids: readonly number[] | null,
      from: string,
      to: string,
    ): Promise<Array<ByDay & { amount: number }>>;
    pendingWork(
      ids: readonly number[] | null,
    ): Promise<{ deposits: number; withdrawals: number; notReceived: number }>;
  };
  /** The member service's registrations per day. */
  registrations(ids: readonly number[] | null, from: string, to: string): Promise<ByDay[]>;
};

const DAY_MS = 86_400_000;

/** Every UTC day from one to the other, both included; null when the period is backwards, bad or too long. */
function daysOf(from: string, to: string): string[] | null {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || end < start) return null;
  if ((end - start) / DAY_MS + 1 > DASHBOARD_MAX_DAYS) return null;
  const out: string[] = [];
  for (let at = start; at <= end; at += DAY_MS) out.push(new Date(at).toISOString().slice(0, 10));
  // a calendar day that does not exist (2026-02-30) parses into another: refuse it
  return out[0] === from && out.at(-1) === to ? out : null;
}

/**
 * The dashboard for operators (viewer and up): for one merchant of the scope or all of it, each day's
 * deposits, withdrawals, bets, payouts, gross gaming revenue and new players, the period's active players,
 * and the work waiting now. Bets come from the daily rollup, never from the bets themselves.
 */
export const opsDashboardRoutes: FastifyPluginAsyncTypebox<OpsDashboardDeps> = async (app, deps) => {
  const { operators, dailyBets, money, registrations } = deps;

  app.get(
    '/ops/v1/dashboard',
    {
      config: opsConfig('viewer'),
      schema: {
        tags: OPS_TAGS,
        summary: 'Money, bets and players per UTC day of a period (at most 366 days), and waiting work',
        security: OPS_SECURITY,
        querystring: OpsDashboardQuery,
        response: envelopeResponses(OpsDashboard),
      },
    },
    async (req) => {
      const { merchant, from, to } = req.query;
      const days = daysOf(from, to);
      if (!days)
        throw new AppError(
          'validation.failed',
          `querystring/from..to must be a period of 1 to ${DASHBOARD_MAX_DAYS} days`,
        );
      const ids =
        merchant === undefined
          ? scopeOf(operatorOf(req)).merchantIds
          : [await operators.scopedMerchantId(operatorOf(req), merchant)];
      const [bets, active, deposits, withdrawals, joined, pending, rolledUpAt] = await Promise.all([
        dailyBets.days(ids, from, to),
        dailyBets.activePlayers(ids, from, to),
        money.deposits(ids, from, to),
        money.withdrawals(ids, from, to),
        registrations(ids, from, to),
        money.pendingWork(ids),
        dailyBets.rolledUpAt(),
      ]);
      const byDay = new Map<string, OpsDashboardDay>(
        days.map((day) => [
          day,
          {
            day,
            deposits: 0,
            depositCount: 0,
            withdrawals: 0,
            withdrawalCount: 0,
            bets: 0,
            stake: 0,
            validBet: 0,
            payout: 0,
            ggr: 0,
            newPlayers: 0,
          },
        ]),
      );
      const at = (day: string) => byDay.get(day);
      for (const b of bets) {
        const d = at(b.day);
        if (!d) continue;
        d.bets += b.bets;
        d.stake += b.stake;
        d.validBet += b.validBet;
        d.payout += b.payout;
        d.ggr += b.stake - b.payout;
      }
      for (const row of deposits) {
        const d = at(row.day);
        if (!d) continue;
        d.deposits += row.amount;
        d.depositCount += row.count;
      }
      for (const row of withdrawals) {
        const d = at(row.day);
        if (!d) continue;
        d.withdrawals += row.amount;
        d.withdrawalCount += row.count;
      }
      for (const row of joined) {
        const d = at(row.day);
        if (d) d.newPlayers += row.count;
      }
      const list = [...byDay.values()];
      const sum = (key: Exclude<keyof OpsDashboardDay, 'day'>) =>
        list.reduce((total, d) => total + d[key], 0);
      return ok({
        merchant: merchant ?? null,
        from,
        to,
        days: list,
        totals: {
          deposits: sum('deposits'),
          depositCount: sum('depositCount'),
          withdrawals: sum('withdrawals'),
          withdrawalCount: sum('withdrawalCount'),
          bets: sum('bets'),
          stake: sum('stake'),
          validBet: sum('validBet'),
          payout: sum('payout'),
          ggr: sum('ggr'),
          newPlayers: sum('newPlayers'),
          activePlayers: active,
        },
        pending,
        rolledUpAt: rolledUpAt ? rolledUpAt.toISOString() : null,
      });
    },
  );
};
