import { useTranslation } from 'react-i18next';
import { reaches } from '../../session/roles.ts';
import { useSession } from '../../session/session-store.ts';
import { MerchantPicker, useChosenMerchant } from '../../shell/merchant-picker.tsx';
import { PageHead, pageStyles } from '../../shell/page.tsx';
import { Tabs, tabPanel } from '../../shell/tabs.tsx';
import { useAddress } from '../../shell/use-address.ts';
import { LeaderboardPanel } from './leaderboard-panel.tsx';
import { MissionsPanel } from './missions-panel.tsx';
import { ReferralPanel } from './referral-form.tsx';

const TABS = ['missions', 'leaderboard', 'referral'] as const;
type Tab = (typeof TABS)[number];

/**
 * Missions, the mission leaderboard and the referral rule of one merchant (issue 19, decision 0037): the
 * missions with pause and resume, the prize of each place and the last week's payouts, and the referral
 * rule. The merchant and the tab are in the address. Administrators change; other roles read.
 */
export default function MissionsPage() {
  const { t } = useTranslation('missions');
  const operator = useSession((s) => s.operator);
  const isAdmin = reaches(operator?.role, 'admin');
  const { params, show } = useAddress();
  const { merchant, choices } = useChosenMerchant();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : 'missions';

  return (
    <section className={pageStyles.stack} data-testid="bo-missions-page">
      <PageHead title={t('title')} lead={isAdmin ? t('lead') : t('readOnly')}>
        <MerchantPicker
          merchants={choices}
          value={merchant}
          onChange={(code) => show({ merchant: code })}
          testId="bo-missions-merchant"
        />
      </PageHead>
      <Tabs
        tabs={TABS}
        current={tab}
        onChange={(next) => show({ tab: next === 'missions' ? '' : next })}
        label={t('tabs')}
        text={(name) => t(`tab.${name}`)}
      />
      {merchant !== '' && (
        <>
          <div {...tabPanel('missions', tab)}>
            {tab === 'missions' && <MissionsPanel key={merchant} merchant={merchant} canEdit={isAdmin} />}
          </div>
          <div {...tabPanel('leaderboard', tab)}>
            {tab === 'leaderboard' && (
              <LeaderboardPanel key={merchant} merchant={merchant} canEdit={isAdmin} />
            )}
          </div>
          <div {...tabPanel('referral', tab)}>
            {tab === 'referral' && <ReferralPanel key={merchant} merchant={merchant} canEdit={isAdmin} />}
          </div>
        </>
      )}
    </section>
  );
}
