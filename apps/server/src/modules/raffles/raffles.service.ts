import type {
  OpsRaffle,
  OpsRaffleDetail,
  OpsRaffleGrant,
  PlayerRaffle,
  RaffleClaim,
  RaffleConfig,
  RaffleList,
  RafflePhase,
  RaffleRules,
} from '@portal/contracts/raffles.schema';
import { commitmentOf, newSecret, raffleWinners, ticketListHash } from '@portal/lottery';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import { maskName } from '../../platform/masking.ts';
import type { SecretBox } from '../../platform/secret-box.ts';
import * as store from './raffles.store.ts';

/** The promotions module's bonus issue (the port, as the wheel's): a bonus with its turnover, once per key. */
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

/**
 * What tickets are earned from, read through ports app.ts wires: valid bet settled in [from, to) per account
 * (the betting records'), and paid deposits of at least `atLeast` in [from, to) counted per account (the
 * payments'). One account's when `accountId` is given, else every account of the merchant with any.
 */
export type RaffleActivity = {
  validBets(merchantId: number, from: Date, to: Date, accountId?: number): Promise<Map<number, number>>;
  deposits(
    merchantId: number,
    from: Date,
    to: Date,
    atLeast: number,
    accountId?: number,
  ): Promise<Map<number, number>>;
};

/** How long a drawn raffle stays on the players' list. */
const SHOWN_AFTER_DRAW_MS = 30 * 86_400_000;
/** Raffles one run of the draw job draws at most (the next run takes the rest). */
const DRAWS_PER_RUN = 20;

export const drawIdOf = (raffleId: number) => `RAFFLE-${raffleId}`;
const sealContext = (merchantId: number, commitment: string) => `raffle:${merchantId}:${commitment}`;
const textIn = (texts: Record<string, string>, language: string) =>
  texts[language] ?? texts.en ?? Object.values(texts)[0] ?? '';

/** A raffle's phase at `now`. */
export function phaseOf(
  r: Pick<store.RaffleRow, 'status' | 'opens_at' | 'closes_at'>,
  now: Date,
): RafflePhase {
  if (r.status === 'drawn') return 'drawn';
  if (r.status === 'cancelled') return 'cancelled';
  if (now < r.opens_at) return 'upcoming';
  return now < r.closes_at ? 'open' : 'closed';
}

const rulesOf = (r: store.RaffleRow): RaffleRules => ({
  betPerTicket: r.bet_per_ticket,
  depositMin: r.deposit_min,
  ticketsPerDeposit: r.tickets_per_deposit,
  maxTickets: r.max_tickets,
});

/**
 * An account's tickets by the rules: one per `betPerTicket` of valid bet, `ticketsPerDeposit` per deposit of
 * at least `depositMin`, plus the operators' grants, at most `maxTickets` in all.
 */
export function ticketsOf(
  rules: RaffleRules,
  activity: { validBet: number; deposits: number; granted: number },
): { total: number; fromBets: number; fromDeposits: number; granted: number } {
  const fromBets = rules.betPerTicket ? Math.floor(activity.validBet / rules.betPerTicket) : 0;
  const fromDeposits = rules.depositMin ? activity.deposits * rules.ticketsPerDeposit : 0;
  const total = Math.min(rules.maxTickets, fromBets + fromDeposits + activity.granted);
  return { total, fromBets, fromDeposits, granted: activity.granted };
}

function inputOf(config: RaffleConfig, now: Date): store.RaffleInput {
  const opens = new Date(config.opensAt);
  const closes = new Date(config.closesAt);
  const draw = new Date(config.drawAt);
  const { rules, prizes } = config;
  const texts = (t: Record<string, string>) => Boolean(t.en?.trim() && t.th?.trim());
  const valid =
    opens < closes &&
    closes <= draw &&
    closes > now &&
    (rules.betPerTicket !== null || rules.depositMin !== null) &&
    texts(config.titles) &&
    texts(config.descriptions) &&
    prizes.every((p, i) => p.place === i + 1);
  if (!valid) throw new AppError('raffle.config.invalid');
  return {
    titles: config.titles,
    descriptions: config.descriptions,
    opens_at: opens,
    closes_at: closes,
    draw_at: draw,
    bet_per_ticket: rules.betPerTicket,
    deposit_min: rules.depositMin,
    tickets_per_deposit: rules.ticketsPerDeposit,
    max_tickets: rules.maxTickets,
    prizes: prizes.map((p) => ({
      place: p.place,
      amount: p.amount,
      turnoverMultiplier: p.turnoverMultiplier,
    })),
  };
}

