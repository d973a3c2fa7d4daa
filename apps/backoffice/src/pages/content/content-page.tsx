import { BANNER_GROUPS, type BannerGroup } from '@portal/contracts/content';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { reaches } from '../../session/roles.ts';
import { useSession } from '../../session/session-store.ts';
import { MerchantPicker, useMerchantChoices } from '../../shell/merchant-picker.tsx';
import { PageHead, pageStyles } from '../../shell/page.tsx';
import { AnnouncementList } from './announcement-list.tsx';
import { ChoiceRow } from './choice-row.tsx';
import styles from './content.module.css';
import { CONTENT_TABS, type ContentTab, isContentTab } from './content-model.ts';
import { HelpList } from './help-list.tsx';

const isGroup = (value: string | null): value is BannerGroup =>
  (BANNER_GROUPS as readonly (string | null)[]).includes(value);

/**
 * Content (issue 15): a merchant's banners by group, notices, popups, promotions, help notices and help
 * centre, each a list in the portal's order with an editor and the portal's preview. The merchant, the tab
 * and the group are in the address, so a reload or a shared link opens the same list.
 */
export default function ContentPage() {
  const { t } = useTranslation('content');
  const canEdit = reaches(
    useSession((s) => s.operator?.role),
    'admin',
  );
  const [params, setParams] = useSearchParams();
  const merchants = useMerchantChoices();
  const list = merchants.data ?? [];
  const merchant = list.find((m) => m.code === params.get('merchant')) ?? list[0];
  const tabParam = params.get('tab');
  const tab: ContentTab = isContentTab(tabParam) ? tabParam : 'B';
  const groupParam = params.get('group');
  const group: BannerGroup = isGroup(groupParam) ? groupParam : 'w_home';

  const choose = (patch: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) next.set(key, value);
    setParams(next, { replace: true });
  };

  return (
    <section className={pageStyles.stack}>
      <PageHead title={t('title')} lead={canEdit ? t('lead') : t('leadReadOnly')}>
        {list.length > 1 && merchant && (
          <MerchantPicker
            merchants={list}
            value={merchant.code}
            onChange={(code) => choose({ merchant: code })}
            testId="bo-content-merchant"
          />
        )}
      </PageHead>
      <ChoiceRow
        look="tabs"
        label={t('tabs.label')}
        options={CONTENT_TABS}
        value={tab}
        onChange={(value) => choose({ tab: value })}
        labelOf={(value) => t(`tabs.${value}`)}
        testIdOf={(value) => `bo-content-tab-${value}`}
      />
      <p className={styles.about}>{t(`about.${tab}`)}</p>
      {tab === 'B' && (
        <ChoiceRow
          look="chips"
          label={t('groups.label')}
          options={BANNER_GROUPS}
          value={group}
          onChange={(value) => choose({ group: value })}
          labelOf={(value) => t(`groups.${value}`)}
          testIdOf={(value) => `bo-content-group-${value}`}
        />
      )}
      {merchant &&
        (tab === 'help' ? (
          <HelpList key={merchant.code} merchant={merchant} canEdit={canEdit} />
        ) : (
          <AnnouncementList
            key={`${merchant.code}:${tab}:${group}`}
            merchant={merchant}
            type={tab}
            group={group}
            canEdit={canEdit}
          />
        ))}
    </section>
  );
}
