import { createHash, randomBytes } from 'node:crypto';
import { ERRORS, type ErrorCode } from '@portal/contracts/errors';
import { TRIAL_CREDIT } from '@portal/contracts/games';
import type {
  OpenSessionBody,
  PlayerState,
  SandboxTicket,
  VendorRound,
} from '@portal/contracts/vendors.schema';
import type { Database } from '../db/database.ts';
import { AppError } from '../platform/app-error.ts';
import { TtlCache } from '../platform/cache.ts';
import { type SeamlessClient, SeamlessRefusal } from './seamless-client.ts';
import * as trials from './trials.store.ts';

/**
 * The embedded vendors' players: a real player is the platform's launch token (the vendor learns who it
 * is once, through authenticate); a free trial is the vendor's own session with demo credit that never
 * reaches the platform. A trial lives in the database (decision 0047), so any node serves its calls; each
 * change runs under the trial's row lock, so two nodes never lose one another's change.
 */

export type TrialState = {
  currency: string;
  balance: number;
  rounds: VendorRound[];
  /** Answers by request id, oldest first, so a page's retry gets the same round. */
  answers: Array<[string, unknown]>;
  /** The sandbox vendor's tickets of the trial's game page, newest first. */
  tickets: SandboxTicket[];
};

export type VendorPlayer =
  | { trial: true; session: string; state: TrialState }
  | { trial: false; session: string; token: string; playerId: string; currency: string; username: string };

const TRIAL_PREFIX = 'trial_';
const TRIAL_HOURS = 6;
const KEPT_ROUNDS = 20;
const KEPT_ANSWERS = 50;
const KEPT_TICKETS = 100;

const hashOf = (session: string) => createHash('sha256').update(session).digest('hex');

function stateOf(row: trials.TrialRow): TrialState {
  return {
    currency: row.currency,
    balance: row.balance,
    rounds: (row.book.rounds ?? []) as VendorRound[],
    answers: row.book.answers ?? [],
    tickets: (row.book.tickets ?? []) as SandboxTicket[],
  };
}

/** A refusal from the platform as this vendor's own answer: the same code where the catalogue has it. */
export function asAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof SeamlessRefusal && error.code in ERRORS) {
    return new AppError(error.code as ErrorCode, undefined, error.value);
  }
  return new AppError('service.unavailable');
}

export function createPlayerSessions(client: SeamlessClient, db: Database) {
  const players = new TtlCache<{ playerId: string; currency: string; username: string }>(600_000, 50_000);

  async function real(token: string) {
    try {
      return await players.getOrLoad(token, async () => {
        const answer = await client.authenticate({ token });
        return { playerId: answer.playerId, currency: answer.currency, username: answer.username ?? '' };
      });
    } catch (error) {
      throw asAppError(error);
    }
  }

  return {
    /** Opens the game page's session: a launch token's player, or a new free trial in the site's currency. */
    async open(body: OpenSessionBody, siteCurrency: string): Promise<PlayerState> {
      if (body.token) {
        const player = await real(body.token);
        let balance: number;
        try {
          balance = (await client.balance({ playerId: player.playerId })).balance;
        } catch (error) {
          throw asAppError(error);
        }
        return {
          session: body.token,
          trial: false,
          currency: player.currency,
          balance,
          username: player.username,
        };
      }
      if (!body.trial)
        throw new AppError('validation.failed', 'Give the launch token, or trial for a free trial');
      const session = `${TRIAL_PREFIX}${randomBytes(24).toString('base64url')}`;
      const now = new Date();
      await trials.deleteEndedTrials(db, now);
      await trials.insertTrial(db, {
        sessionHash: hashOf(session),
        currency: siteCurrency,
        balance: TRIAL_CREDIT,
        expiresAt: new Date(now.getTime() + TRIAL_HOURS * 3_600_000),
      });
      return { session, trial: true, currency: siteCurrency, balance: TRIAL_CREDIT, username: null };
    },

    /** The player behind a session; an unknown or ended one answers game.session.expired. */
    async resolve(session: string): Promise<VendorPlayer> {
      if (session.startsWith(TRIAL_PREFIX)) {
        const row = await trials.findTrial(db, hashOf(session), new Date());
        if (!row) throw new AppError('game.session.expired');
        return { trial: true, session, state: stateOf(row) };
      }
      const player = await real(session);
      return { trial: false, session, token: session, ...player };
    },

    /**
     * Changes a trial under its row lock and saves it: `apply` gets the trial as it stands now (not as it
     * was resolved), and an error it throws changes nothing. The player's snapshot follows the change.
     */
    async change<T>(player: VendorPlayer & { trial: true }, apply: (state: TrialState) => T): Promise<T> {
      const sessionHash = hashOf(player.session);
      return db.transaction().execute(async (trx) => {
        const row = await trials.findTrial(trx, sessionHash, new Date(), true);
        if (!row) throw new AppError('game.session.expired');
        const state = stateOf(row);
        const result = apply(state);
        state.rounds.length = Math.min(state.rounds.length, KEPT_ROUNDS);
        state.answers = state.answers.slice(-KEPT_ANSWERS);
        state.tickets.length = Math.min(state.tickets.length, KEPT_TICKETS);
        const { balance, rounds, answers, tickets } = state;
        await trials.saveTrial(trx, sessionHash, { balance, book: { rounds, answers, tickets } });
        player.state = state;
        return result;
      });
    },
  };
}

export type PlayerSessions = ReturnType<typeof createPlayerSessions>;
