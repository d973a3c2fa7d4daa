import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../shell/session/session-store.ts';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { AccountCard } from './components/account-card.tsx';
import { ProfileForm } from './components/profile-form.tsx';
import { SessionsList } from './components/sessions-list.tsx';
import styles from './my-account-page.module.css';

type SectionProps = { icon: IconName; title: string; lead: string; children: ReactNode };

function Section({ icon, title, lead, children }: SectionProps) {
  return (
    <section className={styles.section}>
      <header className={styles.sectionHead}>
        <span className={styles.sectionIcon} aria-hidden="true">
          <Icon name={icon} size={18} />
        </span>
        <div>
          <h3 className={styles.sectionTitle}>{title}</h3>
          <p className={styles.sectionLead}>{lead}</p>
        </div>
      </header>
      {children}
    </section>
  );
}

/** The member centre's securityCenter page: account card, profile and signed-in devices. */
export function MyAccountPage() {
  const { t } = useTranslation('account');
  const user = useSession((state) => state.user);
  if (!user) return null;
  return (
    <div className={styles.page} data-testid="my-account-page">
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
