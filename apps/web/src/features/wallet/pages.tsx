import type { ComponentType } from 'react';
import type { CentrePageDeclaration } from '../../shell/centre/centre-pages.ts';
import type { PaymentPasswordDialogProps } from '../../shell/money/payment-password-dialog.ts';

type WalletNeeds = {
  /** The payments feature's dialog, handed in by app/: the transfer to the upline may set the password. */
  PaymentPasswordDialog: ComponentType<PaymentPasswordDialogProps>;
};

/** The wallet feature's centre pages: transfers and the account record. */
export function walletPages({ PaymentPasswordDialog }: WalletNeeds): CentrePageDeclaration {
  return {
    member: {
      transferFund: {
        texts: ['wallet'],
        load: () => import('./transfer-fund-page.tsx').then((m) => m.TransferFundPage),
      },
      transferUpline: {
        texts: ['wallet', 'payments'],
        load: () =>
          import('./transfer-upline-page.tsx').then(({ TransferUplinePage }) => {
            // biome-ignore lint/correctness/noComponentHookFactories: made once, when the lazy page first loads
            const TransferUpline = () => <TransferUplinePage PaymentPasswordDialog={PaymentPasswordDialog} />;
            return TransferUpline;
          }),
      },
      transactionHistory: {
        texts: ['wallet'],
        load: () => import('./transaction-history-page.tsx').then((m) => m.TransactionHistoryPage),
      },
    },
  };
}
