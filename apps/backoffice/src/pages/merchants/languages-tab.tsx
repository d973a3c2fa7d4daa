import { PORTAL_TEXT_LANGUAGES, SITE_LANGUAGES } from '@portal/contracts/operators';
import { SelectField } from '@portal/ui/field.tsx';
import { IconButton } from '@portal/ui/icon-button.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDraft } from '../../shell/use-saves.ts';
import { moved } from '../catalogue/use-catalogue.ts';
import styles from './merchants.module.css';
import { SectionForm } from './section-form.tsx';
import type { SectionProps } from './use-merchant.ts';

const hasPortalTexts = (code: string) => (PORTAL_TEXT_LANGUAGES as readonly string[]).includes(code);

/**
 * Languages named in the operator's language ("Thai", "ไทย"; the code where the browser has no name),
 * and a few of them as one phrase ("English and Thai").
 */
function useLanguageNames() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
    const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' });
    const nameOf = (code: string) => names.of(code) ?? code;
    return { nameOf, phrase: (codes: readonly string[]) => list.format(codes.map(nameOf)) };
  }, [i18n.language]);
}

type LanguagesDraft = { languages: string[]; defaultLanguage: string };

/**
 * The languages the site lists, in the order its language menu shows them, and the one a first visit
 * opens in. The portal has its own texts for a few; the others are listed and show English.
 */
export function LanguagesTab(props: SectionProps) {
  const { settings, canEdit } = props;
  const { t } = useTranslation('merchants');
  const { nameOf, phrase } = useLanguageNames();
  const { draft, setDraft, dirty } = useDraft<LanguagesDraft>({
    languages: settings.languages,
    defaultLanguage: settings.defaultLanguage,
  });
  const { languages } = draft;
  const order = (next: string[]) =>
    setDraft({
      languages: next,
      defaultLanguage: next.includes(draft.defaultLanguage) ? draft.defaultLanguage : (next[0] ?? ''),
    });
  const toggle = (code: string, on: boolean) =>
    order(on ? [...languages, code] : languages.filter((l) => l !== code));
  const save = () => props.saves.patch('languages', { languages: draft });
  const ownTexts = phrase(PORTAL_TEXT_LANGUAGES);

  return (
    <SectionForm
      section="languages"
      {...props}
      lead={t('languages.lead', { languages: ownTexts })}
      dirty={dirty}
      onSave={save}
    >
      <div className={styles.twoColumns}>
        <div className={styles.stack}>
          <SelectField
            label={t('languages.defaultLanguage')}
            value={draft.defaultLanguage}
            onChange={(e) => setDraft({ ...draft, defaultLanguage: e.target.value })}
            hint={t('languages.defaultHint')}
            testId="bo-merchant-default-language"
          >
            {languages.map((code) => (
              <option key={code} value={code}>
                {nameOf(code)}
              </option>
            ))}
          </SelectField>
          <h3 className={styles.groupTitle}>{t('languages.chosen')}</h3>
          <ol className={styles.list} data-testid="bo-merchant-language-order">
            {languages.map((code, index) => (
              <li key={code} className={styles.row} data-code={code}>
                <span className={styles.orderPlace}>{index + 1}</span>
                <span className={styles.orderText}>
                  <strong>{nameOf(code)}</strong>
                  <span>
                    {code} · {hasPortalTexts(code) ? t('languages.ownTexts') : t('languages.englishTexts')}
                  </span>
                </span>
                {code === draft.defaultLanguage && (
                  <span className={styles.badge}>{t('languages.default')}</span>
                )}
                {canEdit && (
                  <span className={styles.orderActions}>
                    <IconButton
                      size="sm"
                      label={t('languages.up', { name: nameOf(code) })}
                      icon={<Icon name="chevronUp" size={18} />}
                      disabled={index === 0}
                      onClick={() => order(moved(languages, index, -1))}
                    />
                    <IconButton
                      size="sm"
                      label={t('languages.down', { name: nameOf(code) })}
                      icon={<Icon name="chevronDown" size={18} />}
                      disabled={index === languages.length - 1}
                      onClick={() => order(moved(languages, index, 1))}
                    />
                  </span>
                )}
              </li>
            ))}
          </ol>
        </div>
        <fieldset className={styles.checkGroup}>
          <legend className={styles.groupTitle}>{t('languages.all')}</legend>
          <div className={styles.checkGrid}>
            {SITE_LANGUAGES.map((code) => {
              const on = languages.includes(code);
              return (
                <label key={code} className={styles.check} data-on={on || undefined}>
                  <input
                    type="checkbox"
                    checked={on}
                    // the site lists one language at least
                    disabled={on && languages.length === 1}
                    onChange={(e) => toggle(code, e.target.checked)}
                    data-testid={`bo-merchant-language-${code}`}
                  />
                  <span>{nameOf(code)}</span>
                  {hasPortalTexts(code) && <span className={styles.tag}>{t('languages.ownTextsShort')}</span>}
                </label>
              );
            })}
          </div>
        </fieldset>
      </div>
    </SectionForm>
  );
}
