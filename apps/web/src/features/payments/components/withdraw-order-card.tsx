import type { WithdrawalOrder } from '@portal/contracts/payments.schema';
import { formatMinor } from '@portal/contracts/wallet';
import { Button } from '@portal/ui/button.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { displayAccountNumber } from '../lib/amount.ts';
import { OrderCard, OrderDetail } from './order-card.tsx';

type WithdrawOrderCardProps = { order: WithdrawalOrder; symbol: string; onAnother: () => void };

/** The withdrawal just asked for: pending, its amount held until the operator pays or rejects it. */
export function WithdrawOrderCard({ order, symbol, onAnother }: WithdrawOrderCardProps) {
  const { t } = useTranslation('payments');
  const amount = `${symbol}${formatMinor(order.amount)}`;
  return (
    <OrderCard
      order={order}
      testPrefix="withdraw"
      tone="waiting"
      icon="hourglass"
      title={t('withdraw.order.title')}
      lead={t('withdraw.order.lead', { amount })}
      amountLabel={t('withdraw.order.amount')}
      amount={amount}
      orderNoLabel={t('withdraw.order.orderNo')}
      details={
        <OrderDetail label={t('withdraw.order.account')}>
          {order.bankName} · {displayAccountNumber(order.accountNumber)}
        </OrderDetail>
      }
      actions={
        <Button
          variant="secondary"
          icon={<Icon name="plus" size={16} />}
          onClick={onAnother}
          data-testid="withdraw-another"
        >
          {t('withdraw.order.another')}
        </Button>
      }
    />
  );
}
