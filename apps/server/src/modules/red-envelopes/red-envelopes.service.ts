import type {
  EnvelopeCampaignInput,
  EnvelopeDrop,
  EnvelopeOpened,
  OpsEnvelopeCampaign,
  OpsEnvelopeDrop,
  PlayerEnvelopeCampaign,
  PlayerEnvelopes,
} from '@portal/contracts/red-envelopes.schema';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { pickText } from '../../platform/localized.ts';
import { DAY_MS, dayStart, localDate } from '../../platform/merchant-periods.ts';
import { cryptoRng, drawWeighted, type Rng } from '../../platform/weighted-draw.ts';
import type { BonusIssuer, DayActivity } from '../engagement-signin/engagement.service.ts';

/** The promotions module's bonuses and the day's activity reads: the sign-in task's ports (decision 0036). */
export type EnvelopeBonuses = BonusIssuer;
export type EnvelopeActivity = DayActivity;

/** A campaign's drop schedule, in ms: a drop every `everyMinutes` from the start, open `openMinutes`. */
export type Schedule = { startsAt: number; endsAt: number; everyMinutes: number; openMinutes: number };
type Drop = { index: number; opensAt: number; closesAt: number };

/** Drop `index` of a schedule, or null when it would open at or after the window's end. */
export function dropOf(s: Schedule, index: number): Drop | null {
  const opensAt = s.startsAt + index * s.everyMinutes * 60_000;
  if (index < 0 || opensAt >= s.endsAt) return null;
  return { index, opensAt, closesAt: Math.min(opensAt + s.openMinutes * 60_000, s.endsAt) };
}

/** The drop open at `now`, if any. */
export function liveDrop(s: Schedule, now: number): Drop | null {
  if (now < s.startsAt || now >= s.endsAt) return null;
  const drop = dropOf(s, Math.floor((now - s.startsAt) / (s.everyMinutes * 60_000)));
  return drop && now < drop.closesAt ? drop : null;
}

/** The next `count` drops opening after `now`. */
export function nextDrops(s: Schedule, now: number, count: number): Drop[] {
  const first = now < s.startsAt ? 0 : Math.floor((now - s.startsAt) / (s.everyMinutes * 60_000)) + 1;
  const drops: Drop[] = [];
  for (let i = first; drops.length < count; i++) {
    const drop = dropOf(s, i);
    if (!drop) break;
    drops.push(drop);
  }
  return drops;
}

/**
 * An envelope's amount: a tier drawn by its weight among the tiers that fit what is left (`fit`), or null
 * when none fits. With the whole budget left every tier fits, so the chances are the configured weights.
 */
export function drawAmount(
  tiers: readonly { amount: number; weight: number }[],
  fit: number,
  rng: Rng,
): number | null {
  const weights = tiers.map((t) => (t.amount <= fit ? t.weight : 0));
  if (!weights.some((w) => w > 0)) return null;
  return (tiers[drawWeighted(weights, rng)] as { amount: number }).amount;
}

const iso = (ms: number | Date) => new Date(ms).toISOString();
const dropDto = (d: Drop): EnvelopeDrop => ({
  index: d.index,
  opensAt: iso(d.opensAt),
  closesAt: iso(d.closesAt),
});

/**
 * The red envelope (issue 19, decision 0039): a merchant's campaigns of timed drops; a player opens one
 * envelope per drop (a unique row, so once across nodes); its amount is drawn from the tiers' weights with
 * the crypto RNG and taken from the drop's and the campaign's remaining budgets by conditional updates in
 * the same transaction as the bonus that pays it, so no budget can be exceeded however many open at once.
 */
