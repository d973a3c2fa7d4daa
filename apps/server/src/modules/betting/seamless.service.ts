import type {
  SeamlessAuthenticate,
  SeamlessBalance,
  SeamlessBet,
  SeamlessEndRound,
  SeamlessRefund,
  SeamlessResult,
  SeamlessWin,
} from '@portal/contracts/seamless.schema';
import { sql } from 'kysely';
import type { Database } from '../../db/database.ts';
import { PREPARED } from '../../db/prepared.ts';
import { AppError } from '../../platform/app-error.ts';
import { TtlCache } from '../../platform/cache.ts';
import type { EventBus } from '../../platform/events/event-bus.ts';
import type { PlayService } from '../games/launch.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { type CompanionResult, house, type Ledger, walletOf } from '../wallet/ledger.service.ts';
import { newReference } from '../wallet/wallet.service.ts';
import type { BetPlaced, BetSettled } from './betting.events.ts';
import * as store from './seamless.store.ts';

/**
 * The seamless wallet (DESIGN.md 5a): what a vendor's servers call to move a player's money. Each
 * operation is one database transaction holding its claim, the ledger entry and the bet record, so a replay
 * answers the first result and moves nothing. A bet's claim is its own row (unique per provider and txId);
 * wins and refunds are claimed in seamless_transactions per (provider, txId, operation).
 */

export type SeamlessService = ReturnType<typeof createSeamlessService>;

type Player = {
  merchantId: number;
  accountId: number;
  currency: string;
  username: string;
  language: string;
};

function parsePlayerId(playerId: string): { code: string; accountId: number } | null {
  const dash = playerId.lastIndexOf('-');
  const id = Number(playerId.slice(dash + 1));
  if (dash <= 0 || !Number.isSafeInteger(id) || id <= 0) return null;
  return { code: playerId.slice(0, dash), accountId: id };
}

export type SeamlessDeps = {
  db: Database;
  ledger: Ledger;
  play: PlayService;
  system: SystemService;
  accounts: { get(merchantId: number, id: number): Promise<{ username: string; profile?: unknown }> };
  /** bet.placed and bet.settled go out here once committed (the winner board listens). */
  events: EventBus;
};

