import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BetHistoryPage } from '@portal/contracts/betting.schema';
import { Page } from '@portal/contracts/common.schema';
import { OpsDeposit, OpsWithdrawal } from '@portal/contracts/operators.schema';
import {
  OpsPagedQuery,
  OpsPlayer,
  OpsPlayerLogin,
  OpsPlayerNote,
  OpsPlayerNoteBody,
  OpsPlayerParams,
  OpsPlayerStatusBody,
  OpsPlayerStatusResult,
  OpsPlayersPage,
  OpsPlayersQuery,
} from '@portal/contracts/operators-players.schema';
import type { FastifyRequest } from 'fastify';
import type { PlayerAdmin } from '../../flows/player-admin.ts';
import { ok } from '../../platform/app-error.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { Account } from '../member/member.service.ts';
import type { PlayerNotes } from './notes.service.ts';
import { actorOf, type OperatorService, scopeOf } from './operator.service.ts';
import { bodyOptional, callerOf, OPS_SECURITY, OPS_TAGS, operatorOf, opsConfig } from './operator-guard.ts';

export type OpsPlayersDeps = {
  operators: OperatorService;
  /** The flow over member, auth, wallet, payments and betting that reads and changes players. */
  playerAdmin: PlayerAdmin;
  notes: PlayerNotes;
};

/** What a player's status changes answer, audited with the change. */
type StatusChange = { changed: boolean; sessionsEnded: number };

const STATUS_CHANGES = [
  {
    path: 'lock',
    action: 'player.lock',
    summary: 'Locks a player: its logins are refused (account.locked) and its sessions end at once',
    run: (players: PlayerAdmin, account: Account) => players.lock(account),
  },
  {
    path: 'unlock',
    action: 'player.unlock',
    summary: 'Unlocks a locked player: it may log in again',
    run: (players: PlayerAdmin, account: Account) => players.unlock(account),
  },
  {
    path: 'force-password-change',
    action: 'player.password.force',
    summary: "The player's next login must change its password before anything else",
    run: (players: PlayerAdmin, account: Account) => players.forcePasswordChange(account),
  },
  {
    path: 'end-sessions',
    action: 'player.sessions.end',
    summary: 'Ends every session of the player at once (it may log in again)',
    run: (players: PlayerAdmin, account: Account) => players.endSessions(account),
  },
] as const;

/** A route's player (its :id within the operator's merchants), and changes to it with their audit rows. */
export function playerChanges({ operators, playerAdmin: players }: Omit<OpsPlayersDeps, 'notes'>) {
  /** The player of a route's :id within the operator's merchants (not.found for another's). */
  const playerOf = (req: FastifyRequest, id: number) =>
    players.find(scopeOf(operatorOf(req)).merchantIds, id);

  /** A change to a player, recorded write-ahead and completed with the player's merchant and outcome. */
  function changed<T>(
    req: FastifyRequest,
    id: number,
    action: string,
    detail: Record<string, unknown>,
    run: (account: Account) => Promise<T>,
    outcome: (result: T) => Record<string, unknown>,
  ) {
    const operator = operatorOf(req);
    // Until the player is found, the row belongs to the operator's merchant (a refusal keeps it).
    let player: Account | undefined;
    return operators.audit.around(
      actorOf(operator, callerOf(req)),
      { action, target: `player:${id}`, detail, merchantId: operator.merchantId },
      async () => {
        player = await playerOf(req, id);
        return run(player);
      },
      async (result) => ({
        merchantId: player?.merchant_id ?? operator.merchantId,
        detail: { username: player?.username, ...outcome(result) },
      }),
      (error) => req.log.error({ failure: String(error), action }, 'audit row not completed'),
    );
  }

  return { playerOf, changed };
}

/**
 * Players for operators (issue 15): search and a player's page for every role, its lists, operators'
 * notes (finance and up) and its status (administrators), always within the operator's merchants; every
 * change is in the audit log, refused ones included.
 */
