import type {
  CheckIn,
  PlayerEngagement,
  SigninCalendar,
  SigninReward,
  SigninStatus,
  WheelConfig,
  WheelSpin,
  WheelStatus,
} from '@portal/contracts/signin-wheel.schema';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { DAY_MS, dayStart, localDate } from '../../platform/merchant-periods.ts';
import { cryptoRng, drawWeighted, type Rng } from '../../platform/weighted-draw.ts';
import type { PointsAwarder } from '../points/points.service.ts';
import type { StoredPrize, StoredReward } from './engagement.tables.ts';

/** The promotions module's bonuses (decision 0030): cash with a turnover requirement, once per key. */
export type BonusIssuer = {
  issue(
    input: {
      merchantId: number;
      accountId: number;
      amount: number;
      turnoverMultiplier: number;
      source: string;
      reference: string;
      idempotencyKey: string;
    },
    // biome-ignore lint/suspicious/noExplicitAny: the caller's transaction, handed through untouched
    trx?: any,
  ): Promise<{ bonus: { id: number } }>;
};

/** What the player did on a merchant day, for the calendar's condition (payments' and betting's reads). */
export type DayActivity = {
  deposits(merchantId: number, accountId: number, from: Date, to: Date): Promise<number>;
  validBet(merchantId: number, accountId: number, from: Date, to: Date): Promise<number>;
};

export { cryptoRng, type Rng };

const NOTHING: StoredReward = { cash: 0, turnoverMultiplier: 0, tickets: 0, points: 0 };
/** A stored reward as the contract reads it: points absent before decision 0046 are none. */
const rewardOf = (r: StoredReward): SigninReward => ({ ...r, points: r.points ?? 0 });
/** A merchant without a calendar of its own: switched off, 7 empty days. */
const DEFAULT_CALENDAR: SigninCalendar = {
  enabled: false,
  length: 7,
  days: Array.from({ length: 7 }, () => ({ ...NOTHING })),
  streakReward: { ...NOTHING },
  condition: 'none',
  conditionAmount: 0,
  resetOnMiss: true,
};

/** The slice a draw lands on: each slice's chance is exactly its weight over the sum (drawWeighted). */
export function drawPrize(weights: readonly number[], rng: Rng): number {
  if (!(weights.reduce((a, b) => a + b, 0) > 0)) throw new AppError('wheel.off');
  return drawWeighted(weights, rng);
}

/**
 * The next streak day after the last check-in: yesterday's plus one (day 1 again after the last day),
 * a gap resets to day 1 or carries on by the calendar's rule.
 */
