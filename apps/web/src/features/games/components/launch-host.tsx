import { ApiError } from '@portal/ui/api/client.ts';
import { Button } from '@portal/ui/button.tsx';
import { Modal } from '@portal/ui/dialog/modal.tsx';
import { useErrorText } from '@portal/ui/error-text.ts';
import { portalPath, safeGameUrl } from '@portal/ui/safe-url.ts';
import { Spinner } from '@portal/ui/spinner.tsx';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { forgetVendorLanes } from '../../../api/vendor-lanes.ts';
import { useModalStore } from '../../../shell/modals/modal-store.ts';
import { myGamesKeys } from '../api/games-keys.ts';
import { launchGame } from '../api/launch-game.ts';
import { trialLaunch } from '../api/trial-launch.ts';
import { useGameHost } from '../lib/game-host.ts';
import { seamlessPath } from '../lib/game-url.ts';
import { type LaunchRequest, launchActions, useLaunchStore } from '../lib/launch-store.ts';
import { GamePopup } from './game-popup.tsx';
import styles from './launch-host.module.css';

/** Refusals that mean the page's catalogue is out of date. */
const STALE_CATALOGUE = ['game.maintenance', 'game.not.found'];

const isCurrent = (request: LaunchRequest) => useLaunchStore.getState().request === request;

/**
 * Makes the launch call and opens its answer (spec section 2): mode 'popup' in the game popup,
 * 'seamless' on the /seamless page. Shows the launch in progress and a refusal.
 */
export function LaunchHost() {
  const { t, i18n } = useTranslation('gamecentre');
  const errorText = useErrorText();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { onGameClosed } = useGameHost();
  const request = useLaunchStore((state) => state.request);
  const popup = useLaunchStore((state) => state.popup);
  const [error, setError] = useState<ApiError | null>(null);
  // one call per request, even when an effect runs twice (React's strict mode)
  const started = useRef<LaunchRequest | null>(null);

  useEffect(() => {
    if (!request || started.current === request) return;
    started.current = request;
    setError(null);
    const query = { ...request.query, language: i18n.resolvedLanguage ?? i18n.language };
    (request.trial ? trialLaunch(query) : launchGame(query)).then(
      (result) => {
        if (!isCurrent(request)) return;
        // the launch is the member's newest recent game
        void queryClient.invalidateQueries({ queryKey: myGamesKeys.recentAll });
        if (result.mode === 'seamless') {
          launchActions.settle();
          void navigate(seamlessPath(result));
        } else if (result.mode === 'page') {
          // a page of the portal (the lottery's): opened in place; an address off the site opens nothing
          const path = portalPath(result.url);
          if (!path) {
            setError(new ApiError('unknown.error', 0, ''));
            return;
          }
          launchActions.settle();
          void navigate(path);
        } else launchActions.showPopup(result);
      },
      (cause: unknown) => {
        if (!isCurrent(request)) return;
        if (cause instanceof ApiError && cause.code === 'not.logged.in') {
          launchActions.settle();
          useModalStore.getState().open('login');
          return;
        }
        // The catalogue changed since the page read it (a game or vendor closed, a game removed):
        // the lists and the stored vendor lanes are read again, so the cards show it.
        if (cause instanceof ApiError && STALE_CATALOGUE.includes(cause.code)) {
          forgetVendorLanes();
          void queryClient.invalidateQueries({ queryKey: ['games'] });
        }
        setError(cause instanceof ApiError ? cause : new ApiError('unknown.error', 0, ''));
      },
    );
  }, [request, i18n, navigate, queryClient]);

  if (popup) {
    return (
      <GamePopup
        result={popup}
        url={safeGameUrl(popup.url)}
        onClose={() => {
          launchActions.closePopup();
          onGameClosed();
        }}
      />
    );
  }
  if (!request) return null;
  if (error) {
    return (
      <Modal
        open
        size="sm"
        icon="alert"
        title={t('launch.failed')}
        closeLabel={t('actions.close', { ns: 'common' })}
        onClose={launchActions.settle}
        testId="launch-error"
        footer={
          <Button size="sm" onClick={launchActions.settle}>
            {t('actions.gotIt', { ns: 'common' })}
          </Button>
        }
      >
        <p className={styles.message}>{errorText(error.code, error.message)}</p>
      </Modal>
    );
  }
  return (
    <div className={styles.launching} data-testid="game-launching">
      <div className={styles.card}>
        <Spinner size={40} label={t('status.loading', { ns: 'common' })} />
        <p className={styles.name}>{t('launch.opening', { name: request.name })}</p>
        <button type="button" className={styles.cancel} onClick={launchActions.settle}>
          {t('launch.cancel')}
        </button>
      </div>
    </div>
  );
}
