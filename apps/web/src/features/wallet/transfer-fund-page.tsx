import { formatMinor } from '@portal/contracts/wallet';
import type { ConsolidatedFunds, MerchantWallet, VendorWallet } from '@portal/contracts/wallet.schema';
import { Button } from '@portal/ui/button.tsx';
import centre from '@portal/ui/centre-page.module.css';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { Icon } from '@portal/ui/icons.tsx';
import { LoadFailed } from '@portal/ui/load-failed.tsx';
import { Section } from '@portal/ui/section.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../api/system-status.ts';
import { refreshMoney } from '../../shell/money/balance.ts';
import { useRequestId } from '../../shell/money/use-request-id.ts';
import { useConsolidated } from './api/consolidated.ts';
import { useMerchantWallet } from './api/merchant-wallet.ts';
import { useWalletTransfer } from './api/wallet-transfer.ts';
import { FundsSummary } from './components/funds-summary.tsx';
import { ResultToast, type ToastMessage } from './components/result-toast.tsx';
import { VendorWallets } from './components/vendor-wallets.tsx';
import { type TransferRequest, WalletTransferForm } from './components/wallet-transfer-form.tsx';
import styles from './transfer-fund-page.module.css';

/** The merchant's game wallets with the member's balance in each; wallets no longer offered but holding money too. */
export function vendorWallets(model: MerchantWallet, funds: ConsolidatedFunds): VendorWallet[] {
  const held = new Map(funds.vendors.map((wallet) => [wallet.vendor, wallet]));
  const offered = model.vendors.map((vendor) => ({
    ...vendor,
    balance: held.get(vendor.vendor)?.balance ?? 0,
  }));
  const known = new Set(model.vendors.map((vendor) => vendor.vendor));
  return [...offered, ...funds.vendors.filter((wallet) => !known.has(wallet.vendor) && wallet.balance > 0)];
}

function Loading() {
  return (
    <div className={`${centre.page} ${centre.money}`} aria-busy="true" data-testid="transfer-fund-loading">
      <Skeleton height={210} radius={24} />
      <Skeleton height={320} radius={24} />
    </div>
  );
}

/** A site with one wallet: every game plays from the main wallet, so there is nothing to move. */
function SingleWalletNote() {
  const { t } = useTranslation('wallet');
  const points = ['deposit', 'play', 'win'] as const;
  const icons = { deposit: 'deposit', play: 'controller', win: 'trophy' } as const;
  return (
    <Section icon="wallet" title={t('single.title')} lead={t('single.lead')} testId="wallet-single">
      <ul className={styles.points}>
        {points.map((point) => (
          <li key={point} className={styles.point}>
            <span className={styles.pointIcon} aria-hidden="true">
              <Icon name={icons[point]} size={20} />
            </span>
            <div>
              <p className={styles.pointTitle}>{t(`single.${point}.title`)}</p>
              <p className={styles.pointText}>{t(`single.${point}.text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** The member centre's transferFund page (spec section 2): the wallet, and transfers between game wallets. */
export function TransferFundPage() {
  const { t } = useTranslation('wallet');
  const errorText = useApiErrorText();
  const queryClient = useQueryClient();
  const merchantCode = useSystemStatus().data?.info.merchantCode;
  const model = useMerchantWallet(merchantCode);
  const funds = useConsolidated();
  const transfer = useWalletTransfer();
  const requestId = useRequestId();
  const [toast, setToast] = useState<ToastMessage | null>(null);
  const dismiss = useCallback(() => setToast(null), []);

  if (model.isError)
    return (
      <LoadFailed error={model.error} onRetry={() => void model.refetch()} testId="wallet-load-failed" />
    );
  if (funds.isError && !funds.data) {
    return (
      <LoadFailed error={funds.error} onRetry={() => void funds.refetch()} testId="wallet-load-failed" />
    );
  }
  if (!model.data || !funds.data) return <Loading />;

  const current = funds.data;
  const symbol = current.currencySymbol;
  const refresh = () => void refreshMoney(queryClient);

  if (model.data.isSingle === 1) {
    return (
      <div className={`${centre.page} ${centre.money}`} data-testid="transfer-fund-page">
        <FundsSummary funds={current} refreshing={funds.isFetching} onRefresh={refresh} split={false} />
        <SingleWalletNote />
      </div>
    );
  }

  const vendors = vendorWallets(model.data, current);
  const nameOf = (code: string | undefined) =>
    vendors.find((wallet) => wallet.vendor === code)?.name ?? code ?? '';
  const pending = transfer.isPending ? transfer.variables : undefined;
  const collecting = Boolean(pending && pending.direction === 'out' && !pending.vendor);

  const send = async (request: TransferRequest): Promise<boolean> => {
    try {
      const after = await transfer.mutateAsync({ ...request, requestId: requestId.for(request) });
      requestId.settle();
      const amount = `${after.currencySymbol}${formatMinor(Math.abs(after.main - current.main))}`;
      const text =
        request.direction === 'in'
          ? t('done.in', { amount, wallet: nameOf(request.vendor) })
          : request.vendor
            ? t('done.out', { amount, wallet: nameOf(request.vendor) })
            : t('done.collected', { amount });
      setToast({ tone: 'success', text, key: Date.now() });
      return true;
    } catch (error) {
      requestId.settle(error);
      setToast({ tone: 'error', text: errorText(error), key: Date.now() });
      return false;
    }
  };

  return (
    <div className={`${centre.page} ${centre.money}`} data-testid="transfer-fund-page">
      <FundsSummary funds={current} refreshing={funds.isFetching} onRefresh={refresh} split />

      <Section icon="transfer" title={t('form.title')} lead={t('form.lead')}>
        {vendors.length > 0 ? (
          <WalletTransferForm
            main={current.main}
            vendors={vendors}
            symbol={symbol}
            busy={transfer.isPending}
            disabled={transfer.isPending}
            onTransfer={send}
          />
        ) : (
          <p className={styles.none}>{t('vendors.none')}</p>
        )}
      </Section>

      {vendors.length > 0 ? (
        <Section
          icon="grid"
          title={t('vendors.title')}
          lead={t('vendors.lead')}
          stretchAside
          aside={
            <Button
              variant="outline"
              size="sm"
              icon={<Icon name="download" size={16} />}
              title={t('fund.collectHint')}
              disabled={transfer.isPending || current.total - current.main <= 0}
              data-testid="wallet-collect-all"
              onClick={() => void send({ direction: 'out' })}
            >
              {collecting ? t('fund.collecting') : t('fund.collectAll')}
            </Button>
          }
        >
          <VendorWallets
            vendors={vendors}
            symbol={symbol}
            main={current.main}
            busy={pending?.vendor ? { vendor: pending.vendor, direction: pending.direction } : null}
            disabled={transfer.isPending}
            onAllIn={(wallet) => void send({ direction: 'in', vendor: wallet.vendor })}
            onAllOut={(wallet) => void send({ direction: 'out', vendor: wallet.vendor })}
          />
        </Section>
      ) : null}

      <ResultToast
        message={toast}
        onDismiss={dismiss}
        testId={(tone) => (tone === 'success' ? 'wallet-transfer-done' : 'wallet-transfer-error')}
      />
    </div>
  );
}
