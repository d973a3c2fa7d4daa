import { Icon } from '@portal/ui/icons.tsx';
import richText from '@portal/ui/rich-text.module.css';
import { SafeHtml } from '@portal/ui/safe-html.tsx';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHelp } from '../api/get-help.ts';
import styles from './help-centre.module.css';

/** The help centre: a list of sections beside their content; `anchor` selects and scrolls to one. */
export function HelpCentre({ anchor }: { anchor?: string }) {
  const { t } = useTranslation('content');
  const help = useHelp();
  const sections = help.data?.sections ?? [];
  const [selected, setSelected] = useState<string | undefined>(anchor);
  const refs = useRef(new Map<string, HTMLElement>());

  useEffect(() => setSelected(anchor), [anchor]);

  const current = selected && sections.some((s) => s.anchor === selected) ? selected : sections[0]?.anchor;

  // scroll once the sections exist, and again whenever the selection changes
  useEffect(() => {
    if (!current || !anchor) return;
    refs.current.get(current)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [current, anchor]);

  const select = (value: string) => {
    setSelected(value);
    refs.current.get(value)?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  };

  if (help.isPending) {
    return (
      <div className={styles.centre}>
        <p className={styles.muted}>{t('help.loading')}</p>
      </div>
    );
  }
  if (help.isError || sections.length === 0) {
    return (
      <div className={styles.centre}>
        <p className={styles.muted}>{t('help.empty')}</p>
      </div>
    );
  }

  return (
    <div className={styles.centre}>
      <nav className={styles.side} aria-label={t('help.sections')}>
        {sections.map((section) => (
          <button
            key={section.id}
            type="button"
            className={section.anchor === current ? `${styles.link} ${styles.active}` : styles.link}
            aria-current={section.anchor === current ? 'true' : undefined}
            onClick={() => select(section.anchor)}
          >
            <Icon name="help" size={16} />
            <span>{section.title}</span>
          </button>
        ))}
      </nav>
      <div className={styles.content}>
        {sections.map((section) => (
          <article
            key={section.id}
            id={`help-${section.anchor}`}
            data-testid={`help-section-${section.anchor}`}
            data-selected={section.anchor === current}
            className={section.anchor === current ? `${styles.section} ${styles.selected}` : styles.section}
            ref={(node) => {
              if (node) refs.current.set(section.anchor, node);
              else refs.current.delete(section.anchor);
            }}
          >
            <h2 className={styles.title}>{section.title}</h2>
            <SafeHtml className={richText.richText} html={section.content} />
          </article>
        ))}
      </div>
    </div>
  );
}
