import type { Announcement } from '@portal/contracts/content';
import styles from './banner-figure.module.css';

/** The text of a small piece of server HTML (a banner's sub-line), without its markup. */
export function plainText(html: string): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.replace(/\s+/g, ' ').trim();
}

type BannerFigureProps = {
  banner: Announcement;
  /** The call to action drawn as a pill (the whole banner is the control that follows it). */
  cta?: string;
  /** Smaller type for the login and registration dialogs. */
  compact?: boolean;
};

/**
 * A banner: its wordless picture with the announcement's headline and sub-line written over the left
 * part in the page's language, sized with the banner so a phone shows them as readably as a desktop.
 */
export function BannerFigure({ banner, cta, compact = false }: BannerFigureProps) {
  const sub = plainText(banner.content);
  return (
    <span className={`${styles.figure} ${compact ? styles.compact : ''}`}>
      {banner.imageUrl && <img className={styles.image} src={banner.imageUrl} alt="" />}
      <span className={styles.copy}>
        <span className={styles.title}>{banner.title}</span>
        {sub && sub !== banner.title && <span className={styles.sub}>{sub}</span>}
        {cta && <span className={styles.cta}>{cta}</span>}
      </span>
    </span>
  );
}
