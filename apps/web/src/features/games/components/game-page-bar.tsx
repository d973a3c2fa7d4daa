import { Icon } from '@portal/ui/icons.tsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import styles from './game-page-bar.module.css';

/** The slim bar over a game page: back to where the player came from, and the game's name. */
export function GamePageBar({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation('gamecentre');
  const navigate = useNavigate();
  const location = useLocation();
  // a page opened directly has no history entry of this site to go back to
  const back = () => (location.key === 'default' ? navigate('/') : navigate(-1));
  return (
    <div className={styles.bar}>
      <button type="button" className={styles.back} onClick={() => void back()} data-testid="game-back">
        <Icon name="chevronLeft" size={18} />
        <span>{t('page.back')}</span>
      </button>
      <h1 className={styles.title}>{title}</h1>
      {children}
    </div>
  );
}
