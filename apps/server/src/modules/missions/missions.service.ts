import { randomInt } from 'node:crypto';
import type {
  LeaderboardPrize,
  MissionClaim,
  MissionConfig,
  MissionLeaderboard,
  MissionSummary,
  OpsMission,
  OpsMissionSettings,
  OpsPayouts,
  OpsPlayerMissions,
  PlayerMission,
  ReferralRule,
  ReferralSummary,
} from '@portal/contracts/missions.schema';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { maskName } from '../../platform/masking.ts';
import '../rewards/rewards.events.ts';
import { DAY_MS, localDate, merchantPeriod } from '../../platform/merchant-periods.ts';
import { settledByMember, sumOf } from '../betting/settled-batch.ts';
import type { PointsAwarder } from '../points/points.service.ts';
import * as store from './missions.store.ts';

/** The promotions module's bonus issue (the port, as VIP's): a bonus with its turnover, once per key. */
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
    trx?: Database,
  ): Promise<unknown>;
};

/** Places the leaderboard shows. */
const BOARD_SIZE = 20;
/** Referral codes: 8 characters without the ones read alike (0/O, 1/I/L). */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

const toConfig = (m: store.MissionRow): OpsMission => ({
  id: m.id,
  period: m.period,
  kind: m.kind,
  category: m.category,
  target: m.target,
  reward: m.reward,
  turnoverMultiplier: m.turnover_multiplier,
  points: m.points,
  rewardPoints: m.reward_points,
  titles: m.titles,
  status: m.status,
  sort: m.sort,
});

const fromConfig = (m: MissionConfig): store.MissionInput => ({
  period: m.period,
  kind: m.kind,
  category: m.kind === 'rounds' || m.kind === 'bet' ? m.category : null,
  target: m.target,
  reward: m.reward,
  turnover_multiplier: m.turnoverMultiplier,
  points: m.points,
  reward_points: m.rewardPoints,
  titles: m.titles,
  status: m.status,
  sort: m.sort,
});

export type Missions = ReturnType<typeof createMissions>;

/**
 * Missions, the mission leaderboard and player referrals (issue 19, decision 0037). Progress is counted
 * from events after commit (bet.settled: rounds and valid bet per category; deposit.credited: deposits;
 * account.registered with a player's referral code: invited friends) per merchant day, merchant week or
 * once; a reached mission is claimed once (a bonus under the claim's own key, and its mission points).
 * The leaderboard ranks the week's points; the `missions.leaderboard` job pays the last week's prizes
 * once per (merchant, week, place). A referred friend whose deposits and valid bet reach the rule pays its
 * referrer a bonus once; self-referrals and friends from an address already seen are refused.
 */
