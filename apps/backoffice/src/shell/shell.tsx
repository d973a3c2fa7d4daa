import { Icon } from '@portal/ui/icons.tsx';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { opsApi } from '../api/ops.ts';
import { LANGUAGES } from '../i18n.ts';
import { useSession } from '../session/session-store.ts';
import { mayOpen, SCREENS } from './nav.ts';
import styles from './shell.module.css';
import { useTheme } from './theme.ts';

/** The frame of every signed-in screen: the menu the role allows, the operator, language, theme, log out. */
export function Shell() {
  const { t, i18n } = useTranslation();
  const operator = useSession((s) => s.operator);
  const end = useSession((s) => s.end);
  const { theme, toggle } = useTheme();
  const logout = useMutation({
    mutationFn: opsApi.logout,
    onSettled: () => end('logout'),
  });
  const screens = SCREENS.filter((screen) => mayOpen(screen, operator));

  return (
    <div className={styles.layout}>
      <aside className={styles.side}>
        <div className={styles.brand}>
          <span className={styles.mark} aria-hidden="true">
            BO
          </span>
          <span>{t('app.name')}</span>
        </div>
        <nav aria-label={t('nav.label')}>
          <ul className={styles.menu}>
            {screens.map((screen) => (
              <li key={screen.path}>
                <NavLink
                  to={screen.path}
                  className={({ isActive }) => `${styles.link} ${isActive ? styles.active : ''}`}
                >
                  <Icon name={screen.icon} size={18} />
                  {t(screen.label)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      <div className={styles.main}>
        <header className={styles.top}>
          <div className={styles.who} data-testid="bo-operator">
            <Icon name="user" size={18} />
            <strong>{operator?.username}</strong>
            <span className={styles.badge}>{t(`role.${operator?.role ?? 'viewer'}`)}</span>
            <span className={styles.scope}>
              {operator?.merchant ? t('scope.one', { merchant: operator.merchant }) : t('scope.all')}
            </span>
          </div>
          <div className={styles.tools}>
            <select
              className={styles.select}
              aria-label={t('language')}
              value={i18n.language}
              onChange={(event) => void i18n.changeLanguage(event.target.value)}
            >
              {LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(`languages.${language}`)}
                </option>
              ))}
            </select>
            <button type="button" className={styles.iconButton} onClick={toggle} aria-label={t('theme')}>
              <Icon name={theme === 'dark' ? 'sun' : 'moon'} size={18} />
            </button>
            <button
              type="button"
              className={styles.iconButton}
              onClick={() => logout.mutate()}
              disabled={logout.isPending}
              data-testid="bo-logout"
            >
              <Icon name="logout" size={18} />
              <span>{t('logout')}</span>
            </button>
          </div>
        </header>
        <main className={styles.content}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
