import { useTranslation } from 'react-i18next';
import { reaches } from '../../session/roles.ts';
import { useSession } from '../../session/session-store.ts';
import { MerchantPicker, useChosenMerchant } from '../../shell/merchant-picker.tsx';
import { PageHead, pageStyles } from '../../shell/page.tsx';
import { Tabs, tabPanel } from '../../shell/tabs.tsx';
import { useAddress } from '../../shell/use-address.ts';
import { LevelsPanel } from './levels-panel.tsx';
import { RatesPanel } from './rates-panel.tsx';
import { RunsPanel } from './runs-panel.tsx';

const TABS = ['levels', 'rates', 'runs'] as const;
type Tab = (typeof TABS)[number];

/**
 * VIP levels and rebates of one merchant (issue 18, decision 0031): the levels with their thresholds and
 * benefits and the window they are counted over; how rebates are paid and every level's rates; the daily
 * runs and a run's re-run. The merchant and the tab are in the address. Administrators change; other
 * roles read.
 */
export default function VipRebatesPage() {
  const { t } = useTranslation('vip');
  const operator = useSession((s) => s.operator);
  const isAdmin = reaches(operator?.role, 'admin');
  const { params, show } = useAddress();
  const { merchant, choices } = useChosenMerchant();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : 'levels';

  return (
    <section className={pageStyles.stack} data-testid="bo-vip-rebates">
      <PageHead title={t('title')} lead={isAdmin ? t('lead') : t('readOnly')}>
        <MerchantPicker
          merchants={choices}
          value={merchant}
          onChange={(code) => show({ merchant: code })}
          testId="bo-vip-merchant"
        />
      </PageHead>
      <Tabs
        tabs={TABS}
        current={tab}
        onChange={(next) => show({ tab: next === 'levels' ? '' : next })}
        label={t('tabs')}
        text={(name) => t(`tab.${name}`)}
      />
      {merchant !== '' && (
        <>
          <div {...tabPanel('levels', tab)}>
            {tab === 'levels' && <LevelsPanel key={merchant} merchant={merchant} canEdit={isAdmin} />}
          </div>
          <div {...tabPanel('rates', tab)}>
            {tab === 'rates' && <RatesPanel key={merchant} merchant={merchant} canEdit={isAdmin} />}
          </div>
          <div {...tabPanel('runs', tab)}>
            {tab === 'runs' && <RunsPanel key={merchant} merchant={merchant} canEdit={isAdmin} />}
          </div>
        </>
      )}
    </section>
  );
}
