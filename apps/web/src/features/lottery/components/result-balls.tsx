import type { FamilyId } from '@portal/lottery';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { nameIn } from '../lib/lottery-pages.ts';
import { resultView } from '../lib/result-view.ts';
import styles from './result-balls.module.css';

/** Pips of a die face on a 3x3 grid (cells 0-8). */
const PIPS: Record<number, number[]> = {
  1: [4],
  2: [2, 6],
  3: [2, 4, 6],
  4: [0, 2, 6, 8],
  5: [0, 2, 4, 6, 8],
  6: [0, 2, 3, 5, 6, 8],
};

function Die({ value, index }: { value: number; index: number }) {
  return (
    <span
      className={styles.die}
      style={{ '--i': index } as CSSProperties}
      role="img"
      aria-label={String(value)}
    >
      {(PIPS[value] ?? []).map((cell) => (
        <span
          key={cell}
          className={styles.pip}
          style={{ gridArea: `${1 + Math.floor(cell / 3)} / ${1 + (cell % 3)}` }}
        />
      ))}
    </span>
  );
}

type Props = {
  family: FamilyId;
  result: unknown;
  /** Large in the draw header, small in lists. */
  size?: 'lg' | 'sm';
  /** The prize tiers in full (results and verify) instead of the headline prizes. */
  full?: boolean;
  testId?: string;
};

/**
 * A draw's result: dice, balls (Mark Six's special apart) or prize numbers. The balls roll in when a
 * result first shows; prefers-reduced-motion stills them (the stylesheet).
 */
export function ResultBalls({ family, result, size = 'lg', full = false, testId }: Props) {
  const { i18n } = useTranslation();
  const view = resultView(family, result);
  if (!view) return null;
  const text =
    view.kind === 'prizes'
      ? view.headline
      : [...view.values, ...(view.kind === 'balls' && view.special ? [view.special] : [])].join(' ');
  const className = `${styles.result} ${styles[size]}`;
  if (view.kind === 'dice')
    return (
      <div className={className} data-testid={testId} data-result={text}>
        {view.values.map((value, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: dice are positions; two may show the same face
          <Die key={i} value={value} index={i} />
        ))}
      </div>
    );
  if (view.kind === 'balls')
    return (
      <div className={className} data-testid={testId} data-result={text}>
        {view.values.map((value, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: balls are positions (ssc digits repeat)
          <span key={i} className={styles.ball} style={{ '--i': i } as CSSProperties}>
            {value}
          </span>
        ))}
        {view.special ? (
          <>
            <span className={styles.plus} aria-hidden="true">
              +
            </span>
            <span
              className={`${styles.ball} ${styles.special}`}
              style={{ '--i': view.values.length } as CSSProperties}
            >
              {view.special}
            </span>
          </>
        ) : null}
      </div>
    );
  const tiers = full ? view.tiers : view.tiers.slice(0, size === 'lg' ? 2 : 1);
  return (
    <dl
      className={`${className} ${styles.prizes} ${full ? styles.full : ''}`}
      data-testid={testId}
      data-result={text}
    >
      {tiers.map(({ tier, numbers }, row) => (
        <div key={tier.key} className={styles.tier} style={{ '--i': row } as CSSProperties}>
          <dt>{nameIn(tier.name, i18n.language)}</dt>
          <dd>
            {numbers.map((number, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: two prizes of a tier may carry the same number
              <span key={i} className={row === 0 ? styles.headline : styles.prize}>
                {number}
              </span>
            ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
