import { defineModule } from '../../platform/module.ts';
import type { GamesService } from '../games/games.service.ts';
import type { AccountService } from '../member/member.service.ts';
import type { Ledger } from './ledger.service.ts';
import { walletRoutes } from './wallet.routes.ts';
import { createWalletService, type WalletServiceDeps } from './wallet.service.ts';

/**
 * Balances and transfers between the main wallet, game wallets, the upline and the downline. The ledger
 * (./ledger.ts) is created before the modules: payments and betting post through it, and the wallet's
 * transfers need the payments module's password check and held withdrawals in turn.
 */
export function walletModule(deps: {
  ledger: Ledger;
  accounts: AccountService;
  games: GamesService;
  paymentPasswords: WalletServiceDeps['paymentPasswords'];
  pendingWithdrawal: WalletServiceDeps['pendingWithdrawal'];
}) {
  const wallet = createWalletService(deps);
  return defineModule('wallet', { ledger: deps.ledger, wallet }, async (app) => {
    await app.register(walletRoutes, { wallet });
  });
}
