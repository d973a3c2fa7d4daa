import { trapTab } from '@portal/ui/dialog/focus-trap.ts';
import { Icon, type IconName } from '@portal/ui/icons.tsx';
import { lockScroll } from '@portal/ui/scroll-lock.ts';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useModalStore } from '../modals/modal-store.ts';
import { type MenuGroup, pageIcon } from './centre-menus.ts';
import styles from './centre-overlay.module.css';

type CentreOverlayProps<P extends string> = {
  /** Prefix of the test ids: `<testId>`, `<testId>-menu-<page>`. */
  testId: string;
  title: string;
  icon: IconName;
  /** Above the menu: who is signed in. */
  summary?: ReactNode;
  groups: readonly MenuGroup<P>[];
  active: P;
  pageLabel: (page: P) => string;
  groupLabel: (key: string) => string;
  onSelect: (page: P) => void;
  /** A count beside a menu entry (rewards to claim, unread messages); nothing for 0 or none. */
  badges?: Partial<Record<P, number>>;
  onClose: () => void;
  closeLabel: string;
  menuLabel: string;
  children: ReactNode;
};

/**
 * The frame of the member and agent centres: a large panel with the menu on the left and the page
 * on the right; on a phone it fills the screen and the menu becomes a drawer under a top bar.
 * ESC closes it (a modal opened on top of it, such as change password, takes ESC first).
 */
export function CentreOverlay<P extends string>({
  testId,
  title,
  icon,
  summary,
  groups,
  active,
  pageLabel,
  groupLabel,
  onSelect,
  badges,
  onClose,
  closeLabel,
  menuLabel,
  children,
}: CentreOverlayProps<P>) {
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const navId = useId();
  const [navOpen, setNavOpen] = useState(false);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const navOpenRef = useRef(navOpen);
  navOpenRef.current = navOpen;

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const release = lockScroll();
    panelRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      // a modal above the centre owns the keyboard
      if (useModalStore.getState().current !== null) return;
      // so does a page's own dialog (a QR code, a confirmation) while focus is in it: Escape closes it alone
      const target = event.target;
      if (
        target instanceof Element &&
        target.closest('[aria-modal="true"]') &&
        !panelRef.current?.contains(target)
      )
        return;
      if (event.key === 'Escape') {
        if (navOpenRef.current) setNavOpen(false);
        else onCloseRef.current();
      } else if (panelRef.current) {
        trapTab(event, panelRef.current);
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      release();
      previous?.focus();
    };
  }, []);

  const select = (page: P) => {
    setNavOpen(false);
    onSelect(page);
  };

  return createPortal(
    <div className={styles.layer} data-testid={testId}>
      <button
        type="button"
        tabIndex={-1}
        aria-hidden="true"
        className={styles.scrim}
        onClick={() => onCloseRef.current()}
      />
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={styles.panel}
      >
        <aside id={navId} className={`${styles.nav} ${navOpen ? styles.navOpen : ''}`}>
          <div className={styles.navHead}>
            <span className={styles.navTitle}>
              <span className={styles.navEmblem} aria-hidden="true">
                <Icon name={icon} size={18} />
              </span>
              {title}
            </span>
            {summary}
          </div>
          <nav aria-label={title} className={styles.menu}>
            {groups.map((group) => (
              <div key={group.key} className={styles.group}>
                <p className={styles.groupTitle}>{groupLabel(group.key)}</p>
                <ul className={styles.entries}>
                  {group.entries.map((entry) => {
                    const current = entry.page === active;
                    return (
                      <li key={entry.page}>
                        <button
                          type="button"
                          className={`${styles.entry} ${current ? styles.current : ''}`}
                          aria-current={current ? 'page' : undefined}
                          data-testid={`${testId}-menu-${entry.page}`}
                          onClick={() => select(entry.page)}
                        >
                          <span className={styles.entryIcon} aria-hidden="true">
                            <Icon name={entry.icon} size={18} />
                          </span>
                          <span className={styles.entryLabel}>{pageLabel(entry.page)}</span>
                          {badges?.[entry.page] ? (
                            <span className={styles.badge} data-testid={`${testId}-badge-${entry.page}`}>
                              {badgeText(badges[entry.page] ?? 0)}
                            </span>
                          ) : null}
                        </button>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </nav>
        </aside>
        <button
          type="button"
          tabIndex={-1}
          aria-hidden="true"
          className={`${styles.navScrim} ${navOpen ? styles.navScrimOpen : ''}`}
          onClick={() => setNavOpen(false)}
        />
        <section className={styles.content}>
          <header className={styles.contentHead}>
            <button
              type="button"
              className={styles.menuToggle}
              aria-expanded={navOpen}
              aria-controls={navId}
              aria-label={menuLabel}
              data-testid={`${testId}-menu-toggle`}
              onClick={() => setNavOpen((open) => !open)}
            >
              <Icon name={navOpen ? 'close' : 'menu'} size={20} />
            </button>
            <h2 id={titleId} className={styles.pageTitle}>
              <span className={styles.pageIcon} aria-hidden="true">
                <Icon name={pageIcon(groups, active) ?? icon} />
              </span>
              {pageLabel(active)}
            </h2>
            <button
              type="button"
              className={styles.close}
              aria-label={closeLabel}
              data-testid={`${testId}-close`}
              onClick={onClose}
            >
              <Icon name="close" size={20} />
            </button>
          </header>
          <div key={active} className={styles.body} data-testid={`${testId}-page`} data-page={active}>
            {children}
          </div>
        </section>
      </div>
    </div>,
    document.body,
  );
}

/** A menu badge's count: 99+ past two digits, so the pill keeps its width. */
export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));
