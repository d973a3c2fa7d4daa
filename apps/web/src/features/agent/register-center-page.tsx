import centre from '@portal/ui/centre-page.module.css';
import { Section } from '@portal/ui/section.tsx';
import { useTranslation } from 'react-i18next';
import { useCentreStore } from '../../shell/centre/centre-store.ts';
import { AffiliateLinks } from './components/affiliate-links.tsx';
import { CreateDownlineForm } from './components/create-downline-form.tsx';

/** The agent centre's registerCenter page: open a downline account, and the links others register through. */
export function RegisterCenterPage() {
  const { t } = useTranslation('agent');
  return (
    <div className={centre.page} data-testid="register-center-page">
      <Section icon="userPlus" title={t('create.title')} lead={t('create.lead')} testId="create-downline">
        <CreateDownlineForm onShowTeam={() => useCentreStore.getState().openAgent('downlineManagement')} />
      </Section>
      <Section icon="qr" title={t('links.title')} lead={t('links.lead')} testId="affiliate-links">
        <AffiliateLinks />
      </Section>
    </div>
  );
}
