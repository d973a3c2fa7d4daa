import type { AuditEntry } from '@portal/contracts/operators.schema';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { OpsPage } from '../payments/decisions.ts';
import * as store from './audit.store.ts';

/** Who acts, and from where: every audit row carries it. */
export type AuditActor = {
  operatorId: number | null;
  operatorName: string;
  ip: string;
  userAgent: string | null;
};

export type AuditRecord = {
  action: string;
  /** What was acted on: 'deposit:12', 'withdrawal:7', 'operator:3'. */
  target: string | null;
  merchantId: number | null;
  detail?: Record<string, unknown>;
};

export type AuditListFilter = Omit<store.AuditFilter, 'limit' | 'offset' | 'start' | 'end'> & {
  start?: string | undefined;
  end?: string | undefined;
  pageNum: number;
  pageSize: number;
};

/** The code of a failure as the audit row keeps it: the catalogue code, or unknown.error for a fault. */
export const failureCode = (error: unknown) => (error instanceof AppError ? error.code : 'unknown.error');

/**
 * The audit log: who did what, when, on which merchant's data, from which address and client.
 * Rows are appended and never deleted; the one change a row sees is the completion of a decision
 * recorded before its outcome was known (see `around`).
 */
/** The merchants the operator API names: by code (filters, new operators), codes by id (its lists), all. */
export type MerchantDirectory = {
  merchantByCode(code: string): Promise<{ id: number } | null>;
  merchantCodes(ids: readonly number[]): Promise<Map<number, string>>;
  /** Every merchant, by code, with its brand colours. */
  merchantList(): Promise<
    Array<{ id: number; code: string; name: string; primaryColor: string; accentColor: string }>
  >;
};

export function createAuditLog(db: Database, now: () => Date, merchants: MerchantDirectory) {
  function record(actor: AuditActor, entry: AuditRecord, handle: Database = db): Promise<number> {
    return store.insertAudit(handle, {
      operatorId: actor.operatorId,
      operatorName: actor.operatorName.slice(0, 64),
      merchantId: entry.merchantId,
      action: entry.action,
      target: entry.target,
      detail: entry.detail ?? {},
      ip: actor.ip,
      userAgent: actor.userAgent,
      createdAt: now(),
    });
  }

  return {
    record,

    /**
     * Runs a decision that another module carries out in its own transaction, recorded write-ahead:
     * the row is written first with outcome 'pending' (no row, no decision), then completed with the
     * outcome: the action itself on success, `<action>.refused` with the error code on failure. A row
     * left 'pending' means the process stopped in between; the order's own status tells what happened.
     */
    async around<T>(
      actor: AuditActor,
      entry: Omit<AuditRecord, 'merchantId'> & { merchantId?: number | null },
      run: () => Promise<T>,
      /** What the outcome adds: its merchant, its detail and, for something new, what it made. */
      outcome: (
        result: T,
      ) => Promise<{ merchantId: number | null; detail: Record<string, unknown>; target?: string }>,
      onCompleteError: (error: unknown) => void = () => {},
    ): Promise<T> {
      const detail = entry.detail ?? {};
      const id = await record(actor, {
        ...entry,
        merchantId: entry.merchantId ?? null,
        detail: { ...detail, outcome: 'pending' },
      });
      let result: T;
      try {
        result = await run();
      } catch (error) {
        await store
          .completeAudit(db, id, {
            action: `${entry.action}.refused`,
            merchantId: entry.merchantId ?? null,
            detail: { ...detail, outcome: 'refused', errorCode: failureCode(error) },
          })
          .catch(onCompleteError);
        throw error;
      }
      // The decision is made: a failure to complete its row must not turn it into an error answer.
      try {
        const done = await outcome(result);
        await store.completeAudit(db, id, {
          action: entry.action,
          merchantId: done.merchantId,
          detail: { ...detail, ...done.detail },
          ...(done.target ? { target: done.target } : {}),
        });
      } catch (error) {
        onCompleteError(error);
      }
      return result;
    },

    async list(filter: AuditListFilter): Promise<OpsPage<AuditEntry>> {
      const { pageNum, pageSize } = filter;
      const { rows, total } = await store.listAudit(db, {
        merchantIds: filter.merchantIds,
        ...(filter.action ? { action: filter.action } : {}),
        ...(filter.operator ? { operator: filter.operator } : {}),
        ...(filter.target ? { target: filter.target } : {}),
        ...(filter.start ? { start: new Date(filter.start) } : {}),
        ...(filter.end ? { end: new Date(filter.end) } : {}),
        limit: pageSize,
        offset: (pageNum - 1) * pageSize,
      });
      const codes = await merchants.merchantCodes(rows.flatMap((row) => row.merchant_id ?? []));
      return {
        content: rows.map((row) => ({
          id: Number(row.id),
          operator: row.operator_name,
          merchant: row.merchant_id === null ? null : (codes.get(row.merchant_id) ?? null),
          action: row.action,
          target: row.target,
          detail: row.detail,
          ip: row.ip,
          userAgent: row.user_agent,
          createdAt: new Date(row.created_at).toISOString(),
        })),
        pageNum,
        pageSize,
        totalPages: Math.ceil(total / pageSize),
        total,
      };
    },
  };
}

export type AuditLog = ReturnType<typeof createAuditLog>;
