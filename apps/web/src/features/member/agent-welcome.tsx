import { Button } from '@portal/ui/button.tsx';
import { Icon, type IconName } from '@portal/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import type { AgentPage } from '../../shell/centre/centre-menus.ts';
import { useCentreStore } from '../../shell/centre/centre-store.ts';
import styles from './agent-welcome.module.css';

const SHORTCUTS: ReadonlyArray<{ page: AgentPage; icon: IconName }> = [
  { page: 'agentTeamOverview', icon: 'users' },
  { page: 'registerCenter', icon: 'userPlus' },
  { page: 'agentRevenueReport', icon: 'coins' },
  { page: 'agentAnnouncement', icon: 'megaphone' },
];

/** The agent's welcome on /agentHome: shortcuts into the agent centre. */
export function AgentWelcome({ name }: { name: string }) {
  const { t } = useTranslation('member');
  const openAgent = useCentreStore((state) => state.openAgent);
  return (
    <div className={styles.wrap}>
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
    </div>
  );
}
