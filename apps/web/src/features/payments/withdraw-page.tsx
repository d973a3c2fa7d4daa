import type { WithdrawalOrder } from '@portal/contracts/payments.schema';
import { Button } from '@portal/ui/button.tsx';
import centre from '@portal/ui/centre-page.module.css';
import { Icon } from '@portal/ui/icons.tsx';
import { LoadFailed } from '@portal/ui/load-failed.tsx';
import { Section } from '@portal/ui/section.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBalance } from '../../shell/money/balance.ts';
import { useBankCards } from './api/bank-cards.ts';
import { usePaymentPasswordState } from './api/payment-password.ts';
import { useWithdrawSettings } from './api/withdraw-settings.ts';
import { BankCardForm } from './components/bank-card-form.tsx';
import { BankCardList } from './components/bank-card-list.tsx';
import { PageHead } from './components/page-head.tsx';
import { PaymentPasswordForm } from './components/payment-password-form.tsx';
import { type SetupStep, SetupSteps } from './components/setup-steps.tsx';
import withdrawStyles from './components/withdraw.module.css';
import { WithdrawForm } from './components/withdraw-form.tsx';
import { WithdrawOrderCard } from './components/withdraw-order-card.tsx';
import { WithdrawalHistory } from './components/withdrawal-history.tsx';
import { useCurrencySymbol } from './lib/use-currency-symbol.ts';
import { PaymentPasswordDialog } from './payment-password-dialog.tsx';

/**
 * The member centre's withdraw page. It leads a new member through the payment password and a
 * bank account first; then the request form, the history with its confirmations, the cards and
 * the password.
 */
export function WithdrawPage() {
  const { t } = useTranslation('payments');
  const symbol = useCurrencySymbol();
  const password = usePaymentPasswordState();
  const cards = useBankCards();
  const settings = useWithdrawSettings();
  const balance = useBalance();
  const [order, setOrder] = useState<WithdrawalOrder | null>(null);
  const [changing, setChanging] = useState(false);

  const head = (
    <PageHead icon="withdraw" title={t('withdraw.title')} lead={t('withdraw.lead')} symbol={symbol} />
  );
  const queries = [password, cards, settings];
  const failed = queries.find((query) => query.isError);
  if (failed) {
    return (
      <div className={`${centre.page} ${centre.money}`} data-testid="withdraw-page">
        {head}
        <LoadFailed
          error={failed.error}
          onRetry={() => {
            for (const query of queries) if (query.isError) void query.refetch();
          }}
          testId="payments-load-failed"
        />
      </div>
    );
  }
  if (!password.data || !cards.data || !settings.data) {
    return (
      <div className={`${centre.page} ${centre.money}`} data-testid="withdraw-page" aria-busy="true">
        {head}
        <Skeleton height={320} radius={24} />
      </div>
    );
  }

  const step: SetupStep = !password.data.hasPassword
    ? 'password'
    : cards.data.cards.length === 0
      ? 'card'
      : 'withdraw';
  return (
    <div className={`${centre.page} ${centre.money}`} data-testid="withdraw-page" data-step={step}>
      {head}
      {step !== 'withdraw' ? (
        <Section
          icon="shield"
          title={t('withdraw.setup.title')}
          lead={t('withdraw.setup.lead')}
          testId="withdraw-setup"
        >
          <SetupSteps current={step} />
          {step === 'password' ? (
            <div className={withdrawStyles.stepBody}>
              <h4 className={withdrawStyles.stepTitle}>{t('password.setTitle')}</h4>
              <p className={withdrawStyles.stepLead}>{t('password.setLead')}</p>
              <PaymentPasswordForm mode="set" onDone={() => undefined} />
            </div>
          ) : (
            <div className={withdrawStyles.stepBody}>
              <h4 className={withdrawStyles.stepTitle}>{t('card.title')}</h4>
              <p className={withdrawStyles.stepLead}>{t('card.lead')}</p>
              <BankCardForm
                banks={settings.data.banks}
                realName={cards.data.realName}
                onDone={() => undefined}
              />
            </div>
          )}
        </Section>
      ) : (
        <>
          {order ? (
            <WithdrawOrderCard order={order} symbol={symbol} onAnother={() => setOrder(null)} />
          ) : (
            <Section icon="withdraw" title={t('withdraw.form.title')} testId="withdraw-section">
              <WithdrawForm
                settings={settings.data}
                cards={cards.data}
                balance={balance.data}
                password={password.data}
                symbol={symbol}
                onCreated={setOrder}
                onChangePassword={() => setChanging(true)}
              />
            </Section>
          )}
          <Section icon="receipt" title={t('withdraw.history.title')} lead={t('withdraw.history.lead')}>
            <WithdrawalHistory symbol={symbol} />
          </Section>
          <Section
            icon="creditCard"
            title={t('withdraw.cards.title')}
            lead={t('withdraw.cards.lead')}
            aside={
              <span className={withdrawStyles.count} data-testid="card-count">
                {t('withdraw.cards.count', { count: cards.data.cards.length, max: cards.data.maxCards })}
              </span>
            }
            testId="withdraw-cards"
          >
            <BankCardList cards={cards.data} banks={settings.data.banks} />
          </Section>
          <Section icon="key" title={t('withdraw.security.title')} lead={t('withdraw.security.lead')}>
            <div className={withdrawStyles.security}>
              <span className={withdrawStyles.securityState}>
                <Icon name="check" size={16} strokeWidth={2.4} />
                {t('withdraw.security.set')}
              </span>
              <Button
                variant="secondary"
                icon={<Icon name="pencil" size={16} />}
                onClick={() => setChanging(true)}
                data-testid="paypw-change"
              >
                {t('withdraw.security.change')}
              </Button>
            </div>
          </Section>
        </>
      )}
      <PaymentPasswordDialog
        open={changing}
        onClose={() => setChanging(false)}
        onDone={() => setChanging(false)}
      />
    </div>
  );
}
