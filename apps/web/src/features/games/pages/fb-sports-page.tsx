import { ApiError } from '@portal/ui/api/client.ts';
import { Button } from '@portal/ui/button.tsx';
import { useErrorText } from '@portal/ui/error-text.ts';
import { Icon } from '@portal/ui/icons.tsx';
import { safeGameUrl } from '@portal/ui/safe-url.ts';
import { Spinner } from '@portal/ui/spinner.tsx';
import { useTranslation } from 'react-i18next';
import { useSportsLaunch } from '../api/launch-sports.ts';
import { gameDisplayName } from '../components/game-card.tsx';
import { GameFrame } from '../components/game-frame.tsx';
import { GamePageBar } from '../components/game-page-bar.tsx';
import { useClosesGame } from '../lib/use-closes-game.ts';
import styles from './game-frame-page.module.css';

/** /fbSports (spec section 2): the sports vendor FB, launched on arrival and framed under the header. */
export default function FbSportsPage() {
  const { t } = useTranslation('gamecentre');
  const errorText = useErrorText();
  const launch = useSportsLaunch();
  useClosesGame();
  const title = launch.data ? gameDisplayName(launch.data.game) : t('page.sports');

  return (
    <div className={styles.page} data-testid="fb-sports-page">
      <GamePageBar title={title} />
      {launch.data ? (
        <GameFrame url={safeGameUrl(launch.data.url)} title={title} className={styles.frame} />
      ) : launch.isError ? (
        <div className={styles.failed} role="alert" data-testid="fb-sports-error">
          <Icon name="alert" size={40} />
          <p>{errorText(launch.error instanceof ApiError ? launch.error.code : 'unknown.error')}</p>
          <Button variant="outline" size="sm" onClick={() => void launch.refetch()}>
            {t('actions.retry', { ns: 'common' })}
          </Button>
        </div>
      ) : (
        <div className={styles.failed}>
          <Spinner size={40} label={t('status.loading', { ns: 'common' })} />
        </div>
      )}
    </div>
  );
}
