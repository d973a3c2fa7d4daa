import type { LaunchResult } from '@portal/contracts/games';
import { trapTab } from '@portal/ui/dialog/focus-trap.ts';
import { IconButton } from '@portal/ui/icon-button.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { lockScroll } from '@portal/ui/scroll-lock.ts';
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { gameDisplayName, gameImage } from './game-card.tsx';
import { GameFrame } from './game-frame.tsx';
import styles from './game-popup.module.css';

type Props = {
  result: LaunchResult;
  /** The checked game address, or null when it may not be framed. */
  url: string | null;
  onClose: () => void;
};

/**
 * The game popup (spec section 2, modals): a large dialog framing the game, with its title, a
 * full-screen toggle and close. On a phone it fills the screen.
 */
export function GamePopup({ result, url, onClose }: Props) {
  const { t } = useTranslation('gamecentre');
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const [full, setFull] = useState(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const name = gameDisplayName(result.game);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = lockScroll();
    panelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        onCloseRef.current();
      } else if (panelRef.current) trapTab(event, panelRef.current);
    };
    // leaving the browser's full screen (Esc, a gesture) leaves ours too
    const onFullscreen = () => {
      if (!document.fullscreenElement) setFull(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('fullscreenchange', onFullscreen);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('fullscreenchange', onFullscreen);
      if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
      release();
      previous?.focus();
    };
  }, []);

  // The panel fills the window at once; the browser's full screen follows where it is allowed.
  const toggleFull = () => {
    const next = !full;
    setFull(next);
    if (next) void panelRef.current?.requestFullscreen?.().catch(() => undefined);
    else if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  };

  return createPortal(
    <div className={styles.backdrop}>
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid="game-popup"
        data-full={full}
        className={full ? `${styles.panel} ${styles.full}` : styles.panel}
      >
        <header className={styles.bar}>
          <img className={styles.thumb} src={gameImage(result.game)} alt="" aria-hidden="true" />
          <h2 id={titleId} className={styles.title}>
            {name}
          </h2>
          {result.trial && <span className={styles.badge}>{t('popup.trialBadge')}</span>}
          <div className={styles.tools}>
            <IconButton
              label={t(full ? 'popup.exitFullscreen' : 'popup.fullscreen')}
              icon={<Icon name={full ? 'shrink' : 'expand'} size={18} />}
              aria-pressed={full}
              onClick={toggleFull}
              data-testid="game-fullscreen"
            />
            <IconButton
              label={t('popup.close')}
              icon={<Icon name="close" size={20} />}
              onClick={onClose}
              data-testid="game-popup-close"
            />
          </div>
        </header>
        <GameFrame url={url} title={name} className={styles.stage} />
      </div>
    </div>,
    document.body,
  );
}
