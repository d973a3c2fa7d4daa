import type { Announcement } from '@portal/contracts/content';
import type { OpsMerchant } from '@portal/contracts/operators.schema';
import { readableOn } from '@portal/contracts/readable-on';
import { BannerFigure } from '@portal/ui/banner-figure.tsx';
import { Icon } from '@portal/ui/icons.tsx';
import richText from '@portal/ui/rich-text.module.css';
import { SafeHtml } from '@portal/ui/safe-html.tsx';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './content.module.css';

const THEMES = ['dark', 'light'] as const;

/**
 * The merchant's brand colours on a preview, with the text that reads on each as the portal computes it.
 * The tokens derive the theme's surfaces from --c-primary where data-theme is set, so setting it on the
 * themed elements repaints the whole preview in the brand.
 */
function brandStyle(merchant: OpsMerchant | undefined): CSSProperties {
  const style: Record<string, string> = {};
  if (merchant?.primaryColor) {
    style['--c-primary'] = merchant.primaryColor;
    style['--c-on-primary'] = readableOn(merchant.primaryColor);
  }
  if (merchant?.accentColor) {
    style['--c-accent'] = merchant.accentColor;
    style['--c-on-accent'] = readableOn(merchant.accentColor);
  }
  return style as CSSProperties;
}

/** One preview drawn twice, side by side: in the portal's dark theme and in its light theme. */
export function ThemedPreview({
  merchant,
  language,
  children,
  testId,
}: {
  merchant: OpsMerchant | undefined;
  language: string;
  children: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation('content');
  return (
    <section className={styles.previewBlock} aria-label={t('editor.preview')} data-testid={testId}>
      <header className={styles.previewHead}>
        <h3>{t('editor.preview')}</h3>
        <p>{t('editor.previewLead', { language: t(`editor.${language}`) })}</p>
      </header>
      <div className={styles.previews}>
        {THEMES.map((theme) => (
          // As on the portal's page, the dark tokens are the base (they hold the gradients and glows) and
          // the light theme overrides what it changes; both are computed here with the merchant's brand.
          <div key={theme} className={styles.themeBase} data-theme="dark" style={brandStyle(merchant)}>
            <figure className={styles.preview} data-theme={theme} lang={language}>
              <figcaption>{t(`editor.${theme}`)}</figcaption>
              <div className={styles.stage}>{children}</div>
            </figure>
          </div>
        ))}
      </div>
    </section>
  );
}

/** A banner as the portal's carousel draws it: the picture, the headline and sub-line, the call to action. */
export function BannerPreview({ banner, language }: { banner: Announcement; language: string }) {
  const { t } = useTranslation('content');
  const cta =
    banner.linkageType !== 'NONE' && banner.url
      ? t(`cta.${banner.linkageType}`, { lng: language })
      : undefined;
  return (
    <div className={styles.bannerFrame}>
      <BannerFigure banner={banner} {...(cta ? { cta } : {})} />
    </div>
  );
}

/** A notice, popup, promotion or help section as the portal's dialogs draw it: title, picture, HTML. */
export function CardPreview({
  title,
  html,
  imageUrl,
}: {
  title: string;
  html: string;
  imageUrl?: string | null;
}) {
  return (
    <article className={styles.card}>
      <h4 className={styles.cardTitle}>
        <Icon name="megaphone" size={18} />
        <span>{title}</span>
      </h4>
      <div className={styles.cardBody}>
        {imageUrl && <img className={styles.cardImage} src={imageUrl} alt="" />}
        <SafeHtml className={richText.richText} html={html} />
      </div>
    </article>
  );
}
