import type { FastifyRequest } from 'fastify';
import { actorOf, type OperatorService } from './operator.service.ts';
import { callerOf, operatorOf } from './operator-guard.ts';

/** A change's audit entry before it runs: what, on what, with which input. */
export type AuditEntry = { action: string; target: string; detail: Record<string, unknown> };

/**
 * Runs an operator's change inside its audit row (a refused change is recorded too): `run` answers the
 * merchant it touched, its value and, optionally, more detail for the row. Answers the value.
 */
export function auditedChange<T>(
  operators: Pick<OperatorService, 'audit'>,
  req: FastifyRequest,
  entry: AuditEntry,
  run: () => Promise<{ merchantId: number | null; value: T; detail?: Record<string, unknown> }>,
): Promise<T> {
  const operator = operatorOf(req);
  return operators.audit
    .around(
      actorOf(operator, callerOf(req)),
      { ...entry, merchantId: operator.merchantId },
      run,
      async (done) => ({ merchantId: done.merchantId, detail: { outcome: 'changed', ...done.detail } }),
      (error) => req.log.error({ failure: String(error), ...entry }, 'audit row not completed'),
    )
    .then((done) => done.value);
}

/**
 * An audited change to one merchant named by its code (within the operator's scope): `run` gets the
 * merchant's id and answers the value.
 */
export function merchantChange<T>(
  operators: Pick<OperatorService, 'audit' | 'scopedMerchantId'>,
  req: FastifyRequest,
  entry: AuditEntry,
  merchant: string,
  run: (merchantId: number) => Promise<T>,
): Promise<T> {
  return auditedChange(operators, req, entry, async () => {
    const merchantId = await operators.scopedMerchantId(operatorOf(req), merchant);
    return { merchantId, value: await run(merchantId) };
  });
}
