import type { CentrePageDeclaration } from '../../shell/centre/centre-pages.ts';
import { lazyChunk } from '../../shell/chunks/chunk-load.ts';

/** The payments feature's centre pages: deposit and withdraw. */
export const paymentsPages: CentrePageDeclaration = {
  member: {
    depositv2: { texts: ['payments'], load: () => import('./deposit-page.tsx').then((m) => m.DepositPage) },
    withdraw: { texts: ['payments'], load: () => import('./withdraw-page.tsx').then((m) => m.WithdrawPage) },
  },
};

/** The payment password dialog for other features' pages; it loads only when one opens it. */
export const LazyPaymentPasswordDialog = lazyChunk(() =>
  import('./payment-password-dialog.tsx').then((m) => ({ default: m.PaymentPasswordDialog })),
);
