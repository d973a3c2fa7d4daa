import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '@portal/contracts/payments';
import type { WithdrawalOrder } from '@portal/contracts/payments.schema';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWithdrawalHistory } from '../api/withdrawal-history.ts';
import { HistoryList, useHistoryQuery } from './history-list.tsx';
import { ProofDialog } from './proof-dialog.tsx';
import { WithdrawalRow } from './withdrawal-row.tsx';

/** The member's withdrawals with their answers: received, or not received with proof. */
export function WithdrawalHistory({ symbol }: { symbol: string }) {
  const { t } = useTranslation('payments');
  const filters = useHistoryQuery<WithdrawalStatus>();
  const [reporting, setReporting] = useState<WithdrawalOrder | null>(null);
  const [thanked, setThanked] = useState(false);
  const history = useWithdrawalHistory(filters.query);

  return (
    <HistoryList
      testPrefix="withdraw"
      statuses={WITHDRAWAL_STATUSES}
      filters={filters}
      history={history}
      notice={
        thanked ? (
          <FormAlert tone="success" testId="withdraw-thanks">
            {t('withdraw.confirm.thanks')}
          </FormAlert>
        ) : null
      }
      renderRow={(order) => (
        <WithdrawalRow
          key={order.id}
          order={order}
          symbol={symbol}
          onConfirmed={() => setThanked(true)}
          onNotReceived={() => setReporting(order)}
          onDue={() => void history.refetch()}
        />
      )}
    >
      {reporting ? (
        <ProofDialog
          order={reporting}
          onClose={() => setReporting(null)}
          onDone={() => {
            setReporting(null);
            setThanked(true);
          }}
        />
      ) : null}
    </HistoryList>
  );
}
