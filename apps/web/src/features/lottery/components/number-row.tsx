import { type QuickPick, quickPicksOf, type Row, type Selection } from '@portal/lottery';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { nameIn } from '../lib/lottery-pages.ts';
import styles from './number-row.module.css';

/** Pools larger than this are typed in (3-digit numbers: 1,000 buttons help nobody). */
const GRID_LIMIT = 100;

type Props = {
  row: Row;
  index: number;
  picked: readonly Selection[];
  /** Show the row's name: plays of one row need none. */
  named: boolean;
  onToggle: (value: Selection) => void;
  onQuick: (kind: QuickPick) => void;
  onSet: (values: Selection[]) => void;
};

const label = (row: Row, value: Selection, language: string) => {
  if (typeof value === 'string') return row.labels?.[value] ? nameIn(row.labels[value], language) : value;
  return row.width ? String(value).padStart(row.width, '0') : String(value);
};

/** A typed number for a large pool: digits of the row's width, in the pool. */
function NumberEntry({ row, picked, onSet }: Pick<Props, 'row' | 'picked' | 'onSet'>) {
  const { t } = useTranslation('lottery');
  const [text, setText] = useState('');
  const width = row.width ?? 3;
  const value = /^\d+$/.test(text) && text.length === width ? Number(text) : null;
  const valid = value !== null && row.pool.includes(value);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || picked.includes(value)) return;
    onSet([...picked, value]);
    setText('');
  };
  return (
    <form className={styles.entry} onSubmit={submit}>
      <input
        className={styles.entryInput}
        inputMode="numeric"
        maxLength={width}
        value={text}
        onChange={(event) => setText(event.target.value.replace(/\D/g, ''))}
        placeholder={'0'.repeat(width)}
        aria-label={t('slip.typeNumber', { digits: width })}
        data-testid={`entry-${row.key}`}
      />
      <button
        type="submit"
        className={styles.entryAdd}
        disabled={!valid}
        data-testid={`entry-add-${row.key}`}
      >
        {t('slip.addNumber')}
      </button>
      {picked.length ? (
        <ul className={styles.typed}>
          {picked.map((v) => (
            <li key={String(v)}>
              <button
                type="button"
                onClick={() => onSet(picked.filter((p) => p !== v))}
                aria-label={t('slip.removeNumber', { number: label(row, v, 'en') })}
              >
                {label(row, v, 'en')} ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}

/** One row of a play's picker: its quick picks, and its numbers or options to tap (or type). */
export function NumberRow({ row, index, picked, named, onToggle, onQuick, onSet }: Props) {
  const { t, i18n } = useTranslation('lottery');
  const typed = row.pool.length > GRID_LIMIT;
  const options = typeof row.pool[0] === 'string';
  const quicks = quickPicksOf(row);
  return (
    <fieldset
      className={styles.row}
      aria-label={nameIn(row.name, i18n.language)}
      data-testid={`row-${index}`}
    >
      <div className={styles.legend}>
        {named ? <span className={styles.name}>{nameIn(row.name, i18n.language)}</span> : null}
        <span className={styles.quicks}>
          {quicks.map((kind) => (
            <button
              key={kind}
              type="button"
              className={styles.quick}
              onClick={() => onQuick(kind)}
              data-testid={`quick-${index}-${kind}`}
            >
              {t(`quick.${kind}`)}
            </button>
          ))}
        </span>
      </div>
      {typed ? (
        <NumberEntry row={row} picked={picked} onSet={onSet} />
      ) : (
        <div
          className={options ? styles.options : row.pool.length > 20 ? styles.grid10 : styles.grid}
          data-testid={`pool-${index}`}
        >
          {row.pool.map((value) => {
            const on = picked.includes(value);
            return (
              <button
                key={String(value)}
                type="button"
                aria-pressed={on}
                className={on ? `${styles.cell} ${styles.on}` : styles.cell}
                onClick={() => onToggle(value)}
                data-testid={`pick-${index}-${String(value)}`}
              >
                {label(row, value, i18n.language)}
              </button>
            );
          })}
        </div>
      )}
    </fieldset>
  );
}
