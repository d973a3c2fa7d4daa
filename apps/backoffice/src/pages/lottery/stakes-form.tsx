import { formatMinor, parseMajor } from '@portal/contracts/wallet';
import { TextField } from '@portal/ui/field.tsx';
import { useTranslation } from 'react-i18next';
import { SectionForm } from '../../shell/section-form.tsx';
import { useDraft } from '../../shell/use-saves.ts';
import type { SetupProps } from './game-setup.tsx';
import styles from './lottery.module.css';

const FIELDS = ['minStake', 'maxStake', 'liabilityLimit'] as const;
type Field = (typeof FIELDS)[number];
type Draft = Record<Field, string>;

/**
 * The stakes a line may carry and the most the house may owe on one number of a draw: typed in major
 * units, sent in minor units exactly (parseMajor reads the digits, never a float).
 */
export function StakesForm({ game, canEdit, saves }: SetupProps) {
  const { t } = useTranslation('lottery');
  const { draft, setDraft, dirty } = useDraft<Draft>({
    minStake: formatMinor(game.minStake),
    maxStake: formatMinor(game.maxStake),
    liabilityLimit: formatMinor(game.liabilityLimit),
  });
  const amounts = Object.fromEntries(FIELDS.map((f) => [f, parseMajor(draft[f])])) as Record<
    Field,
    number | null
  >;
  const { minStake, maxStake, liabilityLimit } = amounts;
  const problem = (field: Field): string | undefined => {
    const amount = amounts[field];
    if (amount === null) return t('stakes.notAmount');
    if (amount < 1) return t('stakes.zero');
    if (field === 'maxStake' && minStake !== null && amount < minStake) return t('stakes.belowMin');
    return undefined;
  };
  const ready = FIELDS.every((f) => problem(f) === undefined);
  const save = () => {
    if (!ready || minStake === null || maxStake === null || liabilityLimit === null) return;
    saves.patch('stakes', { minStake, maxStake, liabilityLimit });
  };
  return (
    <SectionForm
      section="stakes"
      title={t('stakes.title')}
      lead={t('stakes.lead')}
      canEdit={canEdit}
      saves={saves}
      dirty={dirty}
      ready={ready}
      onSave={save}
      testId="bo-lottery-stakes"
    >
      <div className={styles.grid}>
        {FIELDS.map((field) => (
          <TextField
            key={field}
            label={t(`stakes.${field}`)}
            value={draft[field]}
            inputMode="decimal"
            autoComplete="off"
            onChange={(e) => setDraft({ ...draft, [field]: e.target.value })}
            error={problem(field)}
            hint={field === 'liabilityLimit' ? t('stakes.limitHint') : undefined}
            testId={`bo-lottery-${field}`}
          />
        ))}
      </div>
    </SectionForm>
  );
}
