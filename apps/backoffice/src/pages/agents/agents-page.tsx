import { useTranslation } from 'react-i18next';
import { reaches } from '../../session/roles.ts';
import { useSession } from '../../session/session-store.ts';
import { MerchantPicker, useChosenMerchant } from '../../shell/merchant-picker.tsx';
import { PageHead, pageStyles } from '../../shell/page.tsx';
import { Tabs, tabPanel } from '../../shell/tabs.tsx';
import { useAddress } from '../../shell/use-address.ts';
import { ContractsPanel } from './contracts-panel.tsx';
import { DefaultsPanel } from './defaults-panel.tsx';
import { PaymentsPanel } from './payments-panel.tsx';
import { RollupsPanel } from './rollups-panel.tsx';
import { TreePanel } from './tree-panel.tsx';

const TABS = ['tree', 'contracts', 'defaults', 'payments', 'rollups'] as const;
type Tab = (typeof TABS)[number];

/**
 * The agents of one merchant (issue 17): a member's place in the tree and its move under another agent,
 * the contracts with their force-termination, the house's default terms, the payments with a settlement
 * now, and the team rollups' rebuild. The merchant and the tab are in the address. Administrators change;
 * other roles read (the rollups' rebuild is an administrator's tab only).
 */
export default function AgentsPage() {
  const { t } = useTranslation('agents');
  const operator = useSession((s) => s.operator);
  const isAdmin = reaches(operator?.role, 'admin');
  const { params, show } = useAddress();
  const { merchant, choices } = useChosenMerchant();
  const tabs: readonly Tab[] = isAdmin ? TABS : TABS.filter((tab) => tab !== 'rollups');
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && tabs.includes(asked) ? asked : 'tree';

  return (
    <section className={pageStyles.stack} data-testid="bo-agents">
      <PageHead title={t('title')} lead={isAdmin ? t('lead') : t('readOnly')}>
        <MerchantPicker
          merchants={choices}
          value={merchant}
          onChange={(code) => show({ merchant: code, member: '' })}
          testId="bo-agents-merchant"
        />
      </PageHead>
      <Tabs
        tabs={tabs}
        current={tab}
        onChange={(next) => show({ tab: next === 'tree' ? '' : next })}
        label={t('tabs')}
        text={(name) => t(`tab.${name}`)}
      />
      {merchant !== '' && (
        <>
          <div {...tabPanel('tree', tab)}>
            <TreePanel
              key={merchant}
              merchant={merchant}
              canEdit={isAdmin}
              member={Number(params.get('member')) || null}
              onMember={(id) => show({ member: id ? String(id) : '' })}
            />
          </div>
          <div {...tabPanel('contracts', tab)}>
            {tab === 'contracts' && <ContractsPanel key={merchant} merchant={merchant} canEdit={isAdmin} />}
          </div>
          <div {...tabPanel('defaults', tab)}>
            {tab === 'defaults' && <DefaultsPanel key={merchant} merchant={merchant} canEdit={isAdmin} />}
          </div>
          <div {...tabPanel('payments', tab)}>
            {tab === 'payments' && <PaymentsPanel key={merchant} merchant={merchant} canEdit={isAdmin} />}
          </div>
          {isAdmin && (
            <div {...tabPanel('rollups', tab)}>
              {tab === 'rollups' && <RollupsPanel key={merchant} merchant={merchant} />}
            </div>
          )}
        </>
      )}
    </section>
  );
}
