import { randomBytes } from 'node:crypto';
import { ERRORS, type ErrorCode } from '@portal/contracts/errors';
import { TRIAL_CREDIT } from '@portal/contracts/games';
import type { OpenSessionBody, PlayerState, VendorRound } from '@portal/contracts/vendors.schema';
import { AppError } from '../platform/app-error.ts';
import { TtlCache } from '../platform/cache.ts';
import { type SeamlessClient, SeamlessRefusal } from './seamless-client.ts';

/**
 * The embedded vendors' players: a real player is the platform's launch token (the vendor learns who it
 * is once, through authenticate); a free trial is the vendor's own session with demo credit that never
 * reaches the platform.
 */

export type TrialState = {
  currency: string;
  balance: number;
  rounds: VendorRound[];
  /** Answers by request id, so a page's retry gets the same round. */
  answers: Map<string, unknown>;
};

export type VendorPlayer =
  | { trial: true; session: string; state: TrialState }
  | { trial: false; session: string; token: string; playerId: string; currency: string; username: string };

const TRIAL_PREFIX = 'trial_';
const TRIAL_HOURS = 6;
const KEPT_ROUNDS = 20;

/** A refusal from the platform as this vendor's own answer: the same code where the catalogue has it. */
export function asAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  if (error instanceof SeamlessRefusal && error.code in ERRORS) {
    return new AppError(error.code as ErrorCode, undefined, error.value);
  }
  return new AppError('service.unavailable');
}

export function createPlayerSessions(client: SeamlessClient) {
  const trials = new TtlCache<TrialState>(TRIAL_HOURS * 3_600_000, 20_000);
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
      trials.set(session, { currency: siteCurrency, balance: TRIAL_CREDIT, rounds: [], answers: new Map() });
      return { session, trial: true, currency: siteCurrency, balance: TRIAL_CREDIT, username: null };
    },

    /** The player behind a session; an unknown or ended one answers game.session.expired. */
    async resolve(session: string): Promise<VendorPlayer> {
      if (session.startsWith(TRIAL_PREFIX)) {
        const state = await trials
          .getOrLoad(session, () => Promise.reject(new AppError('game.session.expired')))
          .catch(() => {
            throw new AppError('game.session.expired');
          });
        return { trial: true, session, state };
      }
      const player = await real(session);
      return { trial: false, session, token: session, ...player };
    },

    /** Keeps a trial round for the history panel (newest first). */
    remember(state: TrialState, round: VendorRound): void {
      state.rounds.unshift(round);
      state.rounds.length = Math.min(state.rounds.length, KEPT_ROUNDS);
    },
  };
}

export type PlayerSessions = ReturnType<typeof createPlayerSessions>;
