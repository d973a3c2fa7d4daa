import type { PlayerState, SlotGameInfo } from '@portal/contracts/vendors.schema';
import { type CSSProperties, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GameBar } from '../shared/game-bar.tsx';
import { useHouseHistory } from '../shared/house-history.ts';
import { RoundHistory } from '../shared/round-history.tsx';
import { SidePanel } from '../shared/side-panel.tsx';
import { BetControls } from './bet-controls.tsx';
import { Paytable } from './paytable.tsx';
import { Reels } from './reels.tsx';
import { SlotAlert } from './slot-alert.tsx';
import { BigWinBanner, FreeSpinsBanner } from './slot-banners.tsx';
import styles from './slot-machine.module.css';
import { paletteOf } from './slot-themes.ts';
import { timingOf } from './slot-timing.ts';
import { useSlotRound } from './use-slot-round.ts';
import { useWinFocus } from './use-win-focus.ts';
import { WinMeter } from './win-meter.tsx';

type SlotMachineProps = {
  info: SlotGameInfo;
  player: PlayerState;
  setBalance: (balance: number) => void;
};

type Panel = 'paytable' | 'history' | null;

/** Typing in a field or pressing a focused button keeps its own meaning of the space bar. */
function ownsSpace(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    target.closest('button, input, select, textarea, [contenteditable]') !== null
  );
}

/** The playable slot: bar, reels, win meter and controls, with the paytable and history panels. */
export function SlotMachine({ info, player, setBalance }: SlotMachineProps) {
  const { t } = useTranslation('vendors');
  const history = useHouseHistory(player.session, info.gameCode);
  const refreshHistory = history.refresh;
  const round = useSlotRound({ info, player, setBalance, onSettled: refreshHistory });
  const { view, spin, busy, error } = round;
  const [panel, setPanel] = useState<Panel>(null);
  const closePanel = useCallback(() => setPanel(null), []);
  const palette = paletteOf(info.theme);
  const settled = !view.spinning.some(Boolean);
  const focused = useWinFocus(view.wins, settled);
  const locked = error?.kind === 'expired';
  const stakeIndex = round.stakeIndex;

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.code !== 'Space' && event.key !== ' ') return;
      if (ownsSpace(event.target) || panel !== null) return;
      event.preventDefault();
      if (!event.repeat && !busy && !locked) void spin();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [spin, busy, locked, panel]);

  const style = {
    '--backdrop-top': palette.backdrop[0],
    '--backdrop-bottom': palette.backdrop[1],
    '--reels': info.reels,
    '--rows': info.rows,
  } as CSSProperties;

  return (
    <div
      className={styles.page}
      style={style}
      data-testid="slot-page"
      // the latest round the vendor recorded: a new one after every spin, whatever it paid
      data-last-round={history.data?.[0]?.roundId ?? ''}
    >
      <GameBar title={info.title} balance={player.balance} currency={player.currency} trial={player.trial}>
        <button
          type="button"
          className={styles.barButton}
          onClick={() => setPanel('paytable')}
          aria-label={t('info.title')}
          data-testid="open-paytable"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <circle cx="12" cy="12" r="9.5" fill="none" strokeWidth="2" />
            <path d="M12 11v6M12 7.2v.1" strokeWidth="2.6" strokeLinecap="round" />
          </svg>
        </button>
        <button
          type="button"
          className={styles.barButton}
          onClick={() => setPanel('history')}
          aria-label={t('history.title')}
          data-testid="open-history"
        >
          <svg viewBox="0 0 24 24" aria-hidden="true">
            <path
              d="M4 12a8 8 0 1 0 2.4-5.7M4 4v4h4M12 8v4.5l3 2"
              fill="none"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
      </GameBar>

      <main className={styles.stage}>
        <div className={styles.reelsBox}>
          <Reels info={info} palette={palette} view={view} focused={focused}>
            {round.freeAward !== null && (
              <FreeSpinsBanner count={round.freeAward} multiplier={info.freeSpins.multiplier} />
            )}
            {round.bigWin !== null && (
              <BigWinBanner
                amount={round.bigWin}
                duration={timingOf(round.reducedMotion, round.turbo).bigWin}
                onDone={round.dismissBigWin}
              />
            )}
          </Reels>
        </div>
      </main>

      <WinMeter info={info} view={view} focused={focused} />
      {error && (
        <SlotAlert
          error={error}
          retryPending={round.retryPending}
          onRetry={() => void spin()}
          onDismiss={locked ? undefined : round.dismissError}
          busy={busy}
        />
      )}
      <BetControls
        stake={round.stake}
        canLower={stakeIndex > 0}
        canRaise={stakeIndex < info.betLevels.length - 1}
        onStake={round.changeStake}
        onSpin={() => void spin()}
        busy={busy}
        locked={locked}
        retryPending={round.retryPending}
        autoLeft={round.autoLeft}
        onAuto={(count) => void round.startAuto(count)}
        onStopAuto={round.stopAuto}
        turbo={round.turbo}
        onTurbo={round.setTurbo}
      />

      <SidePanel
        title={t('info.title')}
        open={panel === 'paytable'}
        onClose={closePanel}
        testId="paytable-panel"
      >
        <Paytable info={info} palette={palette} stake={round.stake} />
      </SidePanel>
      <SidePanel
        title={t('history.title')}
        open={panel === 'history'}
        onClose={closePanel}
        testId="history-panel"
      >
        {history.isError ? (
          <p>{t('history.failed')}</p>
        ) : (
          <RoundHistory rounds={history.data ?? []} currency={player.trial ? null : player.currency} />
        )}
      </SidePanel>
    </div>
  );
}
