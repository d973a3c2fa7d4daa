import styles from '@portal/ui/page.module.css';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { HelpCentre } from '../components/help-centre.tsx';

/** The help centre as a full page; the anchor comes from the route (/help/:anchor) or the hash. */
export default function HelpPage() {
  const { t } = useTranslation('content');
  const params = useParams();
  const { hash } = useLocation();
  const anchor = params.anchor ?? (hash ? hash.slice(1) : undefined);
  return (
    <div className={styles.page} data-testid="help-page">
      <header className={styles.intro}>
        <h1 className={styles.title}>{t('help.title')}</h1>
        <p className={styles.lead}>{t('help.lead')}</p>
      </header>
      <HelpCentre anchor={anchor} />
    </div>
  );
}
