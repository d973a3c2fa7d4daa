import type { ConsolidatedFunds, MerchantWallet } from '@portal/contracts/wallet.schema';

export const TRANSFER_WALLETS: MerchantWallet = {
  isSingle: 0,
  vendors: [
    { vendor: 'HOUSE', name: 'House Slots' },
    { vendor: 'NOVA', name: 'Nova Gaming' },
    { vendor: 'FB', name: 'FB Sports' },
  ],
};

export function fundsOf(main: number, vendors: Record<string, number> = {}, pending = 0): ConsolidatedFunds {
  const names: Record<string, string> = { HOUSE: 'House Slots', NOVA: 'Nova Gaming', FB: 'FB Sports' };
  const list = Object.entries(vendors).map(([vendor, balance]) => ({
    vendor,
    name: names[vendor] ?? vendor,
    balance,
  }));
  return {
    currency: 'THB',
    currencySymbol: '฿',
    total: main + list.reduce((sum, wallet) => sum + wallet.balance, 0),
    main,
    pendingWithdrawal: pending,
    vendors: list,
  };
}
