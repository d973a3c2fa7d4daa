import { cashFor, earn, POINT_CATEGORIES, type PointCategory } from '@portal/contracts/points';
import type { PointExchange } from '@portal/contracts/points.schema';
import type { Database } from '../../db/database.ts';
import { AppError, eachOnce } from '../../platform/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { BetSettled } from '../betting/betting.events.ts';
import { house, type Ledger, pointsOf, walletOf } from '../wallet/ledger.service.ts';
import * as store from './points.store.ts';

/** The ledger's source of every points entry: keys are unique within it. */
export const POINTS_SOURCE = 'points';

export type PointsDeps = {
  db: Database;
  ledger: Ledger;
  events: EventBus;
  /** The payments module's payment password check (throws its errors when wrong or locked). */
  paymentPasswords: { verify(accountId: number, password: string): Promise<void> };
  /** The usernames of accounts (operators' lists) and an account by name (operators' look-up). */
  accounts: {
    usernames(ids: readonly number[]): Promise<Map<number, string>>;
    findByUsername(merchantId: number, username: string): Promise<{ id: number } | undefined>;
  };
  /** Whether to count bet.settled (tests that count by hand turn it off). */
  subscribe?: boolean;
};

/** Points given as a reward: once per (source, key). */
export type PointsAward = {
  merchantId: number;
  accountId: number;
  points: number;
  /** Who gives ('signin', 'mission', 'wheel', 'operator'): keys are unique within it. */
  source: string;
  key: string;
  reference?: string;
  memo?: Record<string, unknown>;
};

/**
 * The port other modules give points through (sign-in, missions, the wheel; decision 0046): `award` in the
 * caller's transaction, once per (source, key).
 */
export type PointsAwarder = {
  // biome-ignore lint/suspicious/noExplicitAny: the caller's transaction, handed through untouched
  award(input: PointsAward, trx?: any): Promise<unknown>;
};

type Exchange = NonNullable<Awaited<ReturnType<typeof store.exchangeByRequest>>>;
type Item = NonNullable<Awaited<ReturnType<typeof store.item>>>;

/** A text in the page's language, else English, else any. */
export function textIn(texts: Record<string, string>, language: string): string {
  const short = language.slice(0, 2).toLowerCase();
  return texts[short] ?? texts.en ?? Object.values(texts)[0] ?? '';
}

function exchangeDto(row: Exchange, language: string): PointExchange {
  return {
    id: Number(row.id),
    kind: row.kind,
    itemId: row.item_id,
    itemName: textIn(row.item_name, language),
    points: row.points,
    amount: Number(row.amount),
    cashPerPoint: row.cash_per_point,
    status: row.status,
    remark: row.remark,
    createdAt: new Date(row.created_at).toISOString(),
    decidedAt: row.decided_at ? new Date(row.decided_at).toISOString() : null,
  };
}

function itemDto(row: Item, language: string) {
  return {
    id: row.id,
    name: textIn(row.name, language),
    description: textIn(row.description, language),
    pictureUrl: row.picture_url,
    price: row.price,
    stock: row.stock,
  };
}

function opsItemDto(row: Item) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    pictureUrl: row.picture_url,
    price: row.price,
    stock: row.stock,
    enabled: row.enabled,
    sort: row.sort,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';
const insufficient = (error: unknown) =>
  error instanceof AppError && error.code === 'wallet.insufficient.funds'
    ? new AppError('points.insufficient')
    : error;

/**
 * Points and the points mall (issue 19, decision 0035): a player's points are a ledger account of kind
 * 'points' against the house account 'points'; cash for converted points comes from 'points_expense'.
 * Every movement has its key under the source 'points', so nothing is applied twice.
 */
