import { useTranslation } from 'react-i18next';
import styles from '../report-page.module.css';

/** A member of the team in a report row, with how far below the agent it is. */
export function MemberLead({ username, level }: { username: string; level: number }) {
  const { t } = useTranslation('agent');
  return (
    <span className={styles.member}>
      <span>{username}</span>
      <span className={styles.level}>{t('tree.level', { level })}</span>
    </span>
  );
}
