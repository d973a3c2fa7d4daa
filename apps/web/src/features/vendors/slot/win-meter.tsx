import type { LineWin, SlotGameInfo } from '@portal/contracts/vendors.schema';
import { formatMinor } from '@portal/contracts/wallet';
import { useTranslation } from 'react-i18next';
import type { ReelView } from './use-slot-round.ts';
import { useSymbolName } from './use-symbol-name.ts';
import styles from './win-meter.module.css';

type WinMeterProps = {
  info: SlotGameInfo;
  view: ReelView;
  focused: LineWin | null;
};

/** Under the reels: the round's win, the win now highlighted, and the free-spin counter. */
export function WinMeter({ info, view, focused }: WinMeterProps) {
  const { t } = useTranslation('vendors');
  const symbolName = useSymbolName(info);
  const settling = view.spinning.some(Boolean);
  return (
    <div className={styles.meter}>
      {view.free && (
        <div className={styles.free} data-testid="free-spin-counter">
          <span>{t('slot.freeSpinOf', { index: view.free.index, total: view.free.total })}</span>
          <span className={styles.multiplier} data-testid="free-spin-multiplier">
            ×{view.free.multiplier}
          </span>
        </div>
      )}
      <div className={[styles.win, view.win > 0 ? styles.won : ''].join(' ')}>
        <span className={styles.label}>{t('slot.win')}</span>
        <span className={styles.amount} data-testid="win-amount">
          {formatMinor(view.win)}
        </span>
      </div>
      <p className={styles.line} aria-live="polite">
        {!settling && focused
          ? t(focused.line >= 0 ? 'slot.lineWin' : 'slot.scatterWin', {
              line: focused.line + 1,
              count: focused.count,
              symbol: symbolName(focused.symbol),
              amount: formatMinor(focused.amount),
            })
          : ''}
      </p>
    </div>
  );
}
