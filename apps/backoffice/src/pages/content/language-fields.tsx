import type { OpsTexts } from '@portal/contracts/operators-content.schema';
import { TextField } from '@portal/ui/field.tsx';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceRow } from './choice-row.tsx';
import styles from './content.module.css';
import { TEXT_LANGUAGES, type TextLanguage } from './content-model.ts';

/** The language whose texts are being written; the preview follows it. */
export function LanguageTabs({
  value,
  onChange,
}: {
  value: TextLanguage;
  onChange: (language: TextLanguage) => void;
}) {
  const { t } = useTranslation('content');
  return (
    <ChoiceRow
      look="pills"
      label={t('editor.languages')}
      options={TEXT_LANGUAGES}
      value={value}
      onChange={onChange}
      labelOf={(language) => t(`editor.${language}`)}
      testIdOf={(language) => `bo-content-lang-${language}`}
    />
  );
}

type Texts = { title: OpsTexts; content: OpsTexts };

/** A title and its HTML in the language chosen: plain text above, the allow-listed HTML below. */
export function LanguageFields({
  language,
  texts,
  onChange,
  readOnly,
  banner = false,
}: {
  language: TextLanguage;
  texts: Texts;
  onChange: (texts: Texts) => void;
  readOnly: boolean;
  /** A banner's texts are its headline and sub-line. */
  banner?: boolean;
}) {
  const { t } = useTranslation('content');
  const htmlId = useId();
  const set = (field: keyof Texts, value: string) =>
    onChange({ ...texts, [field]: { ...texts[field], [language]: value } });
  return (
    <div className={styles.langFields} role="tabpanel">
      <TextField
        label={t(banner ? 'editor.headline' : 'editor.titleField')}
        value={texts.title[language]}
        onChange={(e) => set('title', e.target.value)}
        maxLength={200}
        required={language === 'en' && !readOnly}
        readOnly={readOnly}
        hint={language === 'th' ? t('editor.thaiFallback') : undefined}
        testId={`bo-content-title-${language}`}
      />
      <label className={styles.htmlField} htmlFor={htmlId}>
        <span>{t(banner ? 'editor.subline' : 'editor.content')}</span>
        <textarea
          id={htmlId}
          value={texts.content[language]}
          onChange={(e) => set('content', e.target.value)}
          rows={banner ? 3 : 8}
          maxLength={20_000}
          readOnly={readOnly}
          spellCheck={false}
          data-testid={`bo-content-html-${language}`}
        />
        <small>{t('editor.htmlHint')}</small>
      </label>
    </div>
  );
}
