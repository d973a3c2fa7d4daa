import { Icon } from '@portal/ui/icons.tsx';
import { Spinner } from '@portal/ui/spinner.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './game-frame.module.css';

type Props = {
  /** The checked address (see safeGameUrl), or null when it may not be framed. */
  url: string | null;
  title: string;
  className?: string;
};

/** A game in an iframe, with a spinner until it has loaded; a refused address shows why instead. */
export function GameFrame({ url, title, className }: Props) {
  const { t } = useTranslation('gamecentre');
  const [loaded, setLoaded] = useState(false);
  const classes = [styles.stage, className].filter(Boolean).join(' ');
  if (!url) {
    return (
      <div className={classes}>
        <div className={styles.notice} role="alert" data-testid="game-frame-invalid">
          <Icon name="alert" size={36} />
          <p>{t('frame.invalid')}</p>
        </div>
      </div>
    );
  }
  return (
    <div className={classes}>
      {!loaded && (
        <div className={styles.notice}>
          <Spinner size={40} label={t('status.loading', { ns: 'common' })} />
        </div>
      )}
      <iframe
        className={styles.frame}
        src={url}
        title={title}
        allow="autoplay; fullscreen; clipboard-write"
        allowFullScreen
        onLoad={() => setLoaded(true)}
        data-testid="game-frame"
      />
    </div>
  );
}
