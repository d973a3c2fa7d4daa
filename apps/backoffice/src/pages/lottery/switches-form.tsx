import { useTranslation } from 'react-i18next';
import { SectionForm, sectionStyles } from '../../shell/section-form.tsx';
import { Switch } from '../../shell/switch.tsx';
import { useDraft } from '../../shell/use-saves.ts';
import type { SetupProps } from './game-setup.tsx';
import styles from './lottery.module.css';

type Draft = { enabled: boolean; cancelAllowed: boolean; simulate: boolean };

/** The game's switches: on sale, cancellation before sales close, and (outside draws) simulated results. */
export function SwitchesForm({ game, canEdit, saves }: SetupProps) {
  const { t } = useTranslation('lottery');
  const outside = game.source === 'outside';
  const { draft, setDraft, dirty } = useDraft<Draft>({
    enabled: game.enabled,
    cancelAllowed: game.cancelAllowed,
    simulate: game.simulate,
  });
  const names = outside
    ? (['enabled', 'cancelAllowed', 'simulate'] as const)
    : (['enabled', 'cancelAllowed'] as const);
  const save = () =>
    saves.patch('switches', {
      enabled: draft.enabled,
      cancelAllowed: draft.cancelAllowed,
      ...(outside ? { simulate: draft.simulate } : {}),
    });
  return (
    <SectionForm
      section="switches"
      title={t('switches.title')}
      lead={t('switches.lead')}
      canEdit={canEdit}
      saves={saves}
      dirty={dirty}
      onSave={save}
      testId="bo-lottery-switches"
    >
      {names.map((name) => (
        <div key={name} className={sectionStyles.switchLine}>
          <span className={styles.switchText}>
            <strong>{t(`switches.${name}`)}</strong>
            <small>{t(`switches.${name}Hint`)}</small>
          </span>
          <Switch
            checked={draft[name]}
            label={t(`switches.${name}`)}
            disabled={!canEdit}
            tone={name === 'simulate' ? 'warn' : 'ok'}
            onChange={(next) => setDraft({ ...draft, [name]: next })}
            testId={`bo-lottery-${name}`}
          />
        </div>
      ))}
    </SectionForm>
  );
}
