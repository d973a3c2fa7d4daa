import type { DepositOrder } from '@portal/contracts/payments.schema';
import centre from '@portal/ui/centre-page.module.css';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { LoadFailed } from '@portal/ui/load-failed.tsx';
import { Section } from '@portal/ui/section.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshMoney } from '../../shell/money/balance.ts';
import { useDepositChannels } from './api/deposit-channels.ts';
import { ChannelPicker } from './components/channel-picker.tsx';
import depositStyles from './components/deposit.module.css';
import { DepositForm } from './components/deposit-form.tsx';
import { DepositHistory } from './components/deposit-history.tsx';
import { DepositOrderCard } from './components/deposit-order-card.tsx';
import { GatewayReturn } from './components/gateway-return.tsx';
import { PageHead } from './components/page-head.tsx';
import { forgetGatewayOrder, openPayPage, readGatewayOrder, rememberGatewayOrder } from './lib/pay-page.ts';
import { useCurrencySymbol } from './lib/use-currency-symbol.ts';
import styles from './payments-page.module.css';

/** The member centre's depositv2 page: pick a channel, send an amount, follow the deposits. */
export function DepositPage() {
  const { t } = useTranslation('payments');
  const client = useQueryClient();
  const symbol = useCurrencySymbol();
  const channels = useDepositChannels();
  const [selected, setSelected] = useState('');
  const [order, setOrder] = useState<DepositOrder | null>(null);
  const [returned, setReturned] = useState(readGatewayOrder);

  // back from the gateway's pay page (/?page=depositv2): whatever it did, the money reads again
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page opens
  useEffect(() => {
    if (!returned) return;
    forgetGatewayOrder();
    void refreshMoney(client);
  }, []);

  const list = channels.data ?? [];
  const channel = list.find((candidate) => candidate.code === selected) ?? list[0];

  const onCreated = (created: DepositOrder) => {
    setOrder(created);
    if (created.payUrl) {
      rememberGatewayOrder(created.orderNo);
      openPayPage(created.payUrl);
    }
  };

  return (
    <div className={`${centre.page} ${centre.money}`} data-testid="deposit-page">
      <PageHead icon="deposit" title={t('deposit.title')} lead={t('deposit.lead')} symbol={symbol} />
      {returned ? (
        <GatewayReturn orderNo={returned} symbol={symbol} onDismiss={() => setReturned(null)} />
      ) : null}
      {order ? (
        <DepositOrderCard order={order} symbol={symbol} onAnother={() => setOrder(null)} />
      ) : (
        <Section icon="wallet" title={t('deposit.newTitle')} testId="deposit-section">
          <fieldset className={depositStyles.step}>
            <legend className={depositStyles.stepTitle}>
              <span className={depositStyles.stepNo}>1</span>
              {t('deposit.stepMethod')}
            </legend>
            {channels.isPending ? (
              <div className={styles.skeletons} aria-busy="true">
                <Skeleton height={76} radius={16} />
                <Skeleton height={76} radius={16} />
              </div>
            ) : channels.isError ? (
              <LoadFailed
                error={channels.error}
                onRetry={() => void channels.refetch()}
                testId="payments-load-failed"
              />
            ) : channel ? (
              <ChannelPicker channels={list} selected={channel.code} onSelect={setSelected} />
            ) : (
              <FormAlert tone="info" testId="deposit-no-channels">
                {t('deposit.noChannels')}
              </FormAlert>
            )}
          </fieldset>
          {channel ? <DepositForm channel={channel} symbol={symbol} onCreated={onCreated} /> : null}
        </Section>
      )}
      <Section icon="receipt" title={t('deposit.history.title')} lead={t('deposit.history.lead')}>
        <DepositHistory symbol={symbol} />
      </Section>
    </div>
  );
}
