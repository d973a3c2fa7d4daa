import type { LineWin, SlotGameInfo, SlotSymbol } from '@portal/contracts/vendors.schema';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './reels.module.css';
import type { SlotPalette } from './slot-themes.ts';
import { SymbolArt } from './symbol-art.tsx';
import type { ReelView } from './use-slot-round.ts';

type ReelsProps = {
  info: SlotGameInfo;
  palette: SlotPalette;
  view: ReelView;
  /** The win drawn with its payline now (the wins take turns). */
  focused: LineWin | null;
  /** Banners over the reels (free spins won, big win). */
  children?: ReactNode;
};

const cellKey = (reel: number, row: number) => `${reel}:${row}`;

/** The strip a spinning reel shows: the game's symbols, shifted per reel so the reels differ. */
function spinStrip(symbols: SlotSymbol[], reel: number): SlotSymbol[] {
  if (symbols.length === 0) return [];
  const loop = Array.from(
    { length: 6 },
    (_, i) => symbols[(reel * 3 + i * 5) % symbols.length] as SlotSymbol,
  );
  return [...loop, ...loop];
}

/** The reel window: each reel spins (blurred strip) until its stop, then shows its symbols; wins glow. */
export function Reels({ info, palette, view, focused, children }: ReelsProps) {
  const { t } = useTranslation('vendors');
  const labels = { wild: t('symbol.wildLabel'), scatter: t('symbol.scatterLabel') };
  const byId = new Map(info.symbols.map((symbol) => [symbol.id, symbol]));
  const lit = new Set(view.wins.flatMap((win) => win.cells.map(([reel, row]) => cellKey(reel, row))));
  const focus = new Set(focused?.cells.map(([reel, row]) => cellKey(reel, row)) ?? []);
  const line = focused && focused.line >= 0 ? info.paylines[focused.line] : undefined;
  const style = {
    aspectRatio: `${info.reels * 1.02} / ${info.rows}`,
    '--reels': info.reels,
    '--rows': info.rows,
    '--reel-top': palette.reel[0],
    '--reel-bottom': palette.reel[1],
    '--frame': palette.frame,
    '--glow': palette.glow,
  } as CSSProperties;

  return (
    <div className={styles.frame} style={style} data-testid="slot-reels" data-theme={info.theme}>
      <div className={styles.window}>
        {view.grid.map((column, reel) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a reel is its position
          <div key={reel} className={styles.reel} data-spinning={view.spinning[reel] ? 'true' : undefined}>
            {view.spinning[reel] ? (
              <div className={styles.strip} style={{ animationDelay: `${-reel * 37}ms` }}>
                {spinStrip(info.symbols, reel).map((symbol, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the strip repeats symbols
                  <div key={i} className={styles.blurCell}>
                    <SymbolArt symbol={symbol} palette={palette} labels={labels} />
                  </div>
                ))}
              </div>
            ) : (
              column.map((id, row) => {
                const symbol = byId.get(id);
                const key = cellKey(reel, row);
                const tone = focus.has(key)
                  ? styles.focus
                  : lit.has(key)
                    ? styles.lit
                    : view.wins.length > 0
                      ? styles.dim
                      : '';
                return (
                  <div
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its row
                    key={row}
                    className={[styles.cell, tone].join(' ')}
                    data-testid="slot-cell"
                    data-symbol={symbol?.key ?? String(id)}
                    data-win={lit.has(key) ? 'true' : undefined}
                  >
                    <SymbolArt symbol={symbol} palette={palette} labels={labels} />
                  </div>
                );
              })
            )}
          </div>
        ))}
        {line && (
          <svg
            className={styles.payline}
            viewBox={`0 0 ${info.reels} ${info.rows}`}
            preserveAspectRatio="none"
            aria-hidden="true"
          >
            <polyline
              points={line.map((row, reel) => `${reel + 0.5},${row + 0.5}`).join(' ')}
              fill="none"
              stroke={palette.glow}
              strokeWidth="5"
              strokeLinejoin="round"
              strokeLinecap="round"
              vectorEffect="non-scaling-stroke"
            />
          </svg>
        )}
        {children}
      </div>
    </div>
  );
}
