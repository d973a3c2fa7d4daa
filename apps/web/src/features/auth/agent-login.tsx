import { Icon } from '@portal/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import styles from './agent-login.module.css';
import { LoginForm } from './login-form.tsx';

/**
 * The agent page's login (spec section 6): the same form, but the server refuses non-agents
 * ('Non-agents cannot log in') and an agent lands on /agentHome.
 */
export function AgentLogin() {
  const { t } = useTranslation('auth');
  return (
    <section className={styles.panel} data-testid="agent-login">
      <header className={styles.head}>
        <span className={styles.badge} aria-hidden="true">
          <Icon name="users" size={22} />
        </span>
        <div>
          <h1 className={styles.title}>{t('agentLogin.title')}</h1>
          <p className={styles.lead}>{t('agentLogin.lead')}</p>
        </div>
      </header>
      <LoginForm variant="modal" agentPage />
    </section>
  );
}