export function createMissions(deps: {
  db: Database;
  events: EventBus;
  offsetOf: (merchantId: number) => Promise<number>;
  bonuses: BonusIssuer;
  /** The addresses the account signed in from (the auth module's sessions). */
  addressesOf: (accountId: number) => Promise<string[]>;
  /** The hash of the device id an account registered from (the member module's accounts), null: none. */
  deviceOf: (accountId: number) => Promise<string | null>;
  /** Usernames by account id (the member module's). */
  usernames: (ids: readonly number[]) => Promise<Map<number, string>>;
  /** The points module's awards: a mission's loyalty points, credited with its claim. */
  points: PointsAwarder;
  now?: () => Date;
}) {
  const { db } = deps;
  const clock = deps.now ?? (() => new Date());

  /** The period key of a mission's period holding `at` and when it ends. */
  function periodOf(period: store.MissionRow['period'], at: Date, offset: number) {
    if (period === 'once') return { key: 'once', end: null };
    const span = merchantPeriod(period === 'daily' ? 'day' : 'week', at, offset);
    return { key: localDate(span.start, offset), end: span.end };
  }

  async function count(merchantId: number, accountId: number, kinds: (m: store.MissionRow) => number) {
    const list = await store.missions(db, merchantId, true);
    if (list.length === 0) return;
    const offset = await deps.offsetOf(merchantId);
    const now = clock();
    const rows = list
      .map((m) => ({ m, amount: kinds(m) }))
      .filter((r) => r.amount > 0)
      .map(({ m, amount }) => ({
        missionId: m.id,
        accountId,
        merchantId,
        period: periodOf(m.period, now, offset).key,
        amount,
      }));
    const after = await store.addProgress(db, rows);
    // A mission whose progress just reached its target became claimable: the reward centre's hint (decision 0041).
    const reached = after.some((r) => {
      const m = list.find((x) => x.id === r.mission_id);
      const added = rows.find((x) => x.missionId === r.mission_id)?.amount ?? 0;
      const progress = Number(r.progress);
      return m !== undefined && progress >= m.target && progress - added < m.target;
    });
    if (reached) deps.events.publish('reward.claimable', { merchantId, accountId, source: 'mission' });
  }

  const inCategory = (m: store.MissionRow, category: string) =>
    m.category === null || m.category === category;

  // A batch (a lottery draw's settlement step) counts once per member.
  deps.events.subscribeBatch('bet.settled', async (settled) => {
    for (const { merchantId, accountId, bets } of settledByMember(settled)) {
      await count(merchantId, accountId, (m) => {
        const played = bets.filter((b) => inCategory(m, b.gameCategory));
        if (m.kind === 'rounds') return played.length;
        if (m.kind === 'bet') return sumOf(played, 'validBet');
        return 0;
      });
      const validBet = sumOf(bets, 'validBet');
      if (validBet > 0) await friendActivity(accountId, { deposits: 0, validBet });
    }
  });
  deps.events.subscribe('deposit.credited', async (e) => {
    await count(e.merchantId, e.accountId, (m) => (m.kind === 'deposit' ? e.amount : 0));
    await friendActivity(e.accountId, { deposits: e.amount, validBet: 0 });
  });
  deps.events.subscribe('account.registered', async (e) => {
    if (e.referrerId === undefined) return;
    await referred(e.merchantId, e.referrerId, e.accountId, e.username, e.ip ?? '', e.deviceHash ?? null);
  });

  /**
   * Records a friend, refused by rule (each switchable, on by default) when the address or the device is the
   * referrer's or another friend's (decision 0046).
   */
  async function referred(
    merchantId: number,
    referrerId: number,
    friendId: number,
    name: string,
    ip: string,
    deviceHash: string | null,
  ) {
    const r = await store.rule(db, merchantId);
    const byAddress = r?.refuseSameAddress !== false && ip !== '';
    const byDevice = r?.refuseSameDevice !== false && deviceHash !== null;
    let reason: string | null = null;
    if (friendId === referrerId) reason = 'self';
    else if (byAddress && (await deps.addressesOf(referrerId)).includes(ip)) reason = 'sameAddress';
    else if (byAddress && (await store.referredFrom(db, referrerId, { ip }))) reason = 'duplicateAddress';
    else if (byDevice && (await deps.deviceOf(referrerId)) === deviceHash) reason = 'sameDevice';
    else if (byDevice && (await store.referredFrom(db, referrerId, { deviceHash: deviceHash as string })))
      reason = 'duplicateDevice';
    const added = await store.insertReferral(db, {
      friendId,
      referrerId,
      merchantId,
      friendName: name,
      ip,
      deviceHash,
      refusedReason: reason,
    });
    if (added && reason === null) await count(merchantId, referrerId, (m) => (m.kind === 'invite' ? 1 : 0));
  }

  /** Counts a referred friend's deposit or valid bet, and pays the referrer once the rule is met. */
  async function friendActivity(friendId: number, add: { deposits: number; validBet: number }) {
    const row = await store.addFriendActivity(db, friendId, add);
    if (!row || row.status === 'rewarded' || row.status === 'refused') return;
    const r = await store.rule(db, row.merchant_id);
    if (!r?.enabled || r.reward <= 0) return;
    if (row.deposits < Math.max(1, r.minDeposit) || row.validBet < r.minValidBet) return;
    await deps.events.transaction(db, async (trx) => {
      if (!(await store.markRewarded(trx, friendId, r.reward, clock()))) return;
      await deps.bonuses.issue(
        {
          merchantId: row.merchant_id,
          accountId: row.referrer_id,
          amount: r.reward,
          turnoverMultiplier: r.turnoverMultiplier,
          source: 'referral',
          reference: `REFERRAL-${friendId}`,
          idempotencyKey: `referral:${friendId}`,
        },
        trx,
      );
    });
  }

  function title(titles: Record<string, string>, language: string) {
    return titles[language.slice(0, 2)] ?? titles.en ?? Object.values(titles)[0] ?? '';
  }

  /** The caller's active missions in their current periods. */
  async function summaryOf(
    merchantId: number,
    accountId: number,
    language: string,
  ): Promise<PlayerMission[]> {
    const [list, offset] = await Promise.all([
      store.missions(db, merchantId, true),
      deps.offsetOf(merchantId),
    ]);
    const now = clock();
    const periods = list.map((m) => ({ m, p: periodOf(m.period, now, offset) }));
    const rows = await store.progressOf(
      db,
      accountId,
      periods.map(({ m, p }) => ({ missionId: m.id, period: p.key })),
    );
    return periods.map(({ m, p }) => {
      const row = rows.find((r) => r.mission_id === m.id && r.period === p.key);
      const progress = Math.min(m.target, row?.progress ?? 0);
      const claimed = Boolean(row?.claimed_at);
      return {
        id: m.id,
        title: title(m.titles, language),
        period: m.period,
        kind: m.kind,
        category: m.category,
        target: m.target,
        progress,
        reward: m.reward,
        turnoverMultiplier: m.turnover_multiplier,
        points: m.points,
        claimable: !claimed && progress >= m.target,
        claimed,
        endsAt: p.end ? p.end.toISOString() : null,
      };
    });
  }

  async function weekOf(merchantId: number, at = clock()) {
    const offset = await deps.offsetOf(merchantId);
    const span = merchantPeriod('week', at, offset);
    return { ...span, key: localDate(span.start, offset) };
  }

  async function codeFor(merchantId: number, accountId: number) {
    const have = await store.codeOf(db, accountId);
    if (have) return have;
    for (;;) {
      const code = Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
      if (await store.insertCode(db, merchantId, accountId, code)) return code;
      const again = await store.codeOf(db, accountId);
      if (again) return again;
    }
  }

  const friendDto = (f: Awaited<ReturnType<typeof store.friendsOf>>[number]) => ({
    name: maskName(f.friend_name),
    status: f.status,
    registeredAt: new Date(f.created_at).toISOString(),
    reward: f.reward,
  });

  return {
    maskName,

    /** MCSFE_getMissionSummaryDetails. */
    async summary(merchantId: number, accountId: number, language: string): Promise<MissionSummary> {
      const [missions, week] = await Promise.all([
        summaryOf(merchantId, accountId, language),
        weekOf(merchantId),
      ]);
      return {
        missions,
        weekPoints: await store.pointsOf(db, accountId, week.start, week.end),
        claimable: missions.filter((m) => m.claimable).length,
      };
    },

    /** The reward centre's list: the missions claimable now. */
    async claimables(merchantId: number, accountId: number, language: string) {
      return (await summaryOf(merchantId, accountId, language)).filter((m) => m.claimable);
    },

    /**
     * Claims a reached mission of the current period: marks it claimed (once, whoever races) with its
     * points, and issues its bonus under the claim's own key in the same transaction.
     */
    async claim(merchantId: number, accountId: number, id: number, language: string): Promise<MissionClaim> {
      const m = await store.mission(db, id);
      if (!m || m.merchant_id !== merchantId || m.status !== 'active')
        throw new AppError('mission.not.found');
      const offset = await deps.offsetOf(merchantId);
      const period = periodOf(m.period, clock(), offset).key;
      const [row] = await store.progressOf(db, accountId, [{ missionId: id, period }]);
      if (row?.claimed_at) throw new AppError('mission.not.found');
      if (!row || row.progress < m.target) throw new AppError('mission.not.claimable');
      const paid = await deps.events.transaction(db, async (trx) => {
        const marked = await store.markClaimed(trx, {
          missionId: id,
          accountId,
          period,
          target: m.target,
          points: m.points,
          at: clock(),
        });
        if (!marked) return false;
        if (m.reward > 0)
          await deps.bonuses.issue(
            {
              merchantId,
              accountId,
              amount: m.reward,
              turnoverMultiplier: m.turnover_multiplier,
              source: 'mission',
              reference: `MISSION-${id}-${period}`,
              idempotencyKey: `mission:${id}:${accountId}:${period}`,
            },
            trx,
          );
        if (m.reward_points > 0)
          await deps.points.award(
            {
              merchantId,
              accountId,
              points: m.reward_points,
              source: 'mission',
              key: `${id}:${accountId}:${period}`,
              reference: `MISSION-${id}-${period}`,
            },
            trx,
          );
        return true;
      });
      if (!paid) throw new AppError('mission.not.found');
      const mission = (await summaryOf(merchantId, accountId, language)).find((x) => x.id === id);
      return { mission: mission as PlayerMission, amount: m.reward, points: m.points };
    },

    /** MCSFE_getMissionLeaderboard: this merchant week's ranking (masked) and the prizes. */
    async leaderboard(merchantId: number, accountId: number): Promise<MissionLeaderboard> {
      const week = await weekOf(merchantId);
      const [rows, prizes, own] = await Promise.all([
        store.ranking(db, merchantId, week.start, week.end, BOARD_SIZE),
        store.prizes(db, merchantId),
        store.pointsOf(db, accountId, week.start, week.end),
      ]);
      const names = await deps.usernames(rows.map((r) => r.accountId));
      const place = rows.findIndex((r) => r.accountId === accountId);
      return {
        start: week.start.toISOString(),
        end: week.end.toISOString(),
        rows: rows.map((r, i) => ({
          place: i + 1,
          name: maskName(names.get(r.accountId) ?? ''),
          points: r.points,
          prize: prizes.find((p) => p.place === i + 1)?.amount ?? null,
          own: r.accountId === accountId,
        })),
        prizes,
        own: { place: place >= 0 ? place + 1 : null, points: own },
      };
    },

    /**
     * The job `missions.leaderboard` (hourly): pays the prizes of each merchant's last finished week, once per
     * (merchant, week, place): the payout row and its bonus (keyed by the place) commit together.
     */
    async payLeaderboards(now: Date, signal?: AbortSignal) {
      let paid = 0;
      for (const merchantId of await store.merchantsWithPrizes(db)) {
        signal?.throwIfAborted();
        const offset = await deps.offsetOf(merchantId);
        const last = merchantPeriod(
          'week',
          new Date(merchantPeriod('week', now, offset).start.getTime() - DAY_MS),
          offset,
        );
        const period = localDate(last.start, offset);
        const [prizes, rows] = await Promise.all([
          store.prizes(db, merchantId),
          store.ranking(db, merchantId, last.start, last.end, 100),
        ]);
        for (const prize of prizes) {
          const winner = rows[prize.place - 1];
          if (!winner) continue;
          const done = await deps.events.transaction(db, async (trx) => {
            const fresh = await store.insertPayout(trx, {
              merchantId,
              period,
              place: prize.place,
              accountId: winner.accountId,
              points: winner.points,
              amount: prize.amount,
            });
            if (!fresh) return false;
            await deps.bonuses.issue(
              {
                merchantId,
                accountId: winner.accountId,
                amount: prize.amount,
                turnoverMultiplier: prize.turnoverMultiplier,
                source: 'mission-leaderboard',
                reference: `MISSION-BOARD-${period}-${prize.place}`,
                idempotencyKey: `mission-board:${merchantId}:${period}:${prize.place}`,
              },
              trx,
            );
            return true;
          });
          if (done) paid++;
        }
      }
      return { paid };
    },

    /** A player's own referral code (made on first ask); the registration asks its owner. */
    codeFor,
    referrerOf: (merchantId: number, code: string) => store.ownerOf(db, merchantId, code.trim()),

    /** The referral page. */
    async referral(merchantId: number, accountId: number): Promise<ReferralSummary> {
      const [code, rule, friends] = await Promise.all([
        codeFor(merchantId, accountId),
        store.rule(db, merchantId),
        store.friendsOf(db, accountId),
      ]);
      // The refusal switches are the operators' business: the player reads the reward and its terms.
      const { refuseSameAddress: _a, refuseSameDevice: _d, ...terms } = rule ?? ({} as store.ReferralRule);
      return { code, rule: rule?.enabled ? terms : null, friends: friends.map(friendDto) };
    },

    // Operators

    async settings(merchantId: number): Promise<OpsMissionSettings> {
      const [missions, prizes, referral] = await Promise.all([
        store.missions(db, merchantId, false),
        store.prizes(db, merchantId),
        store.rule(db, merchantId),
      ]);
      return { missions: missions.map(toConfig), prizes, referral };
    },

    async mission(merchantId: number, id: number) {
      const m = await store.mission(db, id);
      if (!m || m.merchant_id !== merchantId) throw new AppError('mission.config.unknown');
      return toConfig(m);
    },

    async createMission(merchantId: number, config: MissionConfig) {
      const id = await store.insertMission(db, merchantId, fromConfig(config));
      return this.mission(merchantId, id);
    },

    async updateMission(merchantId: number, id: number, config: MissionConfig) {
      await this.mission(merchantId, id);
      await store.updateMission(db, id, fromConfig(config));
      return this.mission(merchantId, id);
    },

    async setPrizes(merchantId: number, prizes: LeaderboardPrize[]) {
      const places = prizes.map((p) => p.place).sort((a, b) => a - b);
      if (places.some((p, i) => p !== i + 1))
        throw new AppError('validation.failed', 'prizes: places 1, 2, 3… each once');
      await store.setPrizes(db, merchantId, prizes);
      return store.prizes(db, merchantId);
    },

    /** The referral rule; a refusal switch absent from the body keeps its value (on for a new rule). */
    async setRule(merchantId: number, rule: ReferralRule) {
      const before = await store.rule(db, merchantId);
      await store.setRule(db, merchantId, {
        ...rule,
        refuseSameAddress: rule.refuseSameAddress ?? before?.refuseSameAddress ?? true,
        refuseSameDevice: rule.refuseSameDevice ?? before?.refuseSameDevice ?? true,
      });
      return store.rule(db, merchantId);
    },

    async payouts(merchantId: number, period: string | undefined): Promise<OpsPayouts> {
      const key =
        period ??
        (await weekOf(merchantId, new Date((await weekOf(merchantId)).start.getTime() - DAY_MS))).key;
      const rows = await store.payouts(db, merchantId, key);
      const names = await deps.usernames(rows.map((r) => r.account_id));
      return {
        period: key,
        payouts: rows.map((r) => ({
          place: r.place,
          username: names.get(r.account_id) ?? '',
          points: r.points,
          amount: r.amount,
          paidAt: new Date(r.paid_at).toISOString(),
        })),
      };
    },

    async ofPlayer(accountId: number): Promise<OpsPlayerMissions> {
      const [code, claims, friends] = await Promise.all([
        store.codeOf(db, accountId),
        store.claimsOf(db, accountId, 100),
        store.friendsOf(db, accountId),
      ]);
      return {
        code,
        claims: claims.map((c) => ({
          missionId: c.mission_id,
          period: c.period,
          progress: c.progress,
          claimedAt: c.claimed_at ? new Date(c.claimed_at).toISOString() : null,
          points: c.points,
        })),
        friends: friends.map((f) => ({
          ...friendDto(f),
          username: f.friend_name,
          ip: f.ip,
          refusedReason: f.refused_reason,
        })),
      };
    },
  };
}
