import { TextField } from '@portal/ui/field.tsx';
import { useTranslation } from 'react-i18next';
import { useDraft } from '../../shell/use-saves.ts';
import { PictureField } from '../content/picture-field.tsx';
import { ThemedPreview } from '../content/themed-preview.tsx';
import { type BrandLook, BrandLookFields } from './brand-look.tsx';
import { drawnLogo, isDrawnLogo, previewLogo } from './merchant-model.ts';
import styles from './merchants.module.css';
import { SectionForm } from './section-form.tsx';
import type { SectionProps } from './use-merchant.ts';

type BrandDraft = BrandLook & { name: string; logoUrl: string };

/** The site's name, logo, two brand colours and first theme, with the portal's header drawn in both themes. */
export function BrandTab(props: SectionProps) {
  const { settings, canEdit, saves } = props;
  const { t, i18n } = useTranslation('merchants');
  const { brand } = settings;
  const { draft, setDraft, dirty } = useDraft<BrandDraft>({
    name: settings.name,
    logoUrl: brand.logoUrl,
    primaryColor: brand.primaryColor,
    accentColor: brand.accentColor,
    defaultTheme: brand.defaultTheme,
  });
  const set = (patch: Partial<BrandDraft>) => setDraft({ ...draft, ...patch });
  const save = () =>
    saves.patch('brand', {
      name: draft.name.trim(),
      brand: {
        primaryColor: draft.primaryColor,
        accentColor: draft.accentColor,
        defaultTheme: draft.defaultTheme,
        // the logo is sent only when it changed: the seed's drawn art stays as it is
        ...(draft.logoUrl !== brand.logoUrl ? { logoUrl: draft.logoUrl.trim() } : {}),
      },
    });

  return (
    <SectionForm section="brand" {...props} dirty={dirty} onSave={save}>
      <div className={styles.grid}>
        <TextField
          label={t('brand.name')}
          value={draft.name}
          maxLength={60}
          onChange={(e) => set({ name: e.target.value })}
          hint={t('brand.nameHint')}
          testId="bo-merchant-name"
        />
        <BrandLookFields value={draft} onChange={set} testId="bo-merchant" />
      </div>
      <PictureField
        merchant={settings.code}
        value={draft.logoUrl}
        onChange={(logoUrl) => set({ logoUrl })}
        readOnly={!canEdit}
        shape="logo"
        texts={{ legend: t('brand.logo'), url: t('brand.logoUrl'), hint: t('brand.logoHint') }}
        // an uploaded logo can give way to the drawn wordmark again
        reset={
          isDrawnLogo(settings.code, draft.logoUrl)
            ? null
            : { to: drawnLogo(settings.code), label: t('brand.drawnLogo') }
        }
        testId="bo-merchant-logo"
      />
      <ThemedPreview
        merchant={{
          code: settings.code,
          name: draft.name,
          primaryColor: draft.primaryColor,
          accentColor: draft.accentColor,
        }}
        language={i18n.language === 'th' ? 'th' : 'en'}
        testId="bo-merchant-preview"
      >
        <HeaderPreview
          name={draft.name}
          logoUrl={previewLogo(settings.code, draft.logoUrl, draft.name, draft.primaryColor)}
        />
      </ThemedPreview>
    </SectionForm>
  );
}

/** The portal's header as a visitor first sees it: the logo, the language, log in and register, the games bar. */
function HeaderPreview({ name, logoUrl }: { name: string; logoUrl: string }) {
  const { t, i18n } = useTranslation('merchants');
  return (
    <div className={styles.portal} aria-hidden="true">
      <div className={styles.portalTop}>
        {logoUrl ? (
          <img className={styles.portalLogo} src={logoUrl} alt="" />
        ) : (
          <strong className={styles.portalName}>{name}</strong>
        )}
        <span className={styles.portalSpacer} />
        <span className={styles.portalChip}>{i18n.language.toUpperCase()}</span>
        <span className={styles.portalLogin}>{t('brand.preview.login')}</span>
        <span className={styles.portalRegister}>{t('brand.preview.register')}</span>
      </div>
      <div className={styles.portalNav}>
        <span className={styles.portalNavOn}>{t('brand.preview.home')}</span>
        <span>{t('brand.preview.slots')}</span>
        <span>{t('brand.preview.live')}</span>
        <span className={styles.portalHot}>{t('brand.preview.hot')}</span>
      </div>
    </div>
  );
}
