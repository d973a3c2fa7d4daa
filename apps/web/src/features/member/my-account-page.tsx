import centre from '@portal/ui/centre-page.module.css';
import { Section } from '@portal/ui/section.tsx';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shell/session/session-store.ts';
import { AccountCard } from './components/account-card.tsx';
import { ProfileForm } from './components/profile-form.tsx';
import { SessionsList } from './components/sessions-list.tsx';

/** The member centre's securityCenter page: account card, profile and signed-in devices. */
export function MyAccountPage() {
  const { t } = useTranslation('member');
  const user = useSession((state) => state.user);
  if (!user) return null;
  return (
    <div className={`${centre.page} ${centre.money}`} data-testid="my-account-page">
      <AccountCard user={user} />
      <Section icon="user" title={t('profile.title')} lead={t('profile.lead')}>
        <ProfileForm memberId={user.id} />
      </Section>
      <Section icon="desktop" title={t('sessions.title')} lead={t('sessions.lead')}>
        <SessionsList memberId={user.id} />
      </Section>
    </div>
  );
}
