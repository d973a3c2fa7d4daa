import type { MemberTransferResult } from '@portal/contracts/wallet.schema';
import { ApiError } from '@portal/ui/api/client.ts';
import { Button } from '@portal/ui/button.tsx';
import centre from '@portal/ui/centre-page.module.css';
import { EmptyState } from '@portal/ui/empty-state.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { LoadFailed } from '@portal/ui/load-failed.tsx';
import { Money } from '@portal/ui/money.tsx';
import { Section } from '@portal/ui/section.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSystemStatus } from '../../api/system-status.ts';
import { useBalance } from '../../shell/money/balance.ts';
import type { PaymentPasswordDialogProps } from '../../shell/money/payment-password-dialog.ts';
import { useRequestId } from '../../shell/money/use-request-id.ts';
import { useMemberTransfer } from './api/member-transfer.ts';
import { usePaymentPasswordState } from './api/payment-password-state.ts';
import { useTransferTargets } from './api/transfer-targets.ts';
import { walletKeys } from './api/wallet-keys.ts';
import { type MemberTransferRequest, UplineTransferForm } from './components/upline-transfer-form.tsx';
import styles from './transfer-upline-page.module.css';

type Sent = MemberTransferResult & { amount: number; toUsername: string; symbol: string };

function TransferSent({ sent, onAgain }: { sent: Sent; onAgain: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <section className={styles.success} data-testid="upline-success">
      <span className={styles.successMark} aria-hidden="true">
        <Icon name="check" size={36} strokeWidth={2.6} />
      </span>
      <h3 className={styles.successTitle}>{t('upline.sentTitle')}</h3>
      <p className={styles.successAmount}>
        <Money amount={sent.amount} symbol={sent.symbol} />
      </p>
      <p className={styles.successTo}>{t('upline.sentTo', { username: sent.toUsername })}</p>
      <dl className={styles.receipt}>
        <div>
          <dt>{t('upline.reference')}</dt>
          <dd className={styles.mono} data-testid="upline-reference">
            {sent.reference}
          </dd>
        </div>
        <div>
          <dt>{t('upline.balanceAfter')}</dt>
          <dd data-testid="upline-balance-after">
            <Money amount={sent.balance} symbol={sent.symbol} />
          </dd>
        </div>
      </dl>
      <Button
        variant="outline"
        icon={<Icon name="refresh" size={16} />}
        data-testid="upline-again"
        onClick={onAgain}
      >
        {t('upline.again')}
      </Button>
    </section>
  );
}

/** The member centre's transferUpline page: send money to the upline, or an agent to a direct downline. */
type TransferUplinePageProps = {
  /** Setting the payment password is the payments feature's dialog (app/ hands it in); it loads when asked for. */
  PaymentPasswordDialog: ComponentType<PaymentPasswordDialogProps>;
};

export function TransferUplinePage({ PaymentPasswordDialog }: TransferUplinePageProps) {
  const { t } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const fallbackSymbol = useSystemStatus().data?.info.currencySymbol ?? '';
  const targets = useTransferTargets();
  const balance = useBalance();
  const password = usePaymentPasswordState();
  const transfer = useMemberTransfer();
  const requestId = useRequestId();
  const [sent, setSent] = useState<Sent | null>(null);
  const [askPassword, setAskPassword] = useState(false);
  const [setting, setSetting] = useState(false);

  const symbol = balance.data?.currencySymbol ?? fallbackSymbol;
  const needsPassword = askPassword || password.data?.hasPassword === false;

  // Nothing can be sent without a payment password: the page says so above the form and its button opens
  // the dialog; the dialog never opens by itself on arrival.
  const send = async (request: MemberTransferRequest): Promise<boolean> => {
    try {
      const result = await transfer.mutateAsync({ ...request, requestId: requestId.for(request) });
      requestId.settle();
      setSent({ ...result, amount: request.amount, toUsername: request.toUsername, symbol });
      return true;
    } catch (error) {
      requestId.settle(error);
      if (error instanceof ApiError && error.code === 'payment.password.not.set') setAskPassword(true);
      return false;
    }
  };

  const passwordSet = () => {
    setSetting(false);
    setAskPassword(false);
    transfer.reset();
    void queryClient.invalidateQueries({ queryKey: walletKeys.paymentPassword });
  };

  let body: ReactNode;
  if (sent) {
    body = (
      <TransferSent
        sent={sent}
        onAgain={() => {
          setSent(null);
          transfer.reset();
        }}
      />
    );
  } else if (targets.isPending) {
    body = <Skeleton height={420} radius={24} />;
  } else if (targets.isError) {
    body = (
      <LoadFailed error={targets.error} onRetry={() => void targets.refetch()} testId="upline-load-failed" />
    );
  } else if (targets.data.length === 0) {
    body = (
      <EmptyState
        icon="users"
        title={t('upline.emptyTitle')}
        hint={t('upline.emptyHint')}
        testId="upline-empty"
      />
    );
  } else {
    body = (
      <Section icon="upline" title={t('upline.title')} lead={t('upline.lead')}>
        {needsPassword ? (
          <div className={styles.prompt} role="note" data-testid="upline-password-missing">
            <span className={styles.promptIcon} aria-hidden="true">
              <Icon name="key" size={20} />
            </span>
            <div className={styles.promptText}>
              <p className={styles.promptTitle}>{t('upline.setPasswordTitle')}</p>
              <p className={styles.promptHint}>{t('upline.setPasswordHint')}</p>
            </div>
            <Button
              size="sm"
              icon={<Icon name="key" size={16} />}
              data-testid="upline-set-password"
              onClick={() => setSetting(true)}
            >
              {t('upline.setPassword')}
            </Button>
          </div>
        ) : null}
        <UplineTransferForm
          targets={targets.data}
          symbol={symbol}
          balance={balance.data?.balance}
          busy={transfer.isPending}
          locked={needsPassword}
          error={transfer.error}
          onSubmit={send}
        />
      </Section>
    );
  }

  return (
    <div className={`${centre.page} ${centre.money} ${centre.slim}`} data-testid="transfer-upline-page">
      <div className={styles.balance} data-testid="upline-balance">
        <span className={styles.balanceIcon} aria-hidden="true">
          <Icon name="wallet" size={20} />
        </span>
        <div>
          <p className={styles.balanceLabel}>{t('upline.available')}</p>
          <p className={styles.balanceValue}>
            {balance.data ? (
              <Money amount={balance.data.balance} symbol={balance.data.currencySymbol} />
            ) : (
              <Skeleton width={120} height={22} />
            )}
          </p>
        </div>
      </div>
      {body}
      {setting ? (
        <Suspense fallback={null}>
          <PaymentPasswordDialog open onClose={() => setSetting(false)} onDone={passwordSet} />
        </Suspense>
      ) : null}
    </div>
  );
}
