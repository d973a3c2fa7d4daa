import { useTranslation } from 'react-i18next';
import { iconPicture } from '../session/icon-picture.ts';
import { useSession } from '../session/session-store.ts';
import styles from './member-summary.module.css';

/** The signed-in account at the top of a centre's menu: icon, name and type. */
export function MemberSummary() {
  const { t } = useTranslation('member');
  const user = useSession((state) => state.user);
  if (!user) return null;
  return (
    <div className={styles.summary}>
      <img className={styles.avatar} src={iconPicture(user.icon)} alt="" width={44} height={44} />
      <div className={styles.text}>
        <p className={styles.name}>{user.account}</p>
        <p className={`${styles.type} ${user.isAgent ? styles.agent : ''}`}>
          {t(user.isAgent ? 'card.agent' : 'card.player')}
        </p>
      </div>
    </div>
  );
}
