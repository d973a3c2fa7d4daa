import { FormAlert } from '@portal/ui/form-alert.tsx';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { reaches } from '../session/roles.ts';
import { useSession } from '../session/session-store.ts';
import { MerchantPicker, useChosenMerchant } from '../shell/merchant-picker.tsx';
import { PageHead, pageStyles } from '../shell/page.tsx';
import { Tabs, tabPanel } from '../shell/tabs.tsx';
import { GamesPanel } from './catalogue/games-panel.tsx';
import { HotListPanel } from './catalogue/hot-list-panel.tsx';
import { useCatalogueChanges, useHotList, useVendors } from './catalogue/use-catalogue.ts';
import { VendorsPanel } from './catalogue/vendors-panel.tsx';

const TABS = ['games', 'vendors', 'hot'] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | null): value is Tab => TABS.includes(value as Tab);

/** A saved change's word stays this long; a refusal stays until dismissed. */
const SAVED_MS = 4000;

/**
 * The catalogue of one merchant (issue 15): its games, its vendors and its hot list, each a tab. The
 * merchant and the tab are in the address, so a link opens the same view. Administrators turn the
 * switches; other roles see the same screen read only.
 */
export default function CataloguePage() {
  const { t } = useTranslation('catalogue');
  const operator = useSession((s) => s.operator);
  const canChange = reaches(operator?.role, 'admin');
  const [params, setParams] = useSearchParams();
  const { merchant, choices } = useChosenMerchant();
  const tabParam = params.get('tab');
  const tab: Tab = isTab(tabParam) ? tabParam : 'games';
  const vendors = useVendors(merchant);
  const hot = useHotList(merchant);
  const changes = useCatalogueChanges(merchant);
  const { notice, clearNotice } = changes;

  useEffect(() => {
    if (notice?.tone !== 'success') return;
    const timer = setTimeout(clearNotice, SAVED_MS);
    return () => clearTimeout(timer);
  }, [notice, clearNotice]);

  const show = (next: Record<string, string>) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) out.set(key, value);
      return out;
    });

  const panel = (name: Tab) => tabPanel(name, tab);

  const counts: Partial<Record<Tab, number>> = {
    vendors: vendors.data?.length,
    hot: hot.data?.length,
  };
  return (
    <section className={pageStyles.stack} data-testid="bo-catalogue">
      <PageHead title={t('title')} lead={canChange ? t('lead') : t('readOnly')}>
        {choices.length > 1 && (
          <MerchantPicker
            merchants={choices}
            value={merchant}
            onChange={(code) => show({ merchant: code })}
            testId="bo-catalogue-merchant"
          />
        )}
      </PageHead>
      <Tabs
        tabs={TABS}
        current={tab}
        onChange={(next) => show({ tab: next })}
        label={t('tabs.label')}
        text={(name) => t(`tabs.${name}`)}
        counts={counts}
      />
      <FormAlert
        tone={notice?.tone ?? 'success'}
        testId="bo-catalogue-notice"
        onDismiss={clearNotice}
        dismissLabel={t('bo:close')}
      >
        {notice?.text}
      </FormAlert>
      {/* every panel stays mounted, hidden when its tab is not chosen: the games filter and page survive a look at the hot list */}
      <div {...panel('games')}>
        {merchant !== '' && (
          <GamesPanel
            key={merchant}
            merchant={merchant}
            vendors={vendors.data ?? []}
            canChange={canChange}
            changes={changes}
          />
        )}
      </div>
      <div {...panel('vendors')}>
        {vendors.data && <VendorsPanel vendors={vendors.data} canChange={canChange} changes={changes} />}
      </div>
      <div {...panel('hot')}>
        {hot.data && <HotListPanel games={hot.data} canChange={canChange} changes={changes} />}
      </div>
    </section>
  );
}