export function nextStreakDay(
  last: { day: string; streakDay: number } | null,
  today: string,
  length: number,
  resetOnMiss: boolean,
): number {
  if (!last) return 1;
  const gap = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${last.day}T00:00:00Z`)) / DAY_MS;
  if (gap > 1 && resetOnMiss) return 1;
  return last.streakDay >= length ? 1 : last.streakDay + 1;
}

const labelIn = (labels: Record<string, string>, language: string) =>
  labels[language.slice(0, 2)] ?? labels.en ?? Object.values(labels)[0] ?? '';

/**
 * The sign-in task and the wheel (issue 19, decision 0036): a check-in per player and merchant day
 * (unique row, so once across nodes), its cash rewards claimed in the reward centre as bonuses, its
 * tickets credited at once; the wheel's spins consume one ticket each and pay their prize as a bonus in
 * the same transaction, once per client request id.
 */
export function createEngagement(deps: {
  db: Database;
  events: EventBus;
  offsetOf: (merchantId: number) => Promise<number>;
  bonuses: BonusIssuer;
  activity: DayActivity;
  /** The points module's awards: a day's and a streak's points, credited with the check-in. */
  points: PointsAwarder;
  rng?: Rng;
  now?: () => Date;
}) {
  const { db, events } = deps;
  const clock = deps.now ?? (() => new Date());
  const rng = deps.rng ?? cryptoRng;

  async function calendar(merchantId: number): Promise<SigninCalendar> {
    const row = await db
      .selectFrom('signin_calendars')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (!row) return DEFAULT_CALENDAR;
    return {
      enabled: row.enabled,
      length: row.length as 7 | 30,
      days: row.days.map(rewardOf),
      streakReward: rewardOf(row.streak_reward),
      condition: row.condition,
      conditionAmount: Number(row.condition_amount),
      resetOnMiss: row.reset_on_miss,
    };
  }

  async function wheelConfig(merchantId: number): Promise<WheelConfig> {
    const row = await db
      .selectFrom('wheel_configs')
      .selectAll()
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    return row ? { enabled: row.enabled, prizes: row.prizes } : { enabled: false, prizes: [] };
  }

  async function ticketsOf(executor: Database, accountId: number) {
    const row = await executor
      .selectFrom('wheel_tickets')
      .select('balance')
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    return row?.balance ?? 0;
  }

  /** Adds tickets once per reference (a replay adds none); answers whether it added. */
  async function addTickets(
    executor: Database,
    move: {
      merchantId: number;
      accountId: number;
      delta: number;
      reason: string;
      reference: string;
      operatorId?: number;
    },
  ) {
    const inserted = await executor
      .insertInto('wheel_ticket_moves')
      .values({
        merchant_id: move.merchantId,
        account_id: move.accountId,
        delta: move.delta,
        reason: move.reason,
        reference: move.reference,
        operator_id: move.operatorId ?? null,
      })
      .onConflict((oc) => oc.column('reference').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;
    await executor
      .insertInto('wheel_tickets')
      .values({ account_id: move.accountId, merchant_id: move.merchantId, balance: move.delta })
      .onConflict((oc) =>
        oc.column('account_id').doUpdateSet({ balance: sql`wheel_tickets.balance + excluded.balance` }),
      )
      .execute();
    return true;
  }

  async function conditionMet(cal: SigninCalendar, merchantId: number, accountId: number, day: string) {
    if (cal.condition === 'none' || cal.conditionAmount <= 0) return true;
    const offset = await deps.offsetOf(merchantId);
    const from = dayStart(day, offset);
    const to = new Date(from.getTime() + DAY_MS);
    const done =
      cal.condition === 'deposit'
        ? await deps.activity.deposits(merchantId, accountId, from, to)
        : await deps.activity.validBet(merchantId, accountId, from, to);
    return done >= cal.conditionAmount;
  }

  async function lastCheckIn(executor: Database, accountId: number, beforeDay?: string) {
    let query = executor
      .selectFrom('signin_checkins')
      .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'streak_day', 'created_at'])
      .where('account_id', '=', accountId);
    if (beforeDay) query = query.where('day', '<', beforeDay);
    const row = await query.orderBy('day', 'desc').limit(1).executeTakeFirst();
    return row ? { day: row.day, streakDay: row.streak_day } : null;
  }

  function spinDto(
    row: {
      id: string | number;
      position: number;
      labels: Record<string, string>;
      kind: string;
      amount: string | number;
      turnover_multiplier: number;
      created_at: Date;
    },
    tickets: number,
    language: string,
  ): WheelSpin {
    return {
      id: Number(row.id),
      position: row.position,
      label: labelIn(row.labels, language),
      kind: row.kind,
      amount: Number(row.amount),
      turnoverMultiplier: row.turnover_multiplier,
      tickets,
      at: new Date(row.created_at).toISOString(),
    };
  }

  return {
    calendar,
    wheelConfig,

    /** The player's calendar: today's state, the streak and the tickets. */
    async status(merchantId: number, accountId: number): Promise<SigninStatus> {
      const [cal, offset] = await Promise.all([calendar(merchantId), deps.offsetOf(merchantId)]);
      const today = localDate(clock(), offset);
      const [last, tickets, met] = await Promise.all([
        lastCheckIn(db, accountId),
        ticketsOf(db, accountId),
        conditionMet(cal, merchantId, accountId, today),
      ]);
      const checkedInToday = last?.day === today;
      // The streak stands after a check-in today or yesterday (or after a gap the rule keeps); a completed
      // streak starts again at day 1 tomorrow.
      let streak = 0;
      if (last && checkedInToday) streak = last.streakDay;
      else if (last && nextStreakDay(last, today, cal.length, cal.resetOnMiss) > 1) streak = last.streakDay;
      return { ...cal, today, checkedInToday, streak, conditionMet: met, tickets };
    },

    /** Today's check-in: once per player and merchant day, whichever node answers. */
    async checkIn(merchantId: number, accountId: number): Promise<CheckIn> {
      const [cal, offset] = await Promise.all([calendar(merchantId), deps.offsetOf(merchantId)]);
      if (!cal.enabled) throw new AppError('signin.off');
      const today = localDate(clock(), offset);
      if (!(await conditionMet(cal, merchantId, accountId, today)))
        throw new AppError('signin.condition.unmet');
      const result = await events.transaction(db, async (trx) => {
        const last = await lastCheckIn(trx, accountId, today);
        const streakDay = nextStreakDay(last, today, cal.length, cal.resetOnMiss);
        const row = await trx
          .insertInto('signin_checkins')
          .values({ merchant_id: merchantId, account_id: accountId, day: today, streak_day: streakDay })
          .onConflict((oc) => oc.columns(['account_id', 'day']).doNothing())
          .returning('id')
          .executeTakeFirst();
        if (!row) throw new AppError('signin.already');
        const reward = cal.days[streakDay - 1] ?? NOTHING;
        const streakReward = streakDay === cal.length ? cal.streakReward : null;
        const paid: Array<['day' | 'streak', SigninReward]> = [['day', reward]];
        if (streakReward) paid.push(['streak', streakReward]);
        for (const [kind, r] of paid) {
          if (r.cash > 0)
            await trx
              .insertInto('signin_rewards')
              .values({
                merchant_id: merchantId,
                account_id: accountId,
                checkin_id: row.id,
                kind,
                streak_day: streakDay,
                amount: r.cash,
                turnover_multiplier: r.turnoverMultiplier,
                status: 'claimable',
              })
              .execute();
          if (r.tickets > 0)
            await addTickets(trx, {
              merchantId,
              accountId,
              delta: r.tickets,
              reason: kind === 'day' ? `signin day ${streakDay}` : 'signin streak',
              reference: `signin:${row.id}:${kind}`,
            });
          if ((r.points ?? 0) > 0)
            await deps.points.award(
              {
                merchantId,
                accountId,
                points: r.points as number,
                source: 'signin',
                key: `${row.id}:${kind}`,
                reference: kind === 'day' ? `SIGNIN-DAY-${row.id}` : `SIGNIN-STREAK-${row.id}`,
              },
              trx,
            );
        }
        return {
          day: today,
          streakDay,
          reward,
          streakReward,
          tickets: await ticketsOf(trx, accountId),
          checkinId: row.id,
        };
      });
      const { checkinId: _, ...answer } = result;
      return answer;
    },

    /** The cash rewards waiting to be claimed (the reward centre's list). */
    async claimables(accountId: number) {
      const rows = await db
        .selectFrom('signin_rewards')
        .select(['id', 'kind', 'streak_day', 'amount', 'turnover_multiplier', 'created_at'])
        .where('account_id', '=', accountId)
        .where('status', '=', 'claimable')
        .orderBy('id')
        .execute();
      return rows.map((r) => ({
        id: Number(r.id),
        kind: r.kind,
        streakDay: r.streak_day,
        amount: Number(r.amount),
        turnoverMultiplier: r.turnover_multiplier,
      }));
    },

    /** Claims a cash reward: the bonus (key per reward) and the claimed mark commit together, once. */
    async claim(merchantId: number, accountId: number, id: number): Promise<{ amount: number }> {
      return events.transaction(db, async (trx) => {
        const row = await trx
          .selectFrom('signin_rewards')
          .selectAll()
          .where('id', '=', String(id))
          .where('account_id', '=', accountId)
          .where('merchant_id', '=', merchantId)
          .forUpdate()
          .executeTakeFirst();
        if (row?.status !== 'claimable') throw new AppError('reward.not.found');
        const { bonus } = await deps.bonuses.issue(
          {
            merchantId,
            accountId,
            amount: Number(row.amount),
            turnoverMultiplier: row.turnover_multiplier,
            source: 'signin',
            reference: `SIGNIN-${row.kind.toUpperCase()}-${row.id}`,
            idempotencyKey: `signin:${row.id}`,
          },
          trx,
        );
        await trx
          .updateTable('signin_rewards')
          .set({ status: 'claimed', claimed_at: clock(), bonus_id: bonus.id })
          .where('id', '=', row.id)
          .execute();
        return { amount: Number(row.amount) };
      });
    },

    /** The wheel as the player sees it: the prizes with their probabilities, and the tickets. */
    async wheel(merchantId: number, accountId: number, language: string): Promise<WheelStatus> {
      const [config, tickets] = await Promise.all([wheelConfig(merchantId), ticketsOf(db, accountId)]);
      const total = config.prizes.reduce((a, p) => a + p.weight, 0);
      return {
        enabled: config.enabled && total > 0,
        tickets,
        prizes: config.prizes.map((p, position) => ({
          position,
          label: labelIn(p.labels, language),
          kind: p.kind,
          amount: p.kind === 'none' ? 0 : p.amount,
          turnoverMultiplier: p.kind === 'cash' ? p.turnoverMultiplier : 0,
          probability: total > 0 ? p.weight / total : 0,
        })),
      };
    },

    /**
     * One spin: one ticket consumed, the prize drawn from the weights with the crypto RNG and paid as a
     * bonus, all in one transaction. The same request id answers the same spin and consumes nothing.
     */
    async spin(
      merchantId: number,
      accountId: number,
      requestId: string,
      language: string,
    ): Promise<WheelSpin> {
      const replay = async () => {
        const found = await db
          .selectFrom('wheel_spins')
          .selectAll()
          .where('account_id', '=', accountId)
          .where('request_id', '=', requestId)
          .executeTakeFirst();
        return found ? spinDto(found, await ticketsOf(db, accountId), language) : null;
      };
      const earlier = await replay();
      if (earlier) return earlier;
      const config = await wheelConfig(merchantId);
      if (!config.enabled || config.prizes.length === 0) throw new AppError('wheel.off');
      const position = drawPrize(
        config.prizes.map((p) => p.weight),
        rng,
      );
      const prize = config.prizes[position] as StoredPrize;
      const cash = prize.kind === 'cash' && prize.amount > 0;
      const points = prize.kind === 'points' && prize.amount > 0;
      const spun = await events.transaction(db, async (trx) => {
        const row = await trx
          .insertInto('wheel_spins')
          .values({
            merchant_id: merchantId,
            account_id: accountId,
            request_id: requestId,
            position,
            labels: JSON.stringify(prize.labels),
            kind: cash ? 'cash' : points ? 'points' : 'none',
            amount: cash || points ? prize.amount : 0,
            turnover_multiplier: cash ? prize.turnoverMultiplier : 0,
          })
          .onConflict((oc) => oc.columns(['account_id', 'request_id']).doNothing())
          .returningAll()
          .executeTakeFirst();
        // The same request answered by another node meanwhile: its spin stands.
        if (!row) return null;
        const taken = await trx
          .updateTable('wheel_tickets')
          .set({ balance: sql`balance - 1` })
          .where('account_id', '=', accountId)
          .where('balance', '>=', 1)
          .returning('balance')
          .executeTakeFirst();
        if (!taken) throw new AppError('wheel.no.ticket');
        await trx
          .insertInto('wheel_ticket_moves')
          .values({
            merchant_id: merchantId,
            account_id: accountId,
            delta: -1,
            reason: 'spin',
            reference: `spin:${row.id}`,
          })
          .execute();
        if (cash) {
          const { bonus } = await deps.bonuses.issue(
            {
              merchantId,
              accountId,
              amount: prize.amount,
              turnoverMultiplier: prize.turnoverMultiplier,
              source: 'wheel',
              reference: `WHEEL-${row.id}`,
              idempotencyKey: `wheel:${row.id}`,
            },
            trx,
          );
          await trx.updateTable('wheel_spins').set({ bonus_id: bonus.id }).where('id', '=', row.id).execute();
        }
        if (points)
          await deps.points.award(
            {
              merchantId,
              accountId,
              points: prize.amount,
              source: 'wheel',
              key: String(row.id),
              reference: `WHEEL-${row.id}`,
            },
            trx,
          );
        return spinDto(row, taken.balance, language);
      });
      return spun ?? ((await replay()) as WheelSpin);
    },

    /** An operator's grant of tickets (the route audits it), once per reference. */
    async grant(
      merchantId: number,
      accountId: number,
      tickets: number,
      reason: string,
      operatorId: number,
      reference: string,
    ) {
      if (!Number.isInteger(tickets) || tickets < 1)
        throw new AppError('validation.failed', 'tickets: 1 or more');
      await events.transaction(db, (trx) =>
        addTickets(trx, {
          merchantId,
          accountId,
          delta: tickets,
          reason: `grant: ${reason}`,
          reference,
          operatorId,
        }),
      );
      return { tickets: await ticketsOf(db, accountId) };
    },

    async setCalendar(merchantId: number, cal: SigninCalendar) {
      if (cal.days.length !== cal.length)
        throw new AppError('validation.failed', `days: exactly ${cal.length} rewards, one per streak day`);
      const values = {
        enabled: cal.enabled,
        length: cal.length,
        days: JSON.stringify(cal.days),
        streak_reward: JSON.stringify(cal.streakReward),
        condition: cal.condition,
        condition_amount: cal.condition === 'none' ? 0 : cal.conditionAmount,
        reset_on_miss: cal.resetOnMiss,
      };
      await db
        .insertInto('signin_calendars')
        .values({ merchant_id: merchantId, ...values })
        .onConflict((oc) => oc.column('merchant_id').doUpdateSet({ ...values, updated_at: sql`now()` }))
        .execute();
      return calendar(merchantId);
    },

    async setWheel(merchantId: number, config: WheelConfig) {
      if (config.prizes.reduce((a, p) => a + p.weight, 0) <= 0)
        throw new AppError('validation.failed', 'prizes: the weights must not all be 0');
      const prizes = config.prizes.map((p) => ({
        ...p,
        amount: p.kind === 'none' ? 0 : p.amount,
        turnoverMultiplier: p.kind === 'cash' ? p.turnoverMultiplier : 0,
      }));
      const values = { enabled: config.enabled, prizes: JSON.stringify(prizes) };
      await db
        .insertInto('wheel_configs')
        .values({ merchant_id: merchantId, ...values })
        .onConflict((oc) => oc.column('merchant_id').doUpdateSet({ ...values, updated_at: sql`now()` }))
        .execute();
      return wheelConfig(merchantId);
    },

    /** A player's check-ins, spins and ticket moves, newest first (operators' read). */
    async player(merchantId: number, accountId: number, language: string): Promise<PlayerEngagement> {
      const [checkIns, spins, moves, tickets] = await Promise.all([
        db
          .selectFrom('signin_checkins')
          .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'streak_day', 'created_at'])
          .where('account_id', '=', accountId)
          .where('merchant_id', '=', merchantId)
          .orderBy('day', 'desc')
          .limit(60)
          .execute(),
        db
          .selectFrom('wheel_spins')
          .selectAll()
          .where('account_id', '=', accountId)
          .where('merchant_id', '=', merchantId)
          .orderBy('id', 'desc')
          .limit(60)
          .execute(),
        db
          .selectFrom('wheel_ticket_moves')
          .select(['delta', 'reason', 'created_at', 'operator_id'])
          .where('account_id', '=', accountId)
          .where('merchant_id', '=', merchantId)
          .orderBy('id', 'desc')
          .limit(60)
          .execute(),
        ticketsOf(db, accountId),
      ]);
      return {
        tickets,
        checkIns: checkIns.map((c) => ({
          day: c.day,
          streakDay: c.streak_day,
          at: new Date(c.created_at).toISOString(),
        })),
        spins: spins.map((s) => spinDto(s, tickets, language)),
        ticketMoves: moves.map((m) => ({
          delta: m.delta,
          reason: m.reason,
          at: new Date(m.created_at).toISOString(),
          operatorId: m.operator_id,
        })),
      };
    },
  };
}

export type Engagement = ReturnType<typeof createEngagement>;
