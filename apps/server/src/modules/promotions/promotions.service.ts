import type { BonusStatus, EntryStatus } from '@portal/contracts/promotions';
import type {
  BonusDetails,
  OpsApplication,
  OpsIssueBonusBody,
  OpsPromotion,
  OpsPromotionInput,
  PromotionCard,
} from '@portal/contracts/promotions.schema';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { FormImage } from '../../platform/image-form.ts';
import { pickText } from '../../platform/localized.ts';
import type { Merchant } from '../../platform/merchant.ts';
import { DAY_MS, offsetOfSettings } from '../../platform/merchant-periods.ts';
import type { DepositCredited } from '../payments/payments.events.ts';
import type { Ledger } from '../wallet/ledger.service.ts';
import { activityState, bonusFor, periodKeyOf } from './activity.ts';
import type { Bonuses } from './bonus.service.ts';
import * as bonusStore from './bonus.store.ts';
import * as store from './promotions.store.ts';
import type { Audience } from './promotions.tables.ts';

/** Who a promotion's audience is checked against (ports wired in app.ts; decision 0030). */
export type AudiencePorts = {
  /** When the account registered (null: no such account in the merchant). */
  registeredAt(merchantId: number, accountId: number): Promise<Date | null>;
  /** True when the account is in the agent's team (the agent itself included). */
  inTeamOf(merchantId: number, agentId: number, accountId: number): Promise<boolean>;
  /** The player's VIP level (the vip module's; 0 until it is wired). */
  levelOf(accountId: number): Promise<number>;
};

export type PromotionsDeps = {
  db: Database;
  ledger: Ledger;
  events: Pick<EventBus, 'transaction' | 'publish'>;
  bonuses: Bonuses;
  audience: AudiencePorts;
  /** Content's HTML sanitiser (through its service). */
  sanitize: (html: string) => string;
  merchants: {
    merchantById(id: number): Promise<Merchant | null>;
    merchantByCode(code: string): Promise<{ id: number } | null>;
    merchantCodes(ids: readonly number[]): Promise<Map<number, string>>;
  };
  usernames(ids: readonly number[]): Promise<Map<number, string>>;
  now?: () => Date;
};

export type OperatorScope = { operatorId: number; merchantIds: readonly number[] | null };

const iso = (value: Date | string) => new Date(value).toISOString();
const inScope = (scope: OperatorScope, merchantId: number) =>
  scope.merchantIds === null || scope.merchantIds.includes(merchantId);

/** Stored texts: an empty Thai text is left out so English stands in. */
function storedTexts(
  texts: { en: string; th: string },
  clean: (s: string) => string,
): Record<string, string> {
  const en = clean(texts.en);
  const th = clean(texts.th);
  return th ? { en, th } : { en };
}

export type Promotions = ReturnType<typeof createPromotions>;

/**
 * Promotions (issue 18, decision 0030): what operators configure, each player's activity state, joining,
 * sign-up rewards, applications with images and their review, and the bonuses deposits earn. Every bonus
 * is paid through the bonuses service (the ledger, once per key).
 */
