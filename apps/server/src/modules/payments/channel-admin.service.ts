import type { OpsChannelPatch, OpsPaymentChannel } from '@portal/contracts/operators-merchants.schema';
import type { Database } from '../../db/database.ts';
import { AppError } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant.ts';
import * as store from './deposit.store.ts';
import { withdrawalRulesOf } from './withdrawal-settings.ts';

export type ChannelChange = { channel: OpsPaymentChannel; changed: string[] };

const viewOf = (row: store.ChannelRow): OpsPaymentChannel => ({
  code: row.code,
  kind: row.kind,
  name: { en: row.name.en ?? row.code, th: row.name.th ?? row.name.en ?? row.code },
  enabled: row.enabled,
  min: row.min_amount,
  max: row.max_amount,
  quickAmounts: row.quick_amounts,
  payee: row.payee,
});

/**
 * A merchant's payment channels as operators set them up (decision 0022): the switch, the limits, the
 * quick amounts and a bank transfer's payee; and a new merchant's channels copied from its template.
 */
export function createChannelAdmin(db: Database) {
  return {
    async channels(merchantId: number): Promise<OpsPaymentChannel[]> {
      return (await store.allChannels(db, merchantId)).map(viewOf);
    },

    /** A merchant's withdrawal limits with the defaults filled in. */
    withdrawalLimits(merchant: Merchant) {
      const { min, max, dailyCount } = withdrawalRulesOf(merchant);
      return { min, max, dailyCount };
    },

    async updateChannel(merchantId: number, code: string, patch: OpsChannelPatch): Promise<ChannelChange> {
      return db.transaction().execute(async (trx) => {
        const row = await store.findChannelForUpdate(trx, merchantId, code);
        if (!row) throw new AppError('not.found', 'This payment channel does not exist');
        const was = viewOf(row);
        const next: OpsPaymentChannel = {
          ...was,
          ...(patch.enabled === undefined ? {} : { enabled: patch.enabled }),
          ...(patch.min === undefined ? {} : { min: patch.min }),
          ...(patch.max === undefined ? {} : { max: patch.max }),
          ...(patch.quickAmounts === undefined ? {} : { quickAmounts: patch.quickAmounts }),
          ...(patch.payee === undefined ? {} : { payee: patch.payee }),
        };
        if (next.min > next.max || next.quickAmounts.some((a) => a < next.min || a > next.max))
          throw new AppError('site.limits.invalid');
        if (patch.payee && next.kind !== 'bank')
          throw new AppError('validation.failed', 'payee: only a bank transfer is paid to an account');
        if (next.kind === 'bank' && next.enabled && !next.payee)
          throw new AppError('validation.failed', 'payee: a bank transfer needs the account it is paid to');
        const changed = (Object.keys(next) as Array<keyof OpsPaymentChannel>).filter(
          (key) => JSON.stringify(was[key]) !== JSON.stringify(next[key]),
        );
        if (changed.length > 0)
          await store.updateChannel(trx, row.id, {
            enabled: next.enabled,
            min_amount: next.min,
            max_amount: next.max,
            quick_amounts: JSON.stringify(next.quickAmounts),
            payee: next.payee ? JSON.stringify(next.payee) : null,
          });
        return { channel: next, changed };
      });
    },

    /**
     * A new merchant's channels, in the caller's transaction: the template's gateways as they are, its bank
     * transfers switched off and without a payee until an operator names the account players pay to.
     */
    async copyChannels(trx: Database, fromId: number, toId: number): Promise<number> {
      const rows = await store.allChannels(trx, fromId);
      await store.insertChannels(
        trx,
        rows.map((row) => ({
          merchant_id: toId,
          code: row.code,
          kind: row.kind,
          name: JSON.stringify(row.name),
          min_amount: row.min_amount,
          max_amount: row.max_amount,
          quick_amounts: JSON.stringify(row.quick_amounts),
          payee: null,
          enabled: row.kind === 'bank' ? false : row.enabled,
          sort: row.sort,
        })),
      );
      return rows.length;
    },
  };
}

export type ChannelAdmin = ReturnType<typeof createChannelAdmin>;
