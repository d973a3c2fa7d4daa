import type { VendorWallet } from '@portal/contracts/wallet.schema';
import { Icon } from '@portal/ui/icons.tsx';
import { Money } from '@portal/ui/money.tsx';
import { useTranslation } from 'react-i18next';
import styles from './vendor-wallets.module.css';

type VendorWalletsProps = {
  vendors: VendorWallet[];
  symbol: string;
  main: number;
  /** The vendor whose one-click transfer is on its way, and which way. */
  busy: { vendor: string; direction: 'in' | 'out' } | null;
  disabled: boolean;
  onAllIn: (vendor: VendorWallet) => void;
  onAllOut: (vendor: VendorWallet) => void;
};

/** One card per game wallet: its balance, everything in from the main wallet, everything back out. */
export function VendorWallets({
  vendors,
  symbol,
  main,
  busy,
  disabled,
  onAllIn,
  onAllOut,
}: VendorWalletsProps) {
  const { t } = useTranslation('wallet');
  return (
    <ul className={styles.grid} data-testid="wallet-vendors">
      {vendors.map((wallet) => {
        const funded = wallet.balance > 0;
        const inBusy = busy?.vendor === wallet.vendor && busy.direction === 'in';
        const outBusy = busy?.vendor === wallet.vendor && busy.direction === 'out';
        return (
          <li
            key={wallet.vendor}
            className={`${styles.card} ${funded ? styles.funded : ''}`}
            data-testid={`wallet-vendor-${wallet.vendor}`}
            aria-busy={inBusy || outBusy}
          >
            <div className={styles.head}>
              <span className={styles.mark} aria-hidden="true">
                {wallet.name.slice(0, 1)}
              </span>
              <div className={styles.who}>
                <p className={styles.name} title={wallet.name}>
                  {wallet.name}
                </p>
              </div>
            </div>
            <p className={styles.balance} data-testid={`wallet-vendor-balance-${wallet.vendor}`}>
              <Money amount={wallet.balance} symbol={symbol} />
            </p>
            <div className={styles.actions}>
              <button
                type="button"
                className={styles.action}
                disabled={disabled || main <= 0}
                title={t('vendors.allInHint', { vendor: wallet.name })}
                data-testid={`wallet-all-in-${wallet.vendor}`}
                onClick={() => onAllIn(wallet)}
              >
                <Icon name={inBusy ? 'hourglass' : 'deposit'} size={14} />
                {t('vendors.allIn')}
              </button>
              <button
                type="button"
                className={styles.action}
                disabled={disabled || !funded}
                title={t('vendors.allOutHint', { vendor: wallet.name })}
                data-testid={`wallet-all-out-${wallet.vendor}`}
                onClick={() => onAllOut(wallet)}
              >
                <Icon name={outBusy ? 'hourglass' : 'withdraw'} size={14} />
                {t('vendors.allOut')}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
