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
 * A change to one merchant's settings, the merchant named by its code in the request: the operator's scope
 * is checked inside the audit row (so a refusal is recorded too), then `run` gets the merchant's id.
 */
export function merchantChange(operators: Pick<OperatorService, 'audit' | 'scopedMerchantId'>) {
  return <T>(
    req: FastifyRequest,
    entry: AuditEntry,
    merchant: string,
    run: (merchantId: number) => Promise<T>,
  ) =>
    auditedChange(operators, req, entry, async () => {
      const merchantId = await operators.scopedMerchantId(operatorOf(req), merchant);
      return { merchantId, value: await run(merchantId) };
    });
}