export function createPoints(deps: PointsDeps) {
  const { db, ledger } = deps;

  const balanceOf = (merchantId: number, accountId: number) =>
    ledger.balanceOf(merchantId, pointsOf(accountId));

  /**
   * Counts settled bets once each: whole points at the category's rate, the rest carried to the next bet.
   * One transaction per member and category (a lottery draw's batch of thousands of bets: one claim, one
   * carry, one points entry). Answers the points earned.
   */
  async function countBets(bets: readonly BetSettled[]): Promise<number> {
    const groups = new Map<string, BetSettled[]>();
    for (const bet of bets) {
      if (bet.outcome === 'refunded' || bet.validBet <= 0) continue;
      const key = `${bet.merchantId}:${bet.accountId}:${bet.gameCategory}`;
      const group = groups.get(key);
      if (group) group.push(bet);
      else groups.set(key, [bet]);
    }
    const rates = new Map<string, number>();
    let total = 0;
    for (const group of groups.values()) {
      const { merchantId, gameCategory } = group[0] as BetSettled;
      const rateKey = `${merchantId}:${gameCategory}`;
      let rate = rates.get(rateKey);
      if (rate === undefined) {
        rate = await store.rateOf(db, merchantId, gameCategory);
        rates.set(rateKey, rate);
      }
      if (rate > 0) total += await countGroup(group, rate);
    }
    return total;
  }

  /**
   * One member's bets of one category, at its rate: the bets not counted before are claimed, the carry
   * runs through them in order, and what they earned is one entry, keyed by the first bet it counts (a bet
   * is claimed once, so the key is too).
   */
  function countGroup(group: readonly BetSettled[], rate: number): Promise<number> {
    const { merchantId, accountId, gameCategory } = group[0] as BetSettled;
    const keyOf = (bet: BetSettled) => `${bet.provider}:${bet.betTxId}`;
    return deps.events.transaction(db, async (trx) => {
      const claimed = await store.claimBets(
        trx,
        group.map((bet) => ({ merchantId, betKey: keyOf(bet), accountId })),
      );
      const counted = group.filter((bet) => claimed.delete(keyOf(bet)));
      const first = counted[0];
      if (!first) return 0;
      let carry = await store.lockCarry(trx, accountId, gameCategory);
      const earnedBy: Array<{ betKey: string; points: number }> = [];
      for (const bet of counted) {
        const earned = earn(carry, bet.validBet, rate);
        carry = earned.carry;
        if (earned.points > 0) earnedBy.push({ betKey: keyOf(bet), points: earned.points });
      }
      await store.setCarry(trx, accountId, gameCategory, carry);
      const points = earnedBy.reduce((sum, e) => sum + e.points, 0);
      if (points === 0) return 0;
      await store.setBetPoints(trx, merchantId, earnedBy);
      await ledger.post(
        {
          merchantId,
          type: 'points.earn',
          reference: first.roundId,
          source: POINTS_SOURCE,
          idempotencyKey: `bet:${keyOf(first)}`,
          memo: {
            category: gameCategory,
            validBet: counted.reduce((sum, bet) => sum + bet.validBet, 0),
            bets: counted.length,
          },
          lines: [
            { account: pointsOf(accountId), amount: points },
            { account: house('points'), amount: -points },
          ],
        },
        trx,
      );
      return points;
    });
  }

  if (deps.subscribe !== false) {
    deps.events.subscribeBatch('bet.settled', async (settled) => {
      await countBets(settled.map((e) => e.payload));
    });
  }

  async function settingsOf(merchantId: number) {
    const [row, rates] = await Promise.all([store.settings(db, merchantId), store.rates(db, merchantId)]);
    return {
      cashPerPoint: row?.cash_per_point ?? 0,
      minConvert: row?.min_convert ?? 1,
      rates: rates
        .filter((r) => (POINT_CATEGORIES as readonly string[]).includes(r.category))
        .map((r) => ({ category: r.category as PointCategory, betPerPoint: Number(r.bet_per_point) })),
    };
  }

  /** An exchange asked for before under the same request id: answered again, nothing moves. */
  async function replay(merchantId: number, accountId: number, requestId: string, language: string) {
    const before = await store.exchangeByRequest(db, accountId, requestId);
    if (!before) return null;
    return { exchange: exchangeDto(before, language), balance: await balanceOf(merchantId, accountId) };
  }

  return {
    balanceOf,
    countBets,

    /**
     * Gives points as a reward (another module's missions, sign-in, wheel): once per (source, key); a second
     * call answers the first entry and moves nothing. With the caller's transaction, the points commit or
     * roll back with the claim that gives them (decision 0046).
     */
    async award(
      input: PointsAward,
      // biome-ignore lint/suspicious/noExplicitAny: the caller's transaction, handed through untouched
      trx?: any,
    ) {
      if (!Number.isSafeInteger(input.points) || input.points < 1)
        throw new AppError('points.admin.amount.invalid');
      const posted = await ledger.post(
        {
          merchantId: input.merchantId,
          type: 'points.award',
          reference: input.reference ?? `${input.source}:${input.key}`,
          source: POINTS_SOURCE,
          idempotencyKey: `award:${input.source}:${input.key}`,
          memo: { from: input.source, ...input.memo },
          lines: [
            { account: pointsOf(input.accountId), amount: input.points },
            { account: house('points'), amount: -input.points },
          ],
        },
        trx,
      );
      return { entryId: posted.entryId, replayed: posted.replayed };
    },

    async config(merchantId: number, language: string) {
      const [settings, items] = await Promise.all([
        settingsOf(merchantId),
        store.items(db, merchantId, true),
      ]);
      return { ...settings, items: items.map((i) => itemDto(i, language)) };
    },

    /** The player's exchanges, newest first. */
    async exchanges(accountId: number, page: { pageNum: number; pageSize: number }, language: string) {
      const { rows, total } = await store.exchangesOf(db, accountId, page);
      return {
        content: rows.map((r) => exchangeDto(r, language)),
        pageNum: page.pageNum,
        pageSize: page.pageSize,
        totalPages: Math.ceil(total / page.pageSize),
        total,
      };
    },

    /** The points' own record: every movement, newest first. */
    async movements(merchantId: number, accountId: number, page: { pageNum: number; pageSize: number }) {
      const records = await ledger.records(merchantId, accountId, page, 'points');
      return {
        ...records,
        content: records.content.map(({ counterparty: _, ...r }) => r),
      };
    },

    /**
     * Redeems a mall item with the payment password: one taken from the stock (never below zero), the
     * price taken from the points (never below zero), an exchange waiting for an operator. A repeated
     * request id answers the first exchange.
     */
    async redeem(
      merchantId: number,
      accountId: number,
      body: { itemId: number; paymentPassword: string; requestId: string },
      language: string,
    ) {
      await deps.paymentPasswords.verify(accountId, body.paymentPassword);
      const before = await replay(merchantId, accountId, body.requestId, language);
      if (before) return before;
      try {
        const exchange = await deps.events.transaction(db, async (trx) => {
          const taken = await store.takeOne(trx, merchantId, body.itemId);
          if (!taken) {
            const item = await store.item(trx, merchantId, body.itemId);
            throw new AppError(item?.enabled ? 'points.item.out.of.stock' : 'points.item.not.found');
          }
          const row = await store.insertExchange(trx, {
            merchantId,
            accountId,
            kind: 'item',
            itemId: taken.id,
            itemName: taken.name,
            points: taken.price,
            amount: 0,
            cashPerPoint: 0,
            status: 'pending',
            requestId: body.requestId,
          });
          await ledger.post(
            {
              merchantId,
              type: 'points.redeem',
              reference: `PX${row.id}`,
              source: POINTS_SOURCE,
              idempotencyKey: `redeem:${row.id}`,
              memo: { itemId: taken.id },
              lines: [
                { account: pointsOf(accountId), amount: -taken.price },
                { account: house('points'), amount: taken.price },
              ],
            },
            trx,
          );
          return row;
        });
        return { exchange: exchangeDto(exchange, language), balance: await balanceOf(merchantId, accountId) };
      } catch (error) {
        if (isUniqueViolation(error)) {
          const again = await replay(merchantId, accountId, body.requestId, language);
          if (again) return again;
        }
        throw insufficient(error);
      }
    },

    /**
     * Converts points to cash at the merchant's ratio with the payment password: the points out and the
     * cash into the main wallet in one transaction (two entries, each in its own unit), approved at once.
     */
    async convert(
      merchantId: number,
      accountId: number,
      body: { points: number; paymentPassword: string; requestId: string },
      language: string,
    ) {
      await deps.paymentPasswords.verify(accountId, body.paymentPassword);
      const before = await replay(merchantId, accountId, body.requestId, language);
      if (before) return before;
      const settings = await settingsOf(merchantId);
      if (settings.cashPerPoint <= 0) throw new AppError('points.convert.off');
      if (body.points < settings.minConvert) throw new AppError('points.convert.below.minimum');
      const amount = cashFor(body.points, settings.cashPerPoint);
      try {
        const exchange = await deps.events.transaction(db, async (trx) => {
          const row = await store.insertExchange(trx, {
            merchantId,
            accountId,
            kind: 'cash',
            itemId: null,
            itemName: {},
            points: body.points,
            amount,
            cashPerPoint: settings.cashPerPoint,
            status: 'approved',
            requestId: body.requestId,
          });
          const common = {
            merchantId,
            type: 'points.convert' as const,
            reference: `PX${row.id}`,
            source: POINTS_SOURCE,
          };
          await ledger.post(
            {
              ...common,
              idempotencyKey: `convert:${row.id}`,
              lines: [
                { account: pointsOf(accountId), amount: -body.points },
                { account: house('points'), amount: body.points },
              ],
            },
            trx,
          );
          await ledger.post(
            {
              ...common,
              idempotencyKey: `convert-cash:${row.id}`,
              memo: { points: body.points, cashPerPoint: settings.cashPerPoint },
              lines: [
                { account: walletOf(accountId), amount },
                { account: house('points_expense'), amount: -amount },
              ],
            },
            trx,
          );
          return row;
        });
        return { exchange: exchangeDto(exchange, language), balance: await balanceOf(merchantId, accountId) };
      } catch (error) {
        if (isUniqueViolation(error)) {
          const again = await replay(merchantId, accountId, body.requestId, language);
          if (again) return again;
        }
        throw insufficient(error);
      }
    },

    // Operators

    settings: settingsOf,

    async configure(
      merchantId: number,
      value: {
        cashPerPoint: number;
        minConvert: number;
        rates: Array<{ category: string; betPerPoint: number }>;
      },
    ) {
      eachOnce(value.rates, (r) => r.category, 'rates');
      await deps.events.transaction(db, (trx) => store.saveSettings(trx, merchantId, value));
      return settingsOf(merchantId);
    },

    async items(merchantId: number) {
      return (await store.items(db, merchantId, false)).map(opsItemDto);
    },

    /** Creates an item (id null) or changes one: name, description, picture, price, stock, on or off. */
    async saveItem(
      merchantId: number,
      id: number | null,
      v: {
        name: Record<string, string>;
        description?: Record<string, string>;
        pictureUrl: string;
        price: number;
        stock: number;
        enabled: boolean;
        sort?: number;
      },
    ) {
      const name = Object.fromEntries(
        Object.entries(v.name)
          .map(([k, text]) => [k, text.trim()])
          .filter(([, t]) => t),
      );
      if (Object.keys(name).length === 0 || v.price < 1 || v.stock < 0)
        throw new AppError('points.admin.item.invalid');
      const values = {
        name,
        description: v.description ?? {},
        pictureUrl: v.pictureUrl.trim(),
        price: v.price,
        stock: v.stock,
        enabled: v.enabled,
        sort: v.sort ?? 0,
      };
      let itemId = id;
      if (itemId === null) itemId = await store.insertItem(db, merchantId, values);
      else if (!(await store.updateItem(db, merchantId, itemId, values)))
        throw new AppError('points.item.not.found');
      const row = await store.item(db, merchantId, itemId);
      if (!row) throw new AppError('points.item.not.found');
      return opsItemDto(row);
    },

    async queue(
      merchantId: number,
      filter: { status?: 'pending' | 'approved' | 'rejected'; pageNum: number; pageSize: number },
    ) {
      const { rows, total } = await store.exchangesOfMerchant(db, merchantId, filter);
      const names = await deps.accounts.usernames(rows.map((r) => r.account_id));
      return {
        content: rows.map((r) => ({ ...exchangeDto(r, 'en'), username: names.get(r.account_id) ?? '' })),
        pageNum: filter.pageNum,
        pageSize: filter.pageSize,
        totalPages: Math.ceil(total / filter.pageSize),
        total,
      };
    },

    /**
     * Approves or rejects a waiting item exchange with a remark; a rejection gives the points back (once:
     * the decision happens once, and the refund has its own key) and the item back to the stock.
     */
    async decide(
      merchantId: number,
      id: number,
      decision: { decision: 'approve' | 'reject'; remark: string; operatorId: number },
    ) {
      const row = await deps.events.transaction(db, async (trx) => {
        const decided = await store.decide(trx, merchantId, id, {
          status: decision.decision === 'approve' ? 'approved' : 'rejected',
          remark: decision.remark.trim(),
          by: decision.operatorId,
        });
        if (!decided) {
          const found = await store.exchangeById(trx, merchantId, id);
          throw new AppError(found ? 'points.admin.exchange.decided' : 'points.admin.exchange.not.found');
        }
        if (decided.status === 'rejected') {
          await ledger.post(
            {
              merchantId,
              type: 'points.refund',
              reference: `PX${decided.id}`,
              source: POINTS_SOURCE,
              idempotencyKey: `refund:${decided.id}`,
              lines: [
                { account: pointsOf(decided.account_id), amount: decided.points },
                { account: house('points'), amount: -decided.points },
              ],
            },
            trx,
          );
          if (decided.item_id !== null) await store.giveBack(trx, decided.item_id);
        }
        return decided;
      });
      const names = await deps.accounts.usernames([row.account_id]);
      return { ...exchangeDto(row, 'en'), username: names.get(row.account_id) ?? '' };
    },

    /** A player's points and movements for operators. */
    async player(merchantId: number, username: string, page: { pageNum: number; pageSize: number }) {
      const account = await deps.accounts.findByUsername(merchantId, username.trim().toLowerCase());
      if (!account) throw new AppError('not.found', 'This player does not exist');
      const [balance, movements] = await Promise.all([
        balanceOf(merchantId, account.id),
        ledger.records(merchantId, account.id, page, 'points'),
      ]);
      return {
        username: username.trim().toLowerCase(),
        balance,
        movements: { ...movements, content: movements.content.map(({ counterparty: _, ...r }) => r) },
      };
    },
  };
}

export type Points = ReturnType<typeof createPoints>;
