import { familyOf, formatOdds, type Play } from '@portal/lottery';
import { TextField } from '@portal/ui/field.tsx';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { SectionForm } from '../../shell/section-form.tsx';
import { useDraft } from '../../shell/use-saves.ts';
import type { SetupProps } from './game-setup.tsx';
import styles from './lottery.module.css';
import { type Lang, langOf } from './lottery-model.ts';
import { oddsDraftOf, oddsPatchOf } from './odds-model.ts';

/** Keys the back office names itself; option keys take the play's own names, sums their number. */
const NAMED_KEYS = new Set(['win', 'tie', 'year', 'other', 'six-ways', 'three-ways']);

function keyName(play: Play<unknown>, key: string, t: TFunction, lang: Lang): string {
  if (NAMED_KEYS.has(key)) return t(`odds.key.${key}`);
  for (const row of play.rows) {
    const label = row.labels?.[key];
    if (label) return label[lang];
  }
  return /^\d+$/.test(key) ? t('odds.key.sum', { sum: key }) : key;
}

/**
 * The odds of each play of the game's family: the rules' default beside an override field per key. An
 * empty field keeps the default; a save sends only the plays whose override changed.
 */
export function OddsForm({ game, canEdit, saves }: SetupProps) {
  const { t, i18n } = useTranslation('lottery');
  const lang = langOf(i18n.language);
  const family = familyOf(game.family);
  const plays = family?.plays ?? [];
  const { draft, setDraft } = useDraft(oddsDraftOf(plays, game.odds));
  if (!family) return null;
  const { patch, invalid } = oddsPatchOf(plays, game.odds, draft);
  const changed = Object.keys(patch).length > 0;
  const type = (playId: string, key: string, text: string) =>
    setDraft({ ...draft, [playId]: { ...draft[playId], [key]: text } });
  const field = (play: Play<unknown>, key: string, odds: number, label: string) => (
    <TextField
      key={`${play.id}:${key}`}
      label={label}
      aside={formatOdds(odds)}
      value={draft[play.id]?.[key] ?? ''}
      inputMode="decimal"
      autoComplete="off"
      variant="compact"
      invalid={invalid.includes(`${play.id}:${key}`)}
      onChange={(e) => type(play.id, key, e.target.value)}
      testId={`bo-odds-${play.id}-${key}`}
    />
  );
  return (
    <SectionForm
      section="odds"
      title={t('odds.title')}
      lead={t('odds.lead', { rtp: family.rtpBp / 100 })}
      canEdit={canEdit}
      saves={saves}
      dirty={changed}
      ready={invalid.length === 0}
      onSave={() => saves.patch('odds', { odds: patch })}
      testId="bo-lottery-odds"
    >
      {family.groups.map((group) => {
        const inGroup = plays.filter((play) => play.group === group.id);
        // a play with one key is one field named for the play; a play with several has a row of them
        const single = inGroup.filter((play) => Object.keys(play.odds).length === 1);
        const several = inGroup.filter((play) => Object.keys(play.odds).length > 1);
        return (
          <fieldset key={group.id} className={styles.oddsGroup}>
            <legend>{group.name[lang]}</legend>
            {single.length > 0 && (
              <div className={styles.oddsKeys}>
                {single.map((play) =>
                  Object.entries(play.odds).map(([key, odds]) => field(play, key, odds, play.name[lang])),
                )}
              </div>
            )}
            {several.map((play) => (
              <div key={play.id} className={styles.oddsPlay} data-testid={`bo-odds-${play.id}`}>
                <span className={styles.oddsName}>
                  <strong>{play.name[lang]}</strong>
                  {game.odds[play.id] && <span className={styles.overridden}>{t('odds.overridden')}</span>}
                </span>
                <div className={styles.oddsKeys}>
                  {Object.entries(play.odds).map(([key, odds]) =>
                    field(play, key, odds, keyName(play, key, t, lang)),
                  )}
                </div>
              </div>
            ))}
          </fieldset>
        );
      })}
      {invalid.length > 0 && <p className={styles.problem}>{t('odds.invalid')}</p>}
    </SectionForm>
  );
}
