import { SelectField, TextField } from '@portal/ui/field.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HEX_COLOR } from './merchant-model.ts';
import styles from './merchants.module.css';

/**
 * A brand colour: the system's colour picker on the swatch, or its #rrggbb typed in. A half-typed code
 * stays in the field (marked) without reaching the form; a whole one is the colour at once.
 */
function ColorField({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  onChange: (hex: string) => void;
  testId: string;
}) {
  const { t } = useTranslation('merchants');
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? value;
  return (
    <TextField
      label={label}
      value={text}
      maxLength={7}
      spellCheck={false}
      autoComplete="off"
      error={HEX_COLOR.test(text) ? undefined : t('color.invalid')}
      onChange={(e) => {
        const next = e.target.value.trim();
        setTyped(next);
        if (HEX_COLOR.test(next)) onChange(next.toLowerCase());
      }}
      onBlur={() => setTyped(null)}
      testId={testId}
      trailing={
        <input
          type="color"
          className={styles.swatch}
          value={HEX_COLOR.test(value) ? value : '#000000'}
          aria-label={t('color.pick', { name: label })}
          onChange={(e) => {
            setTyped(null);
            onChange(e.target.value);
          }}
          data-testid={`${testId}-picker`}
        />
      }
    />
  );
}

const THEMES = ['dark', 'light'] as const;
export type BrandLook = { primaryColor: string; accentColor: string; defaultTheme: (typeof THEMES)[number] };

/** A site's look: its two brand colours and the theme a first visit sees. Test ids are `<testId>-primary|accent|theme`. */
export function BrandLookFields({
  value,
  onChange,
  testId,
}: {
  value: BrandLook;
  onChange: (patch: Partial<BrandLook>) => void;
  testId: string;
}) {
  const { t } = useTranslation('merchants');
  return (
    <>
      <ColorField
        label={t('brand.primary')}
        value={value.primaryColor}
        onChange={(primaryColor) => onChange({ primaryColor })}
        testId={`${testId}-primary`}
      />
      <ColorField
        label={t('brand.accent')}
        value={value.accentColor}
        onChange={(accentColor) => onChange({ accentColor })}
        testId={`${testId}-accent`}
      />
      <SelectField
        label={t('brand.defaultTheme')}
        value={value.defaultTheme}
        onChange={(e) => onChange({ defaultTheme: e.target.value === 'light' ? 'light' : 'dark' })}
        hint={t('brand.defaultThemeHint')}
        testId={`${testId}-theme`}
      >
        {THEMES.map((theme) => (
          <option key={theme} value={theme}>
            {t(`theme.${theme}`)}
          </option>
        ))}
      </SelectField>
    </>
  );
}
