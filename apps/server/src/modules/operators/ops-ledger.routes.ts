import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  type OpsLedgerAccount,
  OpsLedgerAccountsPage,
  OpsLedgerAccountsQuery,
  OpsLedgerEntry,
  OpsLedgerLinesPage,
  OpsLedgerLinesQuery,
  OpsReconciliation,
  OpsReconciliationQuery,
} from '@portal/contracts/operators-ledger.schema';
import type { FastifyRequest } from 'fastify';
import { AppError, ok } from '../../platform/app-error.ts';
import { envelopeResponses } from '../../platform/schemas.ts';
import type { Ledger } from '../wallet/ledger.service.ts';
import type { MerchantDirectory } from './audit.ts';
import { type OperatorService, scopeOf } from './operator.service.ts';
import { OPS_SECURITY, OPS_TAGS, operatorOf, opsConfig } from './operator-guard.ts';
import { OpsIdParams } from './ops.schema.ts';

export type OpsLedgerDeps = {
  operators: OperatorService;
  ledger: Ledger;
  merchants: MerchantDirectory;
  /** The member service: usernames for the owners shown, and a username's account per merchant. */
  members: {
    usernames(ids: readonly number[]): Promise<Map<number, string>>;
    findByUsername(merchantId: number, username: string): Promise<{ id: number } | undefined>;
  };
};

type AccountRow = Awaited<ReturnType<Ledger['accounts']>>[number];
type EntryLine = NonNullable<Awaited<ReturnType<Ledger['entry']>>>['lines'][number];

const iso = (value: Date | string) => new Date(value).toISOString();

/**
 * The ledger for operators (viewer and up): accounts and their lines in keyset pages, an entry with all
 * its lines, and the reconciliation of the two invariants (finance and up), within the operator's merchants.
 */
