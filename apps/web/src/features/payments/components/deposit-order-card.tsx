import type { DepositOrder } from '@portal/contracts/payments.schema';
import { formatMinor } from '@portal/contracts/wallet';
import { Button } from '@portal/ui/button.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { Spinner } from '@portal/ui/spinner.tsx';
import { useTranslation } from 'react-i18next';
import { CopyRow } from './copy-row.tsx';
import styles from './order-card.module.css';
import { OrderCard, OrderDetail } from './order-card.tsx';

type DepositOrderCardProps = { order: DepositOrder; symbol: string; onAnother: () => void };

/**
 * The deposit just asked for. A bank transfer waits for the operator, with the payee repeated for
 * the transfer; a gateway deposit is on its way to the pay page, with a link should the move stall.
 */
export function DepositOrderCard({ order, symbol, onAnother }: DepositOrderCardProps) {
  const { t } = useTranslation('payments');
  const redirecting = Boolean(order.payUrl);
  return (
    <OrderCard
      order={order}
      testPrefix="deposit"
      tone={redirecting ? 'accent' : 'waiting'}
      icon={redirecting ? 'external' : 'hourglass'}
      title={t(redirecting ? 'deposit.order.redirectTitle' : 'deposit.order.waitingTitle')}
      lead={t(redirecting ? 'deposit.order.redirectLead' : 'deposit.order.waitingLead')}
      amountLabel={t('deposit.order.amount')}
      amountTestId="deposit-order-amount"
      amount={`${symbol}${formatMinor(order.amount)}`}
      orderNoLabel={t('deposit.order.orderNo')}
      details={
        <>
          <OrderDetail label={t('deposit.order.channel')}>{order.channelName}</OrderDetail>
          {order.payee ? (
            <>
              <CopyRow label={t('deposit.payee.bankName')} value={order.payee.bankName} />
              <CopyRow label={t('deposit.payee.accountName')} value={order.payee.accountName} />
              <CopyRow label={t('deposit.payee.accountNumber')} value={order.payee.accountNumber} mono />
            </>
          ) : null}
        </>
      }
      actions={
        order.payUrl ? (
          <>
            <Spinner size={20} label={t('deposit.order.redirectTitle')} />
            <a className={styles.link} href={order.payUrl} data-testid="deposit-pay-link">
              {t('deposit.order.openPayPage')}
              <Icon name="external" size={16} />
            </a>
          </>
        ) : (
          <Button
            variant="secondary"
            icon={<Icon name="plus" size={16} />}
            onClick={onAnother}
            data-testid="deposit-another"
          >
            {t('deposit.order.another')}
          </Button>
        )
      }
    />
  );
}
