import { formatMinor } from '@portal/contracts/wallet';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshMoney, useBalance } from '../../../shell/money/balance.ts';
import { useDepositHistory } from '../api/deposit-history.ts';
import { defaultDepositQuery } from './deposit-history.tsx';

/** While the gateway's notification may still be on its way: how often, and how long, to look again. */
const POLL_MS = 3000;
const POLL_TIMES = 20;

type GatewayReturnProps = { orderNo: string; symbol: string; onDismiss: () => void };

/**
 * Back from the pay page: what became of the order. A notification can land a moment after the
 * redirect, so a pending order is read again for a while; once paid, the money reads again.
 */
export function GatewayReturn({ orderNo, symbol, onDismiss }: GatewayReturnProps) {
  const { t } = useTranslation('payments');
  const client = useQueryClient();
  const [query] = useState(defaultDepositQuery);
  const polls = useRef(0);
  const history = useDepositHistory(query);
  const order = history.data?.content.find((candidate) => candidate.orderNo === orderNo);
  const pending = !order || order.status === 'pending';
  const balance = useBalance();

  useEffect(() => {
    if (!pending || history.isFetching || polls.current >= POLL_TIMES) return;
    const timer = window.setTimeout(() => {
      polls.current += 1;
      void history.refetch();
    }, POLL_MS);
    return () => window.clearTimeout(timer);
  }, [pending, history.isFetching, history.refetch]);

  // the credit arrived after the page opened: the header balance follows
  const refreshed = useRef(false);
  useEffect(() => {
    if (order?.status !== 'paid' || refreshed.current) return;
    refreshed.current = true;
    void refreshMoney(client);
  }, [order?.status, client]);

  const tone = order?.status === 'paid' ? 'success' : pending ? 'info' : 'danger';
  return (
    <div data-testid="deposit-returned" data-status={order?.status ?? 'pending'}>
      <FormAlert tone={tone} onDismiss={onDismiss} dismissLabel={t('deposit.returned.dismiss')}>
        <strong>{t('deposit.returned.title')}</strong>{' '}
        {order?.status === 'paid'
          ? t('deposit.returned.paid', {
              amount: `${symbol || balance.data?.currencySymbol || ''}${formatMinor(order.amount)}`,
            })
          : pending
            ? t('deposit.returned.pending', { orderNo })
            : t('deposit.returned.failed', { orderNo, status: t(`status.${order.status}`) })}
      </FormAlert>
    </div>
  );
}
