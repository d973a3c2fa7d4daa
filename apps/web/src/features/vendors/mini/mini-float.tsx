import { Modal } from '@portal/ui/dialog/modal.tsx';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyChunk } from '../../../shell/chunks/chunk-load.ts';
import { useModalStore } from '../../../shell/modals/modal-store.ts';
import { useSession } from '../../../shell/session/session-store.ts';
import styles from './mini-game.module.css';
import { useMiniGame } from './mini-game-api.ts';

export { MiniPage } from './mini-page.tsx';

const MiniGamePanel = lazyChunk(() => import('./mini-game-panel.tsx'));

/**
 * The mini game's launcher (decision 0045): a floating button at the bottom left of every page while
 * the catalogue's mini game is on and not in maintenance. It opens the game in a dialog over the page;
 * a visitor is asked to log in first.
 */
export default function MiniFloat() {
  const { t, i18n } = useTranslation('miniGame');
  const isLogin = useSession((state) => state.isLogin);
  const game = useMiniGame(i18n.language).data;
  const [open, setOpen] = useState(false);
  if (!game || game.maintenance) return null;
  const name = game.gameName || t('title');
  return (
    <>
      <button
        type="button"
        className={styles.float}
        onClick={() => (isLogin ? setOpen(true) : useModalStore.getState().open('login'))}
        aria-label={t('open', { name })}
        title={t('open', { name })}
        data-testid="mini-game-float"
      >
        <span className={styles.floatDice} aria-hidden="true">
          ⚄
        </span>
        <span className={styles.floatText}>{t('short')}</span>
      </button>
      <Modal
        open={open && isLogin}
        onClose={() => setOpen(false)}
        title={name}
        closeLabel={t('close')}
        size="sm"
        testId="mini-game-dialog"
      >
        <Suspense fallback={<p className={styles.loading}>{t('loading')}</p>}>
          {open ? <MiniGamePanel game={game} /> : null}
        </Suspense>
      </Modal>
    </>
  );
}
