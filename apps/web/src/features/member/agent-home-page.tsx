import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { Icon, type IconName } from '../../ui/icons.tsx';
import { AgentLogin } from '../auth/agent-login.tsx';
import { useSession } from '../auth/session-store.ts';
import styles from './agent-home-page.module.css';
import type { AgentPage } from './centre-menus.ts';
import { useCentreStore } from './centre-store.ts';
import { useSessionBootState } from './use-session-boot.ts';

const SHORTCUTS: ReadonlyArray<{ page: AgentPage; icon: IconName }> = [
  { page: 'agentTeamOverview', icon: 'users' },
  { page: 'registerCenter', icon: 'userPlus' },
  { page: 'agentRevenueReport', icon: 'coins' },
  { page: 'agentAnnouncement', icon: 'megaphone' },
];

function AgentWelcome({ name }: { name: string }) {
  const { t } = useTranslation('account');
  const openAgent = useCentreStore((state) => state.openAgent);
  return (
    <section className={styles.welcome} data-testid="agent-welcome">
      <div className={styles.intro}>
        <span className={styles.kicker}>
          <Icon name="star" size={14} strokeWidth={2.2} />
          {t('agentHome.kicker')}
        </span>
        <h1 className={styles.title}>{t('agentHome.title', { name })}</h1>
        <p className={styles.lead}>{t('agentHome.lead')}</p>
        <Button
          variant="accent"
          size="lg"
          icon={<Icon name="users" size={18} />}
          data-testid="agent-home-open"
          onClick={() => openAgent()}
        >
          {t('agentHome.open')}
        </Button>
      </div>
      <ul className={styles.shortcuts}>
        {SHORTCUTS.map((shortcut) => (
          <li key={shortcut.page}>
            <button
              type="button"
              className={styles.shortcut}
              data-testid={`agent-home-${shortcut.page}`}
              onClick={() => openAgent(shortcut.page)}
            >
              <span className={styles.shortcutIcon} aria-hidden="true">
                <Icon name={shortcut.icon} size={20} />
              </span>
              <span className={styles.shortcutText}>
                <span className={styles.shortcutTitle}>{t(`agent.pages.${shortcut.page}.title`)}</span>
                <span className={styles.shortcutHint}>{t(`agent.pages.${shortcut.page}.hint`)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * /agentHome, the agent page (spec sections 4 and 6): logged out, the agent login; an agent then
 * lands here on a welcome panel into the agent centre above the home page. Anyone else logged in sees
 * the home page only.
 */
export function AgentHomePage({ home }: { home: ReactNode }) {
  const user = useSession((state) => state.user);
  const isLogin = useSession((state) => state.isLogin);
  const isAgent = useSession((state) => state.isLogin && state.isAgent && !state.isTrial);
  const settled = useSessionBootState((state) => state.settled);
  if (!isLogin) return settled ? <AgentLogin /> : null;
  return (
    <>
      {isAgent && user ? (
        <div className={styles.wrap}>
          <AgentWelcome name={user.nickname ?? user.account} />
        </div>
      ) : null}
      {home}
    </>
  );
}
