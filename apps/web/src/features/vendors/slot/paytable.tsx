import type { SlotGameInfo, SlotSymbol } from '@portal/contracts/vendors.schema';
import { formatMinor } from '@portal/contracts/wallet';
import { useTranslation } from 'react-i18next';
import styles from './paytable.module.css';
import type { SlotPalette } from './slot-themes.ts';
import { SymbolArt } from './symbol-art.tsx';
import { useSymbolName } from './use-symbol-name.ts';

type PaytableProps = {
  info: SlotGameInfo;
  palette: SlotPalette;
  /** The total stake chosen now (minor units): the pays are shown as money at this stake. */
  stake: number;
};

const COUNTS = [5, 4, 3] as const;

/** A pay in money: line pays are multiples of the line bet, scatter pays of the total stake. */
function payOf(symbol: SlotSymbol, count: 3 | 4 | 5, stake: number, lines: number): number {
  const multiple = symbol.pays[count - 3] ?? 0;
  const base = symbol.kind === 'scatter' ? stake : stake / Math.max(1, lines);
  return Math.floor(multiple * base);
}

/** The game's rules: what each symbol pays at the current stake, wild and scatter, free spins, lines, RTP. */
export function Paytable({ info, palette, stake }: PaytableProps) {
  const { t } = useTranslation('vendors');
  const symbolName = useSymbolName(info);
  const labels = { wild: t('symbol.wildLabel'), scatter: t('symbol.scatterLabel') };
  const lines = info.paylines.length;
  const order = { wild: 0, scatter: 1, regular: 2 } as const;
  const symbols = [...info.symbols].sort((a, b) => order[a.kind] - order[b.kind]);
  const wild = info.symbols.find((s) => s.kind === 'wild');
  const scatter = info.symbols.find((s) => s.kind === 'scatter');
  const awards = info.freeSpins.awards;

  return (
    <div className={styles.paytable}>
      <p className={styles.rtp} data-testid="slot-rtp">
        {t('info.rtp', { rtp: info.rtp.toFixed(2) })}
      </p>
      <p className={styles.note}>
        {t('info.lineBet', {
          lineBet: formatMinor(Math.floor(stake / Math.max(1, lines))),
          stake: formatMinor(stake),
          lines,
        })}
      </p>

      <ul className={styles.symbols}>
        {symbols.map((symbol) => (
          <li
            key={symbol.id}
            className={styles.symbol}
            data-testid="paytable-symbol"
            data-symbol={symbol.key}
          >
            <span className={styles.art}>
              <SymbolArt symbol={symbol} palette={palette} labels={labels} />
            </span>
            <span className={styles.name}>{symbolName(symbol.id)}</span>
            <dl className={styles.pays}>
              {COUNTS.map((count) =>
                (symbol.pays[count - 3] ?? 0) > 0 ? (
                  <div key={count} className={styles.pay}>
                    <dt>{count}×</dt>
                    <dd>{formatMinor(payOf(symbol, count, stake, lines))}</dd>
                  </div>
                ) : null,
              )}
            </dl>
          </li>
        ))}
      </ul>

      <h3 className={styles.heading}>{t('info.rules')}</h3>
      <ul className={styles.rules}>
        <li>{t('info.linesRule', { lines })}</li>
        {wild && <li>{t('info.wildRule', { wild: symbolName(wild.id) })}</li>}
        {scatter && <li>{t('info.scatterRule', { scatter: symbolName(scatter.id) })}</li>}
        {scatter && awards.length > 0 && (
          <li data-testid="free-spins-rule">
            {t('info.freeSpinsRule', {
              awards: awards.map((award, i) => t('info.award', { count: i + 3, award })).join(', '),
              multiplier: info.freeSpins.multiplier,
            })}
          </li>
        )}
        <li>{t('info.highestPays')}</li>
        <li>{t('info.malfunction')}</li>
      </ul>

      <h3 className={styles.heading}>{t('info.paylines', { lines })}</h3>
      <ol className={styles.lines}>
        {info.paylines.map((line, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a payline is its number
          <li key={index} className={styles.line}>
            <span className={styles.lineNo}>{index + 1}</span>
            <svg viewBox={`0 0 ${info.reels} ${info.rows}`} className={styles.lineArt} aria-hidden="true">
              {Array.from({ length: info.reels * info.rows }, (_, cell) => {
                const reel = cell % info.reels;
                const row = Math.floor(cell / info.reels);
                return (
                  <rect
                    // biome-ignore lint/suspicious/noArrayIndexKey: a cell is its place in the grid
                    key={cell}
                    x={reel + 0.08}
                    y={row + 0.08}
                    width="0.84"
                    height="0.84"
                    rx="0.15"
                    className={line[reel] === row ? styles.on : styles.off}
                  />
                );
              })}
            </svg>
          </li>
        ))}
      </ol>
    </div>
  );
}
