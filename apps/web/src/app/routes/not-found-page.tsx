import { Icon } from '@portal/ui/icons.tsx';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styles from './routes.module.css';

export function NotFoundPage() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  return (
    <section className={styles.notFound} data-testid="not-found-page">
      <p className={styles.code} aria-hidden="true">
        404
      </p>
      <span className={styles.emblem} aria-hidden="true">
        <Icon name="slot" size={40} strokeWidth={1.5} />
      </span>
      <h1 className={styles.title}>{t('notFound.title')}</h1>
      <p className={styles.text}>{t('notFound.message', { path: pathname })}</p>
      <div className={styles.actions}>
        <Link to="/" className={styles.primary}>
          <Icon name="home" size={18} />
          {t('notFound.home')}
        </Link>
        <Link to="/hot" className={styles.secondary}>
          <Icon name="fire" size={18} />
          {t('notFound.hot')}
        </Link>
      </div>
    </section>
  );
}
