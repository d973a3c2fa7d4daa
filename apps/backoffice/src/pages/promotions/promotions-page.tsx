import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { reaches } from '../../session/roles.ts';
import { useSession } from '../../session/session-store.ts';
import { MerchantPicker, useChosenMerchant } from '../../shell/merchant-picker.tsx';
import { PageHead, pageStyles } from '../../shell/page.tsx';
import { Tabs, tabPanel } from '../../shell/tabs.tsx';
import { useAddress } from '../../shell/use-address.ts';
import { ApplicationsPanel, useWaitingApplications } from './applications-panel.tsx';
import { BonusesPanel } from './bonuses-panel.tsx';
import { PromotionEditor } from './promotion-editor.tsx';
import { PromotionList, usePromotions } from './promotion-list.tsx';

const TABS = ['promotions', 'applications', 'bonuses'] as const;
type Tab = (typeof TABS)[number];

/**
 * Promotions and bonuses of one merchant (issue 18, decision 0030): the promotions with their states and
 * the portal's card, created and edited beside a live preview; the applications to custom promotions with
 * their images; the bonuses with their turnover. Every role reads; administrators run promotions, finance
 * (and administrators) review applications and issue or revoke bonuses. The merchant, the tab and the
 * promotion being edited are in the address.
 */
export default function PromotionsPage() {
  const { t } = useTranslation('promotions');
  const operator = useSession((s) => s.operator);
  const isAdmin = reaches(operator?.role, 'admin');
  const isFinance = reaches(operator?.role, 'finance');
  const { params, show } = useAddress();
  const { merchant: code, choices } = useChosenMerchant();
  const merchant = choices.find((m) => m.code === code);
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : 'promotions';
  const editing = params.get('edit');
  const promotions = usePromotions(code);
  const waiting = useWaitingApplications(code);

  const onEdit = useCallback((id: number | 'new') => show({ edit: String(id) }), [show]);

  if (isAdmin && merchant && editing) {
    const promotion = promotions.data?.find((p) => String(p.id) === editing) ?? null;
    // an ended promotion is only read: ending it is final
    if (editing === 'new' || (promotion && promotion.state !== 'ended'))
      return (
        <PromotionEditor
          key={editing}
          merchant={merchant}
          editing={promotion}
          onClose={() => show({ edit: '' })}
          onSaved={() => {
            void promotions.refetch();
            show({ edit: '' });
          }}
        />
      );
  }

  return (
    <section className={pageStyles.stack} data-testid="bo-promotions-page">
      <PageHead title={t('title')} lead={t(isAdmin ? 'lead' : isFinance ? 'leadFinance' : 'leadReadOnly')}>
        <MerchantPicker
          merchants={choices}
          value={code}
          onChange={(next) => show({ merchant: next, edit: '' })}
          testId="bo-promotions-merchant"
        />
      </PageHead>
      <Tabs
        tabs={TABS}
        current={tab}
        onChange={(next) => show({ tab: next === 'promotions' ? '' : next })}
        label={t('tabs')}
        text={(name) => t(`tab.${name}`)}
        counts={{ applications: waiting.data?.length }}
      />
      {merchant && (
        <>
          <div {...tabPanel('promotions', tab)}>
            <PromotionList key={merchant.code} merchant={merchant} canEdit={isAdmin} onEdit={onEdit} />
          </div>
          <div {...tabPanel('applications', tab)}>
            {tab === 'applications' && (
              <ApplicationsPanel key={merchant.code} merchant={merchant.code} canDecide={isFinance} />
            )}
          </div>
          <div {...tabPanel('bonuses', tab)}>
            {tab === 'bonuses' && (
              <BonusesPanel key={merchant.code} merchant={merchant.code} canChange={isFinance} />
            )}
          </div>
        </>
      )}
    </section>
  );
}
