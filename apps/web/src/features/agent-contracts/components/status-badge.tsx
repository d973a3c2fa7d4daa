import type { ContractStatus, PaymentStatus } from '@portal/contracts/agent-contracts';
import { useTranslation } from 'react-i18next';
import styles from './contracts.module.css';

/** A contract's state (spec section 4) or a payment's outcome, as a coloured pill. */
export function StatusBadge({
  status,
  kind,
  testId,
}: {
  status: ContractStatus | PaymentStatus;
  kind: 'contract' | 'payment';
  testId?: string;
}) {
  const { t } = useTranslation('agentContracts');
  return (
    <span className={`${styles.badge} ${styles[status]}`} data-testid={testId} data-status={status}>
      {t(`${kind}Status.${status}`)}
    </span>
  );
}

/** A payment's outcome in a table cell; a payment waiting as owed says why (issue 17: the page says so). */
export function PaymentStatusCell({ status, testId }: { status: PaymentStatus; testId: string }) {
  const { t } = useTranslation('agentContracts');
  return (
    <td className={styles.cell}>
      <StatusBadge kind="payment" status={status} />
      {status === 'owed' ? (
        <span className={styles.owedHint} data-testid={testId}>
          {' '}
          {t('owed.hint')}
        </span>
      ) : null}
    </td>
  );
}
