import { formatMinor } from '@portal/contracts/wallet';
import type { WithdrawalOrder } from '@portal/contracts/wallet.schema';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Icon } from '../../../ui/icons.tsx';
import { displayAccountNumber } from '../lib/amount.ts';
import { CopyRow } from './copy-row.tsx';
import styles from './order-card.module.css';
import { StatusBadge } from './status-badge.tsx';

type WithdrawOrderCardProps = { order: WithdrawalOrder; symbol: string; onAnother: () => void };

/** The withdrawal just asked for: pending, its amount held until the operator pays or rejects it. */
export function WithdrawOrderCard({ order, symbol, onAnother }: WithdrawOrderCardProps) {
  const { t } = useTranslation('payments');
  const amount = `${symbol}${formatMinor(order.amount)}`;
  return (
    <div
      className={styles.card}
      data-testid="withdraw-order"
      data-order-no={order.orderNo}
      data-status={order.status}
    >
      <div className={styles.hero}>
        <span className={styles.emblem} data-tone="waiting" aria-hidden="true">
          <Icon name="hourglass" size={26} />
        </span>
        <div className={styles.heroText}>
          <h4 className={styles.title}>{t('withdraw.order.title')}</h4>
          <p className={styles.lead}>{t('withdraw.order.lead', { amount })}</p>
        </div>
        <StatusBadge status={order.status} />
      </div>
      <div className={styles.amountLine}>
        <span className={styles.amountLabel}>{t('withdraw.order.amount')}</span>
        <span className={styles.amount}>{amount}</span>
      </div>
      <div className={styles.details}>
        <CopyRow label={t('withdraw.order.orderNo')} value={order.orderNo} mono testId="withdraw-order-no" />
        <div className={styles.detail}>
          <span>{t('withdraw.order.account')}</span>
          <strong>
            {order.bankName} · {displayAccountNumber(order.accountNumber)}
          </strong>
        </div>
      </div>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          icon={<Icon name="plus" size={16} />}
          onClick={onAnother}
          data-testid="withdraw-another"
        >
          {t('withdraw.order.another')}
        </Button>
      </div>
    </div>
  );
}
