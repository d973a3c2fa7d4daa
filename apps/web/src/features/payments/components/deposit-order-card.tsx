import { formatMinor } from '@portal/contracts/wallet';
import type { DepositOrder } from '@portal/contracts/wallet.schema';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icons.tsx';
import { Spinner } from '../../../ui/spinner.tsx';
import { CopyRow } from './copy-row.tsx';
import styles from './order-card.module.css';
import { StatusBadge } from './status-badge.tsx';

type DepositOrderCardProps = { order: DepositOrder; symbol: string; onAnother: () => void };

/**
 * The deposit just asked for. A bank transfer waits for the operator, with the payee repeated for
 * the transfer; a gateway deposit is on its way to the pay page, with a link should the move stall.
 */
export function DepositOrderCard({ order, symbol, onAnother }: DepositOrderCardProps) {
  const { t } = useTranslation('payments');
  const redirecting = Boolean(order.payUrl);
  return (
    <div
      className={styles.card}
      data-testid="deposit-order"
      data-order-no={order.orderNo}
      data-status={order.status}
    >
      <div className={styles.hero}>
        <span className={styles.emblem} data-tone={redirecting ? 'accent' : 'waiting'} aria-hidden="true">
          <Icon name={redirecting ? 'external' : 'hourglass'} size={26} />
        </span>
        <div className={styles.heroText}>
          <h4 className={styles.title}>
            {t(redirecting ? 'deposit.order.redirectTitle' : 'deposit.order.waitingTitle')}
          </h4>
          <p className={styles.lead}>
            {t(redirecting ? 'deposit.order.redirectLead' : 'deposit.order.waitingLead')}
          </p>
        </div>
        <StatusBadge status={order.status} />
      </div>
      <div className={styles.amountLine}>
        <span className={styles.amountLabel}>{t('deposit.order.amount')}</span>
        <span className={styles.amount} data-testid="deposit-order-amount">
          {symbol}
          {formatMinor(order.amount)}
        </span>
      </div>
      <div className={styles.details}>
        <CopyRow label={t('deposit.order.orderNo')} value={order.orderNo} mono testId="deposit-order-no" />
        <div className={styles.detail}>
          <span>{t('deposit.order.channel')}</span>
          <strong>{order.channelName}</strong>
        </div>
        {order.payee ? (
          <>
            <CopyRow label={t('deposit.payee.bankName')} value={order.payee.bankName} />
            <CopyRow label={t('deposit.payee.accountName')} value={order.payee.accountName} />
            <CopyRow label={t('deposit.payee.accountNumber')} value={order.payee.accountNumber} mono />
          </>
        ) : null}
      </div>
      {order.payUrl ? (
        <div className={styles.actions}>
          <Spinner size={20} label={t('deposit.order.redirectTitle')} />
          <a className={styles.link} href={order.payUrl} data-testid="deposit-pay-link">
            {t('deposit.order.openPayPage')}
            <Icon name="external" size={16} />
          </a>
        </div>
      ) : (
        <div className={styles.actions}>
          <Button
            variant="secondary"
            icon={<Icon name="plus" size={16} />}
            onClick={onAnother}
            data-testid="deposit-another"
          >
            {t('deposit.order.another')}
          </Button>
        </div>
      )}
    </div>
  );
}
