import type { DepositStatus, WithdrawalStatus } from '@portal/contracts/payments';
import { Icon, type IconName } from '@portal/ui/icons.tsx';
import heading from '@portal/ui/section.module.css';
import type { ReactNode } from 'react';
import { CopyRow } from './copy-row.tsx';
import styles from './order-card.module.css';
import { StatusBadge } from './status-badge.tsx';

type OrderCardProps = {
  order: { orderNo: string; status: DepositStatus | WithdrawalStatus };
  /** 'deposit' or 'withdraw': the card's and its parts' test ids. */
  testPrefix: string;
  tone: 'waiting' | 'accent' | 'success';
  icon: IconName;
  title: string;
  lead: string;
  amountLabel: string;
  amountTestId?: string;
  /** The amount with its currency symbol. */
  amount: string;
  orderNoLabel: string;
  /** More details under the order number. */
  details: ReactNode;
  /** At the bottom: what to do next. */
  actions: ReactNode;
};

/** An order just asked for: what happens next, its amount, its number to copy and its details. */
export function OrderCard({
  order,
  testPrefix,
  tone,
  icon,
  title,
  lead,
  amountLabel,
  amountTestId,
  amount,
  orderNoLabel,
  details,
  actions,
}: OrderCardProps) {
  return (
    <div
      className={styles.card}
      data-testid={`${testPrefix}-order`}
      data-order-no={order.orderNo}
      data-status={order.status}
    >
      <div className={styles.hero}>
        <span className={styles.emblem} data-tone={tone} aria-hidden="true">
          <Icon name={icon} size={26} />
        </span>
        <div className={`${heading.titles} ${styles.heroText}`}>
          <h4 className={heading.title}>{title}</h4>
          <p className={heading.lead}>{lead}</p>
        </div>
        <StatusBadge status={order.status} />
      </div>
      <div className={styles.amountLine}>
        <span className={styles.amountLabel}>{amountLabel}</span>
        <span className={styles.amount} data-testid={amountTestId}>
          {amount}
        </span>
      </div>
      <div className={styles.details}>
        <CopyRow label={orderNoLabel} value={order.orderNo} mono testId={`${testPrefix}-order-no`} />
        {details}
      </div>
      <div className={styles.actions}>{actions}</div>
    </div>
  );
}

/** A detail of the order that needs no copy button. */
export function OrderDetail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={styles.detail}>
      <span>{label}</span>
      <strong>{children}</strong>
    </div>
  );
}
