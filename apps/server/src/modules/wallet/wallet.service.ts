import { randomInt } from 'node:crypto';
import type {
  ConsolidatedFunds,
  MerchantWallet,
  TransactionQuery,
  WalletBalance,
  WalletTransferBody,
} from '@portal/contracts/wallet.schema';
import { AppError } from '../../platform/app-error.ts';
import type { Merchant } from '../../platform/merchant.ts';
import type { GamesService } from '../games/games.service.ts';
import { type Ledger, vendorWalletOf, walletOf } from './ledger.service.ts';

export type WalletServiceDeps = {
  ledger: Ledger;
  games: GamesService;
  /** Held for withdrawals the operator has not decided (the payments module knows). */
  pendingWithdrawal: (merchantId: number, accountId: number) => Promise<number>;
};

/** A reference players can read out to support: a letter, the time and randomness. */
export function newReference(prefix: string): string {
  // randomInt draws from a pooled buffer: about 30 times cheaper than randomBytes(3) on every call
  const tail = randomInt(0x1000000).toString(16).padStart(6, '0');
  return `${prefix}${Date.now().toString(36).toUpperCase()}${tail.toUpperCase()}`;
}

export const isSingleWallet = (merchant: Merchant) => merchant.settings.singleWallet !== false;

export type WalletService = ReturnType<typeof createWalletService>;

export function createWalletService(deps: WalletServiceDeps) {
  const { ledger } = deps;

  /** The vendors a transfer-wallet merchant keeps a wallet at, with their display names. */
  async function vendorsOf(merchant: Merchant): Promise<Array<{ vendor: string; name: string }>> {
    const { lanes } = await deps.games.vendorLanes(merchant);
    const seen = new Map<string, string>();
    for (const lane of lanes) {
      for (const v of lane.vendors) if (!seen.has(v.vassalage)) seen.set(v.vassalage, v.displayName);
    }
    return [...seen].map(([vendor, name]) => ({ vendor, name }));
  }

  async function consolidated(merchant: Merchant, accountId: number): Promise<ConsolidatedFunds> {
    const [{ main, vendors: held }, pendingWithdrawal, vendors] = await Promise.all([
      ledger.walletsOf(merchant.id, accountId),
      deps.pendingWithdrawal(merchant.id, accountId),
      isSingleWallet(merchant) ? Promise.resolve([]) : vendorsOf(merchant),
    ]);
    const list = vendors.map((v) => ({ ...v, balance: held.get(v.vendor) ?? 0 }));
    // A wallet at a vendor no longer listed still holds the player's money: it is shown, never hidden.
    for (const [vendor, balance] of held) {
      if (!list.some((v) => v.vendor === vendor)) list.push({ vendor, name: vendor, balance });
    }
    return {
      currency: merchant.currency,
      currencySymbol: merchant.currencySymbol,
      total: main + list.reduce((sum, v) => sum + v.balance, 0),
      main,
      pendingWithdrawal,
      vendors: list,
    };
  }

  return {
    async balance(merchant: Merchant, accountId: number): Promise<WalletBalance> {
      const [balance, pendingWithdrawal] = await Promise.all([
        ledger.balanceOf(merchant.id, walletOf(accountId)),
        deps.pendingWithdrawal(merchant.id, accountId),
      ]);
      return {
        currency: merchant.currency,
        currencySymbol: merchant.currencySymbol,
        balance,
        pendingWithdrawal,
      };
    },

    consolidated,

    async merchantWallet(merchant: Merchant, merchantCode?: string): Promise<MerchantWallet> {
      if (merchantCode && merchantCode !== merchant.code) throw new AppError('merchant.mismatch');
      if (isSingleWallet(merchant)) return { isSingle: 1, vendors: [] };
      return { isSingle: 0, vendors: await vendorsOf(merchant) };
    },

    /**
     * Main wallet to a vendor wallet and back. Without an amount, all of it: all-in moves the whole main
     * wallet to the vendor; all-out with no vendor empties every vendor wallet into the main one.
     */
    async transferWallet(
      merchant: Merchant,
      accountId: number,
      body: WalletTransferBody,
    ): Promise<ConsolidatedFunds> {
      if (isSingleWallet(merchant)) throw new AppError('wallet.single');
      const known = await vendorsOf(merchant);
      const { vendors: held, main } = await ledger.walletsOf(merchant.id, accountId);
      if (body.vendor && !known.some((v) => v.vendor === body.vendor) && !held.has(body.vendor)) {
        throw new AppError('wallet.vendor.unknown');
      }
      const lines: Array<{ account: ReturnType<typeof walletOf>; amount: number }> = [];
      if (body.direction === 'in') {
        if (!body.vendor) throw new AppError('validation.failed', 'Choose the game wallet to transfer to');
        const amount = body.amount ?? main;
        if (amount <= 0) throw new AppError('wallet.insufficient.funds');
        lines.push({ account: walletOf(accountId), amount: -amount });
        lines.push({ account: vendorWalletOf(accountId, body.vendor), amount });
      } else {
        const sources = body.vendor ? [body.vendor] : [...held.keys()];
        let total = 0;
        for (const vendor of sources) {
          const amount = body.vendor && body.amount !== undefined ? body.amount : (held.get(vendor) ?? 0);
          if (amount <= 0) continue;
          lines.push({ account: vendorWalletOf(accountId, vendor), amount: -amount });
          total += amount;
        }
        if (total <= 0) throw new AppError('wallet.insufficient.funds');
        lines.push({ account: walletOf(accountId), amount: total });
      }
      await ledger.post({
        merchantId: merchant.id,
        type: body.direction === 'in' ? 'wallet.in' : 'wallet.out',
        reference: newReference('W'),
        source: `member:${accountId}`,
        idempotencyKey: `wallet:${body.requestId}`,
        memo: { counterparty: body.vendor ?? 'ALL' },
        lines,
      });
      return consolidated(merchant, accountId);
    },

    records(merchant: Merchant, accountId: number, query: TransactionQuery) {
      return ledger.records(merchant.id, accountId, {
        ...(query.type ? { family: query.type } : {}),
        ...(query.start ? { start: query.start } : {}),
        ...(query.end ? { end: query.end } : {}),
        pageNum: query.pageNum ?? 1,
        pageSize: query.pageSize ?? 10,
      });
    },
  };
}