export function createPromotions(deps: PromotionsDeps) {
  const { db, bonuses } = deps;
  const now = deps.now ?? (() => new Date());

  async function offsetOf(merchantId: number) {
    const merchant = await deps.merchants.merchantById(merchantId);
    return offsetOfSettings(merchant?.settings ?? {});
  }

  async function eligible(merchantId: number, accountId: number, audience: Audience): Promise<boolean> {
    switch (audience.kind) {
      case 'merchant':
        return true;
      case 'newMembers': {
        const at = await deps.audience.registeredAt(merchantId, accountId);
        return at !== null && now().getTime() - at.getTime() <= audience.days * DAY_MS;
      }
      case 'vipLevels':
        return audience.levels.includes(await deps.audience.levelOf(accountId));
      case 'agentTeam':
        return deps.audience.inTeamOf(merchantId, audience.agentId, accountId);
    }
  }

  /** The number of credited deposits in the player's account record. */
  async function depositCount(merchantId: number, accountId: number): Promise<number> {
    const page = await deps.ledger.records(merchantId, accountId, {
      family: 'deposit',
      pageNum: 1,
      pageSize: 1,
    });
    return page.total;
  }

  function cardOf(
    row: store.PromotionRow,
    language: string,
    fallback: string,
    state: PromotionCard['state'],
    extra: { bonusId?: number | null; reason?: string | null } = {},
  ): PromotionCard {
    return {
      id: row.id,
      type: row.type as PromotionCard['type'],
      title: pickText(row.title, language, fallback),
      content: pickText(row.content, language, fallback),
      banner: row.banner,
      startAt: iso(row.start_at),
      endAt: row.end_at ? iso(row.end_at) : null,
      rules: row.rules,
      turnoverMultiplier: row.turnover_multiplier,
      forfeitRule: row.forfeit_rule,
      state,
      bonusId: extra.bonusId ?? null,
      reason: extra.reason ?? null,
    };
  }

  /** The entry that speaks for now and the bonus state behind it. */
  async function currentEntry(
    row: store.PromotionRow,
    entries: readonly store.EntryRow[],
    offset: number,
  ): Promise<store.EntryRow | null> {
    const mine = entries.filter((e) => e.promotion_id === row.id);
    if (row.type === 'reload') {
      const key = periodKeyOf(now(), offset, row.rules.periodDays);
      return mine.find((e) => e.period_key === key) ?? mine.find((e) => e.period_key === '') ?? null;
    }
    return mine.find((e) => e.period_key === '') ?? null;
  }

  async function playerCards(
    merchant: Merchant,
    accountId: number,
    rows: readonly store.PromotionRow[],
    language: string,
  ) {
    const entries = await store.entriesOf(
      db,
      accountId,
      rows.map((r) => r.id),
    );
    const bonusIds = entries.map((e) => e.bonus_id).filter((id): id is number => id !== null);
    const statuses = new Map<number, BonusStatus>();
    for (const id of bonusIds) {
      const b = await bonusStore.byId(db, id);
      if (b) statuses.set(id, b.status);
    }
    const offset = offsetOfSettings(merchant.settings);
    const deposited = (await depositCount(merchant.id, accountId)) > 0;
    const cards: PromotionCard[] = [];
    for (const row of rows) {
      const entry = await currentEntry(row, entries, offset);
      const state = activityState({
        type: row.type,
        rules: row.rules,
        startAt: new Date(row.start_at),
        endAt: row.end_at ? new Date(row.end_at) : null,
        paused: row.paused,
        now: now(),
        player: {
          eligible: await eligible(merchant.id, accountId, row.audience),
          entry: entry
            ? {
                status: entry.status,
                bonusStatus: entry.bonus_id ? (statuses.get(entry.bonus_id) ?? null) : null,
              }
            : null,
          deposited,
        },
      });
      cards.push(
        cardOf(row, language, merchant.defaultLanguage, state, {
          bonusId: entry?.bonus_id ?? null,
          reason: entry?.status === 'rejected' ? entry.reason : null,
        }),
      );
    }
    return cards;
  }

  /** A running promotion of the merchant, or the reason it cannot be acted on. */
  async function running(merchant: Merchant, promotionId: number) {
    const row = await store.promotionById(db, promotionId);
    if (!row || row.merchant_id !== merchant.id || row.type === 'raffle')
      throw new AppError('promotion.not.found');
    const at = now().getTime();
    if (
      row.paused ||
      new Date(row.start_at).getTime() > at ||
      (row.end_at && new Date(row.end_at).getTime() <= at)
    )
      throw new AppError('promotion.closed');
    return row;
  }

  async function card(merchant: Merchant, accountId: number, promotionId: number, language?: string) {
    const row = (await store.promotionById(db, promotionId)) as store.PromotionRow;
    const lang = (language ?? merchant.defaultLanguage).toLowerCase();
    return (await playerCards(merchant, accountId, [row], lang))[0] as PromotionCard;
  }

  /** Issues a promotion's bonus for an entry and marks the entry issued, in one transaction. */
  async function issueFor(
    row: store.PromotionRow,
    accountId: number,
    amount: number,
    entry: { periodKey: string; from: EntryStatus[] | null; reviewedBy?: number },
    reference: string,
  ) {
    if (amount <= 0) return null;
    const expiresAt =
      row.rules.expiryDays > 0 ? new Date(now().getTime() + row.rules.expiryDays * DAY_MS) : null;
    return deps.events.transaction(db, async (trx) => {
      let current = await store.entryOf(trx, row.id, accountId, entry.periodKey);
      if (!current) {
        current = await store.insertEntry(trx, {
          merchantId: row.merchant_id,
          promotionId: row.id,
          accountId,
          periodKey: entry.periodKey,
          status: 'joined',
        });
        if (!current) return null; // raced: the other call pays
      }
      const locked = await store.lockEntry(trx, current.id);
      if (!locked || locked.status === 'issued') return null;
      if (entry.from && !entry.from.includes(locked.status)) return null;
      const { bonus } = await bonuses.issue(
        {
          merchantId: row.merchant_id,
          accountId,
          amount,
          turnoverMultiplier: row.turnover_multiplier,
          categoryWeights: row.category_weights,
          source: `promotion:${row.id}`,
          reference,
          idempotencyKey: `promotion:${row.id}:${accountId}:${entry.periodKey}`,
          expiresAt,
          promotionId: row.id,
          forfeitRule: row.forfeit_rule,
        },
        trx,
      );
      await store.moveEntry(trx, locked.id, [locked.status], {
        status: 'issued',
        bonusId: bonus.id,
        at: now(),
        ...(entry.reviewedBy !== undefined ? { reviewedBy: entry.reviewedBy } : {}),
      });
      return bonus;
    });
  }

  function opsViewOf(row: store.PromotionRow, merchantCode: string): OpsPromotion {
    const at = now().getTime();
    const state: OpsPromotion['state'] =
      row.end_at && new Date(row.end_at).getTime() <= at
        ? 'ended'
        : row.paused
          ? 'paused'
          : new Date(row.start_at).getTime() > at
            ? 'scheduled'
            : 'running';
    const preview = cardOf(
      row,
      'en',
      'en',
      activityState({
        type: row.type,
        rules: row.rules,
        startAt: new Date(row.start_at),
        endAt: row.end_at ? new Date(row.end_at) : null,
        paused: row.paused,
        now: now(),
        player: null,
      }),
    );
    return {
      id: row.id,
      merchant: merchantCode,
      type: row.type as OpsPromotion['type'],
      audience: row.audience,
      startAt: iso(row.start_at),
      endAt: row.end_at ? iso(row.end_at) : null,
      rules: row.rules,
      turnoverMultiplier: row.turnover_multiplier,
      categoryWeights: row.category_weights,
      forfeitRule: row.forfeit_rule,
      title: { en: row.title.en ?? '', th: row.title.th ?? '' },
      content: { en: row.content.en ?? '', th: row.content.th ?? '' },
      banner: row.banner,
      sort: row.sort,
      paused: row.paused,
      state,
      preview,
    };
  }

  /** Checks an operator's promotion and turns it into columns. */
  async function columnsOf(scope: OperatorScope, input: OpsPromotionInput): Promise<store.PromotionColumns> {
    const merchant = await deps.merchants.merchantByCode(input.merchant);
    if (!merchant || !inScope(scope, merchant.id)) throw new AppError('not.found', 'No such merchant');
    const startAt = new Date(input.startAt);
    const endAt = input.endAt ? new Date(input.endAt) : null;
    const { rules, audience } = input;
    const invalid = (why: string) =>
      new AppError('promotion.config.invalid', `These promotion settings are not valid: ${why}`);
    if (endAt && endAt.getTime() <= startAt.getTime()) throw invalid('the end must come after the start');
    if (audience.kind === 'newMembers' && !audience.days) throw invalid('newMembers needs days');
    if (audience.kind === 'vipLevels' && !audience.levels?.length) throw invalid('vipLevels needs levels');
    if (audience.kind === 'agentTeam' && !audience.agentId) throw invalid('agentTeam needs agentId');
    const pays = rules.percent > 0 || rules.fixedAmount > 0;
    if (input.type === 'rebate' && pays)
      throw invalid('a rebate promotion pays nothing itself (the rebates module pays)');
    if ((input.type === 'welcome' || input.type === 'reload') && rules.percent <= 0 && rules.fixedAmount <= 0)
      throw invalid('a deposit bonus needs a percentage or a fixed amount');
    if ((input.type === 'signup' || input.type === 'custom') && rules.fixedAmount <= 0)
      throw invalid('a sign-up or custom promotion pays a fixed amount');
    if (input.type === 'reload' && rules.periodDays < 1) throw invalid('a reload needs its period in days');
    const normalised: Audience =
      audience.kind === 'merchant'
        ? { kind: 'merchant' }
        : audience.kind === 'newMembers'
          ? { kind: 'newMembers', days: audience.days as number }
          : audience.kind === 'vipLevels'
            ? { kind: 'vipLevels', levels: audience.levels as number[] }
            : { kind: 'agentTeam', agentId: audience.agentId as number };
    return {
      merchantId: merchant.id,
      type: input.type,
      audience: normalised,
      startAt,
      endAt,
      rules,
      turnoverMultiplier: input.turnoverMultiplier,
      categoryWeights: input.categoryWeights,
      forfeitRule: input.forfeitRule,
      title: storedTexts(input.title, (s) => s.trim()),
      content: storedTexts(input.content, deps.sanitize),
      banner: input.banner,
      sort: input.sort,
    };
  }

  async function ownPromotion(scope: OperatorScope, id: number) {
    const row = await store.promotionById(db, id);
    if (!row || !inScope(scope, row.merchant_id) || row.type === 'raffle')
      throw new AppError('promotion.not.found');
    return row;
  }

  async function opsView(row: store.PromotionRow) {
    const codes = await deps.merchants.merchantCodes([row.merchant_id]);
    return opsViewOf(row, codes.get(row.merchant_id) ?? '');
  }

  return {
    /** MCSFE_getMerchantAvailablePromotions: the merchant's promotions as a visitor sees them. */
    async forVisitor(merchant: Merchant, language?: string): Promise<PromotionCard[]> {
      const lang = (language ?? merchant.defaultLanguage).toLowerCase();
      const rows = await store.shownOf(db, merchant.id, now());
      return rows.map((row) =>
        cardOf(
          row,
          lang,
          merchant.defaultLanguage,
          activityState({
            type: row.type,
            rules: row.rules,
            startAt: new Date(row.start_at),
            endAt: row.end_at ? new Date(row.end_at) : null,
            paused: row.paused,
            now: now(),
            player: null,
          }),
        ),
      );
    },

    /** MCSFE_getAvailablePromotions: the merchant's promotions with the caller's activity states. */
    async forPlayer(merchant: Merchant, accountId: number, language?: string): Promise<PromotionCard[]> {
      const lang = (language ?? merchant.defaultLanguage).toLowerCase();
      return playerCards(merchant, accountId, await store.shownOf(db, merchant.id, now()), lang);
    },

    /** Joins a welcome, reload or sign-up promotion (once; a reload's join stands for every period). */
    async join(merchant: Merchant, accountId: number, promotionId: number, language?: string) {
      const row = await running(merchant, promotionId);
      if (row.type !== 'welcome' && row.type !== 'reload' && row.type !== 'signup')
        throw new AppError('promotion.action.invalid');
      if (!(await eligible(merchant.id, accountId, row.audience)))
        throw new AppError('promotion.not.eligible');
      if (row.type === 'welcome' && (await depositCount(merchant.id, accountId)) > 0)
        throw new AppError('promotion.not.eligible', 'The welcome bonus is for the first deposit only');
      const entry = await store.insertEntry(db, {
        merchantId: merchant.id,
        promotionId: row.id,
        accountId,
        periodKey: '',
        status: 'joined',
      });
      if (!entry) throw new AppError('promotion.already.joined');
      return card(merchant, accountId, row.id, language);
    },

    /** Claims a sign-up promotion's reward once its qualifying deposit was made: the bonus is issued. */
    async reward(merchant: Merchant, accountId: number, promotionId: number, language?: string) {
      const row = await store.promotionById(db, promotionId);
      if (!row || row.merchant_id !== merchant.id || row.type === 'raffle')
        throw new AppError('promotion.not.found');
      if (row.type !== 'signup') throw new AppError('promotion.action.invalid');
      const entry = await store.entryOf(db, row.id, accountId, '');
      if (entry?.status !== 'qualified') throw new AppError('promotion.action.invalid');
      await issueFor(
        row,
        accountId,
        bonusFor(row.rules, null),
        { periodKey: '', from: ['qualified'] },
        `PROMO-${row.id}`,
      );
      return card(merchant, accountId, row.id, language);
    },

    /** Applies to a custom promotion with a comment and images; an operator reviews it. */
    async apply(
      merchant: Merchant,
      accountId: number,
      promotionId: number,
      form: { comment: string | null; images: readonly FormImage[] },
      language?: string,
    ) {
      const row = await running(merchant, promotionId);
      if (row.type !== 'custom') throw new AppError('promotion.action.invalid');
      if (!(await eligible(merchant.id, accountId, row.audience)))
        throw new AppError('promotion.not.eligible');
      if (form.images.length === 0 && !form.comment) throw new AppError('upload.required');
      await db.transaction().execute(async (trx) => {
        const entry = await store.insertEntry(trx, {
          merchantId: merchant.id,
          promotionId: row.id,
          accountId,
          periodKey: '',
          status: 'applying',
          comment: form.comment,
        });
        if (!entry) throw new AppError('promotion.already.joined');
        await store.insertImages(trx, entry.id, form.images);
      });
      return card(merchant, accountId, row.id, language);
    },

    /** The Bonus details page: every bonus with its promotion's title, and what is left to play. */
    async bonusDetails(merchant: Merchant, accountId: number, language?: string): Promise<BonusDetails> {
      const lang = (language ?? merchant.defaultLanguage).toLowerCase();
      const list = await bonuses.list(merchant.id, accountId);
      const titles = new Map<number, string>();
      for (const id of new Set(list.map((b) => b.promotionId).filter((p): p is number => p !== null))) {
        const row = await store.promotionById(db, id);
        if (row) titles.set(id, pickText(row.title, lang, merchant.defaultLanguage));
      }
      return {
        bonuses: list.map((b) => ({
          ...b,
          title: b.promotionId ? (titles.get(b.promotionId) ?? null) : null,
        })),
        remaining: list.reduce((sum, b) => sum + b.remaining, 0),
      };
    },

    /**
     * The `deposit.credited` subscriber: a first deposit pays the welcome bonus (joined, or automatic by
     * its rule), a deposit pays a joined reload once per period, a deposit qualifies a joined sign-up.
     */
    async onDepositCredited(deposit: DepositCredited): Promise<void> {
      const rows = await store.depositPromotions(db, deposit.merchantId, now());
      if (rows.length === 0) return;
      const offset = await offsetOf(deposit.merchantId);
      for (const row of rows) {
        if (deposit.amount < row.rules.minDeposit) continue;
        if (!(await eligible(deposit.merchantId, deposit.accountId, row.audience))) continue;
        const joined = await store.entryOf(db, row.id, deposit.accountId, '');
        if (row.type === 'welcome') {
          if (!joined && !row.rules.automatic) continue;
          if ((await depositCount(deposit.merchantId, deposit.accountId)) !== 1) continue;
          await issueFor(
            row,
            deposit.accountId,
            bonusFor(row.rules, deposit.amount),
            { periodKey: '', from: ['joined'] },
            deposit.orderNo,
          );
        } else if (row.type === 'reload') {
          if (joined?.status !== 'joined') continue;
          const periodKey = periodKeyOf(now(), offset, row.rules.periodDays);
          await issueFor(
            row,
            deposit.accountId,
            bonusFor(row.rules, deposit.amount),
            { periodKey, from: ['joined'] },
            deposit.orderNo,
          );
        } else if (row.type === 'signup' && joined?.status === 'joined') {
          const qualified = await store.moveEntry(db, joined.id, ['joined'], { status: 'qualified' });
          // its reward waits in the reward centre: the portal reads the list and its badge again
          if (qualified) {
            deps.events.publish('reward.claimable', {
              merchantId: deposit.merchantId,
              accountId: deposit.accountId,
              source: 'bonus',
            });
          }
        }
      }
    },

    // -- operators --------------------------------------------------------------------------------------

    async listForOps(scope: OperatorScope, merchantCode?: string): Promise<OpsPromotion[]> {
      let ids = scope.merchantIds;
      if (merchantCode) {
        const m = await deps.merchants.merchantByCode(merchantCode);
        if (!m || !inScope(scope, m.id)) return [];
        ids = [m.id];
      }
      const rows = await store.promotionsOf(db, ids);
      const codes = await deps.merchants.merchantCodes(rows.map((r) => r.merchant_id));
      return rows.map((r) => opsViewOf(r, codes.get(r.merchant_id) ?? ''));
    },

    async getForOps(scope: OperatorScope, id: number) {
      return opsView(await ownPromotion(scope, id));
    },

    async create(scope: OperatorScope, input: OpsPromotionInput): Promise<OpsPromotion> {
      return opsView(await store.insertPromotion(db, await columnsOf(scope, input)));
    },

    async update(scope: OperatorScope, id: number, input: OpsPromotionInput): Promise<OpsPromotion> {
      const was = await ownPromotion(scope, id);
      const columns = await columnsOf(scope, input);
      if (columns.merchantId !== was.merchant_id)
        throw new AppError('promotion.config.invalid', 'A promotion stays with its merchant');
      if (columns.type !== was.type)
        throw new AppError('promotion.config.invalid', 'A promotion keeps its type');
      return opsView((await store.updatePromotion(db, id, columns)) as store.PromotionRow);
    },

    async pause(scope: OperatorScope, id: number, paused: boolean) {
      await ownPromotion(scope, id);
      return opsView((await store.setPaused(db, id, paused)) as store.PromotionRow);
    },

    async end(scope: OperatorScope, id: number) {
      await ownPromotion(scope, id);
      return opsView((await store.endNow(db, id, now())) as store.PromotionRow);
    },

    async applications(
      scope: OperatorScope,
      filter: { merchant?: string | undefined; status?: EntryStatus | undefined },
    ): Promise<OpsApplication[]> {
      let ids = scope.merchantIds;
      if (filter.merchant) {
        const m = await deps.merchants.merchantByCode(filter.merchant);
        if (!m || !inScope(scope, m.id)) return [];
        ids = [m.id];
      }
      const rows = await store.applications(db, {
        merchantIds: ids,
        limit: 200,
        ...(filter.status ? { status: filter.status } : {}),
      });
      const [codes, names] = await Promise.all([
        deps.merchants.merchantCodes(rows.map((r) => r.merchant_id)),
        deps.usernames(rows.map((r) => r.account_id)),
      ]);
      return rows.map((r) => ({
        id: r.id,
        merchant: codes.get(r.merchant_id) ?? '',
        promotionId: r.promotion_id,
        promotionTitle: r.title.en ?? Object.values(r.title)[0] ?? '',
        accountId: r.account_id,
        username: names.get(r.account_id) ?? '',
        status: r.status,
        comment: r.comment,
        reason: r.reason,
        imageIds: (r.image_ids ?? []).map(Number),
        bonusId: r.bonus_id,
        createdAt: iso(r.created_at),
        decidedAt: r.decided_at ? iso(r.decided_at) : null,
      }));
    },

    async image(scope: OperatorScope, entryId: number, imageId: number) {
      const entry = await store.entryById(db, entryId);
      if (!entry || !inScope(scope, entry.merchant_id)) throw new AppError('not.found');
      const found = await store.image(db, entryId, imageId);
      if (!found) throw new AppError('not.found');
      return found;
    },

    /** Approves an application: the promotion's fixed bonus is issued (once). */
    async approve(scope: OperatorScope, entryId: number) {
      const entry = await store.entryById(db, entryId);
      if (!entry || !inScope(scope, entry.merchant_id)) throw new AppError('not.found');
      if (entry.status !== 'applying') throw new AppError('promotion.review.decided');
      const row = (await store.promotionById(db, entry.promotion_id)) as store.PromotionRow;
      const bonus = await issueFor(
        row,
        entry.account_id,
        bonusFor(row.rules, null),
        { periodKey: '', from: ['applying'], reviewedBy: scope.operatorId },
        `PROMO-${row.id}`,
      );
      if (!bonus) throw new AppError('promotion.review.decided');
      return (await this.applications(scope, {})).find((a) => a.id === entryId) as OpsApplication;
    },

    /** An operator's bonus by hand, with a reason (the route audits it); once per request id. */
    async issueByHand(merchantId: number, operatorId: number, body: OpsIssueBonusBody) {
      if ((await deps.audience.registeredAt(merchantId, body.accountId)) === null)
        throw new AppError('not.found');
      const { bonus, replayed } = await bonuses.issue({
        merchantId,
        accountId: body.accountId,
        amount: body.amount,
        turnoverMultiplier: body.turnoverMultiplier,
        ...(body.categoryWeights ? { categoryWeights: body.categoryWeights } : {}),
        source: `operator:${operatorId}`,
        reference: `MANUAL-${body.requestId}`,
        idempotencyKey: `operator:${body.requestId}`,
        expiresAt: body.expiryDays ? new Date(now().getTime() + body.expiryDays * DAY_MS) : null,
      });
      const username = (await deps.usernames([body.accountId])).get(body.accountId) ?? '';
      return { ...bonus, merchantId, accountId: body.accountId, username, replayed };
    },

    async reject(scope: OperatorScope, entryId: number, reason: string) {
      const entry = await store.entryById(db, entryId);
      if (!entry || !inScope(scope, entry.merchant_id)) throw new AppError('not.found');
      const moved = await store.moveEntry(db, entryId, ['applying'], {
        status: 'rejected',
        reason,
        reviewedBy: scope.operatorId,
        at: now(),
      });
      if (!moved) throw new AppError('promotion.review.decided');
      return (await this.applications(scope, {})).find((a) => a.id === entryId) as OpsApplication;
    },
  };
}