export const opsLedgerRoutes: FastifyPluginAsyncTypebox<OpsLedgerDeps> = async (app, deps) => {
  const { ledger, merchants, members, operators } = deps;

  /** The merchants a request may read: one asked for (within the scope), or the whole scope. */
  async function merchantsOf(req: FastifyRequest, code: string | undefined): Promise<number[] | null> {
    const scope = scopeOf(operatorOf(req)).merchantIds;
    if (code === undefined) return scope;
    const id = await operators.merchantIdOf(code);
    if (id === null || (scope && !scope.includes(id))) throw new AppError('merchant.unknown');
    return [id];
  }

  function inScope(req: FastifyRequest, merchantId: number): boolean {
    const scope = scopeOf(operatorOf(req)).merchantIds;
    return scope === null || scope.includes(merchantId);
  }

  /** Rows with their merchants' codes and owners' usernames, two lookups for a whole page. */
  type Owned = { merchant_id: number; owner_id: number | null };
  async function named(rows: Owned[]) {
    const [codes, owners] = await Promise.all([
      merchants.merchantCodes([...new Set(rows.map((r) => r.merchant_id))]),
      members.usernames([...new Set(rows.flatMap((r) => r.owner_id ?? []))]),
    ]);
    return {
      merchant: (row: Owned) => codes.get(row.merchant_id) ?? String(row.merchant_id),
      owner: (row: Owned) => (row.owner_id === null ? null : (owners.get(row.owner_id) ?? null)),
    };
  }

  async function accountsView(rows: AccountRow[], withHouseBalance = false): Promise<OpsLedgerAccount[]> {
    const names = await named(rows);
    return Promise.all(
      rows.map(async (row) => ({
        id: row.id,
        merchant: names.merchant(row),
        kind: row.kind,
        owner: names.owner(row),
        code: row.code,
        balance:
          row.kind !== 'house'
            ? Number(row.balance)
            : withHouseBalance
              ? await ledger.houseBalance(row.id)
              : null,
        createdAt: iso(row.created_at),
      })),
    );
  }

  const reader = opsConfig('viewer');

  app.get(
    '/ops/v1/ledger/accounts',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: 'Ledger accounts of the operator’s merchants in id order (keyset: after = the last id seen)',
        security: OPS_SECURITY,
        querystring: OpsLedgerAccountsQuery,
        response: envelopeResponses(OpsLedgerAccountsPage),
      },
    },
    async (req) => {
      const { merchant, kind, username, after, limit = 50 } = req.query;
      const merchantIds = await merchantsOf(req, merchant);
      let ownerIds: number[] | undefined;
      if (username !== undefined) {
        // usernames are unique within a merchant, not across them
        const [merchantId, ...more] = merchantIds ?? [];
        if (merchantId === undefined || more.length > 0)
          throw new AppError('validation.failed', 'querystring/merchant is needed with a username');
        const found = await members.findByUsername(merchantId, username.trim().toLowerCase());
        ownerIds = found ? [found.id] : [];
      }
      const rows = await ledger.accounts({
        merchantIds,
        ...(kind ? { kind } : {}),
        ...(ownerIds ? { ownerIds } : {}),
        ...(after !== undefined ? { afterId: after } : {}),
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      return ok({
        items: await accountsView(page),
        next: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
      });
    },
  );

  app.get(
    '/ops/v1/ledger/accounts/:id/lines',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: 'An account’s lines, newest first (keyset: before = the last entry id seen)',
        security: OPS_SECURITY,
        params: OpsIdParams,
        querystring: OpsLedgerLinesQuery,
        response: envelopeResponses(OpsLedgerLinesPage),
      },
    },
    async (req) => {
      const account = await ledger.account(req.params.id);
      if (!account || !inScope(req, account.merchant_id)) throw new AppError('not.found');
      const { type, start, end, before, limit = 50 } = req.query;
      const rows = await ledger.lines(account.id, {
        ...(type ? { family: type } : {}),
        ...(start ? { start } : {}),
        ...(end ? { end } : {}),
        ...(before !== undefined ? { beforeEntry: before } : {}),
        limit: limit + 1,
      });
      const page = rows.slice(0, limit);
      const [view] = await accountsView([account], true);
      return ok({
        account: view as OpsLedgerAccount,
        items: page.map((row) => ({
          entryId: Number(row.entry_id),
          type: row.type,
          amount: Number(row.amount),
          balanceAfter: row.balance_after === null ? null : Number(row.balance_after),
          reference: row.reference,
          source: row.source,
          createdAt: iso(row.created_at),
        })),
        next: rows.length > limit ? Number(page.at(-1)?.entry_id) : null,
      });
    },
  );

  app.get(
    '/ops/v1/ledger/entries/:id',
    {
      config: reader,
      schema: {
        tags: OPS_TAGS,
        summary: 'A journal entry with every line and the account each line moved',
        security: OPS_SECURITY,
        params: OpsIdParams,
        response: envelopeResponses(OpsLedgerEntry),
      },
    },
    async (req) => {
      const found = await ledger.entry(req.params.id);
      if (!found || !inScope(req, found.entry.merchant_id)) throw new AppError('not.found');
      const { entry, lines } = found;
      const names = await named(
        lines.map((line: EntryLine) => ({ ...line, merchant_id: entry.merchant_id })),
      );
      return ok({
        id: Number(entry.id),
        merchant: names.merchant({ merchant_id: entry.merchant_id, owner_id: null }),
        type: entry.type,
        reference: entry.reference,
        source: entry.source,
        memo: entry.memo,
        createdAt: iso(entry.created_at),
        lines: lines.map((line) => ({
          accountId: line.account_id,
          kind: line.kind,
          owner: names.owner({ merchant_id: entry.merchant_id, owner_id: line.owner_id }),
          code: line.code,
          amount: Number(line.amount),
          balanceAfter: line.balance_after === null ? null : Number(line.balance_after),
        })),
      });
    },
  );

  app.get(
    '/ops/v1/ledger/reconciliation',
    {
      config: opsConfig('finance'),
      schema: {
        tags: OPS_TAGS,
        summary: 'Checks the ledger: every entry sums to zero, every owned balance equals its lines',
        security: OPS_SECURITY,
        querystring: OpsReconciliationQuery,
        response: envelopeResponses(OpsReconciliation),
      },
    },
    async (req) => {
      const merchantIds = await merchantsOf(req, req.query.merchant);
      const result = await ledger.reconcile(merchantIds);
      const accounts = await accountsView(
        result.mismatched.map((row) => ({ ...row, balance: Number(row.balance) })),
      );
      return ok({
        merchant: req.query.merchant ?? null,
        lines: result.lines,
        total: result.total,
        unbalancedEntries: result.unbalancedEntries,
        mismatched: accounts.map((account, i) => ({
          account,
          lines: Number(result.mismatched[i]?.lines ?? 0),
        })),
        balanced: result.total === 0 && result.unbalancedEntries === 0 && result.mismatched.length === 0,
        checkedAt: new Date().toISOString(),
      });
    },
  );
};
