import type { OpsLotteryDraw } from '@portal/contracts/lottery.schema';
import type { Family } from '@portal/lottery';
import { Button } from '@portal/ui/button.tsx';
import { FormAlert } from '@portal/ui/form-alert.tsx';
import { type CSSProperties, type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../../api/ops.ts';
import styles from './lottery.module.css';
import { langOf, type Place, placesOf, type ResultEntry, resultOf, yearIn } from './lottery-model.ts';
import { refusalText } from './refusal-text.ts';
import { placeText, problemText } from './result-problem.ts';

/** The rows of the form: a place group each (the numbers, Mark Six's parts, a prize tier). */
function rowsOf(places: Place[]): Place[][] {
  const rows = new Map<string, Place[]>();
  for (const place of places) rows.set(place.group, [...(rows.get(place.group) ?? []), place]);
  return [...rows.values()];
}

/**
 * An outside draw's official result, field by field in the family's layout: numbers in a row, Mark Six's
 * six and its special, or each prize tier's numbers of its digits. parseDraw checks it here first and
 * names the first wrong field; only a result that fits is sent.
 */
export function ResultForm({
  family,
  draw,
  onCancel,
  onEntered,
}: {
  family: Family<unknown>;
  draw: OpsLotteryDraw;
  onCancel: () => void;
  onEntered: () => void;
}) {
  const { t, i18n } = useTranslation('lottery');
  const lang = langOf(i18n.language);
  const { shape } = family;
  const form = useRef<HTMLFormElement>(null);
  // Mark Six's zodiac follows the lunar year: the draw's year in Hong Kong, which the operator corrects
  // for a draw before the lunar new year
  const [entry, setEntry] = useState(
    (): ResultEntry =>
      shape.kind === 'mark-six' ? { lunarYear: String(yearIn(draw.drawAt, 'Asia/Hong_Kong')) } : {},
  );
  const [problem, setProblem] = useState<{ at: string; text: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const check = family.parseDraw(resultOf(shape, entry));
    setRefusal(null);
    if (!check.ok) {
      setProblem({ at: check.at, text: problemText(check, shape, t, lang) });
      const fields = form.current?.querySelectorAll<HTMLInputElement>('input[data-at]') ?? [];
      [...fields].find((input) => input.dataset.at === check.at)?.focus();
      return;
    }
    setProblem(null);
    setSending(true);
    try {
      await opsApi.lottery.enterResult(draw.id, check.draw);
      onEntered();
    } catch (error) {
      setRefusal(refusalText(error, t));
    } finally {
      setSending(false);
    }
  };

  const field = (place: Place) => (
    <input
      key={place.at}
      className={styles.digitInput}
      style={{ '--digits': place.width } as CSSProperties}
      value={entry[place.at] ?? ''}
      inputMode="numeric"
      autoComplete="off"
      maxLength={place.width}
      placeholder={place.digits ? '0'.repeat(place.digits) : undefined}
      aria-label={placeText(place.at, shape, t, lang)}
      aria-invalid={problem?.at === place.at || undefined}
      data-at={place.at}
      data-testid={`bo-result-${place.at}`}
      onChange={(e) => {
        setEntry({ ...entry, [place.at]: e.target.value.replace(/\D/g, '') });
        // the field named wrong is being corrected: the word about it goes
        if (problem?.at === place.at) setProblem(null);
      }}
    />
  );

  const rowName = (first: Place) => {
    if (shape.kind === 'numbers') return t('result.numbers', { min: shape.min, max: shape.max });
    if (shape.kind === 'mark-six')
      return first.group === 'regular' ? t('result.regular') : placeText(first.at, shape, t, lang);
    return shape.tiers.find((tier) => tier.key === first.group)?.name[lang] ?? first.group;
  };

  return (
    <form ref={form} className={styles.resultForm} onSubmit={submit} noValidate data-testid="bo-result-form">
      <p className={styles.muted}>{t('result.lead', { issue: draw.issue })}</p>
      <div className={styles.resultRows}>
        {rowsOf(placesOf(shape)).map((row) => (
          <div key={row[0]?.group ?? ''} className={styles.resultRow}>
            <span className={styles.resultName}>{row[0] && rowName(row[0])}</span>
            <span className={styles.resultFields}>{row.map(field)}</span>
          </div>
        ))}
      </div>
      {problem && (
        <p className={styles.problem} role="alert" data-testid="bo-result-problem">
          {problem.text}
        </p>
      )}
      <FormAlert testId="bo-result-refusal">{refusal}</FormAlert>
      <div className={styles.actions}>
        <Button type="submit" disabled={sending} data-testid="bo-result-submit">
          {sending ? t('result.sending') : t('result.submit')}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          {t('bo:cancel')}
        </Button>
      </div>
    </form>
  );
}
