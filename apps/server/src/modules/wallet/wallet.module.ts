import type { MemberTransfer } from '../../flows/member-transfer.ts';
import { defineModule } from '../../platform/module.ts';
import type { GamesService } from '../games/games.service.ts';
import type { Ledger } from './ledger.service.ts';
import { walletRoutes } from './wallet.routes.ts';
import { createWalletService, type WalletServiceDeps } from './wallet.service.ts';

/**
 * Balances and transfers between the main wallet, game wallets, the upline and the downline. The ledger
 * (./ledger.service.ts) is created before the modules: payments and betting post through it, and the
 * balance shows the payments module's held withdrawals in turn. Transfers between members are a flow
 * (src/flows/member-transfer.ts) the wallet's routes serve.
 */
export function walletModule(deps: {
  ledger: Ledger;
  games: GamesService;
  /** Transfers to the upline or the downline: a flow over member, payments and the ledger. */
  memberTransfer: MemberTransfer;
  pendingWithdrawal: WalletServiceDeps['pendingWithdrawal'];
}) {
  const wallet = createWalletService(deps);
  const { memberTransfer } = deps;
  return defineModule('wallet', { ledger: deps.ledger, wallet }, async (app) => {
    await app.register(walletRoutes, { wallet, memberTransfer });
  });
}