export function createSeamlessService(deps: SeamlessDeps) {
  const { db, ledger, events } = deps;
  // A player's merchant, name and currency never change: one lookup per player and minute.
  const players = new TtlCache<Player | null>(60_000, 50_000);

  async function player(playerId: string): Promise<Player> {
    const found = await players.getOrLoad(playerId, async () => {
      const parsed = parsePlayerId(playerId);
      if (!parsed) return null;
      const merchant = await deps.system.merchantByCode(parsed.code);
      if (!merchant) return null;
      try {
        const account = await deps.accounts.get(merchant.id, parsed.accountId);
        return {
          merchantId: merchant.id,
          accountId: parsed.accountId,
          currency: merchant.currency,
          username: account.username,
          language: merchant.defaultLanguage,
        };
      } catch {
        return null;
      }
    });
    if (!found) throw new AppError('seamless.player.unknown');
    return found;
  }

  const balanceOf = (p: Player) => ledger.balanceOf(p.merchantId, walletOf(p.accountId));

  function result(
    p: Player,
    playerId: string,
    balance: number,
    outcome: SeamlessResult['outcome'],
    reference: string | null,
  ): SeamlessResult {
    return { playerId, currency: p.currency, balance, reference, outcome };
  }

  /** A replay: the same transaction id must carry the same details; it answers the balance now. */
  async function replayed(
    p: Player,
    playerId: string,
    before: { account_id: number; round_id: string; amount: number; reference: string | null } | undefined,
    key: { roundId: string; amount: number },
  ): Promise<SeamlessResult> {
    if (
      !before ||
      before.account_id !== p.accountId ||
      before.round_id !== key.roundId ||
      before.amount !== key.amount
    ) {
      throw new AppError('seamless.tx.conflict');
    }
    return result(p, playerId, await balanceOf(p), 'replayed', before.reference);
  }

  /** A replay of a win or refund, compared with its claim. */
  async function replay(
    p: Player,
    playerId: string,
    provider: string,
    key: { txId: string; operation: store.TxRow['operation']; roundId: string; amount: number },
  ): Promise<SeamlessResult> {
    const before = await store.findTx(db, provider, key.txId, key.operation);
    return replayed(p, playerId, before && { ...before, amount: Number(before.amount) }, key);
  }

  /** A replay of a bet, compared with its row (read here unless the caller has it). */
  async function replayBet(
    p: Player,
    provider: string,
    body: SeamlessBet,
    found?: Awaited<ReturnType<typeof store.findBet>>,
  ): Promise<SeamlessResult> {
    const before = found ?? (await store.findBet(db, provider, body.txId));
    return replayed(p, body.playerId, before && { ...before, amount: Number(before.stake) }, {
      roundId: body.roundId,
      amount: body.amount,
    });
  }

  /** Why a win claimed nothing: a replay, a round with no bet yet, or a bet already settled. */
  async function winRefused(
    p: Player,
    body: SeamlessWin,
    provider: string,
    claim: { txId: string; operation: 'win'; roundId: string; amount: number },
  ): Promise<SeamlessResult> {
    if (await store.findTx(db, provider, body.txId, 'win')) return replay(p, body.playerId, provider, claim);
    const bets = await store.roundBets(db, provider, body.roundId, p.accountId);
    if (bets.length === 0) throw new AppError('seamless.bet.unknown');
    if (body.betTxId && !bets.some((b) => b.tx_id === body.betTxId))
      throw new AppError('seamless.bet.unknown');
    throw new AppError('seamless.round.closed');
  }

  /** A bet's result as its event carries it. */
  function settled(
    p: Player,
    provider: string,
    roundId: string,
    bet: store.SettledBet,
    result: Pick<BetSettled, 'outcome' | 'payout' | 'reference'>,
  ): BetSettled {
    return {
      merchantId: p.merchantId,
      accountId: p.accountId,
      username: p.username,
      provider,
      betTxId: bet.tx_id,
      roundId,
      vendorCode: bet.vendor_code,
      gameName: bet.game_name,
      gameCategory: bet.game_category,
      stake: Number(bet.stake),
      validBet: Number(bet.valid_bet),
      ...result,
    };
  }

  /** The bets a round's end settled as lost. */
  function publishLost(p: Player, provider: string, roundId: string, lost: store.SettledBet[]) {
    for (const bet of lost) {
      events.publish(
        'bet.settled',
        settled(p, provider, roundId, bet, { outcome: 'lost', payout: 0, reference: null }),
      );
    }
  }

  async function insufficient(p: Player): Promise<never> {
    throw new AppError('wallet.insufficient.funds', undefined, { balance: await balanceOf(p) });
  }

  return {
    async authenticate(provider: string, body: SeamlessAuthenticate): Promise<SeamlessResult> {
      const session = await deps.play.session(body.token);
      if (!session || session.provider !== provider || session.expiresAt.getTime() < Date.now()) {
        throw new AppError('game.session.expired');
      }
      const playerId = session.playerId;
      const p = await player(playerId);
      return {
        ...result(p, playerId, await balanceOf(p), 'applied', null),
        username: p.username,
        language: p.language,
      };
    },

    async balance(_provider: string, body: SeamlessBalance): Promise<SeamlessResult> {
      const p = await player(body.playerId);
      return result(p, body.playerId, await balanceOf(p), 'applied', null);
    },

    /**
     * Debits a stake: one statement holds the claim, the bet record and the ledger entry. A bet whose
     * refund came first lands refunded and moves nothing.
     */
    async bet(provider: string, body: SeamlessBet): Promise<SeamlessResult> {
      const p = await player(body.playerId);
      const session = await deps.play.session(body.token);
      if (
        !session ||
        session.provider !== provider ||
        session.accountId !== p.accountId ||
        session.merchantId !== p.merchantId
      ) {
        throw new AppError('game.session.expired');
      }
      // A replay of a bet whose session has since ended still answers; a new bet needs a live session.
      if (session.expiresAt.getTime() < Date.now()) {
        const before = await store.findBet(db, provider, body.txId);
        if (before) return replayBet(p, provider, body, before);
        throw new AppError('game.session.expired');
      }
      const reference = newReference('B');
      const bet: store.NewBet = {
        merchantId: p.merchantId,
        accountId: p.accountId,
        provider,
        txId: body.txId,
        roundId: body.roundId,
        vendorCode: session.vendorCode,
        gameCode: session.gameCode,
        gameName: session.gameName,
        gameCategory: session.gameType,
        stake: body.amount,
        validBet: Math.min(body.validBet ?? body.amount, body.amount),
      };
      const wallet = walletOf(p.accountId);
      let done: CompanionResult<store.BetStatementRow>;
      try {
        done = await ledger.postWith<store.BetStatementRow>(
          {
            merchantId: p.merchantId,
            type: 'bet',
            reference,
            source: `vendor:${provider}`,
            idempotencyKey: `bet:${body.txId}`,
            memo: { counterparty: session.vendorCode, game: session.gameCode, round: body.roundId },
            lines: [
              { account: wallet, amount: -body.amount },
              { account: house('vendor_settlement'), amount: body.amount },
            ],
          },
          store.betCompanion(bet, reference),
        );
      } catch (error) {
        if (error instanceof AppError && error.code === 'wallet.insufficient.funds') return insufficient(p);
        throw error;
      }
      if (done.row.claimed === 0) return replayBet(p, provider, body);
      if (done.row.placed === 0) return result(p, body.playerId, await balanceOf(p), 'refunded', null);
      const placed: BetPlaced = {
        merchantId: p.merchantId,
        accountId: p.accountId,
        provider,
        betTxId: body.txId,
        roundId: body.roundId,
        vendorCode: bet.vendorCode,
        gameCode: bet.gameCode,
        gameName: bet.gameName,
        gameCategory: bet.gameCategory,
        stake: bet.stake,
        validBet: bet.validBet,
        reference,
      };
      events.publish('bet.placed', placed);
      const balance = done.balances.get(await ledger.accountId(p.merchantId, wallet)) ?? (await balanceOf(p));
      return result(p, body.playerId, balance, 'applied', reference);
    },

    /**
     * Pays a round's bet (amount 0: a loss), in one statement with its ledger entry. A round with no bet
     * yet is refused (seamless.bet.unknown) and the vendor retries; a bet already settled or refunded
     * refuses another result (seamless.round.closed).
     */
    async win(provider: string, body: SeamlessWin): Promise<SeamlessResult> {
      const p = await player(body.playerId);
      const claim = {
        txId: body.txId,
        operation: 'win' as const,
        roundId: body.roundId,
        amount: body.amount,
      };
      const reference = body.amount > 0 ? newReference('P') : null;
      const wallet = walletOf(p.accountId);
      const companion = store.winCompanion({
        provider,
        merchantId: p.merchantId,
        accountId: p.accountId,
        txId: body.txId,
        roundId: body.roundId,
        betTxId: body.betTxId ?? null,
        amount: body.amount,
        roundEnded: body.roundEnded === true,
        reference,
      });
      let row: store.WinStatementRow;
      let balance: number | null;
      if (body.amount > 0 && reference) {
        const done = await ledger.postWith<store.WinStatementRow>(
          {
            merchantId: p.merchantId,
            type: 'win',
            reference,
            source: `vendor:${provider}`,
            idempotencyKey: `win:${body.txId}`,
            memo: { round: body.roundId },
            lines: [
              { account: house('vendor_settlement'), amount: -body.amount },
              { account: wallet, amount: body.amount },
            ],
          },
          companion,
        );
        row = done.row;
        balance = done.balances.get(await ledger.accountId(p.merchantId, wallet)) ?? null;
      } else {
        // a loss moves no money: the same statement without an entry, answering the balance
        const column = await ledger.balanceColumn(p.merchantId, wallet);
        const { rows } = await sql<store.WinStatementRow & { balance: number | string }>`${PREPARED}
          with ${companion.before} select ${companion.select}, ${column} as balance`.execute(db);
        row = rows[0] as store.WinStatementRow & { balance: number | string };
        balance = Number((rows[0] as { balance: number | string }).balance);
      }
      if (row.claimed === 0) return winRefused(p, body, provider, claim);
      // The statement committed on its own: its results go out now.
      const outcome = body.amount > 0 ? 'won' : 'lost';
      events.publish(
        'bet.settled',
        settled(p, provider, body.roundId, store.paidBet(row), { outcome, payout: body.amount, reference }),
      );
      publishLost(p, provider, body.roundId, store.lostBets(row));
      return result(p, body.playerId, balance ?? (await balanceOf(p)), 'applied', reference);
    },

    /** Reverses a bet; a refund of a bet not seen yet is remembered, and the bet lands refunded. */
    async refund(provider: string, body: SeamlessRefund): Promise<SeamlessResult> {
      const p = await player(body.playerId);
      const claim = { txId: body.txId, operation: 'refund' as const, roundId: body.roundId, amount: 0 };
      const reference = newReference('R');
      let outcome: SeamlessResult['outcome'] = 'applied';
      let balance: number | null = null;
      const claimed = await events.transaction(db, async (trx) => {
        if (
          !(await store.claimTx(trx, {
            provider,
            merchantId: p.merchantId,
            accountId: p.accountId,
            ...claim,
            betTxId: body.betTxId,
          }))
        ) {
          return false;
        }
        const mark = {
          merchantId: p.merchantId,
          accountId: p.accountId,
          provider,
          txId: body.betTxId,
          roundId: body.roundId,
        };
        if (await store.markRefundedBeforeBet(trx, mark)) {
          outcome = 'remembered';
          await store.settleTx(
            trx,
            { provider, txId: body.txId, operation: 'refund' },
            { outcome, reference: null },
          );
          return true;
        }
        const bet = await store.lockBet(trx, provider, body.betTxId);
        if (!bet || bet.account_id !== p.accountId) throw new AppError('seamless.bet.unknown');
        if (bet.status === 'refunded') {
          await store.settleTx(
            trx,
            { provider, txId: body.txId, operation: 'refund' },
            { outcome, reference: null },
          );
          return true;
        }
        if (bet.status !== 'open') throw new AppError('seamless.round.closed');
        const stake = Number(bet.stake);
        const posted = await ledger.post(
          {
            merchantId: p.merchantId,
            type: 'bet.refund',
            reference,
            source: `vendor:${provider}`,
            idempotencyKey: `refund:${body.betTxId}`,
            memo: { round: body.roundId, bet: body.betTxId },
            lines: [
              { account: house('vendor_settlement'), amount: -stake },
              { account: walletOf(p.accountId), amount: stake },
            ],
          },
          trx,
        );
        balance = posted.lines.find((l) => l.amount === stake)?.balanceAfter ?? null;
        await store.settleBet(trx, bet.id, { payout: 0, status: 'refunded' });
        events.raise(
          trx,
          'bet.settled',
          settled(
            p,
            provider,
            bet.round_id,
            { ...bet, tx_id: body.betTxId },
            { outcome: 'refunded', payout: stake, reference },
          ),
        );
        await store.settleTx(trx, { provider, txId: body.txId, operation: 'refund' }, { outcome, reference });
        return true;
      });
      if (!claimed) return replay(p, body.playerId, provider, claim);
      return result(
        p,
        body.playerId,
        balance ?? (await balanceOf(p)),
        outcome,
        outcome === 'applied' ? reference : null,
      );
    },

    /** Closes a round: its open bets settle as lost. Repeating it changes nothing. */
    async endRound(provider: string, body: SeamlessEndRound): Promise<SeamlessResult> {
      const p = await player(body.playerId);
      publishLost(
        p,
        provider,
        body.roundId,
        await store.loseOpenBets(db, provider, body.roundId, p.accountId),
      );
      return result(p, body.playerId, await balanceOf(p), 'applied', null);
    },
  };
}
