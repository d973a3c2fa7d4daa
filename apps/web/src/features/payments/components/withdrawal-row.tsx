import type { WithdrawalOrder } from '@portal/contracts/payments.schema';
import { Button } from '@portal/ui/button.tsx';
import { useApiErrorText } from '@portal/ui/error-text.ts';
import { Icon } from '@portal/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { featureErrorNamespaces } from '../../../i18n/feature-errors.ts';
import { useConfirmWithdrawal } from '../api/confirm-withdrawal.ts';
import { displayAccountNumber } from '../lib/amount.ts';
import styles from './history.module.css';
import { HistoryRow } from './history-row.tsx';
import { ReceiveCountdown } from './receive-countdown.tsx';
import withdrawStyles from './withdraw.module.css';

type WithdrawalRowProps = {
  order: WithdrawalOrder;
  symbol: string;
  onConfirmed: () => void;
  onNotReceived: () => void;
  /** The auto-receive time has come: the list reads again. */
  onDue: () => void;
};

/** One withdrawal; a paid one asks whether the money arrived, with the time left to answer. */
export function WithdrawalRow({ order, symbol, onConfirmed, onNotReceived, onDue }: WithdrawalRowProps) {
  const { t } = useTranslation('payments');
  const errorText = useApiErrorText(featureErrorNamespaces('payments'));
  const confirm = useConfirmWithdrawal();
  return (
    <HistoryRow
      order={order}
      symbol={symbol}
      icon="withdraw"
      title={
        <>
          {order.bankName} ·{' '}
          <span className={styles.nowrap}>{displayAccountNumber(order.accountNumber)}</span>
        </>
      }
      testId="withdraw-row"
    >
      {order.status === 'paid' ? (
        <div className={withdrawStyles.ask} data-testid="withdraw-ask">
          <div className={withdrawStyles.askText}>
            <strong>{t('withdraw.confirm.question')}</strong>
            {order.autoReceiveAt ? <ReceiveCountdown at={order.autoReceiveAt} onDue={onDue} /> : null}
          </div>
          <div className={withdrawStyles.askActions}>
            <Button
              size="sm"
              variant="outline"
              disabled={confirm.isPending}
              onClick={onNotReceived}
              data-testid="withdraw-not-received"
            >
              {t('withdraw.confirm.notReceived')}
            </Button>
            <Button
              size="sm"
              disabled={confirm.isPending}
              aria-busy={confirm.isPending || undefined}
              icon={<Icon name="check" size={16} />}
              onClick={() => confirm.mutate({ id: order.id, received: true }, { onSuccess: onConfirmed })}
              data-testid="withdraw-received"
            >
              {t('withdraw.confirm.received')}
            </Button>
          </div>
          {confirm.error ? (
            <p role="alert" className={withdrawStyles.askError}>
              {errorText(confirm.error)}
            </p>
          ) : null}
        </div>
      ) : null}
      {order.status === 'received' ? (
        <p className={withdrawStyles.outcome}>
          <Icon name="check" size={14} />
          {t(order.autoReceived ? 'withdraw.confirm.autoReceived' : 'withdraw.confirm.confirmed')}
        </p>
      ) : null}
      {order.status === 'not_received' ? (
        <p className={withdrawStyles.outcome}>
          <Icon name="image" size={14} />
          {t('withdraw.confirm.reported')}
          {order.comment ? <q className={withdrawStyles.comment}>{order.comment}</q> : null}
        </p>
      ) : null}
      {order.status === 'refunded' ? (
        <p className={withdrawStyles.outcome}>
          <Icon name="refresh" size={14} />
          {t('withdraw.confirm.refunded')}
        </p>
      ) : null}
    </HistoryRow>
  );
}
