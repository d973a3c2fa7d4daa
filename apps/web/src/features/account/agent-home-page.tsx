import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { useSession } from '../auth/session-store.ts';
import styles from './agent-home-page.module.css';
import type { AgentPage } from './centre-menus.ts';
import { useCentreStore } from './centre-store.ts';
import { MenuIcon, type MenuIconName } from './components/menu-icon.tsx';

const SHORTCUTS: ReadonlyArray<{ page: AgentPage; icon: MenuIconName }> = [
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
          <MenuIcon name="star" size={14} strokeWidth={2.2} />
          {t('agentHome.kicker')}
        </span>
        <h1 className={styles.title}>{t('agentHome.title', { name })}</h1>
        <p className={styles.lead}>{t('agentHome.lead')}</p>
        <Button
          variant="accent"
          size="lg"
          icon={<MenuIcon name="users" size={18} />}
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
                <MenuIcon name={shortcut.icon} size={20} />
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
 * /agentHome, where an agent-page login lands (spec section 4): a welcome panel into the agent
 * centre above the home page. Anyone else sees the home page only.
 */
export function AgentHomePage({ home }: { home: ReactNode }) {
  const user = useSession((state) => state.user);
  const isAgent = useSession((state) => state.isLogin && state.isAgent && !state.isTrial);
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
