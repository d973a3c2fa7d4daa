import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import styles from './auth-form.module.css';

export type AuthTab<T extends string> = { id: T; label: string; icon?: ReactNode };

type AuthTabsProps<T extends string> = {
  tabs: readonly AuthTab<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Translated name of the tab list. */
  label: string;
  /** Id of the panel the tabs control. */
  panelId: string;
  testId?: string;
};

/** Segmented tabs for the auth modals; arrow keys move between them (WAI-ARIA tabs pattern). */
export function AuthTabs<T extends string>({
  tabs,
  value,
  onChange,
  label,
  panelId,
  testId,
}: AuthTabsProps<T>) {
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const index = tabs.findIndex((tab) => tab.id === value);
    const next = (index + step + tabs.length) % tabs.length;
    onChange(tabs[next]!.id);
    refs.current[next]?.focus();
  };
  return (
    <div className={styles.tabs} role="tablist" aria-label={label} data-testid={testId} onKeyDown={onKeyDown}>
      {tabs.map((tab, index) => {
        const selected = tab.id === value;
        return (
          <button
            key={tab.id}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            className={styles.tab}
            data-testid={testId ? `${testId}-${tab.id}` : undefined}
            onClick={() => onChange(tab.id)}
          >
            {tab.icon}
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
