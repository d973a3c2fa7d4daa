import { useTranslation } from 'react-i18next';
import { reaches } from '../../session/roles.ts';
import { useSession } from '../../session/session-store.ts';
import { MerchantPicker, useChosenMerchant } from '../../shell/merchant-picker.tsx';
import { PageHead, pageStyles } from '../../shell/page.tsx';
import { Tabs, tabPanel } from '../../shell/tabs.tsx';
import { useAddress } from '../../shell/use-address.ts';
import { CalendarPanel } from './calendar-panel.tsx';
import { PlayerPanel } from './player-panel.tsx';
import { WheelPanel } from './wheel-panel.tsx';

const TABS = ['calendar', 'wheel', 'player'] as const;
type Tab = (typeof TABS)[number];

/**
 * The sign-in task and the wheel of one merchant (issue 19, decision 0036): the calendar (length, rewards
 * per day and for the streak, condition, reset rule), the wheel's prizes and weights with the resulting
 * chances, and one player's check-ins, spins and tickets with a grant. Administrators change the set-up,
 * finance grants tickets, every role reads. The merchant and the tab are in the address.
 */
export default function EngagementPage() {
  const { t } = useTranslation('engagement');
  const operator = useSession((s) => s.operator);
  const isAdmin = reaches(operator?.role, 'admin');
  const isFinance = reaches(operator?.role, 'finance');
  const { params, show } = useAddress();
  const { merchant, choices } = useChosenMerchant();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : 'calendar';

  return (
    <section className={pageStyles.stack} data-testid="bo-signin-wheel">
      <PageHead title={t('title')} lead={isAdmin ? t('lead') : t('readOnly')}>
        {tab !== 'player' && (
          <MerchantPicker
            merchants={choices}
            value={merchant}
            onChange={(code) => show({ merchant: code })}
            testId="bo-engagement-merchant"
          />
        )}
      </PageHead>
      <Tabs
        tabs={TABS}
        current={tab}
        onChange={(next) => show({ tab: next === 'calendar' ? '' : next })}
        label={t('tabs')}
        text={(name) => t(`tab.${name}`)}
      />
      {merchant !== '' && (
        <>
          <div {...tabPanel('calendar', tab)}>
            {tab === 'calendar' && <CalendarPanel key={merchant} merchant={merchant} canEdit={isAdmin} />}
          </div>
          <div {...tabPanel('wheel', tab)}>
            {tab === 'wheel' && <WheelPanel key={merchant} merchant={merchant} canEdit={isAdmin} />}
          </div>
        </>
      )}
      <div {...tabPanel('player', tab)}>{tab === 'player' && <PlayerPanel canGrant={isFinance} />}</div>
    </section>
  );
}
