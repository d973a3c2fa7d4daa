import type { OpsMerchantSettings } from '@portal/contracts/operators-merchants.schema';
import { Button } from '@portal/ui/button.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { type ComponentType, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../../api/error-text.ts';
import { reaches } from '../../session/roles.ts';
import { useSession } from '../../session/session-store.ts';
import { MerchantPicker, useChosenMerchant } from '../../shell/merchant-picker.tsx';
import { PageHead, pageStyles, StatusPill } from '../../shell/page.tsx';
import { Tabs, tabPanel } from '../../shell/tabs.tsx';
import { AccessTab } from './access-tab.tsx';
import { BrandTab } from './brand-tab.tsx';
import { DomainsTab } from './domains-tab.tsx';
import { FeaturesTab } from './features-tab.tsx';
import { LanguagesTab } from './languages-tab.tsx';
import { isMerchantTab, MERCHANT_TABS, type MerchantTab, siteAddress } from './merchant-model.ts';
import styles from './merchants.module.css';
import { NewMerchantDialog } from './new-merchant-dialog.tsx';
import { PaymentsTab } from './payments-tab.tsx';
import { RegistrationTab } from './registration-tab.tsx';
import { merchantKeys, type SectionSaves, useMerchantSettings, useSectionSaves } from './use-merchant.ts';

type TabProps = { settings: OpsMerchantSettings; canEdit: boolean; saves: SectionSaves };

const PANELS: Record<MerchantTab, ComponentType<TabProps>> = {
  brand: BrandTab,
  languages: LanguagesTab,
  domains: DomainsTab,
  features: FeaturesTab,
  registration: RegistrationTab,
  payments: PaymentsTab,
  access: AccessTab,
};

const mainDomain = (settings: OpsMerchantSettings) =>
  (settings.domains.find((d) => d.main) ?? settings.domains[0])?.domain;

/**
 * Merchants (issue 15): one merchant's whole site set-up, a tab per section, each saved on its own. The
 * merchant and the tab are in the address. Administrators change it; an administrator of every merchant
 * also makes new merchants, which work at once on their domain. Other roles read the same screen.
 */
export default function MerchantsPage() {
  const { t } = useTranslation('merchants');
  const operator = useSession((s) => s.operator);
  const canEdit = reaches(operator?.role, 'admin');
  const canCreate = canEdit && operator?.merchant === null;
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const { merchant: code, choices } = useChosenMerchant();
  const tabParam = params.get('tab');
  const tab: MerchantTab = isMerchantTab(tabParam) ? tabParam : 'brand';
  const settings = useMerchantSettings(code);
  const saves = useSectionSaves(code);
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<OpsMerchantSettings | null>(null);

  const show = (next: Record<string, string>) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) out.set(key, value);
      return out;
    });

  const onCreated = (merchant: OpsMerchantSettings) => {
    client.setQueryData(merchantKeys.settings(merchant.code), merchant);
    void client.invalidateQueries({ queryKey: merchantKeys.list });
    setCreating(false);
    setCreated(merchant);
    show({ merchant: merchant.code, tab: 'brand' });
  };

  const data = settings.data;
  const site = data ? mainDomain(data) : undefined;
  return (
    <section className={pageStyles.stack} data-testid="bo-merchants">
      <PageHead title={t('title')} lead={canEdit ? t('lead') : t('readOnly')}>
        <MerchantPicker
          merchants={choices}
          value={code}
          onChange={(merchant) => show({ merchant })}
          testId="bo-merchant-picker"
        />
        {canCreate && (
          <Button
            icon={<Icon name="plus" size={16} />}
            onClick={() => setCreating(true)}
            data-testid="bo-merchant-new"
          >
            {t('create.open')}
          </Button>
        )}
      </PageHead>
      {created && (
        <FormAlert
          tone="success"
          testId="bo-merchant-created"
          onDismiss={() => setCreated(null)}
          dismissLabel={t('bo:close')}
        >
          {t('create.done', { name: created.name, code: created.code })}{' '}
          {mainDomain(created) && (
            <a
              className={styles.alertLink}
              href={siteAddress(mainDomain(created) ?? '')}
              target="_blank"
              rel="noreferrer"
              data-testid="bo-merchant-created-site"
            >
              {t('openSite')}
            </a>
          )}
        </FormAlert>
      )}
      {settings.error && (
        <FormAlert testId="bo-merchant-load-error">{errorText(settings.error, t)}</FormAlert>
      )}
      {data && (
        <div className={styles.summary} data-testid="bo-merchant-summary" data-code={data.code}>
          <span
            className={styles.summaryMark}
            style={{ background: data.brand.primaryColor }}
            aria-hidden="true"
          >
            <span style={{ background: data.brand.accentColor }} />
          </span>
          <span className={styles.summaryText}>
            <strong data-testid="bo-merchant-title">{data.name}</strong>
            <span>
              {data.code} · {data.currency} · {t('summary.languages', { count: data.languages.length })}
            </span>
          </span>
          <StatusPill
            status={data.maintenance ? 'pending' : 'live'}
            label={data.maintenance ? t('summary.maintenance') : t('summary.live')}
          />
          {site && (
            <a
              className={styles.summaryLink}
              href={siteAddress(site)}
              target="_blank"
              rel="noreferrer"
              data-testid="bo-merchant-site"
            >
              <Icon name="external" size={16} />
              {t('openSite')}
              <code>{site}</code>
            </a>
          )}
        </div>
      )}
      <Tabs
        tabs={MERCHANT_TABS}
        current={tab}
        onChange={(next) => show({ tab: next })}
        label={t('tabs.label')}
        text={(name) => t(`tabs.${name}`)}
      />
      {data
        ? MERCHANT_TABS.map((name) => {
            const Panel = PANELS[name];
            return (
              // every panel stays mounted: a look at another tab keeps what was typed here
              <div key={`${data.code}:${name}`} {...tabPanel(name, tab)}>
                <div className={styles.panelBody}>
                  <Panel settings={data} canEdit={canEdit} saves={saves} />
                </div>
              </div>
            );
          })
        : settings.isLoading && <p className={pageStyles.muted}>{t('bo:table.loading')}</p>}
      {creating && (
        <NewMerchantDialog templates={choices} onClose={() => setCreating(false)} onCreated={onCreated} />
      )}
    </section>
  );
}
