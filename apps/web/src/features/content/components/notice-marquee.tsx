import type { Announcement } from '@portal/contracts/content';
import { useTranslation } from 'react-i18next';
import { useModalStore } from '../../../shell/modals/modal-store.ts';
import { MarqueeClock } from './marquee-clock.tsx';
import styles from './notice-marquee.module.css';

/** Player notice titles scrolling beside a live clock; a click opens the notice list. */
export function NoticeMarquee({ notices }: { notices: Announcement[] }) {
  const { t } = useTranslation('home');
  const titles = notices.map((notice) => notice.title).filter(Boolean);
  const text = titles.length > 0 ? titles.join('   ✦   ') : t('marquee.empty');
  // the scrolling speed follows the text length so long lists do not rush past
  const duration = Math.max(18, Math.round(text.length / 4));

  return (
    <button
      type="button"
      className={styles.marquee}
      data-testid="notice-marquee"
      aria-label={t('marquee.open')}
      onClick={() => useModalStore.getState().open('notice')}
    >
      <span className={styles.icon} aria-hidden="true">
        <svg viewBox="0 0 24 24" width="18" height="18" fill="currentColor">
          <path d="M3 10v4a1 1 0 0 0 1 1h3l5 4V5L7 9H4a1 1 0 0 0-1 1Zm13.5 2A4.5 4.5 0 0 0 14 8v8a4.47 4.47 0 0 0 2.5-4ZM14 3.23v2.06a7 7 0 0 1 0 13.42v2.06a9 9 0 0 0 0-17.54Z" />
        </svg>
      </span>
      <span className={styles.track}>
        <span className={styles.text} style={{ animationDuration: `${duration}s` }}>
          {text}
        </span>
      </span>
      <MarqueeClock className={styles.clock} />
    </button>
  );
}
