import { WHEEL_PRIZE_KINDS as PRIZE_KINDS } from '@portal/contracts/signin-wheel.schema';
import { Button } from '@portal/ui/button.tsx';
import { Skeleton } from '@portal/ui/skeleton.tsx';
import { useTranslation } from 'react-i18next';
import { opsApi } from '../../api/ops.ts';
import { SectionForm } from '../../shell/section-form.tsx';
import { useDraft, useSaves } from '../../shell/use-saves.ts';
import styles from './engagement.module.css';
import {
  chancesOf,
  MAX_PRIZES,
  MIN_PRIZES,
  NEW_PRIZE,
  type PrizeDraft,
  percent,
  type WheelDraft,
  wheelDraft,
  wheelOf,
} from './engagement-model.ts';
import { SwitchLine } from './switch-line.tsx';
import { useSetAnswers, useWheelConfig } from './use-engagement.ts';

/** The merchant's wheel: its slices (label, cash or nothing, amount, turnover, weight) and each one's chance. */
export function WheelPanel({ merchant, canEdit }: { merchant: string; canEdit: boolean }) {
  const { t } = useTranslation('engagement');
  const wheel = useWheelConfig(merchant);
  const answers = useSetAnswers(merchant);
  const saves = useSaves(merchant, answers.wheel, t('saved'));
  const source = wheel.data ? wheelDraft(wheel.data) : null;
  const { draft, setDraft, dirty } = useDraft<WheelDraft | null>(source);
  if (!draft) return <Skeleton height={360} radius={12} />;
  const parsed = wheelOf(draft);
  const chances = chancesOf(draft.prizes);
  const setPrize = (i: number, change: Partial<PrizeDraft>) =>
    setDraft({ ...draft, prizes: draft.prizes.map((p, j) => (j === i ? { ...p, ...change } : p)) });
  const input = (i: number, p: PrizeDraft, field: 'en' | 'th' | 'amount' | 'turnover' | 'weight') => (
    <input
      className={styles.cellInput}
      value={p[field]}
      disabled={(field === 'amount' && p.kind === 'none') || (field === 'turnover' && p.kind !== 'cash')}
      inputMode={field === 'amount' ? 'decimal' : field === 'en' || field === 'th' ? 'text' : 'numeric'}
      aria-label={`${t('wheel.slice', { n: i + 1 })}: ${t(`wheel.col.${field}`)}`}
      onChange={(e) => setPrize(i, { [field]: e.target.value })}
      data-testid={`bo-wheel-${i}-${field}`}
    />
  );

  return (
    <SectionForm
      section="wheel"
      title={t('wheel.title')}
      lead={t('wheel.lead')}
      canEdit={canEdit}
      saves={saves}
      dirty={dirty}
      ready={parsed !== null}
      onSave={() => parsed && void saves.save('wheel', () => opsApi.engagement.setWheel(merchant, parsed))}
      testId="bo-wheel"
    >
      <SwitchLine
        checked={draft.enabled}
        label={t('wheel.enabled')}
        onChange={(enabled) => setDraft({ ...draft, enabled })}
        testId="bo-wheel-enabled"
      />
      <div className={styles.tableWrap}>
        <table className={styles.rewards}>
          <thead>
            <tr>
              <th scope="col">#</th>
              <th scope="col">{t('wheel.col.en')}</th>
              <th scope="col">{t('wheel.col.th')}</th>
              <th scope="col">{t('wheel.col.kind')}</th>
              <th scope="col">{t('wheel.col.amount')}</th>
              <th scope="col">{t('wheel.col.turnover')}</th>
              <th scope="col">{t('wheel.col.weight')}</th>
              <th scope="col">{t('wheel.col.chance')}</th>
              {canEdit && <th scope="col">{t('wheel.col.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {draft.prizes.map((p, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a slice is its position on the wheel
              <tr key={i} data-testid={`bo-wheel-row-${i}`}>
                <th scope="row">{i + 1}</th>
                <td>{input(i, p, 'en')}</td>
                <td>{input(i, p, 'th')}</td>
                <td>
                  <select
                    className={styles.cellInput}
                    value={p.kind}
                    aria-label={`${t('wheel.slice', { n: i + 1 })}: ${t('wheel.col.kind')}`}
                    onChange={(e) =>
                      setPrize(i, { kind: PRIZE_KINDS.find((k) => k === e.target.value) ?? 'cash' })
                    }
                    data-testid={`bo-wheel-${i}-kind`}
                  >
                    {PRIZE_KINDS.map((k) => (
                      <option key={k} value={k}>
                        {t(`wheel.kind.${k}`)}
                      </option>
                    ))}
                  </select>
                </td>
                <td>{input(i, p, 'amount')}</td>
                <td>{input(i, p, 'turnover')}</td>
                <td>{input(i, p, 'weight')}</td>
                <td data-testid={`bo-wheel-${i}-chance`}>
                  <span className={styles.chance}>
                    <span className={styles.chanceBar} aria-hidden="true">
                      <span style={{ width: `${Math.max(1, (chances[i] ?? 0) * 100)}%` }} />
                    </span>
                    {percent(chances[i] ?? 0)}
                  </span>
                </td>
                {canEdit && (
                  <td>
                    <Button
                      size="sm"
                      variant="ghost"
                      disabled={draft.prizes.length <= MIN_PRIZES}
                      onClick={() => setDraft({ ...draft, prizes: draft.prizes.filter((_, j) => j !== i) })}
                      data-testid={`bo-wheel-${i}-remove`}
                    >
                      {t('wheel.remove')}
                    </Button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {canEdit && (
        <div>
          <Button
            size="sm"
            variant="outline"
            disabled={draft.prizes.length >= MAX_PRIZES}
            onClick={() => setDraft({ ...draft, prizes: [...draft.prizes, { ...NEW_PRIZE }] })}
            data-testid="bo-wheel-add"
          >
            {t('wheel.add')}
          </Button>
        </div>
      )}
      {parsed === null && (
        <p className={styles.problem} data-testid="bo-wheel-problem">
          {t('wheel.problem', { min: MIN_PRIZES, max: MAX_PRIZES })}
        </p>
      )}
      <p className={styles.note}>{t('wheel.rng')}</p>
    </SectionForm>
  );
}