export function createRedEnvelopes(deps: {
  db: Database;
  events: EventBus;
  offsetOf: (merchantId: number) => Promise<number>;
  bonuses: EnvelopeBonuses;
  activity: EnvelopeActivity;
  rng?: Rng;
  now?: () => Date;
}) {
  const { db, events } = deps;
  const clock = () => (deps.now ?? (() => new Date()))().getTime();
  const rng = deps.rng ?? cryptoRng;

  const campaignQuery = () => db.selectFrom('red_envelope_campaigns').selectAll();
  type Row = Awaited<ReturnType<ReturnType<typeof campaignQuery>['executeTakeFirstOrThrow']>>;

  const scheduleOf = (c: Row): Schedule => ({
    startsAt: new Date(c.starts_at).getTime(),
    endsAt: new Date(c.ends_at).getTime(),
    everyMinutes: c.every_minutes,
    openMinutes: c.open_minutes,
  });

  function inputOf(c: Row): EnvelopeCampaignInput {
    return {
      names: { en: c.names.en ?? '', th: c.names.th ?? '' },
      startsAt: iso(c.starts_at),
      endsAt: iso(c.ends_at),
      everyMinutes: c.every_minutes,
      openMinutes: c.open_minutes,
      totalBudget: Number(c.total_budget),
      dropBudget: Number(c.drop_budget),
      tiers: c.tiers,
      condition: c.condition,
      conditionAmount: Number(c.condition_amount),
      turnoverMultiplier: c.turnover_multiplier,
    };
  }

  function validate(input: EnvelopeCampaignInput) {
    const problems: string[] = [];
    if (!(Date.parse(input.endsAt) > Date.parse(input.startsAt))) problems.push('endsAt: after startsAt');
    if (input.openMinutes > input.everyMinutes) problems.push('openMinutes: at most everyMinutes');
    if (input.dropBudget > input.totalBudget) problems.push('dropBudget: at most totalBudget');
    if (!input.tiers.some((t) => t.weight > 0)) problems.push('tiers: the weights must not all be 0');
    if (!input.tiers.some((t) => t.weight > 0 && t.amount <= input.dropBudget))
      problems.push('tiers: at least one amount within dropBudget');
    if (problems.length) throw new AppError('envelope.config.invalid', problems.join('; '));
  }

  async function conditionMet(c: Row, merchantId: number, accountId: number) {
    const amount = Number(c.condition_amount);
    if (c.condition === 'none' || amount <= 0) return true;
    const offset = await deps.offsetOf(merchantId);
    const from = dayStart(localDate(clock(), offset), offset);
    const to = new Date(from.getTime() + DAY_MS);
    const done =
      c.condition === 'deposit'
        ? await deps.activity.deposits(merchantId, accountId, from, to)
        : await deps.activity.validBet(merchantId, accountId, from, to);
    return done >= amount;
  }

  async function owned(merchantId: number, id: number) {
    const row = await campaignQuery()
      .where('id', '=', id)
      .where('merchant_id', '=', merchantId)
      .executeTakeFirst();
    if (!row) throw new AppError('envelope.not.found');
    return row;
  }

  /** The caller's envelope of a drop, if it opened one. */
  const openOf = (campaignId: number, index: number, accountId: number) =>
    db
      .selectFrom('red_envelope_opens')
      .selectAll()
      .where('campaign_id', '=', campaignId)
      .where('drop_index', '=', index)
      .where('account_id', '=', accountId)
      .executeTakeFirst();

  /** What is left of a drop's budget (undefined before its first open). */
  const dropLeft = (executor: Database, campaignId: number, index: number) =>
    executor
      .selectFrom('red_envelope_drops')
      .select('remaining')
      .where('campaign_id', '=', campaignId)
      .where('drop_index', '=', index)
      .executeTakeFirst();

  const openedDto = (o: {
    campaign_id: number;
    drop_index: number;
    amount: string | number;
    turnover_multiplier: number;
    created_at: Date;
  }): EnvelopeOpened => ({
    campaignId: o.campaign_id,
    dropIndex: o.drop_index,
    amount: Number(o.amount),
    turnoverMultiplier: o.turnover_multiplier,
    at: iso(o.created_at),
  });

  async function opsDto(c: Row): Promise<OpsEnvelopeCampaign> {
    const opens = await db
      .selectFrom('red_envelope_opens')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('campaign_id', '=', c.id)
      .executeTakeFirst();
    return {
      ...inputOf(c),
      id: c.id,
      status: c.status,
      remaining: Number(c.remaining),
      used: Number(c.total_budget) - Number(c.remaining),
      opens: Number(opens?.n ?? 0),
      updatedAt: iso(c.updated_at),
    };
  }

  return {
    /** The running campaigns (live drop, next drops) and the caller's envelopes. */
    async status(merchantId: number, accountId: number, language: string): Promise<PlayerEnvelopes> {
      const now = clock();
      const [rows, history] = await Promise.all([
        campaignQuery()
          .where('merchant_id', '=', merchantId)
          .where('status', '=', 'active')
          .where('ends_at', '>', new Date(now))
          .orderBy('starts_at')
          .limit(5)
          .execute(),
        db
          .selectFrom('red_envelope_opens as o')
          .innerJoin('red_envelope_campaigns as c', 'c.id', 'o.campaign_id')
          .select([
            'o.campaign_id',
            'o.drop_index',
            'o.amount',
            'o.turnover_multiplier',
            'o.created_at',
            'c.names',
          ])
          .where('o.account_id', '=', accountId)
          .orderBy('o.id', 'desc')
          .limit(30)
          .execute(),
      ]);
      const campaigns: PlayerEnvelopeCampaign[] = [];
      for (const c of rows) {
        const schedule = scheduleOf(c);
        const drop = liveDrop(schedule, now);
        const amounts = c.tiers.filter((t) => t.weight > 0).map((t) => t.amount);
        const minAmount = Math.min(...amounts);
        let live: PlayerEnvelopeCampaign['live'] = null;
        if (drop) {
          const [mine, left] = await Promise.all([
            openOf(c.id, drop.index, accountId),
            dropLeft(db, c.id, drop.index),
          ]);
          const fit = Math.min(Number(c.remaining), left ? Number(left.remaining) : Number(c.drop_budget));
          live = { ...dropDto(drop), opened: mine ? openedDto(mine) : null, empty: fit < minAmount };
        }
        campaigns.push({
          id: c.id,
          name: pickText(c.names, language.slice(0, 2), 'en'),
          startsAt: iso(c.starts_at),
          endsAt: iso(c.ends_at),
          minAmount,
          maxAmount: Math.max(...amounts),
          turnoverMultiplier: c.turnover_multiplier,
          condition: c.condition,
          conditionAmount: Number(c.condition_amount),
          live,
          next: nextDrops(schedule, now, 5).map(dropDto),
        });
      }
      return {
        campaigns,
        history: history.map((h) => ({
          ...openedDto(h),
          name: pickText(h.names, language.slice(0, 2), 'en'),
        })),
      };
    },

    /**
     * Opens the caller's envelope of the campaign's live drop: once per drop (the unique row), the amount
     * drawn from the tiers that fit, taken from both budgets by conditional updates and paid as a bonus,
     * all in one transaction.
     */
    async open(merchantId: number, accountId: number, campaignId: number): Promise<EnvelopeOpened> {
      const c = await campaignQuery()
        .where('id', '=', campaignId)
        .where('merchant_id', '=', merchantId)
        .executeTakeFirst();
      if (c?.status !== 'active') throw new AppError('envelope.none');
      const drop = liveDrop(scheduleOf(c), clock());
      if (!drop) throw new AppError('envelope.none');
      if (!(await conditionMet(c, merchantId, accountId))) throw new AppError('envelope.condition.unmet');
      const tiers = c.tiers;
      const dropBudget = Number(c.drop_budget);
      const dropKey = { campaign_id: c.id, drop_index: drop.index };
      // Cheap refusals first (reads only; the transaction below stays the judge).
      const [mine, left] = await Promise.all([
        openOf(c.id, drop.index, accountId),
        dropLeft(db, c.id, drop.index),
      ]);
      if (mine) throw new AppError('envelope.already');
      const fit = Math.min(Number(c.remaining), left ? Number(left.remaining) : dropBudget);
      if (drawAmount(tiers, fit, rng) === null) throw new AppError('envelope.empty');
      const first = drawAmount(tiers, Number.MAX_SAFE_INTEGER, rng) as number;
      return events.transaction(db, async (trx) => {
        await trx
          .insertInto('red_envelope_drops')
          .values({
            ...dropKey,
            opens_at: new Date(drop.opensAt),
            closes_at: new Date(drop.closesAt),
            budget: dropBudget,
            remaining: dropBudget,
          })
          .onConflict((oc) => oc.columns(['campaign_id', 'drop_index']).doNothing())
          .execute();
        const opened = await trx
          .insertInto('red_envelope_opens')
          .values({
            ...dropKey,
            merchant_id: merchantId,
            account_id: accountId,
            amount: first,
            turnover_multiplier: c.turnover_multiplier,
            redrawn: false,
          })
          .onConflict((oc) => oc.columns(['campaign_id', 'drop_index', 'account_id']).doNothing())
          .returningAll()
          .executeTakeFirst();
        if (!opened) throw new AppError('envelope.already');
        let amount = first;
        for (let attempt = 0; ; attempt++) {
          // Both budgets by conditional updates (the checks `remaining >= 0` stand behind them): the drop's
          // first, then the campaign's, always in that order.
          const fromDrop = await trx
            .updateTable('red_envelope_drops')
            .set({ remaining: sql`remaining - ${amount}`, opens: sql`opens + 1` })
            .where('campaign_id', '=', c.id)
            .where('drop_index', '=', drop.index)
            .where('remaining', '>=', amount)
            .returning('remaining')
            .executeTakeFirst();
          if (fromDrop) {
            const fromCampaign = await trx
              .updateTable('red_envelope_campaigns')
              .set({ remaining: sql`remaining - ${amount}` })
              .where('id', '=', c.id)
              .where('remaining', '>=', amount)
              .returning('remaining')
              .executeTakeFirst();
            if (fromCampaign) break;
            // The campaign has less left than the drop: give the drop its share back and draw again.
            await trx
              .updateTable('red_envelope_drops')
              .set({ remaining: sql`remaining + ${amount}`, opens: sql`opens - 1` })
              .where('campaign_id', '=', c.id)
              .where('drop_index', '=', drop.index)
              .execute();
          }
          const [dropNow, campaignLeft] = await Promise.all([
            dropLeft(trx, c.id, drop.index),
            trx
              .selectFrom('red_envelope_campaigns')
              .select('remaining')
              .where('id', '=', c.id)
              .executeTakeFirstOrThrow(),
          ]);
          const next =
            attempt < 20
              ? drawAmount(
                  tiers,
                  Math.min(Number(dropNow?.remaining ?? 0), Number(campaignLeft.remaining)),
                  rng,
                )
              : null;
          if (next === null) throw new AppError('envelope.empty');
          amount = next;
        }
        const { bonus } = await deps.bonuses.issue(
          {
            merchantId,
            accountId,
            amount,
            turnoverMultiplier: c.turnover_multiplier,
            source: 'redEnvelope',
            reference: `ENVELOPE-${opened.id}`,
            idempotencyKey: `envelope:${opened.id}`,
          },
          trx,
        );
        await trx
          .updateTable('red_envelope_opens')
          .set({ amount, redrawn: amount !== first, bonus_id: bonus.id })
          .where('id', '=', opened.id)
          .execute();
        return openedDto({ ...opened, amount });
      });
    },

    /** A merchant's campaigns, newest first, with the budget used and the envelopes opened. */
    async list(merchantId: number): Promise<OpsEnvelopeCampaign[]> {
      const rows = await campaignQuery()
        .where('merchant_id', '=', merchantId)
        .orderBy('id', 'desc')
        .limit(100)
        .execute();
      return Promise.all(rows.map(opsDto));
    },

    async create(merchantId: number, input: EnvelopeCampaignInput): Promise<OpsEnvelopeCampaign> {
      validate(input);
      const row = await db
        .insertInto('red_envelope_campaigns')
        .values({
          merchant_id: merchantId,
          status: 'active',
          remaining: input.totalBudget,
          ...columnsOf(input),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return opsDto(row);
    },

    /**
     * Changes a campaign: a new total budget moves what is left by the difference, refused when more has
     * been paid than the new total; a new drop budget applies to drops not yet opened.
     */
    async update(merchantId: number, id: number, input: EnvelopeCampaignInput): Promise<OpsEnvelopeCampaign> {
      validate(input);
      const before = await owned(merchantId, id);
      if (before.status === 'ended') throw new AppError('envelope.config.invalid', 'the campaign has ended');
      const row = await db
        .updateTable('red_envelope_campaigns')
        .set({
          ...columnsOf(input),
          remaining: sql`remaining + (${input.totalBudget} - total_budget)`,
          updated_at: sql`now()`,
        })
        .where('id', '=', id)
        .where(sql<boolean>`remaining + (${input.totalBudget} - total_budget) >= 0`)
        .returningAll()
        .executeTakeFirst();
      if (!row)
        throw new AppError('envelope.config.invalid', 'totalBudget: not below what has been paid already');
      return opsDto(row);
    },

    /** Pauses, resumes or ends a campaign; an ended campaign stays ended. */
    async setStatus(merchantId: number, id: number, status: 'active' | 'paused' | 'ended') {
      const before = await owned(merchantId, id);
      if (before.status === 'ended' && status !== 'ended')
        throw new AppError('envelope.config.invalid', 'the campaign has ended');
      const row = await db
        .updateTable('red_envelope_campaigns')
        .set({ status, updated_at: sql`now()` })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return opsDto(row);
    },

    /** A campaign's drops opened so far, newest first: budget, what is left, how many opened. */
    async drops(merchantId: number, id: number): Promise<OpsEnvelopeDrop[]> {
      await owned(merchantId, id);
      const rows = await db
        .selectFrom('red_envelope_drops')
        .selectAll()
        .where('campaign_id', '=', id)
        .orderBy('drop_index', 'desc')
        .limit(200)
        .execute();
      return rows.map((d) => ({
        index: d.drop_index,
        opensAt: iso(d.opens_at),
        closesAt: iso(d.closes_at),
        budget: Number(d.budget),
        remaining: Number(d.remaining),
        opens: d.opens,
      }));
    },
  };
}

function columnsOf(input: EnvelopeCampaignInput) {
  return {
    names: JSON.stringify(input.names),
    starts_at: new Date(input.startsAt),
    ends_at: new Date(input.endsAt),
    every_minutes: input.everyMinutes,
    open_minutes: input.openMinutes,
    total_budget: input.totalBudget,
    drop_budget: input.dropBudget,
    tiers: JSON.stringify(input.tiers.map((t) => ({ amount: t.amount, weight: t.weight }))),
    condition: input.condition,
    condition_amount: input.condition === 'none' ? 0 : input.conditionAmount,
    turnover_multiplier: input.turnoverMultiplier,
  };
}

export type RedEnvelopes = ReturnType<typeof createRedEnvelopes>;