export type Raffles = ReturnType<typeof createRaffles>;

/**
 * Raffles (issue 19, decision 0038). An operator creates a raffle: its secret is drawn from the crypto RNG
 * at once, sealed, and its SHA-256 published. Tickets are counted from the valid bets and deposits of the
 * entry window (through ports) and operators' grants. At the draw time the job (or an operator's draw now)
 * freezes the ticket list, draws the winners from the secret with the lottery's commit-and-reveal stream,
 * and reveals the secret, once: whoever races, one transaction moves the raffle from active to drawn. Each
 * winner claims its prize once: a bonus with its turnover (the promotions module's), keyed by the place.
 */
export function createRaffles(deps: {
  db: Database;
  events: EventBus;
  box: SecretBox;
  bonuses: BonusIssuer;
  activity: RaffleActivity;
  usernames: (ids: readonly number[]) => Promise<Map<number, string>>;
  now?: () => Date;
}) {
  const { db } = deps;
  const clock = deps.now ?? (() => new Date());

  async function ownRaffle(
    merchantId: number,
    id: number,
    code: 'raffle.not.found' | 'raffle.config.unknown',
  ) {
    const r = await store.raffle(db, id);
    if (!r || r.merchant_id !== merchantId) throw new AppError(code);
    return r;
  }

  /** An account's live tickets in a raffle: its window's activity until now (or the window's end). */
  async function liveTickets(r: store.RaffleRow, accountId: number, now: Date) {
    const to = new Date(Math.min(now.getTime(), r.closes_at.getTime()));
    const started = to > r.opens_at;
    const [bets, deposits, grants] = await Promise.all([
      started && r.bet_per_ticket
        ? deps.activity.validBets(r.merchant_id, r.opens_at, to, accountId)
        : new Map<number, number>(),
      started && r.deposit_min
        ? deps.activity.deposits(r.merchant_id, r.opens_at, to, r.deposit_min, accountId)
        : new Map<number, number>(),
      store.grants(db, r.id, accountId),
    ]);
    const validBet = bets.get(accountId) ?? 0;
    const counted = ticketsOf(rulesOf(r), {
      validBet,
      deposits: deposits.get(accountId) ?? 0,
      granted: grants.get(accountId) ?? 0,
    });
    const toNextTicket =
      r.bet_per_ticket && counted.total < r.max_tickets
        ? r.bet_per_ticket - (validBet % r.bet_per_ticket)
        : null;
    return { ...counted, validBet, toNextTicket };
  }

  /**
   * Draws one raffle if it is due and still active: the ticket list of every account with a ticket (in
   * account id order: entrant 1 is the lowest id), the winners from the secret, the secret revealed. The
   * activity is read before the transaction (the window is closed, it no longer changes); the grants, the
   * raffle's row (locked) and every write are one transaction, so two nodes draw it once.
   */
  async function drawOne(id: number, now: Date): Promise<boolean> {
    const r = await store.raffle(db, id);
    if (r?.status !== 'active' || r.draw_at > now) return false;
    const [bets, deposits] = await Promise.all([
      r.bet_per_ticket
        ? deps.activity.validBets(r.merchant_id, r.opens_at, r.closes_at)
        : new Map<number, number>(),
      r.deposit_min
        ? deps.activity.deposits(r.merchant_id, r.opens_at, r.closes_at, r.deposit_min)
        : new Map<number, number>(),
    ]);
    const secret = deps.box.open(r.sealed_secret, sealContext(r.merchant_id, r.commitment));
    if (!secret || (await commitmentOf(secret)) !== r.commitment)
      throw new Error(`raffle ${id}: its secret does not open`);
    return deps.events.transaction(db, async (trx) => {
      const locked = await store.lockActive(trx, id);
      if (!locked) return false;
      const grants = await store.grants(trx, id);
      const accounts = [...new Set([...bets.keys(), ...deposits.keys(), ...grants.keys()])].sort(
        (a, b) => a - b,
      );
      const entrants: store.EntrantRow[] = [];
      let next = 1;
      for (const accountId of accounts) {
        const { total } = ticketsOf(rulesOf(locked), {
          validBet: bets.get(accountId) ?? 0,
          deposits: deposits.get(accountId) ?? 0,
          granted: grants.get(accountId) ?? 0,
        });
        if (total < 1) continue;
        entrants.push({
          entrant: entrants.length + 1,
          account_id: accountId,
          tickets: total,
          first_ticket: next,
        });
        next += total;
      }
      const counts = entrants.map((e) => e.tickets);
      const drawn = await raffleWinners(secret, drawIdOf(id), counts, locked.prizes.length);
      const ticketsHash = await ticketListHash(counts);
      await store.markDrawn(trx, id, {
        secret,
        ticketsHash,
        totalTickets: next - 1,
        entrants: entrants.length,
        at: now,
      });
      await store.insertEntrants(trx, id, entrants);
      await store.insertWinners(
        trx,
        locked.merchant_id,
        drawn.map((w) => {
          const prize = locked.prizes[w.place - 1] as store.RaffleRow['prizes'][number];
          return {
            raffle_id: id,
            place: w.place,
            account_id: (entrants[w.entrant - 1] as store.EntrantRow).account_id,
            entrant: w.entrant,
            ticket: w.ticket,
            amount: prize.amount,
            turnover_multiplier: prize.turnoverMultiplier,
          };
        }),
      );
      // each winner's prize is in its reward centre once the draw commits
      for (const accountId of new Set(drawn.map((w) => entrants[w.entrant - 1]?.account_id))) {
        if (accountId !== undefined)
          deps.events.raise(trx, 'reward.claimable', {
            merchantId: locked.merchant_id,
            accountId,
            source: 'raffle',
          });
      }
      return true;
    });
  }

  async function opsView(rows: store.RaffleRow[], now: Date): Promise<OpsRaffle[]> {
    const ids = rows.map((r) => r.id);
    const [granted, won] = await Promise.all([store.grantTotals(db, ids), store.winners(db, ids)]);
    return rows.map((r) => ({
      id: r.id,
      phase: phaseOf(r, now),
      commitment: r.commitment,
      totalTickets: r.total_tickets,
      entrants: r.entrants,
      granted: granted.get(r.id) ?? 0,
      drawnAt: r.drawn_at?.toISOString() ?? null,
      winners: won.filter((w) => w.raffle_id === r.id).length,
      claimed: won.filter((w) => w.raffle_id === r.id && w.claimed_at).length,
      titles: r.titles,
      descriptions: r.descriptions,
      opensAt: r.opens_at.toISOString(),
      closesAt: r.closes_at.toISOString(),
      drawAt: r.draw_at.toISOString(),
      rules: rulesOf(r),
      prizes: r.prizes,
    }));
  }

  async function opsDetail(merchantId: number, id: number): Promise<OpsRaffleDetail> {
    const r = await ownRaffle(merchantId, id, 'raffle.config.unknown');
    const [[raffle], entrants, won] = await Promise.all([
      opsView([r], clock()),
      store.entrants(db, id),
      store.winners(db, [id]),
    ]);
    const names = await deps.usernames([...new Set([...entrants, ...won].map((e) => e.account_id))]);
    return {
      raffle: raffle as OpsRaffle,
      secret: r.secret,
      ticketsHash: r.tickets_hash,
      entrants: entrants.map((e) => ({
        entrant: e.entrant,
        username: names.get(e.account_id) ?? '',
        tickets: e.tickets,
        firstTicket: e.first_ticket,
      })),
      winners: won.map((w) => ({
        place: w.place,
        username: names.get(w.account_id) ?? '',
        entrant: w.entrant,
        ticket: w.ticket,
        amount: w.amount,
        turnoverMultiplier: w.turnover_multiplier,
        claimedAt: w.claimed_at ? new Date(w.claimed_at).toISOString() : null,
      })),
    };
  }

  return {
    ticketsOf,

    /** GET /wps/raffles: the raffles coming, open, waiting or drawn in the last 30 days, with the caller's tickets. */
    async list(merchantId: number, accountId: number, language: string): Promise<RaffleList> {
      const now = clock();
      const rows = await store.current(db, merchantId, new Date(now.getTime() - SHOWN_AFTER_DRAW_MS));
      const drawnIds = rows.filter((r) => r.status === 'drawn').map((r) => r.id);
      const [won, entries, lists] = await Promise.all([
        store.winners(db, drawnIds),
        store.entriesOf(db, drawnIds, accountId),
        store.ticketLists(db, drawnIds),
      ]);
      const names = await deps.usernames([...new Set(won.map((w) => w.account_id))]);
      const raffles: PlayerRaffle[] = [];
      for (const r of rows) {
        const entry = entries.find((e) => e.raffle_id === r.id);
        const placeRows = won.filter((w) => w.raffle_id === r.id);
        const tickets =
          r.status === 'drawn'
            ? {
                total: entry?.tickets ?? 0,
                fromBets: 0,
                fromDeposits: 0,
                granted: 0,
                validBet: 0,
                toNextTicket: null,
              }
            : await liveTickets(r, accountId, now);
        const own = placeRows.find((w) => w.account_id === accountId);
        raffles.push({
          id: r.id,
          title: textIn(r.titles, language),
          description: textIn(r.descriptions, language),
          phase: phaseOf(r, now),
          opensAt: r.opens_at.toISOString(),
          closesAt: r.closes_at.toISOString(),
          drawAt: r.draw_at.toISOString(),
          rules: rulesOf(r),
          prizes: r.prizes,
          commitment: r.commitment,
          tickets,
          draw:
            r.status === 'drawn' && r.secret && r.tickets_hash && r.drawn_at
              ? {
                  drawId: drawIdOf(r.id),
                  secret: r.secret,
                  ticketsHash: r.tickets_hash,
                  totalTickets: r.total_tickets ?? 0,
                  entrants: r.entrants ?? 0,
                  tickets: lists.get(r.id) ?? [],
                  drawnAt: r.drawn_at.toISOString(),
                  winners: placeRows.map((w) => ({
                    place: w.place,
                    name: maskName(names.get(w.account_id) ?? ''),
                    entrant: w.entrant,
                    ticket: w.ticket,
                    amount: w.amount,
                    turnoverMultiplier: w.turnover_multiplier,
                    own: w.account_id === accountId,
                    claimed: w.claimed_at !== null,
                  })),
                  ownEntrant: entry?.entrant ?? null,
                  ownFirstTicket: entry?.first_ticket ?? null,
                }
              : null,
          claimable: Boolean(own && !own.claimed_at),
        });
      }
      return { raffles };
    },

    /**
     * MCSFE_claimRafflePromotion (and the reward centre): the caller's place of a drawn raffle, marked claimed
     * and paid as a bonus under `raffle:<id>:<place>` in one transaction; a second claim finds nothing.
     */
    async claim(merchantId: number, accountId: number, raffleId: number): Promise<RaffleClaim> {
      const r = await ownRaffle(merchantId, raffleId, 'raffle.not.found');
      if (r.status === 'cancelled') throw new AppError('raffle.not.found');
      if (r.status !== 'drawn') throw new AppError('raffle.not.drawn');
      const paid = await deps.events.transaction(db, async (trx) => {
        const place = await store.markClaimed(trx, raffleId, accountId, clock());
        if (!place) return null;
        await deps.bonuses.issue(
          {
            merchantId,
            accountId,
            amount: place.amount,
            turnoverMultiplier: place.turnover_multiplier,
            source: 'raffle',
            reference: `RAFFLE-${raffleId}-${place.place}`,
            idempotencyKey: `raffle:${raffleId}:${place.place}`,
          },
          trx,
        );
        return place;
      });
      if (!paid) throw new AppError('raffle.prize.none');
      return {
        raffleId,
        place: paid.place,
        amount: paid.amount,
        turnoverMultiplier: paid.turnover_multiplier,
      };
    },

    /** The reward centre's list: the caller's places not claimed yet. */
    async claimables(merchantId: number, accountId: number, language: string) {
      return (await store.unclaimedOf(db, merchantId, accountId)).map((w) => ({
        raffleId: w.raffle_id,
        place: w.place,
        title: textIn(w.titles, language),
        amount: w.amount,
        turnoverMultiplier: w.turnover_multiplier,
      }));
    },

    /** The job `raffles.draw`: draws every raffle whose draw time has come (each once, whichever node). */
    async drawDue(now: Date, signal?: AbortSignal) {
      let drawn = 0;
      for (const r of await store.due(db, now, DRAWS_PER_RUN)) {
        signal?.throwIfAborted();
        if (await drawOne(r.id, now)) drawn++;
      }
      return { drawn };
    },

    /** One raffle's draw if due (the job's step; tests race it). */
    drawOne,

    // Operators

    async opsList(merchantId: number): Promise<OpsRaffle[]> {
      return opsView(await store.raffles(db, merchantId, 100), clock());
    },

    opsDetail,

    /** A new raffle: its secret from the crypto RNG, sealed; its commitment published from now on. */
    async create(merchantId: number, config: RaffleConfig): Promise<OpsRaffle> {
      const now = clock();
      const input = inputOf(config, now);
      const secret = newSecret();
      const commitment = await commitmentOf(secret);
      const row = await store.insertRaffle(db, merchantId, input, {
        commitment,
        sealed: deps.box.seal(secret, sealContext(merchantId, commitment)),
      });
      return (await opsView([row], now))[0] as OpsRaffle;
    },

    /** Changes a raffle before its window opens (the commitment stays); after, `raffle.config.locked`. */
    async update(merchantId: number, id: number, config: RaffleConfig): Promise<OpsRaffle> {
      await ownRaffle(merchantId, id, 'raffle.config.unknown');
      const now = clock();
      const row = await store.updateUpcoming(db, id, inputOf(config, now), now);
      if (!row) throw new AppError('raffle.config.locked');
      return (await opsView([row], now))[0] as OpsRaffle;
    },

    /** Cancels a raffle not drawn yet: nothing is drawn or paid, players no longer see it. */
    async cancel(merchantId: number, id: number): Promise<OpsRaffle> {
      await ownRaffle(merchantId, id, 'raffle.config.unknown');
      const now = clock();
      const row = await store.cancel(db, id, now);
      if (!row) throw new AppError('raffle.config.locked');
      return (await opsView([row], now))[0] as OpsRaffle;
    },

    /** Draw now: an open (or closed) raffle's window ends now and it is drawn at once, once. */
    async drawNow(merchantId: number, id: number): Promise<OpsRaffleDetail> {
      const r = await ownRaffle(merchantId, id, 'raffle.config.unknown');
      const now = clock();
      if (r.status !== 'active' || now <= r.opens_at) throw new AppError('raffle.config.locked');
      await store.closeNow(db, id, now);
      await drawOne(id, now);
      return opsDetail(merchantId, id);
    },

    /** Grants tickets to a player for a raffle not drawn yet (added to its rules' tickets, under the cap). */
    async grant(
      merchantId: number,
      raffleId: number,
      accountId: number,
      tickets: number,
      reason: string,
      operatorId: number | null,
    ): Promise<OpsRaffleGrant> {
      const r = await ownRaffle(merchantId, raffleId, 'raffle.config.unknown');
      if (r.status !== 'active') throw new AppError('raffle.config.locked');
      // under the raffle's row lock: a grant lands before the draw's list or is refused after it
      const done = await db.transaction().execute(async (trx) => {
        if (!(await store.lockActive(trx, raffleId))) return false;
        await store.insertGrant(trx, { raffleId, accountId, tickets, reason, operatorId });
        return true;
      });
      if (!done) throw new AppError('raffle.config.locked');
      const granted = (await store.grants(db, raffleId, accountId)).get(accountId) ?? 0;
      return { raffleId, accountId, granted };
    },
  };
}