export const opsPlayersRoutes: FastifyPluginAsyncTypebox<OpsPlayersDeps> = async (app, deps) => {
  const { operators, playerAdmin: players, notes } = deps;
  const reader = opsConfig('viewer');
  const scopeOfReq = (req: FastifyRequest) => scopeOf(operatorOf(req));
  const { playerOf, changed } = playerChanges(deps);

  app.get(
    '/ops/v1/players',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: 'Finds players by a prefix of username, mobile, e-mail or a bank card holder, newest first',
        description:
          'by narrows the search to one field (any: all four). Case does not matter; a mobile number matches ' +
          'by its digits in the local (0812…) or the international form (66812…). Without q, the newest ' +
          'accounts. Keyset pages: before = the next of the previous page. merchant narrows to one merchant ' +
          'of the scope (merchant.unknown for another).',
        security: OPS_SECURITY,
        querystring: OpsPlayersQuery,
        response: envelopeResponses(OpsPlayersPage),
      },
    },
    async (req) => {
      const { merchant, limit = 20, ...query } = req.query;
      const operator = operatorOf(req);
      const merchantIds =
        merchant === undefined
          ? scopeOf(operator).merchantIds
          : [await operators.scopedMerchantId(operator, merchant)];
      return ok(await players.search(merchantIds, { ...query, limit }));
    },
  );

  app.get(
    '/ops/v1/players/:id',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: "A player's page: profile, status, balances, upline chain, downline count, live sessions",
        security: OPS_SECURITY,
        params: OpsPlayerParams,
        response: envelopeResponses(OpsPlayer),
      },
    },
    async (req) => ok(await players.view(await playerOf(req, req.params.id))),
  );

  const paging = (query: { pageNum?: number; pageSize?: number }) => ({
    pageNum: query.pageNum ?? 1,
    pageSize: query.pageSize ?? 10,
  });

  const lists = [
    ['deposits', "The player's deposits, newest first", Page(OpsDeposit)],
    ['withdrawals', "The player's withdrawals, newest first", Page(OpsWithdrawal)],
    ['bets', "The player's bets of every period, newest first, with their totals", BetHistoryPage],
    [
      'logins',
      "The player's logins (sessions) with address and user agent, newest first",
      Page(OpsPlayerLogin),
    ],
    ['notes', "Operators' notes on the player, newest first", Page(OpsPlayerNote)],
  ] as const;
  for (const [list, summary, page] of lists) {
    app.get(
      `/ops/v1/players/:id/${list}`,
      {
        config: reader,
        schema: {
          tags: OPS_TAGS,
          summary,
          security: OPS_SECURITY,
          params: OpsPlayerParams,
          querystring: OpsPagedQuery,
          response: envelopeResponses(page),
        },
      },
      async (req) => {
        const account = await playerOf(req, req.params.id);
        const scope = scopeOfReq(req);
        const pages = {
          deposits: () => players.deposits(scope, account, paging(req.query)),
          withdrawals: () => players.withdrawals(scope, account, paging(req.query)),
          bets: () => players.bets(account, paging(req.query)),
          logins: () => players.logins(account, paging(req.query)),
          notes: () => notes.list(account.id, paging(req.query)),
        };
        return ok(await pages[list]());
      },
    );
  }

  app.post(
    '/ops/v1/players/:id/notes',
    {
      config: opsConfig('finance'),
      schema: {
        tags: OPS_TAGS,
        summary: "Adds an operator's note to the player's page (at most 1000 characters)",
        security: OPS_SECURITY,
        params: OpsPlayerParams,
        body: OpsPlayerNoteBody,
        response: envelopeResponses(OpsPlayerNote),
      },
    },
    async (req) => {
      const operator = operatorOf(req);
      const note = await changed(
        req,
        req.params.id,
        'player.note',
        { length: req.body.text.length },
        (account) => notes.add(operator, { id: account.id, merchantId: account.merchant_id }, req.body.text),
        (added) => ({ noteId: added.id }),
      );
      return ok(note);
    },
  );

  for (const change of STATUS_CHANGES) {
    app.post(
      `/ops/v1/players/:id/${change.path}`,
      {
        config: opsConfig('admin'),
        preValidation: bodyOptional,
        schema: {
          tags: OPS_TAGS,
          summary: change.summary,
          description: 'reason (optional) goes to the audit log. changed is false when it already was so.',
          security: OPS_SECURITY,
          params: OpsPlayerParams,
          body: OpsPlayerStatusBody,
          response: envelopeResponses(OpsPlayerStatusResult),
        },
      },
      async (req) => {
        const result = await changed<StatusChange>(
          req,
          req.params.id,
          change.action,
          { reason: req.body.reason?.trim() || null },
          (account) => change.run(players, account),
          (done) => done,
        );
        const player = await players.view(await playerOf(req, req.params.id));
        return ok({ player, ...result });
      },
    );
  }
};
