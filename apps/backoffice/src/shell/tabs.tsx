import type { KeyboardEvent } from 'react';
import styles from './tabs.module.css';

type TabsProps<T extends string> = {
  tabs: readonly T[];
  current: T;
  onChange: (tab: T) => void;
  /** What the tab list is, for screen readers. */
  label: string;
  /** A tab's words. */
  text: (tab: T) => string;
  /** A count beside a tab's words (left out while unknown). */
  counts?: Partial<Record<T, number>>;
};

/**
 * A screen's tabs (a tab list as WAI-ARIA describes it): arrow keys move between them, each controls
 * the panel `tabPanel` gives the same name. Ids and test ids are `bo-tab-<name>` and `bo-panel-<name>`.
 */
export function Tabs<T extends string>({ tabs, current, onChange, label, text, counts = {} }: TabsProps<T>) {
  function onKey(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = tabs[(tabs.indexOf(current) + step + tabs.length) % tabs.length] as T;
    onChange(next);
    event.currentTarget.querySelector<HTMLElement>(`[data-tab="${next}"]`)?.focus();
  }
  return (
    <div role="tablist" aria-label={label} className={styles.tabs} onKeyDown={onKey}>
      {tabs.map((name) => (
        <button
          key={name}
          type="button"
          role="tab"
          id={`bo-tab-${name}`}
          aria-selected={current === name}
          aria-controls={`bo-panel-${name}`}
          tabIndex={current === name ? 0 : -1}
          className={styles.tab}
          data-tab={name}
          data-testid={`bo-tab-${name}`}
          onClick={() => onChange(name)}
        >
          {text(name)}
          {counts[name] !== undefined && <span className={styles.tabCount}>{counts[name]}</span>}
        </button>
      ))}
    </div>
  );
}

/** The props of the panel of one tab: kept mounted and hidden while another tab is chosen. */
export function tabPanel<T extends string>(name: T, current: T) {
  return {
    id: `bo-panel-${name}`,
    role: 'tabpanel',
    'aria-labelledby': `bo-tab-${name}`,
    hidden: current !== name,
    className: styles.panel,
  } as const;
}
